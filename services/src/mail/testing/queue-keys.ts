import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** A BullMQ key prefix of its own, so parallel test files never share a queue. */
export const uniqueQueuePrefix = () => `mc-test-${randomBytes(6).toString('hex')}`;

/** Removes every key under `prefix` (a test's queues), leaving the shared Redis as it was. */
export const deleteQueueKeys = async (redisUrl: string, prefix: string) => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
};
