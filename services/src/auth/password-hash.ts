import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64), so the cost can be raised later
// and old hashes still verify (and get re-hashed at the next sign-in).
const current = { N: 2 ** 16, r: 8, p: 1 } as const;
const saltBytes = 16;
const keyBytes = 64;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyBytes,
      // 128 * N * r bytes of work memory, plus headroom.
      { ...options, maxmem: 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, current);
  return [
    'scrypt',
    current.N,
    current.r,
    current.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
};

interface ParsedHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

const parseHash = (stored: string): ParsedHash | null => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every(Number.isSafeInteger)) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
};

/** Constant-time comparison; a malformed stored hash simply does not match. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== keyBytes) return false;
  const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
};

/** True when the stored hash was made with other (older) parameters than today's. */
export const needsRehash = (stored: string): boolean => {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== current.N || parsed.r !== current.r || parsed.p !== current.p;
};

let dummyHash: Promise<string> | undefined;
/**
 * A real hash of a random password: verifying against it when the email is unknown (or has no
 * password yet) costs the same time as a wrong password, so timing does not reveal accounts.
 */
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword(randomBytes(24).toString('base64')));
