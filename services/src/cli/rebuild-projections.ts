import { allProjections, runRebuildCli } from '@memorial-care/projections';
import { createLogger } from '../app/logger';
import { loadConfig } from '../config/config';
import { createDatabasePool } from '../db/pool';
import { createEventStore } from '../event-store/create-event-store';

// `npm run projections:rebuild -- <name>|--all`: empties a read model and replays the log.
const config = loadConfig(process.env);
const logger = createLogger(config);
const pool = await createDatabasePool(config.databaseUrl);
const eventStore = createEventStore({
  databaseUrl: config.databaseUrl,
  pool,
  eventStoreConnectionString: config.eventStoreConnectionString ?? undefined,
});
try {
  process.exitCode = await runRebuildCli(process.argv.slice(2), {
    pool,
    databaseUrl: config.databaseUrl,
    eventStore,
    projections: allProjections,
    logger,
  });
} finally {
  await eventStore.close();
  await pool.end();
}
