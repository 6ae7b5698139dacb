import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import {
  createEventConsumer,
  type ConsumerTiming,
  type EventConsumer,
  type SubscriberGroup,
} from './consumer';
import type { Projection } from './projection';
import { projectionSubscriber } from './projection-subscriber';

/** Registers the read models with the process's consumer (the projector role). */
export const addProjections = (
  consumer: EventConsumer,
  {
    pool,
    projections,
    logger,
    bulkLoadMinEvents,
  }: {
    pool: DatabasePool;
    projections: readonly Projection[];
    logger: Logger;
    /** See projection-subscriber.ts (tests make it small). */
    bulkLoadMinEvents?: number | undefined;
  },
): Promise<SubscriberGroup> =>
  consumer.add(
    projections.map((projection) =>
      projectionSubscriber({
        pool,
        projection,
        logger,
        pausedRecheckMs: consumer.timing.pausedRecheckMs,
        ...(bulkLoadMinEvents !== undefined && { bulkLoadMinEvents }),
      }),
    ),
  );

export interface StartProjectionRunnersOptions {
  readonly pool: DatabasePool;
  /** For the consumer's lock connection (outside the pool). */
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly projections: readonly Projection[];
  readonly logger: Logger;
  /** Most events per transaction; fewer when fewer are available at once. */
  readonly batchSize?: number | undefined;
  readonly applyConcurrency?: number;
  readonly timing?: Partial<ConsumerTiming>;
  /** A catch-up from zero with this many events in a page defers the query indexes. */
  readonly bulkLoadMinEvents?: number | undefined;
}

export interface ProjectionRunners {
  /** Finishes the current batches, releases the locks and wakes standbys elsewhere. */
  stop(): Promise<void>;
}

/**
 * A consumer of its own running only these projections (benches, tests, a projector-only
 * process). Resolves once every projection has either taken its lock or stands by.
 */
export const startProjectionRunners = async ({
  projections,
  batchSize,
  bulkLoadMinEvents,
  ...options
}: StartProjectionRunnersOptions): Promise<ProjectionRunners> => {
  const consumer = createEventConsumer({ ...options, ...(batchSize ? { batchSize } : {}) });
  try {
    await addProjections(consumer, { ...options, projections, bulkLoadMinEvents });
  } catch (error) {
    await consumer.stop();
    throw error;
  }
  return { stop: () => consumer.stop() };
};
