export * from './domain';
export * from './http';
export * from './event-store';
