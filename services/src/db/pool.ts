import { createPool, type DatabasePool } from 'slonik';

/**
 * One slonik pool per database URL; callers own its lifetime (`pool.end()`).
 *
 * slonik's default reset runs `DISCARD ALL` after every query, which throws away prepared
 * statements and cached plans and halves the append rate. Nothing pooled keeps session state
 * (advisory locks and LISTEN use dedicated connections; settings are `SET LOCAL`), so returning
 * a connection to the pool needs no reset.
 */
export const createDatabasePool = (
  databaseUrl: string,
  maximumPoolSize = 10,
): Promise<DatabasePool> =>
  createPool(databaseUrl, {
    maximumPoolSize,
    connectionTimeout: 10_000,
    idleTimeout: 30_000,
    resetConnection: async () => undefined,
  });
