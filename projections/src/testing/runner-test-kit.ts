import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import {
  comparePositions,
  type EventStore,
  type EventToAppend,
  type Position,
} from '@memorial-care/contracts/event-store';
import { createPostgresEventStore } from '@memorial-care/services/event-store';
import {
  createTestDatabase,
  systemMetadata,
  type TestDatabase,
} from '@memorial-care/services/testing';
import type { ConsumerTiming } from '../runner/consumer';

/** Short waits so that tests of hand-over, retry and resume finish quickly. */
export const fastTiming: ConsumerTiming = {
  standbyRetryMs: 100,
  retryBackoffMs: 20,
  maxRetryBackoffMs: 200,
  pausedRecheckMs: 200,
  detachAfterMs: 1_000,
};

export interface RunnerTestContext {
  readonly db: TestDatabase;
  readonly eventStore: EventStore;
  close(): Promise<void>;
}

export const createRunnerTestContext = async (): Promise<RunnerTestContext> => {
  const db = await createTestDatabase();
  const eventStore = createPostgresEventStore({ databaseUrl: db.url, pool: db.pool });
  return {
    db,
    eventStore,
    async close() {
      await eventStore.close();
      await db.drop();
    },
  };
};

export const testEvent = (type: string, data: unknown): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: systemMetadata(),
});

/** Appends one event per value, in one append. */
export const appendValues = (
  eventStore: EventStore,
  streamId: string,
  values: readonly string[],
  type = 'ValueRecorded',
) =>
  eventStore.appendToStream(
    streamId,
    values.map((value) => testEvent(type, { value })),
    { expectedRevision: 'any' },
  );

/** Polls until the check passes; fails with the last value after the timeout. */
export const eventually = async <T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `Condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export interface CapturedLog {
  readonly level: number;
  readonly msg: string;
  readonly [key: string]: unknown;
}

/** A pino logger that keeps its records for assertions (and prints them with LOG_LEVEL set). */
export const createCapturingLogger = (): { logger: Logger; records: CapturedLog[] } => {
  const records: CapturedLog[] = [];
  const logger = pino(
    { level: 'debug' },
    {
      write(line: string) {
        const record = JSON.parse(line) as CapturedLog;
        records.push(record);
        if (process.env.LOG_LEVEL) process.stderr.write(line);
      },
    },
  );
  return { logger, records };
};

/**
 * Waits until `$all` readers see `position`. The PostgreSQL store hides events behind any older
 * transaction still open on the server (another test's CREATE DATABASE, say), so "appended" is
 * not yet "readable"; a test that replays the log right after appending must wait for this.
 */
export const waitUntilReadable = (eventStore: EventStore, position: Position) =>
  eventually(
    async () => {
      let last: Position | undefined;
      for (;;) {
        const page = await eventStore.readAll({ after: last, limit: 10_000 });
        const tail = page.at(-1);
        if (!tail) return last;
        last = tail.position;
      }
    },
    (last) => last !== undefined && comparePositions(last, position) >= 0,
  );
