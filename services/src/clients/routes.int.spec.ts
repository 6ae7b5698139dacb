import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientListSchema } from '@memorial-care/contracts/http';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp } from '../testing/test-app';
import { registerClient } from './commands';
import { clientsRoutes } from './routes';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ routes: [clientsRoutes] });
});
afterAll(() => app?.close());

describe('GET /api/clients', () => {
  it('turns away anonymous callers (401) and the client and caretaker roles (403)', async () => {
    expect((await app.client().get('/api/clients')).status).toBe(401);
    expect((await (await app.signInAs('client')).get('/api/clients')).status).toBe(403);
    expect((await (await app.signInAs('caretaker')).get('/api/clients')).status).toBe(403);
  });

  it('gives an admin every client, by name, as the contract describes', async () => {
    const suffix = randomUUID().slice(0, 8);
    const zorana = await registerClient(
      app.deps,
      { name: 'Zorana Lukić', email: `zorana.${suffix}@example.com`, selectedPlan: 'basic' },
      systemContext(),
    );
    const aleksa = await registerClient(
      app.deps,
      {
        name: 'Aleksa Babić',
        email: `Aleksa.${suffix}@Example.com`,
        phone: '+61 2 5550 1234',
        country: 'Australia',
        preferredLanguage: 'English',
        source: 'self-registration',
      },
      systemContext(),
    );
    if (aleksa.position) await app.deps.waitForProjections(aleksa.position);

    const response = await (await app.signInAs('admin')).get('/api/clients');
    expect(response.status).toBe(200);
    const clients = clientListSchema.parse(await response.json());
    const ours = clients.filter((c) => c.id === zorana.id || c.id === aleksa.id);
    expect(ours).toEqual([
      expect.objectContaining({
        id: aleksa.id,
        name: 'Aleksa Babić',
        email: `aleksa.${suffix}@example.com`,
        phone: '+61 2 5550 1234',
        country: 'Australia',
        preferredLanguage: 'English',
        selectedPlan: null,
        planStatus: 'inactive',
        totalPaid: '0.00',
      }),
      expect.objectContaining({
        id: zorana.id,
        name: 'Zorana Lukić',
        country: 'Serbia',
        preferredLanguage: 'Serbian',
        selectedPlan: 'basic',
        planStatus: 'active',
      }),
    ]);
  });
});

describe('GET /api/clients/recent', () => {
  it('is for admins only', async () => {
    expect((await app.client().get('/api/clients/recent')).status).toBe(401);
    expect((await (await app.signInAs('client')).get('/api/clients/recent')).status).toBe(403);
    expect((await (await app.signInAs('caretaker')).get('/api/clients/recent')).status).toBe(403);
  });

  it('lists self-registrations of the last 30 days, newest first, and nothing older', async () => {
    const suffix = randomUUID().slice(0, 8);
    const at = (daysAgo: number) => systemContext(new Date(Date.now() - daysAgo * 86_400_000));
    const register = (name: string, source: 'admin' | 'self-registration', daysAgo: number) =>
      registerClient(
        app.deps,
        { name, email: `${name.toLowerCase()}.${suffix}@example.com`, source },
        at(daysAgo),
      );
    const old = await register('Stara', 'self-registration', 31);
    const byAdmin = await register('Admin', 'admin', 1);
    const earlier = await register('Ranija', 'self-registration', 5);
    const latest = await register('Najnovija', 'self-registration', 0);
    if (latest.position) await app.deps.waitForProjections(latest.position);

    const response = await (await app.signInAs('admin')).get('/api/clients/recent');
    expect(response.status).toBe(200);
    const ids = clientListSchema.parse(await response.json()).map((c) => c.id);
    expect(ids.filter((id) => [old.id, byAdmin.id, earlier.id, latest.id].includes(id))).toEqual([
      latest.id,
      earlier.id,
    ]);
  });
});
