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
  const stopReconnecting = new AbortController();

  const connect = async (): Promise<void> => {
    while (!closed) {
      const candidate = new pg.Client({
        connectionString: databaseUrl,
        application_name: listenerApplicationName,
      });
      let lost = false;
      const onLost = () => {
        if (lost) return;
        lost = true;
        if (client === candidate) client = null;
        candidate.end().catch(() => undefined);
        if (!closed && client === null) void reconnectLater();
      };
      candidate.on('notification', () => onNotification());
      candidate.on('error', onLost);
      candidate.on('end', onLost);
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${eventsChannel}`);
      } catch {
        lost = true; // handled here: the listeners above must not schedule a second attempt
        candidate.end().catch(() => undefined);
        await sleep(reconnectDelay(), undefined, { signal: stopReconnecting.signal }).catch(
          () => undefined,
        );
        continue;
      }
      if (closed) {
        await candidate.end().catch(() => undefined);
        return;
      }
      attempt = 0;
      client = candidate;
      onNotification();
      return;
    }
  };

  const reconnectDelay = () =>
    reconnectDelaysMs[Math.min(attempt++, reconnectDelaysMs.length - 1)] ?? 5000;

  const reconnectLater = async () => {
    await sleep(reconnectDelay(), undefined, { signal: stopReconnecting.signal }).catch(
      () => undefined,
    );
    if (!closed) await connect();
  };

  return {
    start() {
      if (started || closed) return;
      started = true;
      void connect();
    },
    async close() {
      closed = true;
      stopReconnecting.abort();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};

/** At most one NOTIFY per this interval: under load one wake-up covers many appends. */
const minNotifyIntervalMs = 10;

/**
 * Tells other processes that events were appended. Sent after the append committed, outside its
 * transaction (inside it, all committing notifiers queue on one global lock), and coalesced: one
 * NOTIFY in flight at a time, at most one per interval. A lost notification only costs latency.
 */
export const createAppendNotifier = (pool: DatabasePool) => {
  let pending = false;
  let running = false;
  let closed = false;
  let lastSentAt = 0;

  const flush = async () => {
    running = true;
    try {
      while (pending && !closed) {
        const wait = lastSentAt + minNotifyIntervalMs - performance.now();
        if (wait > 0) await sleep(wait);
        pending = false;
        lastSentAt = performance.now();
        await pool.query(sql.unsafe`SELECT pg_notify(${eventsChannel}, '')`).catch(() => undefined);
      }
    } finally {
      running = false;
    }
  };

  return {
    announce() {
      if (closed) return;
      pending = true;
      if (!running) void flush();
    },
    close() {
      closed = true;
    },
  };
};
