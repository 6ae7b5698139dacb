export * from './test-database';
export * from './database-urls';
