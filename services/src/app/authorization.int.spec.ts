import type { MailQueue } from '../mail/mail-queue';
import type { PhotoStorage } from '../photos/photo-storage';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '@memorial-care/contracts';
import {
  graveListSchema,
  registrationResultSchema,
  serviceRequestPageSchema,
} from '@memorial-care/contracts/http';
import { checkAccess, type AnyRoute, type SessionUser } from '../http/route';
import { loadConfig } from '../config/config';
import { requestService } from '../service-requests/commands';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { createAllRoutes } from './all-routes';

// Walks the route table of the whole app: every route declares who may call it, anonymous
// callers are turned away from everything that is not public, and a role-restricted route
// rejects the other roles — over real HTTP, with real sessions.

/** Routes open to anonymous callers, each on purpose (DESIGN.md: landing data, guest request,
 * registration, invite lookup/activation, sign-in). A new public route must be added here. */
const intendedPublicRoutes = new Set([
  'post /api/login',
  'post /api/logout',
  'get /api/public/config',
  'get /healthz',
  'get /readyz',
  'get /api/cemeteries',
  'post /api/registrations',
  'post /api/service-requests/guest',
  'get /api/invite/:token',
  'post /api/invite/:token/activate',
  // Calendar apps send no cookies: the secret token in the URL is the access (calendar-feeds).
  'get /api/calendar-feed/:token',
]);

/** The accounts-and-onboarding routes only admins may call (checked to be in the sweep). */
const onboardingAdminRoutes = [
  'get /api/clients/recent',
  'post /api/clients/:id/approve',
  'post /api/clients/:id/invite-email',
];

// The route table is only inspected here; no handler runs, so no real queue is needed.
const inspectedOnly = null as unknown as MailQueue;
const noPhotoFiles = null as unknown as PhotoStorage;

const routeTable: readonly AnyRoute[] = createAllRoutes({
  // The development role switch is on so its route is in the table too.
  config: loadConfig({ NODE_ENV: 'test', DEV_ROLE_SWITCH: 'true' }),
  loginRateLimiter: {
    consumeAttempt: async () => {},
    recordSuccess: async () => {},
  },
  readinessChecks: {},
  mailQueue: inspectedOnly,
  photoStorage: noPhotoFiles,
});

const label = (route: AnyRoute) => `${route.method} ${route.path}`;
/** A concrete URL for a route pattern: every `:param` becomes an id that exists nowhere. */
const concretePath = (path: string) => path.replace(/:[A-Za-z]+/g, () => randomUUID());

const call = (client: TestClient, route: AnyRoute) =>
  route.method === 'get' || route.method === 'delete'
    ? client.fetch(concretePath(route.path), { method: route.method.toUpperCase() })
    : client.fetch(concretePath(route.path), {
        method: route.method.toUpperCase(),
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });

const sessionUser = (role: Role | null): SessionUser => ({
  id: randomUUID(),
  email: 'someone@example.com',
  role,
  clientId: null,
  caretakerId: null,
  firstName: null,
  lastName: null,
});

describe('the route table', () => {
  it('has each method and path once', () => {
    const labels = routeTable.map(label);
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('declares access on every route: public, signed-in or a list of known roles', () => {
    for (const route of routeTable) {
      const { access } = route;
      const valid =
        access === 'public' ||
        access === 'signed-in' ||
        (Array.isArray(access) &&
          access.length > 0 &&
          access.every((role: string) => (roles as readonly string[]).includes(role)));
      expect(valid, `${label(route)} declares access ${JSON.stringify(access)}`).toBe(true);
    }
  });

  it('makes public only the routes meant to be public', () => {
    const publicRoutes = routeTable.filter((r) => r.access === 'public').map(label);
    for (const route of publicRoutes)
      expect(intendedPublicRoutes.has(route), `${route} is public but not on the list`).toBe(true);
  });

  it('lets admins call every route that is not public', () => {
    for (const route of routeTable)
      expect(() => checkAccess(route.access, sessionUser('admin')), label(route)).not.toThrow();
  });

  it('lists the onboarding routes for admins only, and the public forms as public', () => {
    const byLabel = new Map(routeTable.map((route) => [label(route), route.access]));
    for (const route of onboardingAdminRoutes) expect(byLabel.get(route), route).toEqual(['admin']);
    for (const route of intendedPublicRoutes) expect(byLabel.get(route), route).toBe('public');
  });

  it('has no role switch unless DEV_ROLE_SWITCH is on', () => {
    const withoutSwitch = createAllRoutes({
      config: loadConfig({ NODE_ENV: 'test' }),
      loginRateLimiter: {
        consumeAttempt: async () => {},
        recordSuccess: async () => {},
      },
      readinessChecks: {},
      mailQueue: inspectedOnly,
      photoStorage: noPhotoFiles,
    });
    expect(withoutSwitch.map(label)).not.toContain('post /api/auth/switch-role');
    expect(routeTable.map(label)).toContain('post /api/auth/switch-role');
  });

  it('lets a user without a role call only public and signed-in routes', () => {
    for (const route of routeTable.filter((r) => Array.isArray(r.access)))
      expect(() => checkAccess(route.access, sessionUser(null)), label(route)).toThrow();
  });
});

describe('access over HTTP', () => {
  let app: TestApp;
  let signedIn: Record<Role, TestClient>;
  beforeAll(async () => {
    app = await startTestApp({ env: { DEV_ROLE_SWITCH: 'true' } });
    signedIn = {
      admin: await app.signInAs('admin'),
      client: await app.signInAs('client'),
      caretaker: await app.signInAs('caretaker'),
    };
  });
  afterAll(() => app?.close());

  // A 401 also shows the route is registered: an unknown path would answer 404.
  it('answers 401 to anonymous callers of every non-public route', async () => {
    for (const route of routeTable.filter((r) => r.access !== 'public')) {
      const response = await call(app.client(), route);
      expect(response.status, label(route)).toBe(401);
      expect(await response.json(), label(route)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers 403 to signed-in users whose role a route does not allow', async () => {
    const restricted = routeTable.filter((r) => Array.isArray(r.access));
    for (const route of restricted)
      for (const role of roles.filter((r) => !(route.access as readonly Role[]).includes(r))) {
        const response = await call(signedIn[role], route);
        expect(response.status, `${role} → ${label(route)}`).toBe(403);
      }
  });

  // Reachable: whatever the answer (400 for an empty form, 404 for an unknown invite token), it
  // is the route's own, never a refusal for want of a session and never "no such route".
  it('lets anonymous callers reach every public route', async () => {
    for (const route of routeTable.filter((r) => r.access === 'public')) {
      const response = await call(app.client(), route);
      expect([401, 403], label(route)).not.toContain(response.status);
      if (response.status === 404)
        expect(await response.json(), label(route)).not.toEqual({
          message: 'Not found',
          code: 'NOT_FOUND',
        });
    }
  });

  it('keeps admin-only routes from clients, caretakers and anonymous callers', async () => {
    const adminOnly = routeTable.filter(
      (r) => Array.isArray(r.access) && r.access.length === 1 && r.access[0] === 'admin',
    );
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const route of adminOnly) {
      expect((await call(app.client(), route)).status, `anonymous → ${label(route)}`).toBe(401);
      expect((await call(signedIn.client, route)).status, `client → ${label(route)}`).toBe(403);
      expect((await call(signedIn.caretaker, route)).status, `caretaker → ${label(route)}`).toBe(
        403,
      );
    }
  });
});

describe('a client’s own data only', () => {
  let app: TestApp;
  type Account = { clientId: string; graveId: string; client: TestClient };
  const accounts = {} as Record<'ana' | 'boris', Account>;
  beforeAll(async () => {
    app = await startTestApp();
    for (const name of ['ana', 'boris'] as const) {
      const email = `${name}.${randomUUID().slice(0, 8)}@example.com`;
      const response = await app.client().post('/api/registrations', {
        name: `${name} Test`,
        email,
        phone: '+381 60 000000',
        address: 'Beograd',
        country: 'serbia',
        password: 'password-1',
        confirmPassword: 'password-1',
        deceasedName: `${name} senior`,
        cemeteryName: 'Novo groblje',
      });
      const { clientId, graveId } = registrationResultSchema.parse(await response.json());
      const request = await requestService(
        app.deps,
        { clientId, graveId, serviceType: 'grave_cleaning' },
        systemContext(),
      );
      if (request.position) await app.deps.waitForProjections(request.position);
      accounts[name] = {
        clientId,
        graveId: graveId as string,
        client: await app.signIn(email, 'password-1'),
      };
    }
  });
  afterAll(() => app?.close());

  it('shows a client only their own graves, whatever client id they ask for', async () => {
    const { ana, boris } = accounts;
    for (const path of ['/api/graves', `/api/graves?clientId=${boris.clientId}`]) {
      const graves = graveListSchema.parse(await (await ana.client.get(path)).json());
      expect(
        graves.map((g) => g.id),
        path,
      ).toEqual([ana.graveId]);
    }
  });

  it('shows a client only their own service requests', async () => {
    const { ana } = accounts;
    const page = serviceRequestPageSchema.parse(
      await (await ana.client.get('/api/service-requests')).json(),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r) => r.clientId === ana.clientId)).toBe(true);
  });

  it('lets a client neither approve, mail invites, nor read the registrations', async () => {
    const { ana, boris } = accounts;
    for (const clientId of [ana.clientId, boris.clientId]) {
      expect((await ana.client.post(`/api/clients/${clientId}/approve`)).status).toBe(403);
      expect((await ana.client.post(`/api/clients/${clientId}/invite-email`)).status).toBe(403);
    }
    expect((await ana.client.get('/api/clients/recent')).status).toBe(403);
    expect((await ana.client.get('/api/clients')).status).toBe(403);
    // Nothing was issued by the refused calls: each client still has its one invite.
    for (const { clientId } of [ana, boris])
      expect((await app.streamEvents(`invites-${clientId}`)).map((e) => e.type)).toEqual([
        'InviteIssued',
      ]);
  });
});
