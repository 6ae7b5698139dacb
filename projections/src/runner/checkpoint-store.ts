import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { Position } from '@memorial-care/contracts/event-store';
import { controlChannel } from './locks';

export const projectionStatuses = ['running', 'paused', 'rebuilding'] as const;
export type ProjectionStatus = (typeof projectionStatuses)[number];

export const zeroPosition: Position = { commit: 0n, prepare: 0n };
export const isZeroPosition = (p: Position) => p.commit === 0n && p.prepare === 0n;

export interface ProjectionFailure {
  readonly message: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly position: Position;
  readonly at: Date;
}

export interface Checkpoint {
  readonly name: string;
  readonly position: Position;
  readonly eventsProcessed: bigint;
  readonly status: ProjectionStatus;
  readonly error: ProjectionFailure | null;
  readonly updatedAt: Date;
}

const checkpointRow = z.object({
  name: z.string(),
  commitPosition: z.string(),
  preparePosition: z.string(),
  eventsProcessed: z.bigint(),
  status: z.enum(projectionStatuses),
  errorMessage: z.string().nullable(),
  errorEventId: z.string().nullable(),
  errorEventType: z.string().nullable(),
  errorCommitPosition: z.string().nullable(),
  errorPreparePosition: z.string().nullable(),
  errorAt: z.number().nullable(),
  updatedAt: z.number(),
});

// numeric comes back as text so that positions above 2^53 survive.
export const selectCheckpoint = sql.fragment`
  name, commit_position::text AS "commitPosition", prepare_position::text AS "preparePosition",
  events_processed AS "eventsProcessed", status, error_message AS "errorMessage",
  error_event_id AS "errorEventId", error_event_type AS "errorEventType",
  error_commit_position::text AS "errorCommitPosition",
  error_prepare_position::text AS "errorPreparePosition", error_at AS "errorAt",
  updated_at AS "updatedAt"`;

export const checkpointFromRow = (row: z.infer<typeof checkpointRow>): Checkpoint => ({
  name: row.name,
  position: { commit: BigInt(row.commitPosition), prepare: BigInt(row.preparePosition) },
  eventsProcessed: row.eventsProcessed,
  status: row.status,
  error:
    row.errorMessage === null
      ? null
      : {
          message: row.errorMessage,
          eventId: row.errorEventId ?? '',
          eventType: row.errorEventType ?? '',
          position: {
            commit: BigInt(row.errorCommitPosition ?? 0),
            prepare: BigInt(row.errorPreparePosition ?? 0),
          },
          at: new Date(row.errorAt ?? 0),
        },
  updatedAt: new Date(row.updatedAt),
});

export const ensureCheckpoint = async (db: CommonQueryMethods, name: string) => {
  await db.query(sql.unsafe`
    INSERT INTO projection_checkpoints (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`);
};

export const readCheckpoint = async (db: CommonQueryMethods, name: string) => {
  const row = await db.maybeOne(sql.type(checkpointRow)`
    SELECT ${selectCheckpoint} FROM projection_checkpoints WHERE name = ${name}`);
  return row ? checkpointFromRow(row) : null;
};

export const readCheckpoints = async (db: CommonQueryMethods, names?: readonly string[]) => {
  const rows = await db.any(sql.type(checkpointRow)`
    SELECT ${selectCheckpoint} FROM projection_checkpoints
    WHERE ${names ? sql.fragment`name = ANY(${sql.array(names, 'text')})` : sql.fragment`true`}
    ORDER BY name`);
  return rows.map(checkpointFromRow);
};

const positionMatches = (position: Position) => sql.fragment`
  commit_position = ${position.commit.toString()}::numeric
  AND prepare_position = ${position.prepare.toString()}::numeric`;

/**
 * Compare-and-set inside the batch's transaction. False when another instance moved the
 * checkpoint or the status changed (paused, rebuild requested): the caller must re-sync.
 */
export const advanceCheckpoint = async (
  tx: CommonQueryMethods,
  args: { name: string; from: Position; to: Position; events: number; status: ProjectionStatus },
) => {
  const result = await tx.query(sql.unsafe`
    UPDATE projection_checkpoints
    SET commit_position = ${args.to.commit.toString()}::numeric,
        prepare_position = ${args.to.prepare.toString()}::numeric,
        events_processed = events_processed + ${args.events},
        updated_at = now()
    WHERE name = ${args.name} AND status = ${args.status} AND ${positionMatches(args.from)}`);
  return result.rowCount === 1;
};

/** Records the poison event; compare-and-set, so a stale instance cannot pause a moved projection. */
export const markPaused = async (
  db: CommonQueryMethods,
  args: {
    name: string;
    at: Position;
    status: ProjectionStatus;
    error: Omit<ProjectionFailure, 'at'>;
  },
) => {
  const result = await db.query(sql.unsafe`
    UPDATE projection_checkpoints
    SET status = 'paused',
        error_message = ${args.error.message},
        error_event_id = ${args.error.eventId},
        error_event_type = ${args.error.eventType},
        error_commit_position = ${args.error.position.commit.toString()}::numeric,
        error_prepare_position = ${args.error.position.prepare.toString()}::numeric,
        error_at = now(),
        updated_at = now()
    WHERE name = ${args.name} AND status = ${args.status} AND ${positionMatches(args.at)}`);
  return result.rowCount === 1;
};

/** Moves `from` → `to` when the status and position are still what the caller saw. */
export const changeStatus = async (
  db: CommonQueryMethods,
  args: { name: string; from: ProjectionStatus; to: ProjectionStatus; at: Position },
) => {
  const result = await db.query(sql.unsafe`
    WITH changed AS (
      UPDATE projection_checkpoints SET status = ${args.to}, updated_at = now()
      WHERE name = ${args.name} AND status = ${args.from} AND ${positionMatches(args.at)}
      RETURNING name
    )
    SELECT pg_notify(${controlChannel}, name) FROM changed`);
  return result.rowCount === 1;
};

/**
 * Clears a pause after the cause was fixed; the runner holding the lock is woken (NOTIFY on
 * commit) and retries the failed event. False when the projection was not paused.
 */
export const resumeProjection = async (db: CommonQueryMethods, name: string) => {
  const result = await db.query(sql.unsafe`
    WITH resumed AS (
      UPDATE projection_checkpoints
      SET status = 'running', error_message = NULL, error_event_id = NULL,
          error_event_type = NULL, error_commit_position = NULL, error_prepare_position = NULL,
          error_at = NULL, updated_at = now()
      WHERE name = ${name} AND status = 'paused'
      RETURNING name
    )
    SELECT pg_notify(${controlChannel}, name) FROM resumed`);
  return result.rowCount === 1;
};
