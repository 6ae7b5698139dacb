import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import type { EventMetadata, EventStore } from '@memorial-care/contracts/event-store';
import { createDatabasePool } from '../db/pool';
import { ensureDatabaseExists, migrate } from '../db/migrator';
import { createPostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { dropDatabase, scratchDatabaseUrl } from './scratch-database';

export interface AppendRatio {
  readonly appendsPerSec: number;
  readonly insertsPerSec: number;
  /** DESIGN's budget: ≥ 0.6. */
  readonly appendRatio: number;
}

const writers = 8;
/** Writers start a new stream now and then, as commands on many aggregates would. */
const eventsPerStream = 50;
/**
 * Short alternating rounds (ABBA order), so that drift on the machine (autovacuum, checkpoints,
 * other work) hits both sides alike.
 */
const roundMs = 500;

const sampleData = {
  serviceRequestId: '5d0f3c1e-6a1b-4f47-9c1d-0c7f8e2a9b11',
  graveId: 'b0a4a3c2-1d2e-4f5a-8b9c-7d6e5f4a3b2c',
  services: ['cleaning', 'flowers'],
  preferredDate: '2025-05-01',
  notes: 'Please replace the candles as well.',
};
const sampleMetadata: EventMetadata = {
  userId: '8f14e45f-ceea-4e7a-9b1d-2c3a4b5c6d7e',
  role: 'client',
  correlationId: 'c81e728d-9d4c-4f63-8b8a-1a2b3c4d5e6f',
  causationId: null,
  occurredAt: '2025-04-20T10:15:00.000Z',
};

// Same columns as `events`, one bigserial key and nothing else: the plainest comparable write.
const createPlainTable = sql.unsafe`
  CREATE TABLE IF NOT EXISTS bench_plain_events (
    id bigserial PRIMARY KEY,
    stream_id text NOT NULL,
    revision bigint NOT NULL,
    event_id uuid NOT NULL,
    event_type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`;

interface Tally {
  completed: number;
  elapsedMs: number;
}

/** Runs `operation` from 8 concurrent writers until the deadline; counts what completed. */
const runWriters = async (
  durationMs: number,
  operation: (writer: number, sequence: number) => Promise<void>,
  tally: Tally,
) => {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let sequence = 0; performance.now() < deadline; sequence++) {
        await operation(writer, sequence);
        tally.completed++;
      }
    }),
  );
  // The last operations finish after the deadline: divide by the time really spent.
  tally.elapsedMs += performance.now() - started;
};

const perSecond = (tally: Tally) => (tally.completed * 1000) / tally.elapsedMs;

const appendWorkload = (eventStore: EventStore, runId: string) => {
  const revisions = new Map<string, bigint>();
  return async (writer: number, sequence: number) => {
    const streamId = `bench-${runId}-${writer}-${Math.floor(sequence / eventsPerStream)}`;
    const current = revisions.get(streamId);
    const result = await eventStore.appendToStream(
      streamId,
      [
        {
          id: randomUUID(),
          type: 'ServiceRequestSubmitted',
          data: sampleData,
          metadata: sampleMetadata,
        },
      ],
      { expectedRevision: current ?? 'no_stream' },
    );
    revisions.set(streamId, result.nextExpectedRevision);
  };
};

const insertWorkload = (pool: DatabasePool, runId: string) => {
  const data = JSON.stringify(sampleData);
  const metadata = JSON.stringify(sampleMetadata);
  return async (writer: number, sequence: number) => {
    await pool.query(sql.unsafe`
      INSERT INTO bench_plain_events (stream_id, revision, event_id, event_type, data, metadata)
      VALUES (${`bench-${runId}-${writer}-${Math.floor(sequence / eventsPerStream)}`},
              ${sequence % eventsPerStream}, ${randomUUID()}, ${'ServiceRequestSubmitted'},
              ${data}::jsonb, ${metadata}::jsonb)`);
  };
};

/**
 * Single-event appends through the PostgreSQL adapter versus plain single-row INSERTs, both
 * from 8 concurrent writers over the app's pool settings, in alternating rounds of one run.
 * It works in a scratch database on `databaseUrl`'s server (migrated with the event-store
 * schema, dropped afterwards), so the app's event log never sees benchmark events.
 */
export const measureAppendRatio = async ({
  databaseUrl,
  durationMs,
}: {
  databaseUrl: string;
  durationMs: number;
}): Promise<AppendRatio> => {
  const scratchUrl = scratchDatabaseUrl(databaseUrl, 'append');
  await ensureDatabaseExists(scratchUrl);
  try {
    await migrate(scratchUrl, [
      {
        group: 'event-store',
        directory: new URL('../event-store/postgres/migrations/', import.meta.url),
      },
    ]);
    const pool = await createDatabasePool(scratchUrl);
    const eventStore = createPostgresEventStore({ databaseUrl: scratchUrl, pool });
    try {
      await pool.query(createPlainTable);
      const runId = randomBytes(3).toString('hex');
      const append = appendWorkload(eventStore, runId);
      const insert = insertWorkload(pool, runId);
      const warmupMs = Math.min(500, durationMs / 10);
      const discarded: Tally = { completed: 0, elapsedMs: 0 };
      await runWriters(warmupMs, append, discarded);
      await runWriters(warmupMs, insert, discarded);

      const appends: Tally = { completed: 0, elapsedMs: 0 };
      const inserts: Tally = { completed: 0, elapsedMs: 0 };
      const pairs = Math.max(2, Math.round(durationMs / (2 * roundMs)));
      for (let pair = 0; pair < pairs; pair++) {
        const sides = [
          () => runWriters(roundMs, append, appends),
          () => runWriters(roundMs, insert, inserts),
        ];
        if (pair % 2 === 1) sides.reverse();
        for (const side of sides) await side();
      }
      const appendsPerSec = perSecond(appends);
      const insertsPerSec = perSecond(inserts);
      return { appendsPerSec, insertsPerSec, appendRatio: appendsPerSec / insertsPerSec };
    } finally {
      await eventStore.close();
      await pool.end();
    }
  } finally {
    await dropDatabase(scratchUrl);
  }
};
