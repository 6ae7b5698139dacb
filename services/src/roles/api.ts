import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { allProjections, createProjectionWaiter } from '@memorial-care/projections';
import { createAllRoutes, type ShellRouteOptions } from '../app/all-routes';
import { createApp } from '../app/create-app';
import {
  createLoginRateLimiter,
  defaultLoginLimits,
  type LoginLimits,
} from '../auth/login-rate-limiter';
import type { PasswordCheckLimits } from '../auth/password-check-gate';
import { startSessionSweeper } from '../auth/session-store';
import type { AppConfig } from '../config/config';
import { eventStoreCheck, postgresCheck, redisCheck, type ReadinessCheck } from '../health/checks';
import type { AppDeps } from '../http/deps';
import type { AnyRoute } from '../http/route';
import { createMailQueue } from '../mail/mail-queue';
import { createMailboxSyncQueue } from '../mailbox-sync/mailbox-sync-jobs';
import { createLocalPhotoStorage } from '../photos/photo-storage';
import type { MailRouteOptions } from '../mail/routes';
import { createRedisClient, waitForRedis } from './redis';

export interface ApiRoleOptions {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  /** Defaults to every route of the app (all-routes.ts). */
  readonly buildRoutes?: (options: ShellRouteOptions) => readonly AnyRoute[];
  /** Redis key prefix of the sign-in and public-form rate limits; one per deployment (tests use their own). */
  readonly rateLimitKeyPrefix?: string;
  readonly loginLimits?: LoginLimits;
  /** Concurrent password checks per address and in this process (defaults in the gate). */
  readonly passwordCheckLimits?: PasswordCheckLimits;
  /** BullMQ key prefix of the queues (the worker role must use the same); tests use their own. */
  readonly queuePrefix?: string | undefined;
  /** Further conditions of /readyz beyond the engines, e.g. the demo data being in place. */
  readonly readinessChecks?: Readonly<Record<string, ReadinessCheck>>;
}

export interface ApiRole {
  readonly deps: AppDeps;
  readonly server: Server;
  /** Where this process listens, e.g. http://127.0.0.1:3000. */
  readonly listeningUrl: string;
  close(): Promise<void>;
}

const closeServer = (server: Server, graceMs: number) =>
  new Promise<void>((resolve) => {
    // Stop accepting, let requests in flight finish, then cut whatever still hangs on.
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });

export const startApiRole = async ({
  config,
  logger,
  pool,
  eventStore,
  buildRoutes = createAllRoutes,
  rateLimitKeyPrefix = 'mc',
  loginLimits = defaultLoginLimits,
  passwordCheckLimits,
  queuePrefix,
  readinessChecks = {},
}: ApiRoleOptions): Promise<ApiRole> => {
  // No offline queue: while Redis is away a rate-limit lookup fails at once (the in-memory
  // insurance limiter takes over) and /readyz reports it, instead of requests hanging.
  const redis = createRedisClient(config.redisUrl, logger, 'api', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  if (!(await waitForRedis(redis)))
    logger.warn('Redis is not reachable yet; sign-in limits are kept in memory until it is');

  const deps: AppDeps = {
    pool,
    eventStore,
    logger,
    waitForProjections: createProjectionWaiter({ pool, projections: allProjections, logger }),
  };
  // The admin's "retry" of a failed mail puts its job back; a call fails fast while Redis is away.
  const mailQueue = createMailQueue({ connection: redis, prefix: queuePrefix, logger });
  // The admin's "Sync" of the office mailbox adds a run for the workers and waits for it.
  const mailboxSyncQueue = createMailboxSyncQueue({
    connection: redis,
    prefix: queuePrefix,
    logger,
  });
  const routeOptions: ShellRouteOptions & MailRouteOptions = {
    config,
    loginRateLimiter: createLoginRateLimiter({
      redis,
      keyPrefix: `${rateLimitKeyPrefix}:login`,
      limits: loginLimits,
    }),
    ...(passwordCheckLimits ? { passwordCheckLimits } : {}),
    readinessChecks: {
      postgres: postgresCheck(pool),
      redis: redisCheck(redis),
      eventStore: eventStoreCheck(eventStore),
      ...readinessChecks,
    },
    // Public-form counts live in Redis too, so every API process shares them.
    redis,
    rateLimitKeyPrefix,
    mailQueue,
    photoStorage: createLocalPhotoStorage(config.photoStorageDir),
    mailboxSyncQueue,
  };
  const routes = buildRoutes(routeOptions);
  const app = createApp({ config, deps, routes });
  const server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const listeningHost =
    config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const sweeper = startSessionSweeper(pool, logger);

  return {
    deps,
    server,
    listeningUrl: `http://${listeningHost.includes(':') ? `[${listeningHost}]` : listeningHost}:${port}`,
    async close() {
      sweeper.stop();
      await closeServer(server, 10_000);
      await mailQueue.close().catch(() => undefined);
      await mailboxSyncQueue.close().catch(() => undefined);
      redis.disconnect();
    },
  };
};
