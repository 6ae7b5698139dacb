import { randomBytes } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@memorial-care/contracts/event-store';
import { applicableEvents, readCheckpoint, type Projection } from '@memorial-care/projections';

/** A row of the live read model that the replay does not reproduce. */
export interface ProjectionDifference {
  readonly id: string;
  /** missing: the replay has a row the live table lacks; extra: the other way round. */
  readonly kind: 'missing' | 'extra' | 'changed';
  readonly columns: readonly string[];
}

const differenceRow = z.object({
  id: z.string(),
  kind: z.enum(['missing', 'extra', 'changed']),
  columns: z.array(z.string()),
});

const pageSize = 1_000;

/**
 * Rebuilds the service_requests projection into a scratch schema and compares it with the live
 * table, row by row. The replay stops at the live projection's checkpoint so that a projector
 * that is merely behind is not reported as inconsistent. The projection's SQL names its table
 * unqualified, so `SET LOCAL search_path` points its writes at the scratch copies.
 */
export const checkServiceRequestsProjection = async (options: {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly projection: Projection;
}): Promise<ProjectionDifference[]> => {
  const { pool, eventStore, projection } = options;
  const schema = sql.identifier([`audit_${randomBytes(6).toString('hex')}`]);
  const checkpoint = await readCheckpoint(pool, projection.name);
  const until: Position | null = checkpoint?.position ?? null;
  const types = new Set(projection.eventTypes);
  // Read before the transaction: slonik refuses the event store's pool queries inside it.
  const relevant: RecordedEvent[] = [];
  let after: Position | undefined;
  for (;;) {
    const page = await eventStore.readAll({ after, limit: pageSize });
    const inRange = until ? page.filter((e) => comparePositions(e.position, until) <= 0) : [];
    relevant.push(...inRange.filter((e) => types.has(e.type)));
    const last = page.at(-1);
    if (!last || page.length < pageSize || inRange.length < page.length) break;
    after = last.position;
  }
  await pool.query(sql.unsafe`CREATE SCHEMA ${schema}`);
  try {
    return await pool.transaction(async (tx) => {
      // Every table the projection writes (its name lookups too) gets an empty scratch copy,
      // so the replay never touches the live read model.
      for (const table of projection.tables) {
        const name = sql.identifier([table]);
        await tx.query(sql.unsafe`
          CREATE TABLE ${schema}.${name} (LIKE public.${name} INCLUDING ALL)`);
      }
      await tx.query(sql.unsafe`SET LOCAL search_path TO ${schema}, public`);
      // As the runner hands them over: skipped events passed over, values made storable.
      const applicable = await applicableEvents(tx, projection, relevant);
      for (let i = 0; i < applicable.length; i += pageSize)
        await projection.applyBatch(tx, applicable.slice(i, i + pageSize));
      const rows = await tx.any(sql.type(differenceRow)`
        SELECT COALESCE(l.id, s.id)::text AS "id",
               CASE WHEN l.id IS NULL THEN 'missing' WHEN s.id IS NULL THEN 'extra'
                    ELSE 'changed' END AS "kind",
               COALESCE((SELECT array_agg(e.key ORDER BY e.key)
                         FROM jsonb_each(to_jsonb(l)) AS e
                         WHERE s.id IS NOT NULL
                           AND e.value IS DISTINCT FROM to_jsonb(s) -> e.key), '{}') AS "columns"
        FROM public.service_requests AS l
        FULL JOIN ${schema}.service_requests AS s ON s.id = l.id
        WHERE l.id IS NULL OR s.id IS NULL OR to_jsonb(l) <> to_jsonb(s)
        ORDER BY 1`);
      return [...rows];
    });
  } finally {
    await pool.query(sql.unsafe`DROP SCHEMA ${schema} CASCADE`);
  }
};
