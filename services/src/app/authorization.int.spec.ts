import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '@memorial-care/contracts';
import { checkAccess, type AnyRoute, type SessionUser } from '../http/route';
import { loadConfig } from '../config/config';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { createAllRoutes } from './all-routes';

// Walks the route table of the whole app: every route declares who may call it, anonymous
// callers are turned away from everything that is not public, and a role-restricted route
// rejects the other roles — over real HTTP, with real sessions.

/** Routes open to anonymous callers, each on purpose (DESIGN.md: landing data, guest request,
 * registration, invite lookup/activation, sign-in). A new public route must be added here. */
const intendedPublicRoutes = new Set([
  'post /api/login',
  'get /api/logout',
  'post /api/logout',
  'get /api/public/config',
  'get /healthz',
  'get /readyz',
  'get /api/cemeteries',
]);

const routeTable: readonly AnyRoute[] = createAllRoutes({
  // The development role switch is on so its route is in the table too.
  config: loadConfig({ NODE_ENV: 'test', DEV_ROLE_SWITCH: 'true' }),
  loginRateLimiter: {
    check: async () => {},
    recordFailure: async () => {},
    recordSuccess: async () => {},
  },
  readinessChecks: {},
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
