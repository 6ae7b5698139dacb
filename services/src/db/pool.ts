import { createPool, type DatabasePool } from 'slonik';

/** One slonik pool per database URL; callers own its lifetime (`pool.end()`). */
export const createDatabasePool = (
  databaseUrl: string,
  maximumPoolSize = 10,
): Promise<DatabasePool> =>
  createPool(databaseUrl, { maximumPoolSize, connectionTimeout: 10_000, idleTimeout: 30_000 });
