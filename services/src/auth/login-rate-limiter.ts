import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../shared/errors';
import { normalizeEmail } from './credentials';

/**
 * Failed sign-ins are counted per email+IP (guessing one account's password) and per IP
 * (trying many accounts). A blocked caller gets 429 before the password is even checked.
 */
export interface LoginRateLimiter {
  /** Throws TooManyRequestsError while this email+IP or this IP is blocked. */
  check(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful sign-in forgets the account's failures from this IP. */
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

  return {
    async check(email, ip) {
      const [account, address] = await Promise.all([
        byEmailAndIp.get(emailIpKey(email, ip)),
        byIp.get(ip),
      ]);
      const waits = [
        account && account.consumedPoints >= limits.perEmailAndIp.failures
          ? account.msBeforeNext
          : 0,
        address && address.consumedPoints >= limits.perIp.failures ? address.msBeforeNext : 0,
      ];
      const wait = Math.max(...waits);
      if (wait > 0)
        throw new TooManyRequestsError(tooManyAttemptsMessage(wait), Math.ceil(wait / 1000));
    },
    async recordFailure(email, ip) {
      const results = await Promise.allSettled([
        byEmailAndIp.consume(emailIpKey(email, ip)),
        byIp.consume(ip),
      ]);
      // A rejection carrying RateLimiterRes only means "now over the limit": the next check says so.
      for (const result of results)
        if (result.status === 'rejected' && !(result.reason instanceof RateLimiterRes))
          throw result.reason;
    },
    async recordSuccess(email, ip) {
      await byEmailAndIp.delete(emailIpKey(email, ip));
    },
  };
};
