import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../shared/errors';

/**
 * Caps how often one caller (an IP address) may submit a public form. Every submission that
 * reaches the handler counts, whatever its outcome: each successful one creates records and
 * sends mail, which is what a flood would abuse.
 */
export interface RequestRateLimiter {
  /** Counts one request of `key`; throws TooManyRequestsError when it is over the limit. */
  consume(key: string): Promise<void>;
}

export interface RequestLimit {
  readonly requests: number;
  readonly windowSeconds: number;
}

const waitMessage = (subject: string, msBeforeNext: number) => {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Too many ${subject} from your network. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

export const createRequestRateLimiter = ({
  redis,
  keyPrefix,
  limit,
  subject,
}: {
  /** Shared counts across API processes; without it each process counts in memory. */
  redis?: Redis | null;
  keyPrefix: string;
  limit: RequestLimit;
  /** What is counted, for the message: "registrations", "service requests". */
  subject: string;
}): RequestRateLimiter => {
  const options = { keyPrefix, points: limit.requests, duration: limit.windowSeconds };
  // While Redis is away, each process keeps counting in memory rather than letting all through.
  const limiter = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new TooManyRequestsError(
          waitMessage(subject, error.msBeforeNext),
          Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        );
      }
    },
  };
};
