import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { assertDistinctLockKeys } from './lock';
import type { Projection } from './projection';
import { createSharedLogReader } from './shared-reader';
import { defaultRunnerTiming, startProjectionRunner, type RunnerTiming } from './runner';

export interface StartProjectionRunnersOptions {
  readonly pool: DatabasePool;
  /** For each runner's dedicated lock connection (outside the pool). */
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly projections: readonly Projection[];
  readonly logger: Logger;
  /** Most events per transaction; fewer when fewer are available at once. */
  readonly batchSize?: number;
  readonly timing?: Partial<RunnerTiming>;
}

export interface ProjectionRunners {
  /** Finishes the current batches, releases the locks and wakes standbys elsewhere. */
  stop(): Promise<void>;
}

/**
 * Starts one runner per projection. Resolves once every runner has either taken its lock or
 * found it held by another process (and stands by).
 */
export const startProjectionRunners = async ({
  projections,
  batchSize = 1000,
  timing,
  ...shared
}: StartProjectionRunnersOptions): Promise<ProjectionRunners> => {
  const names = projections.map((p) => p.name);
  if (new Set(names).size !== names.length) throw new Error(`Duplicate projection names: ${names}`);
  assertDistinctLockKeys(names);
  const reader = createSharedLogReader(shared.eventStore);
  const runners = projections.map((projection) =>
    startProjectionRunner({
      ...shared,
      reader,
      projection,
      batchSize,
      timing: { ...defaultRunnerTiming, ...timing },
    }),
  );
  await Promise.all(runners.map((r) => r.ready));
  return {
    async stop() {
      await Promise.all(runners.map((r) => r.stop()));
    },
  };
};
