import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { loadConfig, type AppConfig } from '../config/config';
import { createDatabasePool } from '../db/pool';
import { createEventStore } from '../event-store/create-event-store';

export interface CliStore {
  readonly config: AppConfig;
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
}

/**
 * The configuration, a pool and the configured event store (EventStoreDB when
 * EVENTSTORE_CONNECTION_STRING is set), for a CLI that runs `work` and exits: both are closed
 * afterwards, whether `work` succeeded or threw.
 */
export const withEventStore = async <T>(work: (store: CliStore) => Promise<T>): Promise<T> => {
  const config = loadConfig(process.env);
  const pool = await createDatabasePool(config.databaseUrl);
  const eventStore = createEventStore({
    databaseUrl: config.databaseUrl,
    pool,
    eventStoreConnectionString: config.eventStoreConnectionString ?? undefined,
  });
  try {
    return await work({ config, pool, eventStore });
  } finally {
    await eventStore.close();
    await pool.end();
  }
};
