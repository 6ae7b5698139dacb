import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../config/config';
import { deleteQueueKeys } from '../mail/testing/queue-keys';
import { startServices } from '../roles/start-services';
import { dropDatabase, scratchDatabaseUrl } from './scratch-database';

export interface IdleConnectionsOptions {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** How long the process is left alone before counting. */
  readonly settleMs?: number;
}

/** The sessions connected to `databaseUrl`'s database, counted from outside it. */
const countSessions = async (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const result = await client.query<{ sessions: number }>(
      'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    return result.rows[0]?.sessions ?? 0;
  } finally {
    await client.end();
  }
};

/**
 * PostgreSQL connections one all-roles process (api, projector, worker) holds while idle: it
 * starts in a scratch database, is left alone for `settleMs`, and the database's sessions in
 * pg_stat_activity are counted (the pool, the consumer's lock connection, the event store's
 * LISTEN connection).
 */
export const measureIdlePgConnections = async ({
  databaseUrl,
  redisUrl,
  settleMs = 3_000,
}: IdleConnectionsOptions): Promise<{ connections: number }> => {
  const scratchUrl = scratchDatabaseUrl(databaseUrl, 'idle');
  const scratchDir = join(tmpdir(), new URL(scratchUrl).pathname.slice(1));
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: scratchUrl,
    REDIS_URL: redisUrl,
    DEMO_DATA: 'false',
    MAIL_OUTBOX_DIR: join(scratchDir, 'mail-outbox'),
    PHOTO_STORAGE_DIR: join(scratchDir, 'photos'),
  });
  try {
    const services = await startServices({ config, logger: pino({ level: 'warn' }) });
    try {
      await sleep(settleMs);
      return { connections: await countSessions(scratchUrl) };
    } finally {
      await services.close();
    }
  } finally {
    await dropDatabase(scratchUrl);
    await deleteQueueKeys(redisUrl, config.redisPrefix);
    await rm(scratchDir, { recursive: true, force: true });
  }
};
