import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@memorial-care/contracts';
import { serviceTypes } from '@memorial-care/contracts/domain';
import { photoUploadFieldsSchema } from '@memorial-care/contracts/http';
import { demoAccounts } from '../auth/demo-accounts';
import type { LoginRateLimiter } from '../auth/login-rate-limiter';
import { loadConfig } from '../config/config';
import { seedDemoData } from '../demo/seed-demo-data';
import type { AnyRoute } from '../http/route';
import type { MailQueue } from '../mail/mail-queue';
import { createLocalPhotoStorage, type PhotoStorage } from '../photos/photo-storage';
import { cameraPhoto, textPretendingToBeJpeg, truncatedJpeg } from '../photos/testing/test-images';
import {
  hostileWholeBody,
  previewOf,
  shapedBody,
  toJsonText,
  type KnownIds,
  type ShapeOptions,
} from '../testing/hostile-payloads';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { createAllRoutes } from './all-routes';

// Every write route of the route table, fed generated hostile payloads by every caller it
// lets in: nothing may answer 5xx, every refusal is a `{message}`, and afterwards every read
// model and reactor is running and caught up. A new route is covered by being in the table.
// HOSTILE_SEED replays a failing run; HOSTILE_RUNS scales the number of calls per caller.

const seed = Number(process.env.HOSTILE_SEED ?? 20_260_611);
const runsPerCaller = Number(process.env.HOSTILE_RUNS ?? 16);
/** HOSTILE_STATS=1 prints how each route answered, to see how deep the payloads reach. */
const printStats = process.env.HOSTILE_STATS === '1';

const routeTable: readonly AnyRoute[] = createAllRoutes({
  config: loadConfig({ NODE_ENV: 'test', DEV_ROLE_SWITCH: 'true' }),
  // Only inspected for its routes: no handler of this table runs.
  loginRateLimiter: null as unknown as LoginRateLimiter,
  readinessChecks: {},
  mailQueue: null as unknown as MailQueue,
  photoStorage: null as unknown as PhotoStorage,
});
const label = (route: AnyRoute) => `${route.method} ${route.path}`;

/** Deletions last, so that the real ids stay alive for the other routes. */
const writeRoutes = routeTable
  .filter((route) => route.method !== 'get')
  .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

/** Routes that sign in, out or change the caller's role: called with sessions of their own. */
const sessionChangingRoutes = new Set([
  'post /api/login',
  'post /api/logout',
  'post /api/auth/switch-role',
]);

/** Multipart routes and their form fields (the JSON payloads are sent to them as well). */
const multipartFields: Readonly<Record<string, typeof photoUploadFieldsSchema>> = {
  'post /api/photos/upload': photoUploadFieldsSchema,
};

type Caller = Role | 'anonymous' | 'own-session';

const callersOf = (route: AnyRoute): Caller[] => {
  if (sessionChangingRoutes.has(label(route))) return ['anonymous', 'own-session'];
  if (route.access === 'public') return ['anonymous', 'admin'];
  if (route.access === 'signed-in') return ['admin', 'client', 'caretaker'];
  return [...route.access];
};

/** Which kind of record a path's `:param` names, from the segment before it. */
const paramKinds: Readonly<Record<string, string>> = {
  clients: 'client',
  graves: 'grave',
  cemeteries: 'cemetery',
  caretakers: 'caretaker',
  'service-requests': 'request',
  photos: 'photo',
  projections: 'projection',
  'price-list': 'serviceType',
};
const idKindOf = (field: string) => {
  const match = /^(client|grave|cemetery|caretaker|serviceRequest)Ids?$/.exec(field);
  if (!match) return null;
  return match[1] === 'serviceRequest' ? 'request' : match[1]!;
};

/** Params as they appear in a URL: traversal, bad percent-encoding, long, not a UUID. */
const junkParams = [
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  'a'.repeat(5_000),
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%98',
  '%uD800',
  'null',
  '0',
  '-1',
  '1e309',
  '%20',
  encodeURIComponent('Ж😀'),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  "1'%20OR%20'1'='1",
];

const paramValue = (kind: string | undefined, ids: KnownIds) => {
  const known = (kind && ids[kind]) || [];
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 5, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...junkParams) },
  );
};

const concretePath = (route: AnyRoute, ids: KnownIds) => {
  const segments = route.path.split('/');
  const params = segments.map((segment, i) =>
    segment.startsWith(':')
      ? paramValue(paramKinds[segments[i - 1] ?? ''], ids)
      : fc.constant(segment),
  );
  return fc.tuple(...params).map((parts) => parts.join('/'));
};

type Transport =
  | 'json'
  | 'json-utf16'
  | 'form'
  | 'text'
  | 'multipart'
  | 'no-content-type'
  | 'malformed-json'
  | 'gzip-garbage';

const transport = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Transport>('json') },
  fc.constantFrom<Transport>(
    'json-utf16',
    'form',
    'text',
    'multipart',
    'no-content-type',
    'malformed-json',
    'gzip-garbage',
  ),
);

const malformedJson = [
  '{"name":',
  "{'name':'x'}",
  '{"name":"x",}',
  '\u0000',
  '',
  '\uFEFF{}',
  '{"name":"x"} trailing',
  '{"name":"\\ud800"}',
  '{"name":"\\u0000"}',
  '{"name":1e309}',
  'null',
  '[]',
  '"text"',
];

const fieldText = (value: unknown) => (typeof value === 'string' ? value : toJsonText(value));

const requestInit = (method: string, body: unknown, via: Transport, pick: number): RequestInit => {
  const entries = body !== null && typeof body === 'object' ? Object.entries(body) : [];
  const json = toJsonText(body);
  const withType = (type: string, payload: string): RequestInit => ({
    method,
    headers: { 'content-type': type },
    body: payload,
  });
  switch (via) {
    case 'json':
      return withType('application/json', json);
    case 'json-utf16':
      return withType('application/json; charset=utf-16', json);
    case 'form':
      return withType(
        'application/x-www-form-urlencoded',
        new URLSearchParams(
          entries.map(([k, v]): [string, string] => [k, fieldText(v)]),
        ).toString(),
      );
    case 'text':
      return withType('text/plain', json);
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of entries) form.append(key, fieldText(value));
      return { method, body: form };
    }
    case 'no-content-type':
      return { method, body: new TextEncoder().encode(json) };
    case 'malformed-json':
      return withType('application/json', malformedJson[pick % malformedJson.length]!);
    case 'gzip-garbage':
      // Short: a long body refused mid-stream ends in a reset connection, rightly, which would
      // surface as a failure of whichever call reuses that connection next.
      return {
        method,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: json.slice(0, 1_000),
      };
  }
};

/** A hostile photo upload: the form's fields shaped like the schema, and some file or none. */
const multipartBody = (fieldsSchema: typeof photoUploadFieldsSchema, options: ShapeOptions) =>
  fc
    .tuple(
      shapedBody(fieldsSchema, options),
      fc.constantFrom('photo', 'text', 'truncated', 'empty', 'none', 'two'),
    )
    .map(([fields, file]) => ({ fields, file }));

type PhotoFiles = Record<'photo' | 'text' | 'truncated', Buffer>;

const multipartInit = (
  { fields, file }: { fields: Record<string, unknown>; file: string },
  files: PhotoFiles,
): RequestInit => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, fieldText(value));
  const attach = (bytes: Buffer) =>
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'p.jpg');
  if (file === 'empty') attach(Buffer.alloc(0));
  else if (file === 'two') {
    attach(files.photo);
    attach(files.photo);
  } else if (file !== 'none') attach(files[file as keyof PhotoFiles]);
  return { method: 'POST', body: form };
};

let previousCall: unknown = null;

interface Finding {
  readonly caller: Caller;
  readonly path: string;
  readonly via: string;
  readonly status: number;
  readonly answer: string;
  readonly payload: string;
}

const describeFindings = (route: AnyRoute, findings: readonly Finding[]) =>
  [
    `${findings.length} bad answer(s) from ${label(route)} (HOSTILE_SEED=${seed}):`,
    ...findings
      .slice(0, 8)
      .map(
        (f) =>
          `  ${f.caller} ${f.path.slice(0, 120)} via ${f.via} → ${f.status} ${f.answer.slice(0, 900)}\n    payload: ${f.payload.slice(0, 600)}`,
      ),
  ].join('\n');

/**
 * Routes of a channel this app has not connected (no mailbox, no Instagram here): their 503
 * with this code is the answer they are meant to give, not a failure.
 */
const unavailableByDesign: Readonly<Record<string, string>> = {
  'post /api/communications/sync-email': 'MAILBOX_NOT_CONNECTED',
  'post /api/communications/sync-instagram': 'INSTAGRAM_NOT_CONNECTED',
};
const meantToBeUnavailable = (route: AnyRoute, status: number, text: string) => {
  const code = unavailableByDesign[label(route)];
  try {
    return (
      status === 503 && code !== undefined && (JSON.parse(text) as { code?: unknown }).code === code
    );
  } catch {
    return false;
  }
};

/** What is wrong with an answer, or null: never 5xx, and a 4xx says why in `{message}`. */
const problemWith = async (response: Response, route: AnyRoute) => {
  const text = await response.text();
  if (meantToBeUnavailable(route, response.status, text)) return null;
  if (response.status >= 500) return text || '(no body)';
  if (response.status < 400) return null;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? null : `no message: ${text}`;
  } catch {
    return `not JSON: ${text}`;
  }
};

describe('hostile input against every write route', () => {
  let app: TestApp;
  let ids: KnownIds;
  let sessions: Record<Role, TestClient>;
  /** Signed in afresh for each route that may end or change it. */
  let ownSession: TestClient;
  const ownSessionEmail = 'hostile.own-session@example.com';
  let files: PhotoFiles;

  beforeAll(async () => {
    app = await startTestApp({
      demoAccounts: false,
      env: { DEV_ROLE_SWITCH: 'true' },
      worker: true,
      loginLimits: {
        perEmailAndIp: { failures: 100_000, windowSeconds: 60 },
        perIp: { failures: 100_000, windowSeconds: 60 },
      },
      publicFormLimits: {
        registrations: { requests: 100_000, windowSeconds: 60 },
        guestRequests: { requests: 100_000, windowSeconds: 60 },
      },
    });
    await seedDemoData(
      app.deps,
      app.demoPassword,
      createLocalPhotoStorage(app.config.photoStorageDir),
    );
    const signInAs = (role: Role) =>
      app.signIn(demoAccounts.find((a) => a.role === role)!.email, app.demoPassword);
    sessions = {
      admin: await signInAs('admin'),
      client: await signInAs('client'),
      caretaker: await signInAs('caretaker'),
    };
    await app.createUser({
      email: ownSessionEmail,
      password: 'password-1',
      firstName: 'Own',
      lastName: 'Session',
      role: 'admin',
    });
    // The signed-in client and caretaker are kept out of the pools: deactivating or deleting
    // them ends their sessions (rightly), and the rest of the run would only see 401s.
    const own = async (session: TestClient) =>
      (await (await session.get('/api/auth/user')).json()) as {
        clientId: string | null;
        caretakerId: string | null;
      };
    const signedInRecords = new Set(
      [(await own(sessions.client)).clientId, (await own(sessions.caretaker)).caretakerId].filter(
        (id): id is string => id !== null,
      ),
    );
    ids = Object.fromEntries(
      Object.entries(await gatherIds(sessions.admin)).map(([kind, list]) => [
        kind,
        list.filter((id) => !signedInRecords.has(id)),
      ]),
    );
    files = {
      photo: await cameraPhoto({ width: 64, height: 48 }),
      text: textPretendingToBeJpeg(),
      truncated: await truncatedJpeg(),
    };
  });
  afterAll(() => app?.close());

  const callerClient = (caller: Caller) =>
    caller === 'anonymous'
      ? app.client()
      : caller === 'own-session'
        ? ownSession
        : sessions[caller];

  for (const route of writeRoutes) {
    it(`${label(route)}: never 5xx, every refusal a {message}`, async () => {
      const findings: Finding[] = [];
      if (sessionChangingRoutes.has(label(route)))
        ownSession = await app.signIn(ownSessionEmail, 'password-1');
      const options: ShapeOptions = { ids, idKindOf };
      const fields = multipartFields[label(route)];
      const body = fc.oneof(
        { weight: 8, arbitrary: shapedBody(route.body, options) },
        { weight: 1, arbitrary: hostileWholeBody },
      );
      const payloads = fields
        ? fc.oneof(
            body.map((json) => ({ json })),
            multipartBody(fields, options).map((form) => ({ form })),
          )
        : body.map((json) => ({ json }));
      const callers = callersOf(route);
      const statuses = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...callers),
          concretePath(route, ids),
          payloads,
          transport,
          fc.nat(),
          async (caller, path, payload, via, pick) => {
            const init =
              'form' in payload
                ? multipartInit(payload.form, files)
                : requestInit(route.method.toUpperCase(), payload.json, via, pick);
            const call = {
              caller,
              path,
              via: 'form' in payload ? 'multipart upload' : via,
              payload: previewOf('form' in payload ? payload.form : payload.json),
            };
            const answered = await callerClient(caller)
              .fetch(path, init)
              .then(async (response) => ({
                status: response.status,
                problem: await problemWith(response, route),
              }))
              // A dropped connection is a finding too, with the call before it (it may be the cause).
              .catch((error: Error) => ({
                status: 0,
                problem: `${String(error.cause ?? error)} (previous call: ${JSON.stringify(previousCall).slice(0, 700)})`,
              }));
            previousCall = call;
            const key = `${caller}:${answered.status}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            if (answered.problem)
              findings.push({ ...call, status: answered.status, answer: answered.problem });
          },
        ),
        { seed, numRuns: runsPerCaller * callers.length, endOnFailure: true },
      );
      if (printStats) console.log(label(route), Object.fromEntries(statuses));
      expect(findings, describeFindings(route, findings)).toEqual([]);
    });
  }

  it('leaves every read model running and caught up, and no reactor retrying', async () => {
    const deadline = Date.now() + 30_000;
    let state: { projections: unknown[]; reactors: unknown[] } = { projections: [], reactors: [] };
    const settled = () =>
      (state.projections as { status: string; lag: number }[]).every(
        (p) => p.status === 'running' && p.lag === 0,
      ) &&
      (state.reactors as { status: string; lag: number }[]).every(
        (r) => r.status === 'running' && r.lag === 0,
      );
    do {
      const projections = (await (await sessions.admin.get('/api/admin/projections')).json()) as {
        projections: unknown[];
      };
      const reactors = (await (await sessions.admin.get('/api/admin/reactors')).json()) as {
        reactors: unknown[];
      };
      state = { projections: projections.projections, reactors: reactors.reactors };
      if (settled()) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    } while (Date.now() < deadline);
    expect(state.projections.length).toBeGreaterThan(0);
    expect(settled(), `after the hostile run: ${JSON.stringify(state, null, 1)}`).toBe(true);
  });
});

/** The real records the demo world holds, by kind, as the admin sees them. */
const gatherIds = async (admin: TestClient): Promise<KnownIds> => {
  const json = async <T>(path: string) => (await (await admin.get(path)).json()) as T;
  const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
  const requests = (await json<{ items: { id: string }[] }>('/api/service-requests?pageSize=100'))
    .items;
  const photos = await Promise.all(
    requests.map((r) => json<{ id: string }[]>(`/api/photos?serviceRequestId=${r.id}`)),
  );
  const projections = await json<{ projections: { name: string }[] }>('/api/admin/projections');
  return {
    client: idsOf(await json('/api/clients')),
    grave: idsOf(await json('/api/graves')),
    cemetery: idsOf(await json('/api/cemeteries')),
    caretaker: idsOf(await json('/api/caretakers')),
    request: idsOf(requests),
    photo: photos.flatMap((list) => (Array.isArray(list) ? idsOf(list) : [])),
    projection: projections.projections.map((p) => p.name),
    serviceType: [...serviceTypes],
  };
};
