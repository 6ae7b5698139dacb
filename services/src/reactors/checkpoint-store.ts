import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { Position, RecordedEvent } from '@memorial-care/contracts/event-store';

export interface ReactorFailure {
  readonly message: string;
  readonly eventId: string | null;
  readonly eventType: string | null;
  readonly at: Date;
}

export interface ReactorCheckpoint {
  readonly name: string;
  readonly position: Position;
  readonly eventsProcessed: bigint;
  /** Failed attempts at the event after the checkpoint; 0 while healthy. */
  readonly attempts: number;
  /** The latest failure (kept after recovery, for the admin). */
  readonly lastError: ReactorFailure | null;
  readonly updatedAt: Date;
}

const checkpointRow = z.object({
  name: z.string(),
  commitPosition: z.string(),
  preparePosition: z.string(),
  eventsProcessed: z.bigint(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  lastErrorEventId: z.string().nullable(),
  lastErrorEventType: z.string().nullable(),
  lastErrorAt: z.number().nullable(),
  updatedAt: z.number(),
});

// numeric comes back as text so that positions above 2^53 survive.
const selectCheckpoint = sql.fragment`
  name, commit_position::text AS "commitPosition", prepare_position::text AS "preparePosition",
  events_processed AS "eventsProcessed", attempts, last_error AS "lastError",
  last_error_event_id AS "lastErrorEventId", last_error_event_type AS "lastErrorEventType",
  last_error_at AS "lastErrorAt", updated_at AS "updatedAt"`;

const fromRow = (row: z.infer<typeof checkpointRow>): ReactorCheckpoint => ({
  name: row.name,
  position: { commit: BigInt(row.commitPosition), prepare: BigInt(row.preparePosition) },
  eventsProcessed: row.eventsProcessed,
  attempts: row.attempts,
  lastError:
    row.lastError === null
      ? null
      : {
          message: row.lastError,
          eventId: row.lastErrorEventId,
          eventType: row.lastErrorEventType,
          at: new Date(row.lastErrorAt ?? 0),
        },
  updatedAt: new Date(row.updatedAt),
});

export const ensureReactorCheckpoint = async (db: CommonQueryMethods, name: string) => {
  await db.query(sql.unsafe`
    INSERT INTO reactor_checkpoints (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`);
};

export const readReactorCheckpoint = async (db: CommonQueryMethods, name: string) => {
  const row = await db.maybeOne(sql.type(checkpointRow)`
    SELECT ${selectCheckpoint} FROM reactor_checkpoints WHERE name = ${name}`);
  return row ? fromRow(row) : null;
};

export const readReactorCheckpoints = async (db: CommonQueryMethods) =>
  (
    await db.any(sql.type(checkpointRow)`
      SELECT ${selectCheckpoint} FROM reactor_checkpoints ORDER BY name`)
  ).map(fromRow);

/**
 * Moves the checkpoint forward (never back: a stale writer cannot undo progress) and clears
 * the failure streak. `events` is how many events of `$all` it passed since the last save.
 */
export const advanceReactorCheckpoint = async (
  db: CommonQueryMethods,
  args: { name: string; to: Position; events: number },
) => {
  const commit = args.to.commit.toString();
  const prepare = args.to.prepare.toString();
  await db.query(sql.unsafe`
    UPDATE reactor_checkpoints
    SET commit_position = ${commit}::numeric, prepare_position = ${prepare}::numeric,
        events_processed = events_processed + ${args.events}, attempts = 0, updated_at = now()
    WHERE name = ${args.name}
      AND (commit_position, prepare_position) < (${commit}::numeric, ${prepare}::numeric)`);
};

/** Records a failed attempt at `event` (or at reading the log, when `event` is null). */
export const recordReactorFailure = async (
  db: CommonQueryMethods,
  args: { name: string; event: RecordedEvent | null; message: string; attempts: number },
) => {
  await db.query(sql.unsafe`
    UPDATE reactor_checkpoints
    SET attempts = ${args.attempts}, last_error = ${args.message},
        last_error_event_id = ${args.event?.id ?? null},
        last_error_event_type = ${args.event?.type ?? null},
        last_error_at = now(), updated_at = now()
    WHERE name = ${args.name}`);
};

/** A failure outside a reaction (lock, checkpoint, log) is over once the reactor runs again. */
export const clearRunnerFailure = async (db: CommonQueryMethods, name: string) => {
  await db.query(sql.unsafe`
    UPDATE reactor_checkpoints SET attempts = 0, updated_at = now()
    WHERE name = ${name} AND attempts > 0 AND last_error_event_id IS NULL`);
};

/** Sets the checkpoint back to the start of `$all` (tests and deliberate replays only). */
export const resetReactorCheckpoint = async (db: CommonQueryMethods, name: string) => {
  await db.query(sql.unsafe`
    UPDATE reactor_checkpoints
    SET commit_position = 0, prepare_position = 0, events_processed = 0, attempts = 0,
        updated_at = now()
    WHERE name = ${name}`);
};
