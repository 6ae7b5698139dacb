import { EventEmitter } from 'node:events';
import pLimit from 'p-limit';
import pg from 'pg';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** NOTIFY channel for "look at your checkpoint row again" (resume, rebuild, hand-over). */
export const controlChannel = 'mc_projection_control';

/**
 * Two-key advisory locks: (namespace, hashtext(name)). The namespaces keep the kinds apart from
 * each other and from the migration lock (7_201_001); PostgreSQL's own `hashtext` gives every
 * process the same key for a name.
 */
export const lockNamespaces = {
  projection: 7_201_002,
  rebuild: 7_201_003,
  reactor: 7_201_004,
} as const;
export type LockNamespace = keyof typeof lockNamespaces;

/** Names the lock connection in pg_stat_activity. */
export const lockSessionApplicationName = 'mc-event-consumer';

/**
 * One dedicated connection (outside the pool) per process: it holds the session-level advisory
 * locks of every subscriber the process runs, so they all go away with the process, and it
 * LISTENs for control messages. A lost connection loses every lock: `onLost` tells the owner.
 */
export interface LockSession {
  tryLock(namespace: LockNamespace, name: string): Promise<boolean>;
  unlock(namespace: LockNamespace, name: string): Promise<void>;
  /** Whether another session holds the lock right now (tries it and lets go at once). */
  isLockedElsewhere(namespace: LockNamespace, name: string): Promise<boolean>;
  /** Wakes the other sessions' instances of `name` (a standby takes over at once). */
  notifyControl(name: string): Promise<void>;
  /** Control messages from other sessions: the name they are about. */
  onControl(listener: (name: string) => void): () => void;
  onLost(listener: () => void): () => void;
  isLost(): boolean;
  close(): Promise<void>;
}

export const openLockSession = async (
  databaseUrl: string,
  applicationName = lockSessionApplicationName,
): Promise<LockSession> => {
  const events = new EventEmitter<{ control: [string]; lost: [] }>();
  events.setMaxListeners(0);
  let lost = false;
  let backendPid = -1;
  const client = new pg.Client({
    connectionString: databaseUrl,
    keepAlive: true,
    application_name: applicationName,
  });
  const markLost = () => {
    if (lost) return;
    lost = true;
    events.emit('lost');
  };
  client.on('error', markLost);
  client.on('end', markLost);
  client.on('notification', (message) => {
    // Our own NOTIFY (a hand-over) must not wake us, or a yielding owner would grab it back.
    if (message.processId !== backendPid && message.payload)
      events.emit('control', message.payload);
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

  // Every subscriber of the process asks through this one connection: one query at a time.
  const oneAtATime = pLimit(1);
  const query = <Row extends pg.QueryResultRow>(text: string, values: unknown[]) =>
    oneAtATime(() => client.query<Row>(text, values));

  const tryLock = async (namespace: LockNamespace, name: string) =>
    (
      await query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
        lockNamespaces[namespace],
        name,
      ])
    ).rows[0]?.locked === true;
  const unlock = async (namespace: LockNamespace, name: string) => {
    if (!lost)
      await query('SELECT pg_advisory_unlock($1, hashtext($2))', [lockNamespaces[namespace], name]);
  };
  const subscribe = <E extends 'control' | 'lost'>(
    event: E,
    listener: E extends 'control' ? (name: string) => void : () => void,
  ) => {
    events.on(event, listener as never);
    return () => void events.off(event, listener as never);
  };

  return {
    tryLock,
    unlock,
    async isLockedElsewhere(namespace, name) {
      if (!(await tryLock(namespace, name))) return true;
      await unlock(namespace, name);
      return false;
    },
    async notifyControl(name) {
      if (!lost) await query('SELECT pg_notify($1, $2)', [controlChannel, name]);
    },
    onControl: (listener) => subscribe('control', listener),
    onLost: (listener) => subscribe('lost', listener),
    isLost: () => lost,
    async close() {
      markLost();
      // Ending the session releases every advisory lock it holds.
      await client.end().catch(() => undefined);
    },
  };
};

const keyRow = z.object({ name: z.string(), key: z.number() });

/** Two names sharing a key would let only one of them ever run: refuse to start. */
export const assertDistinctLockKeys = async (
  db: CommonQueryMethods,
  kind: LockNamespace,
  names: readonly string[],
) => {
  const rows = await db.any(sql.type(keyRow)`
    SELECT name, hashtext(name) AS key FROM unnest(${sql.array(names, 'text')}) AS name`);
  const byKey = new Map<number, string>();
  for (const { name, key } of rows) {
    const other = byKey.get(key);
    if (other !== undefined)
      throw new Error(
        other === name
          ? `Duplicate ${kind} name: ${name}`
          : `The ${kind}s ${other} and ${name} share an advisory lock key; rename one`,
      );
    byKey.set(key, name);
  }
};

const heldLockRow = z.object({ kind: z.string(), name: z.string(), pid: z.number() });

export interface HeldSubscriberLock {
  readonly kind: LockNamespace;
  readonly name: string;
  /** The backend holding it: one per process (its lock session). */
  readonly pid: number;
}

/**
 * Which of these subscribers are active right now, and in which session (for tests and
 * operators counting active instances across processes).
 */
export const activeSubscriberLocks = async (
  db: CommonQueryMethods,
  subscribers: readonly { readonly kind: LockNamespace; readonly name: string }[],
): Promise<HeldSubscriberLock[]> => {
  const rows = await db.any(sql.type(heldLockRow)`
    SELECT s.kind, s.name, l.pid
    FROM unnest(
      ${sql.array(
        subscribers.map((s) => s.kind),
        'text',
      )},
      ${sql.array(
        subscribers.map((s) => s.name),
        'text',
      )}
    ) AS s(kind, name)
    JOIN jsonb_each_text(${sql.jsonb(lockNamespaces)}) AS n(kind, namespace) ON n.kind = s.kind
    JOIN pg_locks l
      ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
     AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     AND l.classid = n.namespace::oid AND l.objid = hashtext(s.name)::oid
    ORDER BY s.kind, s.name`);
  return rows.map((row) => ({ ...row, kind: row.kind as LockNamespace }));
};
