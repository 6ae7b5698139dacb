import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * An ioredis client that logs connection trouble once per outage instead of on every retry.
 * ioredis keeps reconnecting on its own; callers decide how commands behave meanwhile.
 */
export const createRedisClient = (
  url: string,
  logger: Logger,
  name: string,
  options: RedisOptions = {},
): Redis => {
  const redis = new Redis(url, { connectionName: `memorial-care:${name}`, ...options });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error, connection: name }, 'Redis is not reachable; retrying');
  });
  redis.on('ready', () => {
    if (down) logger.info({ connection: name }, 'Redis is reachable again');
    down = false;
  });
  return redis;
};

/** Resolves when the client is ready, or after `timeoutMs` (the app starts degraded, not never). */
export const waitForRedis = (redis: Redis, timeoutMs = 5000): Promise<boolean> =>
  redis.status === 'ready'
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const done = (ready: boolean) => {
          clearTimeout(timer);
          redis.off('ready', onReady);
          resolve(ready);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        redis.on('ready', onReady);
      });
