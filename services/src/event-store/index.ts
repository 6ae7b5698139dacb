export * from './postgres/postgres-event-store';
export * from './eventstoredb/eventstoredb-event-store';
export * from './create-event-store';
export * from './subscription';
