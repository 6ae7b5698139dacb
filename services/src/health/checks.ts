import type { Redis } from 'ioredis';
import { sql, type DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';

/** A dependency the app needs to serve requests; resolves when reachable. */
export type ReadinessCheck = () => Promise<void>;

export const postgresCheck =
  (pool: DatabasePool): ReadinessCheck =>
  async () => {
    await pool.oneFirst(sql.unsafe`SELECT 1`);
  };

export const redisCheck =
  (redis: Redis): ReadinessCheck =>
  async () => {
    const answer = await redis.ping();
    if (answer !== 'PONG') throw new Error(`Unexpected PING answer: ${answer}`);
  };

/** Reading the head of `$all` exercises the store the way the projector does. */
export const eventStoreCheck =
  (eventStore: EventStore): ReadinessCheck =>
  async () => {
    await eventStore.readAll({ limit: 1 });
  };

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

export interface ReadinessReport {
  readonly ready: boolean;
  readonly checks: Record<string, { readonly ok: boolean; readonly error?: string }>;
}

export const runReadinessChecks = async (
  checks: Readonly<Record<string, ReadinessCheck>>,
  timeoutMs = 2000,
): Promise<ReadinessReport> => {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), timeoutMs);
        return [name, { ok: true }] as const;
      } catch (error) {
        return [name, { ok: false, error: (error as Error).message }] as const;
      }
    }),
  );
  return {
    ready: entries.every(([, result]) => result.ok),
    checks: Object.fromEntries(entries),
  };
};
