import pg from 'pg';

// Two-key advisory locks (namespace, key of the reactor name). The namespace keeps them apart
// from the migration lock (7_201_001) and the projection locks (7_201_002/3).
const reactorLockNamespace = 7_201_004;

/** FNV-1a of the name as a signed 32-bit integer: the same in every process. */
export const reactorLockKey = (name: string) => {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash | 0;
};

/**
 * A dedicated connection per reactor instance holding its session-level advisory lock, so the
 * lock goes away with the process (or the connection) and a standby elsewhere takes over.
 */
export interface ReactorLockConnection {
  tryLock(): Promise<boolean>;
  unlock(): Promise<void>;
  /** Resolves after `ms`, on abort, or when the connection is lost. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** Called once when the connection (and with it the lock) is lost. */
  onLost(listener: () => void): () => void;
  isLost(): boolean;
  close(): Promise<void>;
}

export const openReactorLock = async (
  databaseUrl: string,
  name: string,
): Promise<ReactorLockConnection> => {
  const key = reactorLockKey(name);
  const lostListeners = new Set<() => void>();
  let lost = false;
  const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
  const markLost = () => {
    if (lost) return;
    lost = true;
    for (const listener of [...lostListeners]) listener();
  };
  client.on('error', markLost);
  client.on('end', markLost);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  const onLost = (listener: () => void) => {
    lostListeners.add(listener);
    return () => void lostListeners.delete(listener);
  };

  return {
    async tryLock() {
      const result = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS locked',
        [reactorLockNamespace, key],
      );
      return result.rows[0]?.locked === true;
    },
    async unlock() {
      if (!lost)
        await client.query('SELECT pg_advisory_unlock($1, $2)', [reactorLockNamespace, key]);
    },
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        if (signal.aborted || lost) return resolve();
        const done = () => {
          clearTimeout(timer);
          off();
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        const off = onLost(done);
        signal.addEventListener('abort', done);
      }),
    onLost,
    isLost: () => lost,
    async close() {
      markLost();
      // Ending the session releases the advisory lock.
      await client.end().catch(() => undefined);
    },
  };
};
