import { ensureDemoAccounts } from './auth/demo-accounts';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { createLogger } from './app/logger';
import type { AppDeps } from './http/deps';
import { startServices } from './roles/start-services';
import type { QueueWorkerDefinition } from './roles/worker';

// The entry point: `ROLES=api,projector,worker` (default all) decides what this process runs.

/** Demo data for DEMO_DATA=true: the demo accounts, then the lead's demo records (to come). */
const seedDemoData =
  (config: AppConfig) =>
  async (deps: AppDeps): Promise<void> => {
    await ensureDemoAccounts(deps, config.demoPassword);
  };

/** BullMQ workers of the features; the worker role runs these. */
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
    seedDemoData: seedDemoData(config),
    queueWorkers,
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
