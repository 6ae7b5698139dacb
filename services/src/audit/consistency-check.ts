import { randomBytes } from 'node:crypto';
import {
  sql,
  type DatabasePool,
  type DatabaseTransactionConnection,
  type IdentifierSqlToken,
} from 'slonik';
import { z } from 'zod';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@memorial-care/contracts/event-store';
import {
  applicableEvents,
  createLogReader,
  readCheckpoint,
  zeroPosition,
  type LogReader,
  type Projection,
} from '@memorial-care/projections';

/** A row of a live read model that the replay does not reproduce. */
export interface ProjectionDifference {
  readonly table: string;
  /** The row's primary key; the values joined with `/` when it has several columns. */
  readonly id: string;
  /** missing: the replay has a row the live table lacks; extra: the other way round. */
  readonly kind: 'missing' | 'extra' | 'changed';
  readonly columns: readonly string[];
}

export interface ProjectionCheck {
  readonly projection: string;
  /** Events of the log replayed into the scratch copy (up to the live checkpoint). */
  readonly events: number;
  readonly differences: readonly ProjectionDifference[];
}

const differenceRow = z.object({
  id: z.string(),
  kind: z.enum(['missing', 'extra', 'changed']),
  columns: z.array(z.string()),
});

const keyColumnRow = z.object({ column: z.string() });

const pageSize = 1_000;

/**
 * The log up to `until`, the events of `types` only, in order: one read for every projection,
 * through the reader the consumer uses (so upcast the same way).
 */
const readLog = async (reader: LogReader, types: ReadonlySet<string>, until: Position) => {
  const events: RecordedEvent[] = [];
  let after = zeroPosition;
  for (;;) {
    const page = (await reader.readPage(after, pageSize)).events;
    const inRange = page.filter((e) => comparePositions(e.position, until) <= 0);
    events.push(...inRange.filter((e) => types.has(e.type)));
    const last = page.at(-1);
    if (!last || page.length < pageSize || inRange.length < page.length) return events;
    after = last.position;
  }
};

const primaryKeyOf = async (tx: DatabaseTransactionConnection, table: string) => {
  const columns = await tx.anyFirst(sql.type(keyColumnRow)`
    SELECT a.attname AS "column"
    FROM pg_index AS i
    CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
    JOIN pg_attribute AS a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
    WHERE i.indrelid = to_regclass(${`public.${table}`}) AND i.indisprimary
    ORDER BY k.n`);
  if (columns.length === 0) throw new Error(`The read model table ${table} has no primary key`);
  return columns;
};

/** Live rows against the scratch copy, joined on the primary key, compared as whole rows. */
const compareTable = async (
  tx: DatabaseTransactionConnection,
  schema: IdentifierSqlToken,
  table: string,
): Promise<ProjectionDifference[]> => {
  const name = sql.identifier([table]);
  const key = await primaryKeyOf(tx, table);
  const column = (alias: 'l' | 's', c: string) => sql.identifier([alias, c]);
  const first = key[0] as string;
  const rows = await tx.any(sql.type(differenceRow)`
    SELECT concat_ws('/', ${sql.join(
      key.map((c) => sql.fragment`COALESCE(${column('l', c)}, ${column('s', c)})::text`),
      sql.fragment`, `,
    )}) AS "id",
           CASE WHEN ${column('l', first)} IS NULL THEN 'missing'
                WHEN ${column('s', first)} IS NULL THEN 'extra'
                ELSE 'changed' END AS "kind",
           COALESCE((SELECT array_agg(e.key ORDER BY e.key)
                     FROM jsonb_each(to_jsonb(l)) AS e
                     WHERE ${column('s', first)} IS NOT NULL
                       AND e.value IS DISTINCT FROM to_jsonb(s) -> e.key), '{}') AS "columns"
    FROM public.${name} AS l
    FULL JOIN ${schema}.${name} AS s ON ${sql.join(
      key.map((c) => sql.fragment`${column('s', c)} = ${column('l', c)}`),
      sql.fragment` AND `,
    )}
    WHERE ${column('l', first)} IS NULL OR ${column('s', first)} IS NULL
       OR to_jsonb(l) <> to_jsonb(s)
    ORDER BY 1`);
  return rows.map((row) => ({ table, ...row }));
};

/**
 * Replays `events` through the projection into empty scratch copies of its tables and compares
 * them with the live ones. The projection's SQL names its tables unqualified, so
 * `SET LOCAL search_path` points its writes at the copies; `projection_checkpoints` gets a copy
 * too, so a replayed skip cannot resume a live projection.
 */
const replayAndCompare = async (
  pool: DatabasePool,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<ProjectionDifference[]> => {
  const schema = sql.identifier([`audit_${randomBytes(6).toString('hex')}`]);
  await pool.query(sql.unsafe`CREATE SCHEMA ${schema}`);
  try {
    return await pool.transaction(async (tx) => {
      // As the runner hands them over: skipped events passed over, values made storable.
      const applicable = await applicableEvents(tx, projection, events);
      for (const table of [...projection.tables, 'projection_checkpoints']) {
        const name = sql.identifier([table]);
        await tx.query(sql.unsafe`
          CREATE TABLE ${schema}.${name} (LIKE public.${name} INCLUDING ALL)`);
      }
      await tx.query(sql.unsafe`SET LOCAL search_path TO ${schema}, public`);
      for (let i = 0; i < applicable.length; i += pageSize)
        await projection.applyBatch(tx, applicable.slice(i, i + pageSize));
      const differences: ProjectionDifference[] = [];
      for (const table of projection.tables)
        differences.push(...(await compareTable(tx, schema, table)));
      return differences;
    });
  } finally {
    await pool.query(sql.unsafe`DROP SCHEMA ${schema} CASCADE`);
  }
};

/**
 * Rebuilds each projection into a scratch schema and compares it with its live tables, row by
 * row, without touching them. Each replay stops at that projection's checkpoint, so a projector
 * that is merely behind is not reported as inconsistent.
 */
export const checkProjections = async (options: {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly projections: readonly Projection[];
}): Promise<ProjectionCheck[]> => {
  const { pool, eventStore, projections } = options;
  const checkpoints = new Map<string, Position | null>();
  for (const projection of projections)
    checkpoints.set(
      projection.name,
      (await readCheckpoint(pool, projection.name))?.position ?? null,
    );
  const furthest = [...checkpoints.values()]
    .filter((position) => position !== null)
    .sort(comparePositions)
    .at(-1);
  // Read before the transactions: slonik refuses the event store's pool queries inside one.
  const log = furthest
    ? await readLog(
        createLogReader(eventStore),
        new Set(projections.flatMap((p) => p.eventTypes)),
        furthest,
      )
    : [];
  const checks: ProjectionCheck[] = [];
  for (const projection of projections) {
    const until = checkpoints.get(projection.name);
    const types = new Set(projection.eventTypes);
    const events = until
      ? log.filter((e) => types.has(e.type) && comparePositions(e.position, until) <= 0)
      : [];
    const differences = await replayAndCompare(pool, projection, events);
    checks.push({ projection: projection.name, events: events.length, differences });
  }
  return checks;
};
