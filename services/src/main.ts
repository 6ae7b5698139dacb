import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { createLogger } from './app/logger';
import { seedDemoData } from './demo/seed-demo-data';
import type { AppDeps } from './http/deps';
import { createLocalPhotoStorage } from './photos/photo-storage';
import { allReactors } from './reactors/all-reactors';
import { startServices } from './roles/start-services';
import type { QueueWorkerDefinition } from './shared/queue-worker';

// The entry point: `ROLES=api,projector,worker` (default all) decides what this process runs.

/** Demo data for DEMO_DATA=true: the demo world and the three accounts the landing page shows. */
const seedDemo =
  (config: AppConfig) =>
  (deps: AppDeps): Promise<void> =>
    seedDemoData(deps, config.demoPassword, createLocalPhotoStorage(config.photoStorageDir));

/** BullMQ workers of the features beyond mail (built in); the worker role runs these. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const queueWorkers: readonly QueueWorkerDefinition<any, any>[] = [];

const main = async () => {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config);
  const services = await startServices({
    config,
    logger,
    seedDemoData: seedDemo(config),
    queueWorkers,
    reactors: allReactors,
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing requests, runners and jobs');
    try {
      await services.close();
      logger.info('Memorial Care stopped');
      process.exitCode = 0;
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exitCode = 1;
    }
    logger.flush();
    // Anything still holding the event loop (a stuck socket) must not keep a stopped app alive.
    setTimeout(() => process.exit(), 3000).unref();
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
};

main().catch((error: unknown) => {
  console.error('Memorial Care failed to start:', error);
  process.exit(1);
});
