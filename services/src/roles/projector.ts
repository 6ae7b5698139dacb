import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import {
  allProjections,
  startProjectionRunners,
  type ProjectionRunners,
  type RunnerTiming,
} from '@memorial-care/projections';

export interface ProjectorRoleOptions {
  readonly pool: DatabasePool;
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly logger: Logger;
  readonly timing?: Partial<RunnerTiming>;
}

/** Keeps every read model up to date; one active runner per projection across all processes. */
export const startProjectorRole = ({
  pool,
  databaseUrl,
  eventStore,
  logger,
  timing,
}: ProjectorRoleOptions): Promise<ProjectionRunners> =>
  startProjectionRunners({
    pool,
    databaseUrl,
    eventStore,
    projections: allProjections,
    logger,
    ...(timing ? { timing } : {}),
  });
