import type { Logger } from 'pino';
import { sql, type DatabasePool } from 'slonik';
import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { createProjectionWaiter, readCheckpoint, zeroPosition } from '@memorial-care/projections';
import { findStorageFoldersInUse, photosProjection } from '@memorial-care/projections/photos';
import type { PhotoStorage } from './photo-storage';

/**
 * Files that belong to no photo: an upload whose event was never stored (the process died
 * between writing the files and appending), or a deletion whose files could not be removed after
 * its event. Younger folders are left alone: an upload in flight writes its files first.
 */
export const orphanGraceMs = 60 * 60 * 1000;

export interface OrphanSweepDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly storage: PhotoStorage;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
}

export interface OrphanSweepOptions {
  readonly now?: Date;
  readonly graceMs?: number;
  /** How long to wait for the photos read model to reach the log's end. */
  readonly catchUpTimeoutMs?: number;
}

export type OrphanSweepResult =
  | { readonly outcome: 'swept'; readonly checked: number; readonly removed: readonly string[] }
  /** Nothing removed: the read model could not be trusted to name every live photo. */
  | { readonly outcome: 'skipped'; readonly reason: string };

const pageSize = 1000;

/** The position of the log's last event, read forward from `from` (the log only grows). */
const endOfLog = async (eventStore: EventStore, from: Position): Promise<Position> => {
  let end = from;
  for (;;) {
    const after = comparePositions(end, zeroPosition) === 0 ? undefined : end;
    const page = await eventStore.readAll({ after, limit: pageSize });
    const last = page.at(-1);
    if (last) end = last.position;
    if (page.length < pageSize) return end;
  }
};

/**
 * Removes stored photo folders that no photo of the read model uses, once older than the grace
 * period. A photo's files must never go while it lives, so the read model is trusted only when
 * its projection is running and has passed the end of the log as it was after the folders were
 * listed; otherwise (paused, rebuilding, lagging) the sweep removes nothing and says why.
 */
export const sweepOrphanedPhotoFiles = async (
  { pool, eventStore, storage, logger }: OrphanSweepDeps,
  { now = new Date(), graceMs = orphanGraceMs, catchUpTimeoutMs = 30_000 }: OrphanSweepOptions = {},
): Promise<OrphanSweepResult> => {
  const cutoff = now.getTime() - graceMs;
  const candidates: string[] = [];
  let checked = 0;
  for await (const { folder, modifiedAt } of storage.listFolders()) {
    checked += 1;
    if (modifiedAt.getTime() < cutoff) candidates.push(folder);
  }
  if (candidates.length === 0) return { outcome: 'swept', checked, removed: [] };

  const projection = photosProjection.name;
  const before = await readCheckpoint(pool, projection);
  if (before?.status !== 'running')
    return {
      outcome: 'skipped',
      reason: `the ${projection} projection is ${before?.status ?? 'not started'}`,
    };
  const end = await endOfLog(eventStore, before.position);
  await createProjectionWaiter({
    pool,
    projections: [photosProjection],
    timeoutMs: catchUpTimeoutMs,
    logger,
  })(end);
  // The check and the lookup share one snapshot, taken after a lock that a rebuild's TRUNCATE
  // (not MVCC-safe) must wait for: a rebuild is either visible in the checkpoint or held off.
  const inUse = await pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    await tx.query(sql.unsafe`LOCK TABLE photos IN ACCESS SHARE MODE`);
    const after = await readCheckpoint(tx, projection);
    if (after?.status !== 'running' || comparePositions(after.position, end) < 0) return null;
    return findStorageFoldersInUse(tx, candidates);
  });
  if (!inUse)
    return { outcome: 'skipped', reason: `the ${projection} projection has not caught up` };

  const removed: string[] = [];
  for (const folder of candidates) {
    if (inUse.has(folder)) continue;
    await storage.removeFolder(folder);
    removed.push(folder);
  }
  if (removed.length > 0) logger.info({ removed }, 'Removed photo files that belong to no photo');
  return { outcome: 'swept', checked, removed };
};
