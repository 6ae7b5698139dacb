import { createPool, type DatabasePool } from 'slonik';

/** Pooled connections of one process unless configured (DATABASE_POOL_SIZE): see README. */
export const defaultDatabasePoolSize = 6;

/**
 * One slonik pool per database URL; callers own its lifetime (`pool.end()`).
 *
 * slonik's default reset runs `DISCARD ALL` after every query, which throws away prepared
 * statements and cached plans and halves the append rate. Nothing pooled keeps session state
 * (advisory locks and LISTEN use dedicated connections; settings are `SET LOCAL`), so returning
 * a connection to the pool needs no reset. An idle connection is closed after 30 s.
 */
export const createDatabasePool = (
  databaseUrl: string,
  maximumPoolSize = defaultDatabasePoolSize,
): Promise<DatabasePool> =>
  createPool(databaseUrl, {
    maximumPoolSize,
    connectionTimeout: 10_000,
    idleTimeout: 30_000,
    resetConnection: async () => undefined,
  });
