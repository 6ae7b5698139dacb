import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@memorial-care/projections';
import { startTestApp, type TestApp } from '../testing/test-app';
import { systemRoutes } from './routes';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ routes: [systemRoutes] });
});
afterAll(() => app?.close());

describe('GET /api/admin/projections', () => {
  it('is for admins only', async () => {
    expect((await app.client().get('/api/admin/projections')).status).toBe(401);
    for (const role of ['client', 'caretaker'] as const)
      expect((await (await app.signInAs(role)).get('/api/admin/projections')).status).toBe(403);
  });

  it('shows every read model running and caught up with the log', async () => {
    const response = await (await app.signInAs('admin')).get('/api/admin/projections');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      projections: { name: string; status: string; lag: number; eventsProcessed: number }[];
    };
    expect(body.projections.map((p) => p.name).sort()).toEqual(
      allProjections.map((p) => p.name).sort(),
    );
    for (const projection of body.projections) {
      expect(projection).toMatchObject({ status: 'running', lag: 0 });
      // The demo accounts' events went through every runner.
      expect(projection.eventsProcessed).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/admin/projections/:name/resume', () => {
  it('answers 404 for an unknown projection and 204 for a known one', async () => {
    const admin = await app.signInAs('admin');
    expect((await admin.post('/api/admin/projections/nope/resume')).status).toBe(404);
    expect((await admin.post('/api/admin/projections/cemeteries/resume')).status).toBe(204);
    expect(
      (await (await app.signInAs('client')).post('/api/admin/projections/cemeteries/resume'))
        .status,
    ).toBe(403);
  });
});
