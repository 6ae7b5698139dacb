import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@memorial-care/contracts';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { createEventConsumer } from '@memorial-care/projections';
import { createAllRoutes, type PublicFormLimits } from '../app/all-routes';
import { createLogger } from '../app/logger';
import { demoAccounts, ensureDemoAccounts } from '../auth/demo-accounts';
import { createUserAccount, type NewUserAccount } from '../auth/user-accounts';
import { loadConfig, type AppConfig } from '../config/config';
import { createEventStore } from '../event-store/create-event-store';
import type { AppDeps } from '../http/deps';
import type { AnyRoute } from '../http/route';
import type { LoginLimits } from '../auth/login-rate-limiter';
import type { PasswordCheckLimits } from '../auth/password-check-gate';
import type { MailRetryPolicy } from '../mail/mail-queue';
import { deleteQueueKeys, uniqueQueuePrefix } from '../mail/testing/queue-keys';
import { allReactors, type AppReactorDeps } from '../reactors/all-reactors';
import type { Reactor } from '../reactors/reactor';
import type { ReactorTiming } from '../reactors/start-reactors';
import { startApiRole } from '../roles/api';
import { startProjectorRole } from '../roles/projector';
import { startWorkerRole, type WorkerRole } from '../roles/worker-role';
import { systemContext } from '../shared/command-handler';
import { testRedisUrl } from './database-urls';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A fetch that keeps the cookies the app sets, like a browser tab. */
export interface TestClient {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
  patch(path: string, body?: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
  readonly cookies: ReadonlyMap<string, string>;
}

export interface TestApp {
  readonly baseUrl: string;
  readonly deps: AppDeps;
  readonly config: AppConfig;
  readonly database: TestDatabase;
  /** The demo accounts' user ids (when `demoAccounts` was not turned off). */
  readonly demoUserIds: Readonly<Record<Role, string>> | null;
  /** The demo password (DEMO_PASSWORD). */
  readonly demoPassword: string;
  /** A client without a session. */
  client(): TestClient;
  /** Signs in through POST /api/login; throws unless it answers 200. */
  signIn(email: string, password: string): Promise<TestClient>;
  /** Signs in as the demo admin, client or caretaker. */
  signInAs(role: Role): Promise<TestClient>;
  /** Creates a user through the service API and waits until the read model has them. */
  createUser(account: NewUserAccount): Promise<string>;
  /** Signs in as a new client account linked to this client record (a family's own browser). */
  signInAsClientOf(clientId: string): Promise<TestClient>;
  /** The events of one stream, in order (for "which events did this produce" assertions). */
  streamEvents(streamId: string): Promise<RecordedEvent[]>;
  /** This app's BullMQ key prefix (its queues are its own and are deleted on close). */
  readonly queuePrefix: string;
  /** The worker role (mail queue and worker, reactors) when `worker` was asked for. */
  readonly worker: WorkerRole | null;
  close(): Promise<void>;
}

export interface TestWorkerOptions {
  /** Defaults to every reactor of the app (all-reactors.ts). */
  readonly reactors?: readonly Reactor<AppReactorDeps>[];
  /** E.g. `{ attempts: 3, backoffDelayMs: 20 }` so that retries take milliseconds. */
  readonly mailRetryPolicy?: MailRetryPolicy;
  readonly reactorTiming?: Partial<ReactorTiming>;
}

export interface StartTestAppOptions {
  /** Feature route lists beyond the ones all-routes.ts already wires. */
  readonly routes?: readonly (readonly AnyRoute[])[];
  /** Environment overrides, e.g. `{ DEV_ROLE_SWITCH: 'true' }`. */
  readonly env?: Readonly<Record<string, string>>;
  /** Create the three demo accounts (default true). */
  readonly demoAccounts?: boolean;
  readonly loginLimits?: LoginLimits;
  readonly passwordCheckLimits?: PasswordCheckLimits;
  /** How many registrations and guest requests one address may send (the defaults are low). */
  readonly publicFormLimits?: PublicFormLimits;
  /**
   * Also run the worker role: the mail queue and worker and the reactors. Mails go to
   * `env.SMTP_URL` when given, else to a temporary development outbox (MAIL_OUTBOX_DIR).
   */
  readonly worker?: boolean | TestWorkerOptions;
  /** BullMQ key prefix; a fresh one by default. */
  readonly queuePrefix?: string;
}

export const createTestClient = (baseUrl: string): TestClient => {
  const cookies = new Map<string, string>();
  const fetchWithCookies = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const withBody = (method: string) => (path: string, body?: unknown) =>
    fetchWithCookies(path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  return {
    fetch: fetchWithCookies,
    get: (path) => fetchWithCookies(path),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: (path) => fetchWithCookies(path, { method: 'DELETE' }),
    cookies,
  };
};

/**
 * The whole API on a fresh test database: migrations (from the template), the event store,
 * every projection running in-process, the Koa app on an ephemeral port, the demo accounts.
 * Call `close()` in `afterAll`.
 */
export const startTestApp = async (options: StartTestAppOptions = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const queuePrefix = options.queuePrefix ?? uniqueQueuePrefix();
  const mailOutboxDir = join(tmpdir(), `${queuePrefix}-mail-outbox`);
  const photoStorageDir = join(tmpdir(), `${queuePrefix}-photos`);
  const mailAttachmentDir = join(tmpdir(), `${queuePrefix}-mail-attachments`);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    MAIL_OUTBOX_DIR: mailOutboxDir,
    PHOTO_STORAGE_DIR: photoStorageDir,
    MAIL_ATTACHMENT_DIR: mailAttachmentDir,
    ...options.env,
  });
  const logger = createLogger(config);
  const { pool } = database;
  // The PostgreSQL store (EVENTSTORE_CONNECTION_STRING is ignored: tests own their database).
  const eventStore = createEventStore({ databaseUrl: database.url, pool });
  const workerOptions: TestWorkerOptions | null =
    options.worker === true ? {} : options.worker || null;
  // One consumer for the projections and the reactors, as in an all-roles process.
  const { checkpointFlushMs: _flush, ...consumerTiming } = workerOptions?.reactorTiming ?? {};
  const consumer = createEventConsumer({
    pool,
    databaseUrl: database.url,
    eventStore,
    logger,
    timing: consumerTiming,
  });
  const runners = await startProjectorRole({
    pool,
    databaseUrl: database.url,
    eventStore,
    logger,
    consumer,
  });
  const worker = workerOptions
    ? await startWorkerRole({
        config,
        pool,
        eventStore,
        logger,
        reactors: workerOptions.reactors ?? allReactors,
        queuePrefix,
        ...(workerOptions.mailRetryPolicy
          ? { mailRetryPolicy: workerOptions.mailRetryPolicy }
          : {}),
        ...(workerOptions.reactorTiming ? { reactorTiming: workerOptions.reactorTiming } : {}),
        consumer,
      })
    : null;
  const extraRoutes = (options.routes ?? []).flat();
  const api = await startApiRole({
    config,
    logger,
    pool,
    eventStore,
    buildRoutes: (shell) => [
      ...createAllRoutes({
        ...shell,
        ...(options.publicFormLimits ? { publicFormLimits: options.publicFormLimits } : {}),
      }),
      ...extraRoutes,
    ],
    // Each test app counts its own sign-in failures.
    rateLimitKeyPrefix: `mc-test:${randomBytes(6).toString('hex')}`,
    queuePrefix,
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.passwordCheckLimits ? { passwordCheckLimits: options.passwordCheckLimits } : {}),
  });
  const { deps } = api;
  const baseUrl = api.listeningUrl;

  let demoUserIds: Record<Role, string> | null = null;
  if (options.demoAccounts ?? true) {
    const seeded = await ensureDemoAccounts(deps, config.demoPassword);
    if (seeded.position) await deps.waitForProjections(seeded.position);
    demoUserIds = seeded.userIds;
  }

  const signIn = async (email: string, password: string) => {
    const client = createTestClient(baseUrl);
    const response = await client.post('/api/login', { email, password });
    if (response.status !== 200)
      throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
    return client;
  };

  return {
    baseUrl,
    deps,
    config,
    database,
    demoUserIds,
    demoPassword: config.demoPassword,
    client: () => createTestClient(baseUrl),
    signIn,
    signInAs: (role) => {
      const account = demoAccounts.find((a) => a.role === role);
      if (!account || !demoUserIds) throw new Error('Demo accounts were turned off for this app');
      return signIn(account.email, config.demoPassword);
    },
    createUser: async (account) => {
      const { userId, position } = await createUserAccount(deps, account, systemContext());
      await deps.waitForProjections(position);
      return userId;
    },
    signInAsClientOf: async (clientId) => {
      const email = `family.${randomUUID().slice(0, 8)}@example.com`;
      const password = 'grave-care-2025';
      const { position } = await createUserAccount(
        deps,
        { email, password, firstName: null, lastName: null, role: 'client', clientId },
        systemContext(),
      );
      await deps.waitForProjections(position);
      return signIn(email, password);
    },
    streamEvents: (streamId) => eventStore.readStream(streamId),
    queuePrefix,
    worker,
    close: async () => {
      await api.close();
      await worker?.close();
      await runners.stop();
      await consumer.stop();
      await eventStore.close();
      if (worker) {
        await deleteQueueKeys(config.redisUrl, queuePrefix);
        await rm(mailOutboxDir, { recursive: true, force: true });
      }
      await rm(config.photoStorageDir, { recursive: true, force: true });
      await rm(config.mailAttachmentDir, { recursive: true, force: true });
      await database.drop();
    },
  };
};
