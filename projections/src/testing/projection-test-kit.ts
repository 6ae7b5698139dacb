import {
  comparePositions,
  type EventToAppend,
  type Position,
  type RecordedEvent,
} from '@memorial-care/contracts/event-store';
import type { TestDatabase } from '@memorial-care/services/testing';
import { allProjections } from '../index';
import type { Projection } from '../runner/projection';
import { createRunnerTestContext, type RunnerTestContext } from './runner-test-kit';
import { setUpOnce } from './set-up-once';

export interface ProjectionTestWithEventStore {
  readonly db: TestDatabase;
  /** Appends after the stream's last event (a new stream if there is none). */
  append(streamId: string, ...events: EventToAppend[]): Promise<void>;
  /**
   * Every event appended since the last call, in `$all` order, as the runner would hand them
   * over. A commit becomes readable once every older transaction on the server has ended (other
   * test files run alongside), so this waits, bounded, until the last append is readable.
   */
  nextEvents(): Promise<RecordedEvent[]>;
  /** The next events of the projection's types: the batch the runner would apply. */
  nextBatch(): Promise<RecordedEvent[]>;
  /** Applies the events of the projection's types in one transaction. */
  apply(events: readonly RecordedEvent[]): Promise<void>;
  /** Applies the events to every read model, for queries that join the others. */
  applyEveryProjection(events: readonly RecordedEvent[]): Promise<void>;
}

/**
 * A scratch database with an event store, for the tests of one projection fed from the log.
 * Registers its own vitest hooks: call it at the top of the spec file.
 */
export const useProjectionTestWithEventStore = (
  projection: Projection,
): ProjectionTestWithEventStore => {
  const runner = setUpOnce<RunnerTestContext>(createRunnerTestContext, (c) => c.close());
  let applied: Position | undefined;
  let lastAppended: Position | undefined;

  const nextEvents = async () => {
    const events: RecordedEvent[] = [];
    const deadline = Date.now() + 10_000;
    while (lastAppended && (!applied || comparePositions(applied, lastAppended) < 0)) {
      if (Date.now() > deadline) throw new Error('The appended events did not become readable');
      const page = await runner().eventStore.readAll({ after: applied, limit: 10_000 });
      events.push(...page);
      applied = page.at(-1)?.position ?? applied;
      if (page.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return events;
  };

  return {
    get db() {
      return runner().db;
    },
    async append(streamId, ...events) {
      const { eventStore } = runner();
      const before = await eventStore.readStream(streamId);
      ({ position: lastAppended } = await eventStore.appendToStream(streamId, events, {
        expectedRevision: before.at(-1)?.revision ?? 'no_stream',
      }));
    },
    nextEvents,
    nextBatch: async () =>
      (await nextEvents()).filter((e) => projection.eventTypes.includes(e.type)),
    apply: (events) =>
      runner().db.pool.transaction((tx) =>
        projection.applyBatch(
          tx,
          events.filter((e) => projection.eventTypes.includes(e.type)),
        ),
      ),
    applyEveryProjection: (events) =>
      runner().db.pool.transaction(async (tx) => {
        for (const other of allProjections) {
          const relevant = events.filter((e) => other.eventTypes.includes(e.type));
          if (relevant.length > 0) await other.applyBatch(tx, relevant);
        }
      }),
  };
};
