import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { listProjectionSkips, type ProjectionSkipView } from '../projection-skips/queries';
import { readCheckpoints, type Checkpoint, type ProjectionStatus } from './checkpoint-store';
import { allDeferredIndexes } from './deferred-indexes';

/** Lag is counted up to this many events; a figure equal to it means "at least". */
export const lagCountCap = 1_000_000;

export interface ProjectionStatusView {
  readonly name: string;
  /** 'not-started' for a requested projection that has no checkpoint row yet. */
  readonly status: ProjectionStatus | 'not-started';
  readonly position: { readonly commit: string; readonly prepare: string };
  readonly eventsProcessed: number;
  /** Events in `$all` after the checkpoint (capped at lagCountCap); null when not counted. */
  readonly lag: number | null;
  readonly error: {
    readonly message: string;
    readonly eventId: string;
    readonly eventType: string;
    readonly position: { readonly commit: string; readonly prepare: string };
    readonly at: string;
  } | null;
  readonly updatedAt: string | null;
  /** The events an admin made it pass over, oldest first, with who, when and why. */
  readonly skipped: readonly ProjectionSkipView[];
  /**
   * Query indexes it dropped for a catch-up from zero, to be built once it has caught up; its
   * list queries scan until then (deferred-indexes.ts).
   */
  readonly deferredIndexes: readonly string[];
}

export interface ProjectionStatusOptions {
  /** Include these even when they have no checkpoint row yet. */
  readonly names?: readonly string[];
  /**
   * Count lag in the PostgreSQL event store's `events` table (an index range count). Pass false
   * when the events live in EventStoreDB: that table is then not the log.
   */
  readonly countLag?: boolean;
}

const lagRow = z.object({ name: z.string(), lag: z.bigint() });

const countLag = async (pool: DatabasePool, checkpoints: readonly Checkpoint[]) => {
  if (checkpoints.length === 0) return new Map<string, number>();
  const rows = await pool.any(sql.type(lagRow)`
    SELECT c.name, (
      SELECT count(*) FROM (
        SELECT 1 FROM events e
        WHERE (e.transaction_id, e.global_position)
              > (c.commit_position::text::xid8, c.prepare_position::bigint)
        LIMIT ${lagCountCap}
      ) AS after_checkpoint
    ) AS lag
    FROM projection_checkpoints c
    WHERE c.name = ANY(${sql.array(
      checkpoints.map((c) => c.name),
      'text',
    )})`);
  return new Map(rows.map((r) => [r.name, Number(r.lag)]));
};

/** For the admin: where each projection stands, how far behind, and why it is paused. */
export const getProjectionStatuses = async (
  pool: DatabasePool,
  { names, countLag: withLag = true }: ProjectionStatusOptions = {},
): Promise<ProjectionStatusView[]> => {
  const checkpoints = await readCheckpoints(pool);
  const lags = withLag ? await countLag(pool, checkpoints) : new Map<string, number>();
  const skips = await listProjectionSkips(pool);
  const deferred = await allDeferredIndexes(pool);
  const views: ProjectionStatusView[] = checkpoints.map((c) => ({
    name: c.name,
    status: c.status,
    position: { commit: c.position.commit.toString(), prepare: c.position.prepare.toString() },
    eventsProcessed: Number(c.eventsProcessed),
    lag: lags.get(c.name) ?? null,
    error: c.error && {
      message: c.error.message,
      eventId: c.error.eventId,
      eventType: c.error.eventType,
      position: {
        commit: c.error.position.commit.toString(),
        prepare: c.error.position.prepare.toString(),
      },
      at: c.error.at.toISOString(),
    },
    updatedAt: c.updatedAt.toISOString(),
    skipped: skips.get(c.name) ?? [],
    deferredIndexes: deferred.get(c.name) ?? [],
  }));
  for (const name of names ?? [])
    if (!views.some((v) => v.name === name))
      views.push({
        name,
        status: 'not-started',
        position: { commit: '0', prepare: '0' },
        eventsProcessed: 0,
        lag: null,
        error: null,
        updatedAt: null,
        skipped: skips.get(name) ?? [],
        deferredIndexes: deferred.get(name) ?? [],
      });
  return views.sort((a, b) => a.name.localeCompare(b.name));
};
