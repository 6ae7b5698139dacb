export * from './config';
export * from './auth';
export { createApp, type CreateAppOptions } from './app/create-app';
export { createAllRoutes, featureRoutes } from './app/all-routes';
export { createLogger } from './app/logger';
export * from './roles';
export type { AppDeps } from './http/deps';
export { defineRoute, type AnyRoute, type SessionUser, type Access } from './http/route';
