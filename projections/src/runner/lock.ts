import { EventEmitter } from 'node:events';
import pg from 'pg';

/** NOTIFY channel for "look at your checkpoint row again" (resume, rebuild, hand-over). */
export const controlChannel = 'mc_projection_control';

// Two-key advisory locks: (namespace, key of the projection name). Namespaces keep them apart
// from the migration lock and from each other.
const runnerLockNamespace = 7_201_002;
const rebuildLockNamespace = 7_201_003;

/** FNV-1a of the name as a signed 32-bit integer: the same in every process. */
export const projectionLockKey = (name: string) => {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash | 0;
};

/** Two names sharing a lock key would let only one of them ever run: refuse to start. */
export const assertDistinctLockKeys = (names: readonly string[]) => {
  const seen = new Map<number, string>();
  for (const name of names) {
    const key = projectionLockKey(name);
    const other = seen.get(key);
    if (other !== undefined && other !== name)
      throw new Error(`Projections ${other} and ${name} share an advisory lock key`);
    seen.set(key, name);
  }
};

export type LockKind = 'runner' | 'rebuild';

/**
 * A dedicated connection per projection instance. It holds the session-level advisory lock (so
 * the lock goes away with the process) and LISTENs for control messages about its projection.
 */
export interface ProjectionLockConnection {
  tryLock(kind: LockKind): Promise<boolean>;
  unlock(kind: LockKind): Promise<void>;
  /** Whether some session holds the projection's rebuild lock right now. */
  isRebuildRunning(): Promise<boolean>;
  /** Wakes the projection's other instances (a standby takes over at once). */
  notifyControl(): Promise<void>;
  /** Called on a control message from another session, and when the connection is lost. */
  onWake(listener: () => void): () => void;
  /** Resolves on a wake, on abort, or after `ms`. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  isLost(): boolean;
  close(): Promise<void>;
}

export const openLockConnection = async (
  databaseUrl: string,
  name: string,
): Promise<ProjectionLockConnection> => {
  const key = projectionLockKey(name);
  const namespaceOf = (kind: LockKind) =>
    kind === 'runner' ? runnerLockNamespace : rebuildLockNamespace;
  const wake = new EventEmitter();
  wake.setMaxListeners(0);
  let lost = false;
  let backendPid = -1;
  const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
  const markLost = () => {
    if (lost) return;
    lost = true;
    wake.emit('wake');
  };
  client.on('error', markLost);
  client.on('end', markLost);
  client.on('notification', (message) => {
    // Our own NOTIFY (hand-over) must not wake us, or a yielding runner would grab the lock back.
    if (message.payload === name && message.processId !== backendPid) wake.emit('wake');
  });
  try {
    await client.connect();
    const pid = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    backendPid = pid.rows[0]?.pid ?? -1;
    await client.query(`LISTEN ${controlChannel}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }

  const tryLockOn = async (namespace: number) =>
    (
      await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        namespace,
        key,
      ])
    ).rows[0]?.locked === true;

  const onWake = (listener: () => void) => {
    wake.on('wake', listener);
    return () => void wake.off('wake', listener);
  };

  return {
    tryLock: (kind) => tryLockOn(namespaceOf(kind)),
    async unlock(kind) {
      if (lost) return;
      await client.query('SELECT pg_advisory_unlock($1, $2)', [namespaceOf(kind), key]);
    },
    async isRebuildRunning() {
      if (!(await tryLockOn(rebuildLockNamespace))) return true;
      await client.query('SELECT pg_advisory_unlock($1, $2)', [rebuildLockNamespace, key]);
      return false;
    },
    async notifyControl() {
      if (!lost) await client.query('SELECT pg_notify($1, $2)', [controlChannel, name]);
    },
    onWake,
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
        const off = onWake(done);
        signal.addEventListener('abort', done);
      }),
    isLost: () => lost,
    async close() {
      markLost();
      // Ending the session releases every advisory lock it holds.
      await client.end().catch(() => undefined);
    },
  };
};
