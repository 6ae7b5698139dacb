import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql, type DatabasePool } from 'slonik';

export const eventsChannel = 'mc_events';
/** Names the LISTEN connection in pg_stat_activity. */
export const listenerApplicationName = 'mc-event-listener';

const reconnectDelaysMs = [100, 250, 500, 1000, 2000, 5000];

export interface NotificationListener {
  /** Starts listening (once); further calls do nothing. */
  start(): void;
  close(): Promise<void>;
}

/**
 * LISTEN on a dedicated connection outside the pool (a pooled connection is reset after every
 * query). A lost connection is re-established with backoff; notifications sent in between are
 * gone, so `onNotification` also fires after every (re)connect. Until then subscribers poll.
 */
export const createNotificationListener = ({
  databaseUrl,
  onNotification,
}: {
  databaseUrl: string;
  onNotification: () => void;
}): NotificationListener => {
  let started = false;
  let closed = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  /** The connecting loop, if one runs; close() waits for it so that no connection outlives us. */
  let connecting: Promise<void> | null = null;
  const stopReconnecting = new AbortController();

  const pause = () =>
    sleep(reconnectDelaysMs[Math.min(attempt++, reconnectDelaysMs.length - 1)] ?? 5000, undefined, {
      signal: stopReconnecting.signal,
    }).catch(() => undefined);

  /** One connection attempt at a time: a loss while connecting is this loop's to retry. */
  const connect = async (): Promise<void> => {
    while (!closed) {
      const candidate = new pg.Client({
        connectionString: databaseUrl,
        application_name: listenerApplicationName,
      });
      let established = false;
      let lost = false;
      const onLost = () => {
        if (lost) return;
        lost = true;
        candidate.end().catch(() => undefined);
        if (!established) return;
        client = null;
        if (!closed) connecting = pause().then(connect);
      };
      candidate.on('notification', () => onNotification());
      candidate.on('error', onLost);
      candidate.on('end', onLost);
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${eventsChannel}`);
      } catch {
        onLost();
      }
      if (closed) {
        onLost();
        return;
      }
      if (lost) {
        await pause();
        continue;
      }
      established = true;
      attempt = 0;
      client = candidate;
      onNotification();
      return;
    }
  };

  return {
    start() {
      if (started || closed) return;
      started = true;
      connecting = connect();
    },
    async close() {
      closed = true;
      stopReconnecting.abort();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
      await connecting;
    },
  };
};

/**
 * At most one NOTIFY per this interval: under load one wake-up covers many appends (at 10 ms the
 * NOTIFYs alone cost 2-3% of the append rate). An idle store notifies at once.
 */
const minNotifyIntervalMs = 25;

/**
 * Tells other processes that events were appended. Sent after the append committed, outside its
 * transaction (inside it, all committing notifiers queue on one global lock), and coalesced: one
 * NOTIFY in flight at a time, at most one per interval. A lost notification only costs latency.
 */
export const createAppendNotifier = (pool: DatabasePool) => {
  let pending = false;
  let closed = false;
  let lastSentAt = -Infinity;
  /** The sending loop while it runs; close() waits for it, so the pool can be ended after. */
  let flushing: Promise<void> | null = null;

  const flush = async () => {
    while (pending && !closed) {
      const wait = lastSentAt + minNotifyIntervalMs - performance.now();
      if (wait > 0) await sleep(wait);
      if (closed) break;
      pending = false;
      lastSentAt = performance.now();
      await pool.query(sql.unsafe`SELECT pg_notify(${eventsChannel}, '')`).catch(() => undefined);
    }
    flushing = null;
  };

  return {
    announce() {
      if (closed) return;
      pending = true;
      flushing ??= flush();
    },
    async close() {
      closed = true;
      await flushing;
    },
  };
};
