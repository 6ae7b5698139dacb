import { describe } from 'vitest';
import { describeEventStoreContract } from '../event-store.contract';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

// Streams are unique per test, so this also runs against a shared, long-lived server.
describe.skipIf(!connectionString)(
  connectionString
    ? 'EventStoreDB adapter'
    : 'EventStoreDB adapter (skipped: EVENTSTORE_CONNECTION_STRING not set)',
  () => {
    describeEventStoreContract('EventStoreDB', async () => {
      const eventStore = createEventStoreDbEventStore({ connectionString: connectionString! });
      return { eventStore, cleanup: () => eventStore.close() };
    });
  },
);
