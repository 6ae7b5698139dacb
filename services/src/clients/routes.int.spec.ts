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
