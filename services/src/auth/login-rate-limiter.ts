import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../shared/errors';
import { normalizeEmail } from './credentials';

/**
 * Sign-in attempts are counted per email+IP (guessing one account's password) and per IP (trying
 * many accounts) BEFORE the password is checked, so parallel guesses cannot all slip in before
 * the first failure is counted. A successful sign-in gives its attempt back, so the limits count
 * failures (and attempts still running).
 */
export interface LoginRateLimiter {
  /** Counts this attempt; throws TooManyRequestsError when it is over a limit (nothing counted then on the IP). */
  consumeAttempt(email: string, ip: string): Promise<void>;
  /** A successful sign-in forgets the account's attempts from this IP and returns the IP's one. */
  recordSuccess(email: string, ip: string): Promise<void>;
}

export interface LoginLimits {
  readonly perEmailAndIp: { readonly failures: number; readonly windowSeconds: number };
  readonly perIp: { readonly failures: number; readonly windowSeconds: number };
}

export const defaultLoginLimits: LoginLimits = {
  perEmailAndIp: { failures: 5, windowSeconds: 15 * 60 },
  perIp: { failures: 50, windowSeconds: 60 * 60 },
};

export const tooManyAttemptsMessage = (msBeforeNext: number) => {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

export const createLoginRateLimiter = ({
  redis,
  keyPrefix,
  limits = defaultLoginLimits,
}: {
  redis: Redis;
  /** Shared by every API process of one deployment; tests use their own. */
  keyPrefix: string;
  limits?: LoginLimits;
}): LoginRateLimiter => {
  const limiter = (name: string, { failures, windowSeconds }: LoginLimits['perIp']) => {
    const options = {
      keyPrefix: `${keyPrefix}:${name}`,
      points: failures,
      duration: windowSeconds,
      blockDuration: windowSeconds,
    };
    // While Redis is away, each process keeps counting in memory rather than letting all through.
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  const byEmailAndIp = limiter('email-ip', limits.perEmailAndIp);
  const byIp = limiter('ip', limits.perIp);
  const emailIpKey = (email: string, ip: string) => `${normalizeEmail(email)}|${ip}`;

  const refused = (result: unknown) => {
    // A rejection carrying RateLimiterRes means "over the limit"; anything else is a real error.
    if (!(result instanceof RateLimiterRes)) return result;
    const wait = Math.max(1000, result.msBeforeNext);
    return new TooManyRequestsError(tooManyAttemptsMessage(wait), Math.ceil(wait / 1000));
  };

  return {
    async consumeAttempt(email, ip) {
      const accountKey = emailIpKey(email, ip);
      // One after the other: an attempt on an account that is already blocked costs no hash, so
      // it does not count against the address.
      await byEmailAndIp.consume(accountKey).catch((error: unknown) => {
        throw refused(error);
      });
      await byIp.consume(ip).catch(async (error: unknown) => {
        await byEmailAndIp.reward(accountKey).catch(() => undefined);
        throw refused(error);
      });
    },
    async recordSuccess(email, ip) {
      await Promise.all([byEmailAndIp.delete(emailIpKey(email, ip)), byIp.reward(ip)]);
    },
  };
};
