import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createAllRoutes } from '../app/all-routes';
import type { AnyRoute } from '../http/route';
import type { MailQueue } from '../mail/mail-queue';
import type { PhotoStorage } from '../photos/photo-storage';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../mail-authorization/testing/oidc-test-provider';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { OpenApiDocument } from './openapi-document';
import { routeDocs, routeLabelOf, type RouteDoc } from './route-docs';

// The document is fetched over HTTP as an admin and compared with the app's route table: the
// same routes (method, path, access) both ways, valid OpenAPI 3.1, and declared answers that
// match what the routes really answer.

const operationMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

// The table is only inspected here; no handler runs, so no real queue or storage is needed.
const routeTable: readonly AnyRoute[] = createAllRoutes({
  // The development role switch is on so its route is in the table, as in the app below.
  config: loadConfig({ NODE_ENV: 'test', DEV_ROLE_SWITCH: 'true' }),
  loginRateLimiter: { consumeAttempt: async () => {}, recordSuccess: async () => {} },
  readinessChecks: {},
  mailQueue: null as unknown as MailQueue,
  photoStorage: null as unknown as PhotoStorage,
});

const koaToOpenApi = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]['get']>;

/** Every operation of the document under `method path`. */
const operationsOf = (document: OpenApiDocument) =>
  new Map<string, Operation>(
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      operationMethods.flatMap((method) => {
        const operation = item[method];
        return operation ? [[`${method} ${path}`, operation] as const] : [];
      }),
    ),
  );

describe('GET /api/openapi.json', () => {
  let app: TestApp;
  let document: OpenApiDocument;
  let provider: OidcTestProvider;
  beforeAll(async () => {
    // A real OAuth provider on loopback, so the mailbox link is answered as in production.
    provider = await startOidcTestProvider();
    app = await startTestApp({ env: { DEV_ROLE_SWITCH: 'true', ...provider.appEnv } });
    const admin = await app.signInAs('admin');
    const response = await admin.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('is for admins only: anonymous callers get 401, clients and caretakers 403', async () => {
    expect((await app.client().get('/api/openapi.json')).status).toBe(401);
    for (const role of ['client', 'caretaker'] as const) {
      const response = await (await app.signInAs(role)).get('/api/openapi.json');
      expect(response.status, role).toBe(403);
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every route of the table with its method, path and access, and nothing else', () => {
    const operations = operationsOf(document);
    const expected = routeTable.map((route) => `${route.method} ${koaToOpenApi(route.path)}`);
    expect([...operations.keys()].sort()).toEqual([...expected].sort());
    for (const route of routeTable) {
      const operation = operations.get(`${route.method} ${koaToOpenApi(route.path)}`);
      expect(operation?.['x-access'], routeLabelOf(route)).toEqual(route.access);
      expect(operation?.summary, routeLabelOf(route)).toBeTruthy();
      expect(operation?.tags, routeLabelOf(route)).toHaveLength(1);
    }
  });

  it('has docs only for routes that exist', () => {
    const labels = new Set<string>(routeTable.map(routeLabelOf));
    const documented = Object.values(routeDocs).flatMap((feature) => Object.keys(feature.routes));
    expect(documented.filter((label) => !labels.has(label))).toEqual([]);
  });

  it('asks for the session cookie on every route that is not public', () => {
    expect(document.components?.securitySchemes?.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'mc.sid',
    });
    for (const route of routeTable) {
      const operation = operationsOf(document).get(`${route.method} ${koaToOpenApi(route.path)}`);
      expect(operation?.security, routeLabelOf(route)).toEqual(
        route.access === 'public' ? [] : [{ sessionCookie: [] }],
      );
    }
  });

  it('answers errors with the shared error body, per what each route declares', () => {
    const operations = operationsOf(document);
    const statusesOf = (label: string) => Object.keys(operations.get(label)?.responses ?? {});
    expect(document.components?.responses?.BadRequest).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(document.components?.schemas?.ApiError).toMatchObject({
      properties: {
        message: { type: 'string' },
        code: { enum: expect.arrayContaining(['FORBIDDEN']) },
      },
    });
    // A public list: no session needed, nothing to change.
    expect(statusesOf('get /api/cemeteries')).toEqual(['200', '400', '500', '503']);
    // An admin's change of an entity that honours If-Match.
    expect(statusesOf('patch /api/cemeteries/{id}')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '412',
      '413',
      '415',
      '422',
      '500',
      '503',
    ]);
    // Rate-limited public forms, and the sign-in that refuses wrong passwords.
    expect(statusesOf('post /api/registrations')).toContain('429');
    expect(statusesOf('post /api/login')).toEqual(expect.arrayContaining(['401', '429']));
    expect(statusesOf('get /api/cemeteries/{id}')).not.toContain('412');
  });

  // The answers are the one part of the document the route table cannot give: check the
  // declared schemas against what the routes really answer, with a few records in the lists.
  it('declares the answers the routes really give', async () => {
    const admin = await app.signInAs('admin');
    expect(
      (
        await admin.post('/api/cemeteries', {
          name: 'Novo groblje',
          city: 'Beograd',
          region: 'Beograd',
        })
      ).status,
    ).toBe(201);
    expect(
      (await admin.post('/api/clients', { name: 'Ana Jovanović', email: 'ana.docs@example.com' }))
        .status,
    ).toBe(201);
    const docs = new Map<string, RouteDoc>(
      Object.values(routeDocs).flatMap((feature) => Object.entries(feature.routes)),
    );
    const sessions = {
      admin,
      client: await app.signInAs('client'),
      caretaker: await app.signInAs('caretaker'),
    };
    // Reads without a record in the path or a required filter, each by the first role it names.
    const plainReads = routeTable.filter(
      (route) =>
        route.method === 'get' &&
        !route.path.includes('/:') &&
        (route.query?.safeParse({}).success ?? true),
    );
    const checked: string[] = [];
    for (const route of plainReads) {
      const answer = docs.get(routeLabelOf(route))?.answer;
      if (!answer || 'file' in answer) continue;
      const caller = typeof route.access === 'string' ? admin : sessions[route.access[0]!];
      const response = await caller.get(route.path);
      expect(response.status, routeLabelOf(route)).toBe(200);
      const parsed = answer.safeParse(await response.json());
      expect(parsed.error?.issues ?? [], routeLabelOf(route)).toEqual([]);
      checked.push(routeLabelOf(route));
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'get /api/cemeteries',
        'get /api/clients',
        'get /api/service-requests',
      ]),
    );
  });

  it('documents request and answer schemas from the contracts', () => {
    const operations = operationsOf(document);
    const create = operations.get('post /api/cemeteries');
    expect(create?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['name', 'city', 'region'] } } },
    });
    expect(create?.responses?.['201']).toMatchObject({
      content: { 'application/json': { schema: { properties: { id: { type: 'string' } } } } },
    });
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }),
    );
    expect(operations.get('get /api/cemeteries/{id}')?.responses?.['200']).toMatchObject({
      headers: { ETag: expect.any(Object) },
    });
    expect(operations.get('get /api/graves/{id}')?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
    // A file, not JSON: the invoices' CSV export.
    expect(operations.get('get /api/invoices/export.csv')?.responses?.['200']).toMatchObject({
      content: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
    });
    expect(operations.get('post /api/photos/upload')?.requestBody).toMatchObject({
      content: {
        'multipart/form-data': { schema: { required: expect.arrayContaining(['photo']) } },
      },
    });
  });
});
