import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config/config';
import { createDatabasePool } from '../db/pool';
import { defineRoute } from '../http/route';
import { createLogger } from './logger';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createApp } from './create-app';

// PostgreSQL going away under a running app: a real pool, connected through a loopback TCP
// relay that is then shut, so every new connection meets a closed port (ECONNREFUSED) and the
// open ones are cut — as when the server stops. No mock of PostgreSQL.

/** A TCP relay to PostgreSQL that can be shut like a stopped server. */
const startRelay = async (target: URL) => {
  const sockets = new Set<Socket>();
  const relay: Server = createServer((incoming) => {
    const outgoing = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: (relay.address() as AddressInfo).port,
    shut: async () => {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
};

const routes = [
  defineRoute({
    method: 'get',
    path: '/api/test/read',
    access: 'public',
    handle: async ({ deps }) => ({
      body: {
        one: await deps.pool.oneFirst(sql.type(z.object({ one: z.number() }))`SELECT 1 AS one`),
      },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/test/slow',
    access: 'public',
    handle: async ({ deps }) => {
      await deps.pool.query(sql.unsafe`SELECT pg_sleep(30) AS cut_short_by_the_test`);
      return { status: 204 };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/test/write',
    access: 'public',
    handle: async ({ deps }) => {
      await deps.pool.transaction((t) => t.query(sql.unsafe`SELECT 1`));
      return { status: 204 };
    },
  }),
];

describe('PostgreSQL unavailable', () => {
  let database: TestDatabase;
  let relayed: DatabasePool;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let server: HttpServer;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    relay = await startRelay(target);
    const relayedUrl = new URL(database.url);
    relayedUrl.hostname = '127.0.0.1';
    relayedUrl.port = String(relay.port);
    relayed = await createDatabasePool(relayedUrl.toString(), 2);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const koa = createApp({
      config,
      deps: {
        pool: relayed,
        eventStore: null as never,
        logger: createLogger(config),
        waitForProjections: async () => ({ lagging: [] }),
      },
      routes,
    });
    server = koa.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await relayed?.end().catch(() => undefined);
    await database?.drop();
  });

  it('answers 503 when PostgreSQL ends the connection under a query (57P01, a restart)', async () => {
    const answer = fetch(`${baseUrl}/api/test/slow`);
    const terminated = async () =>
      database.pool.anyFirst(sql.type(z.object({ ended: z.boolean() }))`
        SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE state = 'active' AND query LIKE 'SELECT pg_sleep(30) AS cut_short_by_the_test%'
          AND pid <> pg_backend_pid()`);
    while ((await terminated()).length === 0) await new Promise((r) => setTimeout(r, 20));
    const response = await answer;
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });

  it('answers 503 with a message and Retry-After, never a 500, once it is gone', async () => {
    const healthy = await fetch(`${baseUrl}/api/test/read`);
    expect(await healthy.json()).toEqual({ one: 1 });

    await relay.shut();
    for (const request of [
      () => fetch(`${baseUrl}/api/test/read`),
      () => fetch(`${baseUrl}/api/test/write`, { method: 'POST' }),
      () => fetch(`${baseUrl}/api/test/read`),
    ]) {
      const response = await request();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/^Service temporarily unavailable/),
        code: 'DATABASE_UNAVAILABLE',
      });
    }
  });
});
