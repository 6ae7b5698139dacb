import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { createEventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { createPostgresEventStore } from './postgres/postgres-event-store';

export interface EventStoreConfig {
  readonly databaseUrl: string;
  readonly pool: DatabasePool;
  /** EVENTSTORE_CONNECTION_STRING: when set, the events live in EventStoreDB. */
  readonly eventStoreConnectionString?: string | null | undefined;
}

/** EventStoreDB when a connection string is configured, else the PostgreSQL store. */
export const createEventStore = ({
  databaseUrl,
  pool,
  eventStoreConnectionString,
}: EventStoreConfig): EventStore =>
  eventStoreConnectionString
    ? createEventStoreDbEventStore({ connectionString: eventStoreConnectionString })
    : createPostgresEventStore({ databaseUrl, pool });
