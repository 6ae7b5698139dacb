export * from './test-database';
export * from './database-urls';
export * from './event-data';
