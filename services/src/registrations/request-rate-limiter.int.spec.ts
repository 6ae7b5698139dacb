import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../shared/errors';
import { testRedisUrl } from '../testing/database-urls';
import { createRequestRateLimiter } from './request-rate-limiter';

let redis: Redis;
beforeAll(() => {
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  await redis?.quit();
});

describe('the public form rate limiter on Redis', () => {
  it('counts one address across API processes', async () => {
    const keyPrefix = `mc-test:${randomBytes(6).toString('hex')}:registrations`;
    const limit = { requests: 3, windowSeconds: 60 };
    // Two API processes, each with its own limiter, sharing the counts through Redis.
    const [first, second] = [1, 2].map(() =>
      createRequestRateLimiter({ redis, keyPrefix, limit, subject: 'registrations' }),
    );
    await first?.consume('203.0.113.9');
    await second?.consume('203.0.113.9');
    await first?.consume('203.0.113.9');
    await expect(second?.consume('203.0.113.9')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(first?.consume('203.0.113.10')).resolves.toBeUndefined();
    await redis.del(`${keyPrefix}:203.0.113.9`, `${keyPrefix}:203.0.113.10`);
  });
});
