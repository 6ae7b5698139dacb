import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config/config';
import { eventStoreCheck, postgresCheck, redisCheck } from '../health/checks';
import { createHealthRoutes } from '../health/routes';
import { defineRoute } from '../http/route';
import { ConflictError, DomainRuleError, ForbiddenError } from '../shared/errors';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createApp } from './create-app';
import { frontendNotBuiltMessage } from './frontend';

const rawGet = (baseUrl: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });

const failingRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/test/echo',
    access: 'public',
    body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int() }),
    handle: async ({ body }) => ({ body }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/test/conflict',
    access: 'public',
    handle: async () => {
      throw new ConflictError('Someone else changed this', 'VERSION_CONFLICT');
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/test/rule',
    access: 'public',
    handle: async () => {
      throw new DomainRuleError('CARETAKER_NOT_AVAILABLE', 'The caretaker is on holiday', {
        date: '2026-11-02',
      });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/test/forbidden',
    access: 'public',
    handle: async () => {
      throw new ForbiddenError();
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/test/crash',
    access: 'public',
    handle: async () => {
      throw new Error('secret connection string in /srv/app/db.ts');
    },
  }),
];

describe('the HTTP app', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'mc-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Memorial Care</title>');
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(join(dist, 'favicon.svg'), '<svg/>');
    app = await startTestApp({
      routes: [failingRoutes],
      env: { FRONTEND_DIST: dist },
      demoAccounts: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  describe('errors', () => {
    it('answers 400 with every field error', async () => {
      const response = await app.client().post('/api/test/echo', { age: 'old' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: expect.any(String),
        code: 'VALIDATION_FAILED',
        errors: [
          { path: 'body.name', message: expect.any(String), code: 'invalid_type' },
          { path: 'body.age', message: expect.any(String), code: 'invalid_type' },
        ],
      });
    });

    it('answers 400 to malformed JSON', async () => {
      const response = await app.client().fetch('/api/test/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": "Ana",',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Malformed JSON body',
        code: 'MALFORMED_BODY',
      });
    });

    // Found by the hostile-input suite: zlib's error carries no HTTP status, so it was a 500.
    it('answers 400 to a body that claims a compression it does not have', async () => {
      for (const encoding of ['gzip', 'deflate']) {
        const response = await app.client().fetch('/api/test/echo', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          body: JSON.stringify({ name: 'Ana', age: 1 }),
        });
        expect(response.status, encoding).toBe(400);
        expect(await response.json()).toEqual({
          message: 'Malformed request body encoding',
          code: 'MALFORMED_BODY',
        });
      }
    });

    it('answers 413 to a body over the limit', async () => {
      const response = await app
        .client()
        .post('/api/test/echo', { name: 'x'.repeat(1_100_000), age: 1 });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        message: 'Request body is too large',
        code: 'PAYLOAD_TOO_LARGE',
      });
    });

    it('maps typed errors to 403, 409 and 422 with their code and details', async () => {
      const forbidden = await app.client().get('/api/test/forbidden');
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({
        message: 'You are not allowed to do this',
        code: 'FORBIDDEN',
      });
      const conflict = await app.client().post('/api/test/conflict');
      expect(conflict.status).toBe(409);
      expect(await conflict.json()).toEqual({
        message: 'Someone else changed this',
        code: 'VERSION_CONFLICT',
      });
      const rule = await app.client().post('/api/test/rule');
      expect(rule.status).toBe(422);
      expect(await rule.json()).toEqual({
        message: 'The caretaker is on holiday',
        code: 'CARETAKER_NOT_AVAILABLE',
        details: { date: '2026-11-02' },
      });
    });

    it('answers 500 without the message or stack of an unexpected error', async () => {
      const response = await app.client().get('/api/test/crash');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        message: 'Internal server error',
        code: 'INTERNAL_ERROR',
      });
      expect(text).not.toMatch(/secret|\.ts|at /);
    });

    it('answers JSON 404 to unknown /api paths and 405 to a wrong method', async () => {
      const missing = await app.client().get('/api/does-not-exist');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/application\/json/);
      expect(await missing.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      const wrongMethod = await app.client().fetch('/api/test/crash', { method: 'DELETE' });
      expect(wrongMethod.status).toBe(405);
      expect(await wrongMethod.json()).toMatchObject({ message: 'Method not allowed' });
    });

    it('tags every answer with a request id, keeping one the proxy sent', async () => {
      const response = await app
        .client()
        .fetch('/healthz', { headers: { 'x-request-id': 'edge-42' } });
      expect(response.headers.get('x-request-id')).toBe('edge-42');
      expect((await app.client().get('/healthz')).headers.get('x-request-id')).toMatch(
        /^[0-9a-f-]{36}$/,
      );
    });
  });

  describe('the built frontend', () => {
    it('serves index.html at / and for client-side routes, never cached', async () => {
      for (const path of ['/', '/admin/clients', '/invite/abc']) {
        const response = await app.client().get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<title>Memorial Care</title>');
      }
    });

    it('caches hashed assets for a year and revalidates other files', async () => {
      const asset = await app.client().get('/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('max-age=31536000,immutable');
      expect(await asset.text()).toBe('console.log("app")');
      const icon = await app.client().get('/favicon.svg');
      expect(icon.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers 404 to a missing file and refuses to leave the folder', async () => {
      expect((await app.client().get('/assets/missing-123.js')).status).toBe(404);
      // Raw paths: fetch would normalise the dots away before sending.
      for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
        const escape = await rawGet(app.baseUrl, path);
        expect([400, 403, 404]).toContain(escape.status);
        expect(escape.body).not.toMatch(/root:/);
      }
    });

    it('says how to build the frontend when the folder is missing', async () => {
      const bare = await startTestApp({
        env: { FRONTEND_DIST: join(dist, 'not-built') },
        demoAccounts: false,
      });
      try {
        const response = await bare.client().get('/admin');
        expect(response.status).toBe(503);
        expect(await response.text()).toBe(frontendNotBuiltMessage);
        expect((await bare.client().get('/api/public/config')).status).toBe(200);
      } finally {
        await bare.close();
      }
    });
  });

  describe('health', () => {
    it('answers /healthz and /readyz when every dependency is up', async () => {
      const alive = await app.client().get('/healthz');
      expect(alive.status).toBe(200);
      expect(await alive.json()).toEqual({ status: 'ok' });
      const ready = await app.client().get('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { postgres: { ok: true }, redis: { ok: true }, eventStore: { ok: true } },
      });
    });

    it('answers 503 naming the dependency that is down', async () => {
      const unreachable = new Redis('redis://127.0.0.1:1', {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
        lazyConnect: true,
      });
      unreachable.on('error', () => {});
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const koa = createApp({
        config,
        deps: app.deps,
        routes: createHealthRoutes({
          postgres: postgresCheck(app.deps.pool),
          redis: redisCheck(unreachable),
          eventStore: eventStoreCheck(app.deps.eventStore),
        }),
      });
      const server: Server = koa.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({
          status: 'unavailable',
          message: 'Not reachable: redis',
          failed: ['redis'],
          checks: { postgres: { ok: true }, redis: { ok: false }, eventStore: { ok: true } },
        });
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      } finally {
        server.close();
        unreachable.disconnect();
      }
    });
  });
});
