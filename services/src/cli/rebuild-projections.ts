import { allProjections, runRebuildCli } from '@memorial-care/projections';
import { createLogger } from '../app/logger';
import { withEventStore } from './open-event-store';

// `npm run projections:rebuild -- <name>|--all`: empties a read model and replays the log.
await withEventStore(async ({ config, pool, eventStore }) => {
  process.exitCode = await runRebuildCli(process.argv.slice(2), {
    pool,
    databaseUrl: config.databaseUrl,
    eventStore,
    projections: allProjections,
    logger: createLogger(config),
  });
});
