export * from './postgres/postgres-event-store';
export * from './subscription';
