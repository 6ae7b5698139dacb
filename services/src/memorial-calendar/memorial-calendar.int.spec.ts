import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorialCalendarDays } from '@memorial-care/contracts/domain';
import { memorialCalendarLimits, memorialCalendarSchema } from '@memorial-care/contracts/http';
import { startTestApp, type TestApp } from '../testing/test-app';

// GET /api/memorial-calendar over HTTP: the general days for every signed-in role, the range
// checked by the contracts' query schema.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('GET /api/memorial-calendar', () => {
  it('answers the general days of the range in date order, to every signed-in role', async () => {
    for (const role of ['admin', 'client', 'caretaker'] as const) {
      const response = await (
        await app.signInAs(role)
      ).get('/api/memorial-calendar?from=2025-10-01&to=2026-04-30');
      expect(response.status, role).toBe(200);
      const days = memorialCalendarSchema.parse(await response.json());
      // The calendar's own dates are pinned by its unit tests; here the route answers them.
      expect(days, role).toEqual(memorialCalendarDays('2025-10-01', '2026-04-30'));
      expect(days, role).toContainEqual({ kind: 'pobusaniPonedeljak', date: '2026-04-20' });
    }
  });

  it('takes a range of the longest length', async () => {
    const admin = await app.signInAs('admin');
    const response = await admin.get('/api/memorial-calendar?from=2025-01-01&to=2028-01-03');
    expect(response.status).toBe(200);
    // Nine general days a year, 2025–2027 (the first in 2028 is Christmas, 7 January).
    expect(memorialCalendarSchema.parse(await response.json())).toHaveLength(27);
  });

  it.each([
    ['from=2026-03-10&to=2026-03-09', 'query.to', 'to must not be before from'],
    [
      'from=2025-01-01&to=2028-01-04',
      'query.to',
      `At most ${memorialCalendarLimits.maxRangeDays} days at once`,
    ],
    ['from=2026-02-30&to=2026-03-02', 'query.from', undefined],
    ['from=1999-12-31&to=2000-01-31', 'query.from', undefined],
    ['to=2026-03-01', 'query.from', undefined],
    ['from=2026-03-01', 'query.to', undefined],
  ])('answers 400 to %s', async (query, path, message) => {
    const response = await (await app.signInAs('admin')).get(`/api/memorial-calendar?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toContainEqual(
      expect.objectContaining({ path, ...(message ? { message } : {}) }),
    );
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await app.client().get('/api/memorial-calendar?from=2026-01-01&to=2026-12-31');
    expect(response.status).toBe(401);
  });
});
