import { randomUUID } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { beforeEach } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { createTestDatabase, systemMetadata } from '@memorial-care/services/testing';
import type { Projection } from '../runner/projection';
import { setUpOnce } from './set-up-once';

export interface ProjectionTestWithBuiltEvents {
  readonly pool: DatabasePool;
  /** Hands the events to the projection as they are, in one transaction. */
  apply(events: readonly RecordedEvent[]): Promise<void>;
}

/**
 * A scratch database for the tests of one projection fed with events built in memory (see
 * recordedEvent); its tables are emptied before each test. Registers its own vitest hooks: call
 * it at the top of the spec file.
 */
export const useProjectionTestWithBuiltEvents = (
  projection: Projection,
): ProjectionTestWithBuiltEvents => {
  const database = setUpOnce(createTestDatabase, (db) => db.drop());
  beforeEach(async () => {
    await database().pool.query(
      sql.unsafe`TRUNCATE ${sql.join(
        projection.tables.map((table) => sql.identifier([table])),
        sql.fragment`, `,
      )}`,
    );
  });
  return {
    get pool() {
      return database().pool;
    },
    apply: (events) => database().pool.transaction((tx) => projection.applyBatch(tx, events)),
  };
};

let sequence = 0n;
/** An event as the store would deliver it, at the next position. */
export const recordedEvent = (
  event: { readonly type: string; readonly data: unknown },
  at: { readonly streamId: string; readonly revision: bigint; readonly occurredAt: string },
): RecordedEvent => {
  sequence += 1n;
  return {
    id: randomUUID(),
    streamId: at.streamId,
    revision: at.revision,
    type: event.type,
    data: event.data,
    metadata: { ...systemMetadata(), occurredAt: at.occurredAt },
    position: { commit: sequence, prepare: sequence },
    createdAt: new Date(at.occurredAt),
  };
};
