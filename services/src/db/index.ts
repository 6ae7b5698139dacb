export * from './pool';
export * from './migrator';
