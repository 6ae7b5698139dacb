export * from './api';
export * from './projector';
export * from './worker';
export * from './start-services';
export * from './worker-role';
