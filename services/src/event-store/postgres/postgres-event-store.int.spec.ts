import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, sql, type DatabasePool, type DatabaseTransactionConnection } from 'slonik';
import pg from 'pg';
import {
  comparePositions,
  WrongExpectedRevisionError,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
} from '@memorial-care/contracts/event-store';
import { createTestDatabase, type TestDatabase } from '@memorial-care/services/testing';
import {
  collect,
  ids,
  markEnd,
  newEvent,
  readAllAfter,
  sleep,
  strictlyIncreasing,
  uniqueStreamPrefix,
} from '../contract-fixtures';
import { describeEventStoreContract } from '../event-store.contract';
import { appendStatement, lastAppended, type AppendedRow } from './append-statement';
import { listenerApplicationName } from './notifications';
import { createPostgresEventStore } from './postgres-event-store';
import { poolKeepsPreparedStatements } from './prepared-statements';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describeEventStoreContract('PostgreSQL', async () => {
  const eventStore = createPostgresEventStore({ databaseUrl: db.url, pool: db.pool });
  return { eventStore, cleanup: () => eventStore.close() };
});

/** A pool whose connections keep their session state, so prepared statements survive. */
const poolKeepingSessions = (maximumPoolSize: number) =>
  createPool(db.url, { maximumPoolSize, resetConnection: async () => undefined });

describe('PostgreSQL adapter on a pool that keeps prepared statements', () => {
  let pool: DatabasePool;
  beforeAll(async () => {
    pool = await poolKeepingSessions(10);
  });
  afterAll(async () => {
    await pool.end();
  });

  it('prepares its statements only where the pool keeps them', async () => {
    // slonik's default reset (DISCARD ALL after each query) would drop them; the app's pool
    // does not reset, so it keeps them.
    const resetting = await createPool(db.url, { maximumPoolSize: 1 });
    try {
      expect(await poolKeepsPreparedStatements(resetting)).toBe(false);
    } finally {
      await resetting.end();
    }
    expect(await poolKeepsPreparedStatements(db.pool)).toBe(true);
    const single = await poolKeepingSessions(1);
    const store = createPostgresEventStore({ databaseUrl: db.url, pool: single });
    try {
      expect(await poolKeepsPreparedStatements(single)).toBe(true);
      const streamId = `${uniqueStreamPrefix('prepared')}-a`;
      await store.appendToStream(streamId, [newEvent('One')], { expectedRevision: 'no_stream' });
      await store.appendToStream(streamId, [newEvent('Two')], { expectedRevision: 0n });
      await store.readStream(streamId);
      const names = await single.anyFirst(
        sql.unsafe`SELECT name FROM pg_prepared_statements ORDER BY name`,
      );
      expect(names).toEqual(
        expect.arrayContaining([
          'mc_append_exact_one',
          'mc_append_no_stream_one',
          'mc_read_stream',
        ]),
      );
    } finally {
      await store.close();
      await single.end();
    }
  });

  describeEventStoreContract('PostgreSQL (prepared statements)', async () => {
    const eventStore = createPostgresEventStore({ databaseUrl: db.url, pool });
    return { eventStore, cleanup: () => eventStore.close() };
  });
});

/**
 * A write transaction held open by the test: BEGIN, the adapter's own append statement, then
 * COMMIT or ROLLBACK when told. Runs on its own pooled connection, like a slow request would.
 */
const openWriteTransaction = () => {
  let finish: (outcome: 'commit' | 'rollback') => void = () => undefined;
  const decided = new Promise<'commit' | 'rollback'>((resolve) => (finish = resolve));
  let begun: (tx: DatabaseTransactionConnection) => void = () => undefined;
  const ready = new Promise<DatabaseTransactionConnection>((resolve) => (begun = resolve));
  const rolledBack = new Error('rolled back on purpose');
  const done = db.pool
    .transaction(async (tx) => {
      begun(tx);
      if ((await decided) === 'rollback') throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return {
    /** Takes the transaction id now, as a transaction that wrote anything would have. */
    takeTransactionId: async () => {
      const tx = await ready;
      return BigInt(String(await tx.oneFirst(sql.unsafe`SELECT pg_current_xact_id()::text`)));
    },
    append: async (streamId: string, events: EventToAppend[], expected: ExpectedRevision) => {
      const tx = await ready;
      const rows = await tx.any(appendStatement(streamId, events, expected));
      const row = lastAppended(rows as readonly AppendedRow[]);
      if (!row) throw new Error(`Expectation ${String(expected)} failed on ${streamId}`);
      return { commit: BigInt(row.transactionId), prepare: row.globalPosition } as Position;
    },
    commit: async () => {
      finish('commit');
      await done;
    },
    rollback: async () => {
      finish('rollback');
      await done;
    },
  };
};

describe('PostgreSQL adapter, with transactions held open', () => {
  let store: EventStore;
  let prefix: string;
  const stream = (suffix: string) => `${prefix}-${suffix}`;
  const ofThisTest = (event: { streamId: string }) => event.streamId.startsWith(`${prefix}-`);

  beforeAll(() => {
    store = createPostgresEventStore({ databaseUrl: db.url, pool: db.pool });
  });
  afterAll(async () => {
    await store.close();
  });

  it('never delivers a rolled-back append', async () => {
    prefix = uniqueStreamPrefix('rollback');
    const start = await markEnd(store, prefix);
    const live = collect(store.subscribeToAll({ after: start }), ofThisTest);

    const doomed = openWriteTransaction();
    await doomed.append(stream('doomed'), [newEvent('NeverHappened')], 'no_stream');
    const kept = newEvent('Kept');
    await store.appendToStream(stream('kept'), [kept], { expectedRevision: 'no_stream' });
    await doomed.rollback();

    const sentinel = newEvent('Sentinel');
    await store.appendToStream(stream('sentinel'), [sentinel], { expectedRevision: 'no_stream' });
    expect(ids(await live.waitFor(2))).toEqual([kept.id, sentinel.id]);
    expect(ids(await readAllAfter(store, start, ofThisTest))).toEqual([kept.id, sentinel.id]);
    expect(await store.readStream(stream('doomed'))).toEqual([]);
    // The stream's revision rolled back with it: it can still be created.
    const created = await store.appendToStream(stream('doomed'), [newEvent('Happened')], {
      expectedRevision: 'no_stream',
    });
    expect(created.nextExpectedRevision).toBe(0n);
  });

  it('holds back transactions that committed earlier until an older one ends, then delivers all in cursor order', async () => {
    prefix = uniqueStreamPrefix('long');
    const start = await markEnd(store, prefix);
    const live = collect(store.subscribeToAll({ after: start }), ofThisTest);

    // The long transaction starts (takes its id) first, but writes and commits last.
    const long = openWriteTransaction();
    const longTransactionId = await long.takeTransactionId();
    const quick = [newEvent('QuickA'), newEvent('QuickB'), newEvent('QuickC')];
    const quickPositions: Position[] = [];
    for (const [i, event] of quick.entries())
      quickPositions.push(
        (
          await store.appendToStream(stream(`quick-${i}`), [event], {
            expectedRevision: 'no_stream',
          })
        ).position,
      );
    const slow = newEvent('Slow');
    const slowPosition = await long.append(stream('slow'), [slow], 'no_stream');
    expect(slowPosition.commit).toBe(longTransactionId);
    // Its global position was drawn after the quick ones: paging on it alone would have skipped it.
    expect(quickPositions.every((p) => p.prepare < slowPosition.prepare)).toBe(true);

    // Committed, yet not delivered nor readable while the older transaction is open.
    await sleep(400);
    expect(live.events).toEqual([]);
    expect(await readAllAfter(store, start, ofThisTest)).toEqual([]);

    await long.commit();
    const delivered = await live.waitFor(4);
    expect(ids(delivered)).toEqual(ids([slow, ...quick]));
    expect(strictlyIncreasing(delivered)).toBe(true);
    expect(comparePositions(delivered[0]!.position, slowPosition)).toBe(0);
    expect(ids(await readAllAfter(store, start, ofThisTest, 2))).toEqual(ids(delivered));
  });

  it('makes a writer wait for a concurrent one on the same stream, then fail on its commit', async () => {
    prefix = uniqueStreamPrefix('cas');
    await store.appendToStream(stream('a'), [newEvent('Opened')], {
      expectedRevision: 'no_stream',
    });

    const first = openWriteTransaction();
    await first.append(stream('a'), [newEvent('ByFirst')], 0n);
    let settled = false;
    const second = store
      .appendToStream(stream('a'), [newEvent('BySecond')], { expectedRevision: 0n })
      .finally(() => (settled = true));
    second.catch(() => undefined);
    await sleep(200);
    expect(settled).toBe(false); // blocked on the stream row, not answered from a stale read
    await first.commit();
    const error = await second.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ expected: 0n, actual: 1n });
    expect((await store.readStream(stream('a'))).map((e) => e.type)).toEqual(['Opened', 'ByFirst']);
  });

  it('lets the waiting writer win when the concurrent one rolls back', async () => {
    prefix = uniqueStreamPrefix('cas-rollback');
    await store.appendToStream(stream('a'), [newEvent('Opened')], {
      expectedRevision: 'no_stream',
    });
    const first = openWriteTransaction();
    await first.append(stream('a'), [newEvent('ByFirst')], 0n);
    const second = store.appendToStream(stream('a'), [newEvent('BySecond')], {
      expectedRevision: 0n,
    });
    await sleep(100);
    await first.rollback();
    expect((await second).nextExpectedRevision).toBe(1n);
    expect((await store.readStream(stream('a'))).map((e) => e.type)).toEqual([
      'Opened',
      'BySecond',
    ]);
  });

  it('wakes a subscriber of another store instance (another process) through NOTIFY', async () => {
    prefix = uniqueStreamPrefix('notify');
    const other = createPostgresEventStore({ databaseUrl: db.url, pool: db.pool });
    try {
      const start = await markEnd(store, prefix);
      const live = collect(other.subscribeToAll({ after: start }), ofThisTest);
      const event = newEvent('FromElsewhere');
      await store.appendToStream(stream('a'), [event], { expectedRevision: 'no_stream' });
      expect(ids(await live.waitFor(1))).toEqual([event.id]);
    } finally {
      await other.close();
    }
  });

  it('re-establishes a lost LISTEN connection and keeps delivering', async () => {
    prefix = uniqueStreamPrefix('relisten');
    const start = await markEnd(store, prefix);
    const live = collect(store.subscribeToAll({ after: start }), ofThisTest);
    const listeners = async () => {
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      try {
        const result = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
          [listenerApplicationName],
        );
        return result.rows.map((r) => r.pid);
      } finally {
        await admin.end();
      }
    };
    const waitForListener = async (except: number[]) => {
      for (let i = 0; i < 100; i++) {
        const pids = (await listeners()).filter((pid) => !except.includes(pid));
        if (pids.length > 0) return pids;
        await sleep(50);
      }
      throw new Error('No LISTEN connection appeared');
    };
    const before = await waitForListener([]);
    await db.pool.query(
      sql.unsafe`SELECT pg_terminate_backend(pid) FROM unnest(${sql.array(before, 'int4')}) AS pid`,
    );
    await waitForListener(before);

    const event = newEvent('AfterReconnect');
    await store.appendToStream(stream('a'), [event], { expectedRevision: 'no_stream' });
    expect(ids(await live.waitFor(1))).toEqual([event.id]);
  });
});
