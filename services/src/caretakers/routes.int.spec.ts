import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caretakerListSchema } from '@memorial-care/contracts/http';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp } from '../testing/test-app';
import { addCaretaker, deleteCaretaker, updateCaretakerHolidays } from './commands';
import { caretakersRoutes } from './routes';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ routes: [caretakersRoutes] });
});
afterAll(() => app?.close());

describe('GET /api/caretakers', () => {
  it('turns away anonymous callers (401) and the client and caretaker roles (403)', async () => {
    expect((await app.client().get('/api/caretakers')).status).toBe(401);
    expect((await (await app.signInAs('client')).get('/api/caretakers')).status).toBe(403);
    expect((await (await app.signInAs('caretaker')).get('/api/caretakers')).status).toBe(403);
  });

  it('gives an admin the whole list, by name, with holidays and rates as the contract says', async () => {
    const milan = await addCaretaker(
      app.deps,
      { name: 'Milan Ristić', email: 'milan@example.rs', phone: '064 111 222' },
      systemContext(),
    );
    const dragan = await addCaretaker(
      app.deps,
      {
        name: 'Dragan Nikolić',
        email: 'dragan@example.rs',
        phone: '063 123 456',
        region: 'Beograd',
        preferredVisitDays: ['Saturday', 'Monday'],
        perVisitRate: '30',
        preferredPaymentMethod: 'cash',
      },
      systemContext(),
    );
    await updateCaretakerHolidays(
      app.deps,
      { caretakerId: dragan.id, holidayDates: ['2025-12-25', '2025-12-24'] },
      systemContext(),
    );
    const gone = await addCaretaker(
      app.deps,
      { name: 'Gone Away', email: 'gone@example.rs', phone: '060 000' },
      systemContext(),
    );
    const last = await deleteCaretaker(app.deps, { caretakerId: gone.id }, systemContext());
    if (last.position) await app.deps.waitForProjections(last.position);

    const response = await (await app.signInAs('admin')).get('/api/caretakers');
    expect(response.status).toBe(200);
    const caretakers = caretakerListSchema.parse(await response.json());
    expect(caretakers.map((c) => c.id)).toEqual([dragan.id, milan.id]);
    expect(caretakers[0]).toMatchObject({
      name: 'Dragan Nikolić',
      region: 'Beograd',
      isActive: true,
      preferredVisitDays: ['Monday', 'Saturday'],
      perVisitRate: '30.00',
      preferredPaymentMethod: 'cash',
      paymentStatus: 'current',
      holidayDates: ['2025-12-24', '2025-12-25'],
    });
    expect(caretakers[1]).toMatchObject({ perVisitRate: null, region: null, holidayDates: [] });
  });
});
