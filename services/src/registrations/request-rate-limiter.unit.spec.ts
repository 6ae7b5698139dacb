import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../shared/errors';
import { createRequestRateLimiter } from './request-rate-limiter';

describe('the public form rate limiter (in memory)', () => {
  it('lets the allowed number through per key, then answers 429 with when to retry', async () => {
    const limiter = createRequestRateLimiter({
      keyPrefix: 'test',
      limit: { requests: 2, windowSeconds: 600 },
      subject: 'registrations',
    });
    await limiter.consume('203.0.113.5');
    await limiter.consume('203.0.113.5');
    const refused = await limiter.consume('203.0.113.5').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused).toMatchObject({
      status: 429,
      message: 'Too many registrations from your network. Try again in 10 minutes.',
    });
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(590);
    // Another address has its own count.
    await expect(limiter.consume('198.51.100.7')).resolves.toBeUndefined();
  });
});
