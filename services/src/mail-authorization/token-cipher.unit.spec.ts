import { describe, expect, it } from 'vitest';
import { createTokenCipher, tokenHintOf, TokenUnsealError } from './token-cipher';

const key = 'k'.repeat(32);
const token = '1//0gFh-refresh-token_with.all~the/characters+Google=uses';

/** Flips one bit of the part `index` (1: IV, 2: ciphertext, 3: tag) of a sealed value. */
const flipBit = (sealed: string, index: number) => {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
};

describe('token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher(key);

  it('opens what it sealed, unicode included', () => {
    expect(cipher.unseal(cipher.seal(token, 'refresh-token'), 'refresh-token')).toBe(token);
    expect(cipher.unseal(cipher.seal('ćao 👋', 'code-verifier'), 'code-verifier')).toBe('ćao 👋');
    expect(cipher.unseal(cipher.seal('', 'refresh-token'), 'refresh-token')).toBe('');
  });

  it('keeps no trace of the token in the sealed value, and never seals twice alike', () => {
    const first = cipher.seal(token, 'refresh-token');
    const second = cipher.seal(token, 'refresh-token');
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(first).not.toBe(second);
    for (const piece of [token, token.slice(0, 8), Buffer.from(token).toString('base64url')])
      expect(first).not.toContain(piece);
  });

  it('detects any change: of the IV, the ciphertext or the tag', () => {
    const sealed = cipher.seal(token, 'refresh-token');
    for (const part of [1, 2, 3])
      expect(() => cipher.unseal(flipBit(sealed, part), 'refresh-token'), `part ${part}`).toThrow(
        TokenUnsealError,
      );
    const [prefix, iv, body, tag] = sealed.split('.');
    const shortened = [prefix, iv, body!.slice(0, -2), tag].join('.');
    expect(() => cipher.unseal(shortened, 'refresh-token')).toThrow(TokenUnsealError);
  });

  it('refuses to open with another key', () => {
    const sealed = cipher.seal(token, 'refresh-token');
    const otherKey = createTokenCipher('K'.repeat(32));
    expect(() => otherKey.unseal(sealed, 'refresh-token')).toThrow(TokenUnsealError);
    expect(() => otherKey.unseal(sealed, 'refresh-token')).toThrow(/MAIL_TOKEN_KEY/);
  });

  it('refuses a value sealed for another purpose', () => {
    const verifier = cipher.seal('verifier', 'code-verifier');
    expect(() => cipher.unseal(verifier, 'refresh-token')).toThrow(TokenUnsealError);
  });

  it('refuses what is no sealed value at all', () => {
    for (const value of ['', token, 'v2.a.b.c', 'v1.a.b', 'v1.a.b.c.d', 'v1..x.'])
      expect(() => cipher.unseal(value, 'refresh-token'), value).toThrow(TokenUnsealError);
  });

  it('says nothing of the token in its error', () => {
    const sealed = flipBit(cipher.seal(token, 'refresh-token'), 2);
    try {
      cipher.unseal(sealed, 'refresh-token');
    } catch (error) {
      expect(JSON.stringify(error)).not.toContain(token);
      expect(String(error)).not.toContain(token);
      expect((error as Error).cause).toBeUndefined();
    }
    expect.assertions(3);
  });
});

describe('token hint', () => {
  it('shows at most the last four characters of a long token', () => {
    expect(tokenHintOf(token)).toBe('••••uses');
    expect(tokenHintOf('short-token')).toBe('••••');
  });
});
