import type { Logger } from 'pino';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { Projection } from './projection';

// A catch-up from zero writes every row of a read model once; updating its query-only indexes
// row by row cost more than the rows themselves (service_requests' 17 such indexes, the trigram
// one above all: 7.2 s of PostgreSQL time per 400,000 events with them, 1.9 s without, and 1.7 s
// to build them afterwards, sorted, in one pass each). So a projection that starts a long
// catch-up from zero drops the indexes it declares as `queryIndexes` and builds them again once
// it has caught up. Meanwhile the API's queries on that read model scan instead of seeking —
// the read model is being filled anyway. The definitions are kept in a table, so a process that
// dies half-way leaves the next one what to build.

/**
 * A catch-up from zero with at least this many events in its first page drops the query
 * indexes (one full page of the consumer's default batch size): a short log, or the demo
 * data, keeps its indexes and pays nothing.
 */
export const bulkLoadMinEvents = 10_000;

/** Sorting an index's keys in memory rather than on disk: 128 MB per build, while it runs. */
const buildMemory = '128MB';

const deferredRow = z.object({ indexName: z.string(), definition: z.string() });

/** The deferred indexes of a projection, with their definitions. */
export const deferredIndexes = async (db: CommonQueryMethods, projection: string) =>
  db.any(sql.type(deferredRow)`
    SELECT index_name AS "indexName", definition
    FROM projection_deferred_indexes WHERE projection = ${projection}
    ORDER BY index_name`);

/** Every projection's deferred indexes by projection name (for the admin's status view). */
export const allDeferredIndexes = async (db: CommonQueryMethods) => {
  const rows = await db.any(sql.type(z.object({ projection: z.string(), indexName: z.string() }))`
    SELECT projection, index_name AS "indexName"
    FROM projection_deferred_indexes ORDER BY projection, index_name`);
  const byProjection = new Map<string, string[]>();
  for (const { projection, indexName } of rows)
    byProjection.set(projection, [...(byProjection.get(projection) ?? []), indexName]);
  return byProjection;
};

/**
 * Drops the projection's query indexes that exist on its tables, recording their definitions in
 * the same transaction. Returns how many were dropped (0 when none are declared or all are
 * deferred already).
 */
export const deferQueryIndexes = async (pool: DatabasePool, projection: Projection) => {
  const names = projection.queryIndexes ?? [];
  if (names.length === 0) return 0;
  const tables = sql.array([...projection.tables], 'text');
  return pool.transaction(async (tx) => {
    let dropped = 0;
    for (const name of names)
      if (
        await tx.oneFirst(
          sql.type(z.object({ dropped: z.boolean() }))`
            SELECT projection_defer_index(${projection.name}, ${name}, ${tables}) AS dropped`,
        )
      )
        dropped += 1;
    return dropped;
  });
};

/**
 * Builds every deferred index of the projection again, each with the removal of its row in one
 * transaction (a crash leaves either both or neither). Writes to the table wait while an index
 * is built (CREATE INDEX takes a SHARE lock); reads go on.
 */
export const restoreDeferredIndexes = async (
  pool: DatabasePool,
  projection: string,
  logger: Logger,
) => {
  const deferred = await deferredIndexes(pool, projection);
  if (deferred.length === 0) return 0;
  const started = performance.now();
  for (const { indexName } of deferred)
    await pool.transaction(async (tx) => {
      await tx.query(sql.unsafe`SELECT set_config('maintenance_work_mem', ${buildMemory}, true)`);
      await tx.query(sql.unsafe`SELECT projection_restore_index(${projection}, ${indexName})`);
    });
  logger.info(
    { indexes: deferred.length, ms: Math.round(performance.now() - started) },
    'query indexes built after the catch-up from zero',
  );
  return deferred.length;
};
