import { sql, type DatabasePool } from 'slonik';
import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@memorial-care/contracts/event-store';
import { createChangeSignal } from '../change-signal';
import { createSubscription } from '../subscription';
import {
  appendStatement,
  lastAppended,
  readStreamRevision,
  type AppendedRow,
} from './append-statement';
import { createAppendNotifier, createNotificationListener } from './notifications';
import { poolKeepsPreparedStatements, statementTag } from './prepared-statements';

/** Fallback poll when no NOTIFY arrives (a lost notification, or the listener reconnecting). */
const pollIntervalMs = 500;
/** First re-read delay while committed events wait behind an older open transaction. */
const heldBackFirstDelayMs = 5;
const subscriptionBatchSize = 1000;

interface EventRow {
  readonly globalPosition: bigint;
  readonly transactionId: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly eventId: string;
  readonly eventType: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  /** slonik parses timestamptz to epoch milliseconds. */
  readonly createdAt: number;
}

const eventColumns = sql.fragment`
  global_position AS "globalPosition", transaction_id::text AS "transactionId",
  stream_id AS "streamId", revision, event_id AS "eventId", event_type AS "eventType",
  data, metadata, created_at AS "createdAt"`;

// Rows are mapped by hand, not parsed with zod: this is the hot path of every projection.
const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.eventId,
  streamId: row.streamId,
  revision: row.revision,
  type: row.eventType,
  data: row.data,
  metadata: row.metadata,
  position: { commit: BigInt(row.transactionId), prepare: row.globalPosition },
  createdAt: new Date(row.createdAt),
});

const cursorAfter = (after: Position | undefined) =>
  sql.fragment`(transaction_id, global_position) > (${(after?.commit ?? 0n).toString()}::xid8, ${after?.prepare ?? 0n}::bigint)`;

export interface PostgresEventStoreOptions {
  /** For LISTEN, on a dedicated connection outside the pool. */
  readonly databaseUrl: string;
  /** Owned by the caller: `close()` leaves it open. */
  readonly pool: DatabasePool;
}

/**
 * Event store on PostgreSQL. An append is one statement (compare-and-set on the stream row,
 * then the inserts). Readers of `$all` see only transactions older than the oldest one still
 * running and page on (transaction_id, global_position): transactions commit out of order, and
 * a reader paging on the bigserial alone would skip an event that commits after a later one was
 * read. A slow transaction therefore delays delivery, but nothing is ever skipped.
 */
export const createPostgresEventStore = ({
  databaseUrl,
  pool,
}: PostgresEventStoreOptions): EventStore => {
  const changes = createChangeSignal();
  const listener = createNotificationListener({ databaseUrl, onNotification: changes.notify });
  const notifier = createAppendNotifier(pool);
  const openSubscriptions = new Set<Subscription>();
  let closed = false;
  const prepared = poolKeepsPreparedStatements(pool);
  const tag = async (name: string) => statementTag((await prepared) ? name : null);

  const readAll = async ({ after, limit }: { after?: Position; limit: number }) => {
    const rows = (await pool.any((await tag('mc_read_all'))`
      SELECT ${eventColumns}
      FROM events
      WHERE ${cursorAfter(after)}
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id, global_position
      LIMIT ${limit}`)) as readonly EventRow[];
    return rows.map(toRecorded);
  };

  /** Committed events past the cursor that readers may not take yet (an older tx is open). */
  const hasEventsAfter = async (after: Position | undefined) =>
    (await pool.oneFirst(
      (await tag(
        'mc_events_after',
      ))`SELECT EXISTS (SELECT 1 FROM events WHERE ${cursorAfter(after)})`,
    )) === true;

  /** After a failed expectation: the revision the stream has now, for the caller's message. */
  const wrongRevision = async (streamId: string, expected: ExpectedRevision) =>
    new WrongExpectedRevisionError(streamId, expected, await readStreamRevision(pool, streamId));

  return {
    async appendToStream(streamId, events, { expectedRevision }) {
      if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
      let row: AppendedRow | undefined;
      try {
        const rows = await pool.any(
          appendStatement(streamId, events, expectedRevision, { prepared: await prepared }),
        );
        row = lastAppended(rows as readonly AppendedRow[]);
      } catch (error) {
        // Unique (stream_id, revision) is the backstop; it cannot fire while the CAS holds.
        if (findPgError(error)?.constraint === 'events_stream_revision_unique')
          throw await wrongRevision(streamId, expectedRevision);
        throw error;
      }
      if (!row) throw await wrongRevision(streamId, expectedRevision);
      changes.notify();
      notifier.announce();
      return {
        nextExpectedRevision: row.revision,
        position: { commit: BigInt(row.transactionId), prepare: row.globalPosition },
      };
    },

    async readStream(streamId) {
      // Not limited by the snapshot horizon: a command must see its stream's latest revision.
      const rows = (await pool.any((await tag('mc_read_stream'))`
        SELECT ${eventColumns} FROM events WHERE stream_id = ${streamId} ORDER BY revision`)) as readonly EventRow[];
      return rows.map(toRecorded);
    },

    async readStreamHead(streamId) {
      // The last row of the (stream_id, revision) index: one index probe, no event bodies.
      const row = (await pool.maybeOne((await tag('mc_read_stream_head'))`
        SELECT revision, transaction_id::text AS "transactionId", global_position AS "globalPosition"
        FROM events WHERE stream_id = ${streamId}
        ORDER BY revision DESC LIMIT 1`)) as AppendedRow | null;
      return row
        ? {
            revision: row.revision,
            position: { commit: BigInt(row.transactionId), prepare: row.globalPosition },
          }
        : null;
    },

    readAll,

    subscribeToAll({ after }) {
      if (closed) throw new Error('The event store is closed');
      listener.start();
      let seen = changes.version();
      let heldBack = false;
      let heldBackDelayMs = heldBackFirstDelayMs;
      const subscription = createSubscription({
        after,
        readBatch: async (position) => {
          seen = changes.version();
          const batch = await readAll({ after: position, limit: subscriptionBatchSize });
          heldBack = batch.length === 0 && (await hasEventsAfter(position));
          if (!heldBack) heldBackDelayMs = heldBackFirstDelayMs;
          return batch;
        },
        waitForMore: async (signal) => {
          if (!heldBack) return changes.wait(seen, pollIntervalMs, signal);
          // Nobody announces the end of an unrelated transaction: look again soon, then less often.
          const delay = heldBackDelayMs;
          heldBackDelayMs = Math.min(heldBackDelayMs * 2, pollIntervalMs);
          return changes.wait(seen, delay, signal);
        },
        onEnd: () => openSubscriptions.delete(subscription),
      });
      openSubscriptions.add(subscription);
      return subscription;
    },

    async close() {
      closed = true;
      await notifier.close();
      await Promise.all([...openSubscriptions].map((s) => s.close()));
      await listener.close();
    },
  };
};

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

/** slonik wraps driver errors; the PostgreSQL fields are on the cause chain. */
const findPgError = (error: unknown): PgErrorLike | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
};
