import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import {
  addProjections,
  allProjections,
  startProjectionRunners,
  type ConsumerTiming,
  type EventConsumer,
  type ProjectionRunners,
} from '@memorial-care/projections';

export interface ProjectorRoleOptions {
  readonly pool: DatabasePool;
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly logger: Logger;
  /** The process's consumer (start-services.ts); without one the role starts its own. */
  readonly consumer?: EventConsumer;
  readonly timing?: Partial<ConsumerTiming>;
  readonly batchSize?: number;
}

/** Keeps every read model up to date; one active instance per projection across all processes. */
export const startProjectorRole = ({
  pool,
  databaseUrl,
  eventStore,
  logger,
  consumer,
  timing,
  batchSize,
}: ProjectorRoleOptions): Promise<ProjectionRunners> =>
  consumer
    ? addProjections(consumer, { pool, projections: allProjections, logger })
    : startProjectionRunners({
        pool,
        databaseUrl,
        eventStore,
        projections: allProjections,
        logger,
        batchSize,
        ...(timing ? { timing } : {}),
      });
