import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// AES-256-GCM for the secrets the mail authorization keeps in its tables (the refresh token, a
// waiting authorization's PKCE verifier). The key is derived from MAIL_TOKEN_KEY with HKDF, so
// the secret can be any long random text; every value gets its own random 96-bit IV, and the
// tag makes a changed byte (or a value moved to another purpose) fail instead of decrypt.

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/** What a sealed value is for: bound into the tag (AAD), so one cannot stand in for another. */
export type SealedPurpose = 'refresh-token' | 'code-verifier';

export interface TokenCipher {
  /** `v1.<iv>.<ciphertext>.<tag>`, base64url. */
  seal(plaintext: string, purpose: SealedPurpose): string;
  /** Throws TokenUnsealError when the value was changed, or sealed with another key or purpose. */
  unseal(sealed: string, purpose: SealedPurpose): string;
}

/** The value cannot be opened: tampered with, or MAIL_TOKEN_KEY is not the key it was sealed with. */
export class TokenUnsealError extends Error {
  constructor() {
    super('The stored token cannot be decrypted: was MAIL_TOKEN_KEY changed?');
    this.name = 'TokenUnsealError';
  }
}

const deriveKey = (secret: string) =>
  Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'memorial-care', 'mailbox token key v1', 32),
  );

export const createTokenCipher = (secret: string): TokenCipher => {
  const key = deriveKey(secret);
  return {
    seal(plaintext, purpose) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [version, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    unseal(sealed, purpose) {
      const [prefix, iv, ciphertext, tag, ...rest] = sealed.split('.');
      if (prefix !== version || iv === undefined || ciphertext === undefined || !tag || rest.length)
        throw new TokenUnsealError();
      const ivBuffer = Buffer.from(iv, 'base64url');
      const tagBuffer = Buffer.from(tag, 'base64url');
      if (ivBuffer.length !== ivBytes || tagBuffer.length !== tagBytes)
        throw new TokenUnsealError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBuffer, {
          authTagLength: tagBytes,
        });
        decipher.setAAD(Buffer.from(purpose, 'utf8'));
        decipher.setAuthTag(tagBuffer);
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new TokenUnsealError();
      }
    },
  };
};

/** What the admin's page shows of a token: its last four characters behind a mask. */
export const tokenHintOf = (token: string) => `••••${token.length > 12 ? token.slice(-4) : ''}`;
