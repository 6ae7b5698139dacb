import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoAccounts } from '../auth/demo-accounts';
import { loadConfig } from '../config/config';
import { adminDatabaseUrl, testRedisUrl, withDatabase } from '../testing/database-urls';
import { startServices } from './start-services';

// The entry point's wiring on a database it creates and migrates itself, like a first start.
const template = inject('templateDatabase');
const databaseName = `mc_test_${template.slice('mc_template_'.length)}_${randomBytes(4).toString('hex')}`;
const databaseUrl = withDatabase(databaseName);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`);
  await admin.end();
});

const countRows = async (table: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
};

describe('startServices', () => {
  it('creates and migrates the database, runs every role, seeds demo data once, stops cleanly', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl(),
    });
    const logger = pino({ level: 'silent' });
    const start = () =>
      startServices({
        config,
        logger,
        seedDemoData: async (deps) => {
          const { position } = await ensureDemoAccounts(deps, config.demoPassword);
          if (position) await deps.waitForProjections(position);
        },
      });

    const first = await start();
    const baseUrl = first.api?.listeningUrl;
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@memorialcare.example', password: 'demo-password' }),
    });
    expect(login.status).toBe(200);
    await first.close();
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();

    const second = await start();
    expect(await countRows('users')).toBe(3);
    expect(await countRows('user_credentials')).toBe(3);
    await second.close();
  });

  it('is not ready until the demo data is in place', async () => {
    // A fixed free port, so the seed can ask /readyz while it runs.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const readyz = () => fetch(`http://127.0.0.1:${port}/readyz`);
    let duringSeed: { status: number; body: unknown } | null = null;
    const services = await startServices({
      config: loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: testRedisUrl(),
      }),
      logger: pino({ level: 'silent' }),
      seedDemoData: async () => {
        const response = await readyz();
        duringSeed = { status: response.status, body: await response.json() };
      },
    });
    try {
      expect(duringSeed).toMatchObject({ status: 503 });
      expect(JSON.stringify(duringSeed)).toContain('demoData');
      expect((await readyz()).status).toBe(200);
    } finally {
      await services.close();
    }
  });
});
