import type { Logger } from 'pino';
import { createEventConsumer } from '@memorial-care/projections';
import type { AppConfig } from '../config/config';
import { allMigrationSources } from '../db/migration-sources';
import { ensureDatabaseExists, migrate } from '../db/migrator';
import { createDatabasePool } from '../db/pool';
import { createEventStore } from '../event-store/create-event-store';
import type { AppDeps } from '../http/deps';
import type { AppReactorDeps } from '../reactors/all-reactors';
import type { Reactor } from '../reactors/reactor';
import { startApiRole, type ApiRole, type ApiRoleOptions } from './api';
import { startProjectorRole } from './projector';
import type { QueueWorkerDefinition } from '../shared/queue-worker';
import { startWorkerRole } from './worker-role';

export interface StartServicesOptions {
  readonly config: AppConfig;
  readonly logger: Logger;
  /** Runs when DEMO_DATA is on, in the process with the api role, after the roles started. */
  readonly seedDemoData?: (deps: AppDeps) => Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly queueWorkers?: readonly QueueWorkerDefinition<any, any>[];
  /** Run by the worker role: events to jobs (the invite mail, …). */
  readonly reactors?: readonly Reactor<AppReactorDeps>[];
  readonly buildRoutes?: ApiRoleOptions['buildRoutes'];
}

export interface RunningServices {
  readonly api: ApiRole | null;
  /** Stops in reverse order of start: HTTP first, the pool last. */
  close(): Promise<void>;
}

/**
 * One entry point, three roles: `api` (HTTP), `projector` (read models), `worker` (queues and
 * the reactors that fill them).
 * A laptop runs all three in one process; production runs them as separate processes that
 * share PostgreSQL, Redis and the event store.
 */
export const startServices = async ({
  config,
  logger,
  seedDemoData,
  queueWorkers = [],
  reactors = [],
  buildRoutes,
}: StartServicesOptions): Promise<RunningServices> => {
  await ensureDatabaseExists(config.databaseUrl);
  const applied = await migrate(config.databaseUrl, allMigrationSources);
  if (applied.length > 0) logger.info({ migrations: applied }, 'Applied database migrations');

  const pool = await createDatabasePool(config.databaseUrl, config.databasePoolSize);
  const eventStore = createEventStore({
    databaseUrl: config.databaseUrl,
    pool,
    eventStoreConnectionString: config.eventStoreConnectionString ?? undefined,
  });
  const stops: (() => Promise<void>)[] = [
    async () => {
      await eventStore.close();
      await pool.end();
    },
  ];
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      for (const stop of [...stops].reverse())
        await stop().catch((error: unknown) =>
          logger.error({ err: error }, 'Error while stopping'),
        );
    })());

  try {
    const roles = new Set(config.roles);
    // One reader of `$all` and one lock connection for every projection and reactor here.
    const consumer =
      roles.has('projector') || roles.has('worker')
        ? createEventConsumer({
            pool,
            databaseUrl: config.databaseUrl,
            eventStore,
            logger,
            batchSize: config.projectionBatchSize,
          })
        : null;
    if (consumer) stops.push(() => consumer.stop());
    if (consumer && roles.has('projector')) {
      const runners = await startProjectorRole({
        pool,
        databaseUrl: config.databaseUrl,
        eventStore,
        logger,
        consumer,
      });
      stops.push(() => runners.stop());
    }
    if (consumer && roles.has('worker')) {
      const worker = await startWorkerRole({
        config,
        queuePrefix: config.redisPrefix,
        mailRetryPolicy: config.mailRetry,
        pool,
        eventStore,
        logger,
        reactors,
        queueWorkers,
        consumer,
      });
      stops.push(() => worker.close());
    }
    let api: ApiRole | null = null;
    if (roles.has('api')) {
      // Not ready until the demo world (accounts, requests, photos) is written: a newcomer or a
      // browser test that signs in as soon as /readyz says yes must find the demo accounts.
      let demoDataInPlace = !(config.demoData && seedDemoData);
      api = await startApiRole({
        config,
        queuePrefix: config.redisPrefix,
        rateLimitKeyPrefix: config.redisPrefix,
        logger,
        pool,
        eventStore,
        ...(buildRoutes ? { buildRoutes } : {}),
        readinessChecks: {
          demoData: async () => {
            if (!demoDataInPlace) throw new Error('The demo data is still being written');
          },
        },
      });
      stops.push(() => (api as ApiRole).close());
      if (config.demoData && seedDemoData) {
        await seedDemoData(api.deps);
        demoDataInPlace = true;
        logger.info('Demo data is in place');
      }
    }
    logger.info(
      {
        roles: [...roles],
        eventStore: config.eventStoreConnectionString ? 'eventstoredb' : 'postgresql',
      },
      api
        ? `Memorial Care is running: open ${config.port === 0 ? api.listeningUrl : config.publicUrl}`
        : 'Memorial Care is running',
    );
    return { api, close };
  } catch (error) {
    await close().catch((closeError: unknown) =>
      logger.error({ err: closeError }, 'Cleanup after a failed start failed too'),
    );
    throw error;
  }
};
