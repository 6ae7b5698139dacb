import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { createLogger } from '../app/logger';
import { createUserAccount } from '../auth/user-accounts';
import { loadConfig } from '../config/config';
import { allMigrationSources } from '../db/migration-sources';
import { ensureDatabaseExists, migrate } from '../db/migrator';
import { createDatabasePool } from '../db/pool';
import { createEventStore } from '../event-store/create-event-store';
import { startProjectorRole } from '../roles/projector';
import { startApiRole, type ApiRole } from '../roles/api';
import { systemContext } from '../shared/command-handler';
import { dropDatabase, scratchDatabaseUrl } from './scratch-database';

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * An account made the way the app makes one (its events, then the users read model by the
 * projector) and signed in through POST /api/login: the session cookie. An admin by default; a
 * family's account when `clientId` is given.
 */
export const signInBenchUser = async (
  api: ApiRole,
  databaseUrl: string,
  { clientId }: { readonly clientId?: string } = {},
) => {
  const { pool, eventStore, logger } = api.deps;
  const role = clientId ? 'client' : 'admin';
  const email = `bench.${role}.${randomUUID().slice(0, 8)}@example.com`;
  const password = randomUUID();
  const runners = await startProjectorRole({ pool, databaseUrl, eventStore, logger });
  try {
    const { position } = await createUserAccount(
      { pool, eventStore },
      clientId
        ? { email, password, firstName: 'Bench', lastName: 'Family', role, clientId }
        : { email, password, firstName: 'Bench', lastName: 'Admin', role },
      systemContext(),
    );
    await api.deps.waitForProjections(position);
  } finally {
    await runners.stop();
  }
  const response = await fetch(new URL('/api/login', api.listeningUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`Bench sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
};

export interface BenchStore {
  readonly scratchUrl: string;
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
  readonly logger: Logger;
}

export interface BenchApi extends BenchStore {
  readonly api: ApiRole;
  /** The session cookie of a freshly made admin. */
  readonly cookie: string;
}

/**
 * A scratch database named after the bench, migrated; `prepare` fills it before the API starts
 * (with the API's own pool size, as in production); then `run` gets the API on a free port and
 * a signed-in admin. Everything is closed and the database dropped afterwards.
 */
export const withBenchApi = async <Prepared, Result>(
  options: {
    readonly databaseUrl: string;
    readonly name: string;
    /** Environment beyond the defaults, e.g. PHOTO_STORAGE_DIR. */
    readonly env?: Readonly<Record<string, string>>;
    readonly prepare?: (store: BenchStore) => Promise<Prepared>;
  },
  run: (bench: BenchApi, prepared: Prepared) => Promise<Result>,
): Promise<Result> => {
  const scratchUrl = scratchDatabaseUrl(options.databaseUrl, options.name);
  await ensureDatabaseExists(scratchUrl);
  try {
    await migrate(scratchUrl, allMigrationSources);
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: scratchUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...options.env,
    });
    const logger = createLogger(config);
    const pool = await createDatabasePool(scratchUrl);
    const eventStore = createEventStore({ databaseUrl: scratchUrl, pool });
    try {
      const store = { scratchUrl, pool, eventStore, logger };
      const prepared = (await options.prepare?.(store)) as Prepared;
      const runId = randomUUID().slice(0, 8);
      const api = await startApiRole({
        config,
        logger,
        pool,
        eventStore,
        rateLimitKeyPrefix: `mc-bench:${runId}`,
        queuePrefix: `mc-bench-${runId}`,
      });
      try {
        const cookie = await signInBenchUser(api, scratchUrl);
        return await run({ ...store, api, cookie }, prepared);
      } finally {
        await api.close();
      }
    } finally {
      await eventStore.close();
      await pool.end();
    }
  } finally {
    await dropDatabase(scratchUrl);
  }
};
