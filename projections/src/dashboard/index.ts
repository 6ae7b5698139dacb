export * from './months';
export * from './queries';
