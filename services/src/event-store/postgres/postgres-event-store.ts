import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@memorial-care/contracts/event-store';
import { createSubscription } from '../subscription';

const notifyChannel = 'mc_events';
/** Fallback poll when no NOTIFY arrives (a missed notification, or another writer's burst). */
const pollIntervalMs = 500;

const recordedRow = z.object({
  globalPosition: z.bigint(),
  transactionId: z.string(),
  streamId: z.string(),
  revision: z.bigint(),
  eventId: z.string(),
  eventType: z.string(),
  data: z.unknown(),
  metadata: z.unknown(),
  createdAt: z.number(),
});

const selectRecorded = sql.fragment`
  global_position AS "globalPosition", transaction_id::text AS "transactionId",
  stream_id AS "streamId", revision, event_id AS "eventId", event_type AS "eventType",
  data, metadata, created_at AS "createdAt"`;

const toRecorded = (row: z.infer<typeof recordedRow>): RecordedEvent => ({
  id: row.eventId,
  streamId: row.streamId,
  revision: row.revision,
  type: row.eventType,
  data: row.data,
  metadata: row.metadata as EventMetadata,
  position: { commit: BigInt(row.transactionId), prepare: row.globalPosition },
  createdAt: new Date(row.createdAt),
});

export interface PostgresEventStoreOptions {
  /** For LISTEN; a dedicated connection outside the pool. */
  readonly databaseUrl: string;
  readonly pool: DatabasePool;
}

/**
 * Event store on PostgreSQL. Appends are one function call (compare-and-set on the stream row,
 * then insert). Readers see only transactions below the snapshot's xmin and page on
 * (transaction_id, global_position), so a slow transaction delays delivery but is never skipped.
 */
export const createPostgresEventStore = ({
  databaseUrl,
  pool,
}: PostgresEventStoreOptions): EventStore => {
  const wake = new EventEmitter();
  wake.setMaxListeners(0);
  let listener: pg.Client | null = null;
  let listenerStarting: Promise<void> | null = null;
  let notifyScheduled = false;
  let closed = false;

  const ensureListener = () => {
    listenerStarting ??= (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('notification', () => wake.emit('wake'));
      // A lost LISTEN connection only costs latency: subscribers keep polling.
      client.on('error', () => {
        listener = null;
        listenerStarting = null;
      });
      await client.connect();
      await client.query(`LISTEN ${notifyChannel}`);
      listener = client;
    })().catch(() => {
      listenerStarting = null;
    });
    return listenerStarting;
  };

  // NOTIFY outside the append's transaction: inside it, PostgreSQL serializes all committing
  // notifiers on one lock. Coalesced, so a burst of appends sends one notification.
  const scheduleNotify = () => {
    wake.emit('wake');
    if (notifyScheduled) return;
    notifyScheduled = true;
    setImmediate(() => {
      notifyScheduled = false;
      if (!closed) pool.query(sql.unsafe`SELECT pg_notify(${notifyChannel}, '')`).catch(() => {});
    });
  };

  const readAll = async ({ after, limit }: { after?: Position; limit: number }) => {
    const commit = (after?.commit ?? 0n).toString();
    const prepare = after?.prepare ?? 0n;
    const rows = await pool.any(sql.type(recordedRow)`
      SELECT ${selectRecorded}
      FROM events
      WHERE (transaction_id, global_position) > (${commit}::xid8, ${prepare}::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id, global_position
      LIMIT ${limit}`);
    return rows.map(toRecorded);
  };

  return {
    async appendToStream(streamId, events, { expectedRevision }) {
      try {
        const row = await pool.one(sql.type(
          z.object({ nextRevision: z.bigint(), transactionId: z.string(), globalPosition: z.bigint() }),
        )`
          SELECT next_revision AS "nextRevision", transaction_id AS "transactionId",
                 global_position AS "globalPosition"
          FROM append_to_stream(
            ${streamId},
            ${typeof expectedRevision === 'bigint' ? expectedRevision.toString() : expectedRevision},
            ${sql.array(
              events.map((e) => e.id),
              'uuid',
            )},
            ${sql.array(
              events.map((e) => e.type),
              'text',
            )},
            ${sql.array(
              events.map((e) => JSON.stringify(e.data ?? null)),
              'jsonb',
            )},
            ${sql.array(
              events.map((e) => JSON.stringify(e.metadata)),
              'jsonb',
            )}
          )`);
        scheduleNotify();
        return {
          nextExpectedRevision: row.nextRevision,
          position: { commit: BigInt(row.transactionId), prepare: row.globalPosition },
        };
      } catch (error) {
        const cause = findPgError(error);
        if (cause?.code === 'MC409')
          throw new WrongExpectedRevisionError(
            streamId,
            expectedRevision,
            cause.detail === 'no_stream' || cause.detail === undefined
              ? 'no_stream'
              : BigInt(cause.detail),
          );
        // Unique (stream_id, revision) is the backstop; it should never fire after the CAS.
        if (cause?.code === '23505' && cause.constraint === 'events_stream_revision_unique')
          throw new WrongExpectedRevisionError(streamId, expectedRevision, 'no_stream');
        throw error;
      }
    },

    async readStream(streamId) {
      const rows = await pool.any(sql.type(recordedRow)`
        SELECT ${selectRecorded} FROM events WHERE stream_id = ${streamId} ORDER BY revision`);
      return rows.map(toRecorded);
    },

    readAll,

    subscribeToAll({ after }): Subscription {
      void ensureListener();
      return createSubscription({
        after,
        readBatch: (position) => readAll({ after: position, limit: 1000 }),
        waitForMore: (signal) =>
          new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              wake.off('wake', done);
              signal.removeEventListener('abort', done);
              resolve();
            };
            const timer = setTimeout(done, pollIntervalMs);
            wake.on('wake', done);
            signal.addEventListener('abort', done);
          }),
      });
    },

    async close() {
      closed = true;
      wake.emit('wake');
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
};

interface PgErrorLike {
  code?: string;
  detail?: string;
  constraint?: string;
}

/** slonik wraps driver errors; the PostgreSQL fields are on the cause chain. */
const findPgError = (error: unknown): PgErrorLike | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
};
