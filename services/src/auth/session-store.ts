import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import type { Logger } from 'pino';
import { z } from 'zod';

/** koa-session's external store over the `sessions` table. */
export interface SessionStore {
  get(sid: string): Promise<Record<string, unknown> | null>;
  set(sid: string, sess: Record<string, unknown>, maxAgeMs: number): Promise<void>;
  destroy(sid: string): Promise<void>;
}

export const createPostgresSessionStore = (pool: DatabasePool): SessionStore => ({
  async get(sid) {
    // An expired row is as good as none, even before the sweeper removes it.
    const row = await pool.maybeOne(sql.type(z.object({ sess: z.record(z.string(), z.unknown()) }))`
      SELECT sess FROM sessions WHERE sid = ${sid} AND expire > now()`);
    return row?.sess ?? null;
  },
  async set(sid, sess, maxAgeMs) {
    await pool.query(sql.unsafe`
      INSERT INTO sessions (sid, sess, expire)
      VALUES (${sid}, ${sql.jsonb(sess as never)}, now() + ${maxAgeMs} * interval '1 millisecond')
      ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire`);
  },
  async destroy(sid) {
    await pool.query(sql.unsafe`DELETE FROM sessions WHERE sid = ${sid}`);
  },
});

/** Signs these users out everywhere: every session row that names them goes. */
export const deleteSessionsOfUsers = async (
  db: CommonQueryMethods,
  userIds: readonly string[],
): Promise<number> =>
  userIds.length === 0
    ? 0
    : (
        await db.query(sql.unsafe`
          DELETE FROM sessions WHERE sess->>'userId' = ANY(${sql.array(userIds, 'text')})`)
      ).rowCount;

export const deleteExpiredSessions = async (pool: DatabasePool): Promise<number> =>
  (await pool.query(sql.unsafe`DELETE FROM sessions WHERE expire <= now()`)).rowCount;

/**
 * Deletes expired sessions now and then. Every API process may run one: the DELETE is cheap
 * and idempotent, so no coordination is needed.
 */
export const startSessionSweeper = (
  pool: DatabasePool,
  logger: Logger,
  intervalMs = 15 * 60_000,
): { stop(): void } => {
  const sweep = () =>
    deleteExpiredSessions(pool).then(
      (count) => count > 0 && logger.debug({ count }, 'Deleted expired sessions'),
      (error: unknown) => logger.warn({ err: error }, 'Could not delete expired sessions'),
    );
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
