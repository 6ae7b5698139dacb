import type { Logger } from 'pino';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import type { Position, RecordedEvent } from '@memorial-care/contracts/event-store';
import { skippedEventIds, skippedEventIdsByProjection } from '../projection-skips/queries';
import { storableEvent } from '../shared/storable-values';
import {
  advanceCheckpoint,
  markPaused,
  type ProjectionFailure,
  type ProjectionStatus,
} from './checkpoint-store';
import { errorMessage, isTransientDatabaseError } from './errors';
import type { LogPage } from './log-page';
import type { Projection } from './projection';

export type BatchOutcome =
  | { readonly kind: 'applied'; readonly position: Position }
  /** Another instance moved the checkpoint, or its status changed: re-read it. */
  | { readonly kind: 'moved' }
  /** Paused on a failing event; `position` is the checkpoint, just before that event. */
  | {
      readonly kind: 'paused';
      readonly position: Position;
      readonly error: Omit<ProjectionFailure, 'at'>;
    };

export interface ApplyEventsArgs {
  readonly pool: DatabasePool;
  readonly projection: Projection;
  /** The checkpoint the events follow. */
  readonly from: Position;
  /** The events after `from`, relevant or not: the checkpoint passes them all. */
  readonly page: LogPage;
  /** The status the checkpoint must still have ('running', or 'rebuilding' during a rebuild). */
  readonly status: ProjectionStatus;
  readonly logger: Logger;
}

/**
 * Applies the events in one transaction with the checkpoint's compare-and-set. When that fails
 * for a reason other than the database being unavailable, finds the failing event by applying
 * the batch piece by piece, keeps what precedes it and pauses the projection on it.
 * Transient failures are thrown: the caller retries later.
 */
export const applyEvents = async (args: ApplyEventsArgs): Promise<BatchOutcome> => {
  const { page, projection } = args;
  // Read once per page for all the projections (a handful of rows, usually none).
  const skips = await page.shared('projection-skips', () => skippedEventIdsByProjection(args.pool));
  const batch: Batch = {
    ...args,
    skipped: skips.get(projection.name) ?? new Set(),
    events: page.storable(),
  };
  try {
    return await applyInOneTransaction(batch, args.from, batch.events);
  } catch (error) {
    if (isTransientDatabaseError(error)) throw error;
    args.logger.warn(
      { err: error, events: batch.events.length },
      'projection batch failed; applying it event by event to find the failing event',
    );
    return isolateFailure(batch);
  }
};

interface Batch extends ApplyEventsArgs {
  /** Made storable (see LogPage.storable). */
  readonly events: readonly RecordedEvent[];
  readonly skipped: ReadonlySet<string>;
}

/** The events of the projection's types that an admin did not skip for it. */
const eventsToApply = (
  projection: Projection,
  skipped: ReadonlySet<string>,
  events: readonly RecordedEvent[],
) => {
  const handled = handledTypes(projection);
  const relevant = events.filter((e) => handled.has(e.type));
  // Skips are rare: most batches look no id up.
  return skipped.size === 0 ? relevant : relevant.filter((e) => !skipped.has(e.id.toLowerCase()));
};

/** A projection's event types as a set, built once (a batch asks for every event). */
const handledTypeSets = new WeakMap<Projection, ReadonlySet<string>>();
const handledTypes = (projection: Projection) => {
  let types = handledTypeSets.get(projection);
  if (!types) handledTypeSets.set(projection, (types = new Set(projection.eventTypes)));
  return types;
};

/**
 * What a projection is handed of a stretch of the log: the events of its types, minus those an
 * admin skipped for it (the checkpoint still passes them), each made storable (no accepted value
 * may pause a read model). The consumer gets the same from its pages; the audit's replay uses this.
 */
export const applicableEvents = async (
  db: CommonQueryMethods,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<RecordedEvent[]> => {
  if (!events.some((e) => handledTypes(projection).has(e.type))) return [];
  const skipped = await skippedEventIds(db, projection.name);
  return eventsToApply(projection, skipped, events).map(storableEvent);
};

const applyInOneTransaction = (
  { pool, projection, status, skipped }: Batch,
  from: Position,
  events: readonly RecordedEvent[],
) =>
  pool.transaction(async (tx): Promise<BatchOutcome> => {
    const last = events.at(-1);
    if (!last) return { kind: 'applied', position: from };
    // A read model is derived data: if the server crashes, the last few batches are lost
    // together with their checkpoint and simply projected again. Not waiting for the WAL flush
    // takes the commit off the catch-up's critical path.
    // No JIT: a batch's statements are costed from estimates that grow with the tables; past the
    // JIT thresholds each spent longer compiling than running, so a batch cost more the longer
    // the log (service-requests, PostgreSQL CPU per 50,000 events of the bench: 0.7 s for the
    // first, 4 s for the last). One round trip for both settings.
    await tx.query(sql.unsafe`
      SELECT set_config('synchronous_commit', 'off', true), set_config('jit', 'off', true)`);
    // The compare-and-set goes first: it locks the checkpoint row, so a second instance working
    // from the same checkpoint waits here, then sees it moved and writes nothing.
    const advanced = await advanceCheckpoint(tx, {
      name: projection.name,
      from,
      to: last.position,
      events: events.length,
      status,
    });
    if (!advanced) return { kind: 'moved' };
    const applicable = eventsToApply(projection, skipped, events);
    if (applicable.length > 0) await projection.applyBatch(tx, applicable);
    return { kind: 'applied', position: last.position };
  });

/** Splits before each relevant event: a failing piece's first event is the one that failed. */
const piecesStartingAtRelevantEvents = (
  projection: Projection,
  events: readonly RecordedEvent[],
) => {
  const pieces: RecordedEvent[][] = [];
  for (const event of events) {
    const current = pieces.at(-1);
    if (!current || projection.eventTypes.includes(event.type)) pieces.push([event]);
    else current.push(event);
  }
  return pieces;
};

const isolateFailure = async (args: Batch): Promise<BatchOutcome> => {
  const { pool, projection, status, logger } = args;
  let position = args.from;
  for (const piece of piecesStartingAtRelevantEvents(projection, args.events)) {
    try {
      const outcome = await applyInOneTransaction(args, position, piece);
      if (outcome.kind !== 'applied') return outcome;
      position = outcome.position;
    } catch (error) {
      const [failed] = piece;
      // Irrelevant events never reach the handler, so such a failure is not the event's fault.
      if (
        isTransientDatabaseError(error) ||
        !failed ||
        !projection.eventTypes.includes(failed.type)
      )
        throw error;
      const failure = {
        message: errorMessage(error),
        eventId: failed.id,
        eventType: failed.type,
        position: failed.position,
      };
      logger.error(
        {
          err: error,
          eventId: failed.id,
          eventType: failed.type,
          position: `${failed.position.commit}:${failed.position.prepare}`,
        },
        'projection paused on an event it cannot apply',
      );
      const paused = await markPaused(pool, {
        name: projection.name,
        at: position,
        status,
        error: failure,
      });
      return paused ? { kind: 'paused', position, error: failure } : { kind: 'moved' };
    }
  }
  logger.info('projection batch applied event by event after a one-off failure');
  return { kind: 'applied', position };
};
