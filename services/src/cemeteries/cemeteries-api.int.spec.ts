import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@memorial-care/contracts';
import {
  cemeteryDetailsSchema,
  cemeteryImportResultSchema,
  cemeteryListSchema,
  cemeterySchema,
  publicCemeteryListSchema,
  type CemeteryInput,
} from '@memorial-care/contracts/http';
import { deterministicCemeteryId } from './cemetery-keys';
import { serbianCemeteries } from './serbian-cemeteries';
import { startCemeteryTestApp, type CemeteryTestApp } from './testing/cemetery-test-app';
import { insertReadModelRow } from './testing/read-model-rows';

let app: CemeteryTestApp;

beforeAll(async () => {
  app = await startCemeteryTestApp();
});
afterAll(async () => {
  await app?.close();
});

// Each test starts from an empty cemetery list. Every test creates its own cemeteries, so the
// rows of other read models it inserts never meet another test's; events stay (append-only).
beforeEach(async () => {
  await app.pool.query(sql.unsafe`DELETE FROM cemeteries`);
});

const admin = { role: 'admin' as const };

const create = async (input: CemeteryInput) => {
  const response = await app.request('POST', '/api/cemeteries', { ...admin, body: input });
  expect(response.status).toBe(201);
  return cemeterySchema.parse(response.body);
};

const adminList = async (search?: string) => {
  const query = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  const response = await app.request('GET', `/api/cemeteries${query}`, admin);
  expect(response.status).toBe(200);
  return cemeteryListSchema.parse(response.body);
};

const eventCount = async () => (await app.cemeteryEvents()).length;

const novoGroblje: CemeteryInput = {
  name: 'Novo groblje',
  city: 'Beograd',
  region: 'Grad Beograd',
  address: 'Ruzveltova 50',
};

describe('GET /api/cemeteries', () => {
  it('is public, and shows anyone but an admin only what picks a cemetery', async () => {
    const created = await create({
      ...novoGroblje,
      accessNotes: 'Gate code 1234',
      phones: ['011'],
    });

    for (const role of [undefined, 'client', 'caretaker'] as const) {
      const response = await app.request('GET', '/api/cemeteries', role ? { role } : {});
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        {
          id: created.id,
          name: 'Novo groblje',
          city: 'Beograd',
          region: 'Grad Beograd',
          country: 'Serbia',
        },
      ]);
      expect(publicCemeteryListSchema.parse(response.body)).toHaveLength(1);
    }
    const [full] = await adminList();
    expect(full).toMatchObject({ accessNotes: 'Gate code 1234', phones: ['011'] });
  });

  it('sorts by city, then name, in Serbian alphabetical order', async () => {
    await create({ name: 'Gradsko groblje', city: 'Čačak', region: 'Moravički okrug' });
    await create({ name: 'Zemunsko groblje', city: 'Beograd', region: 'Grad Beograd' });
    await create({ name: 'Bežanijsko groblje', city: 'Beograd', region: 'Grad Beograd' });
    await create({ name: 'Gradsko groblje', city: 'Zaječar', region: 'Zaječarski okrug' });
    await create({ name: 'Gradsko groblje', city: 'Cerovac', region: 'Šumadijski okrug' });

    expect((await adminList()).map((c) => `${c.city}/${c.name}`)).toEqual([
      'Beograd/Bežanijsko groblje',
      'Beograd/Zemunsko groblje',
      'Cerovac/Gradsko groblje',
      'Čačak/Gradsko groblje',
      'Zaječar/Gradsko groblje',
    ]);
  });

  it('searches name, city or region, case-insensitively', async () => {
    await create(novoGroblje);
    await create({ name: 'Almaško groblje', city: 'Novi Sad', region: 'Južnobački okrug' });
    await create({ name: 'Gradsko groblje', city: 'Šabac', region: 'Mačvanski okrug' });

    const names = async (search: string) => (await adminList(search)).map((c) => c.name).sort();
    expect(await names('NOVO')).toEqual(['Novo groblje']);
    expect(await names('novi sad')).toEqual(['Almaško groblje']);
    expect(await names('ŠABAC')).toEqual(['Gradsko groblje']);
    expect(await names('južnobački')).toEqual(['Almaško groblje']);
    expect(await names('groblje')).toEqual(['Almaško groblje', 'Gradsko groblje', 'Novo groblje']);
    expect(await names('%')).toEqual([]);
    expect(await names('   ')).toHaveLength(3);

    const anonymous = await app.request('GET', '/api/cemeteries?search=beograd');
    expect(publicCemeteryListSchema.parse(anonymous.body).map((c) => c.name)).toEqual([
      'Novo groblje',
    ]);
  });
});

describe('POST /api/cemeteries', () => {
  it('creates a cemetery and answers with it; the list shows it at once', async () => {
    const caretakerId = await insertCaretaker('Marko Petrović');
    const before = await eventCount();

    const created = await create({
      ...novoGroblje,
      country: '',
      contact: '  Jovan  ',
      phoneEmail: ' ',
      phones: ['+381 11 1234567'],
      emails: ['uprava@example.rs'],
      caretakerIds: [caretakerId.toUpperCase()],
      preferredVisitHours: 'morning',
    });

    expect(created).toMatchObject({
      name: 'Novo groblje',
      city: 'Beograd',
      region: 'Grad Beograd',
      country: 'Serbia',
      address: 'Ruzveltova 50',
      contact: 'Jovan',
      phoneEmail: null,
      phones: ['+381 11 1234567'],
      emails: ['uprava@example.rs'],
      caretakerIds: [caretakerId],
      preferredVisitHours: 'morning',
      accessNotes: null,
      gravesCount: 0,
      openVisitsCount: 0,
      scheduledVisitsCount: 0,
      nextVisitAt: null,
    });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    expect(await adminList()).toEqual([created]);

    const events = (await app.cemeteryEvents()).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      streamId: `cemetery-${created.id}`,
      type: 'CemeteryAdded',
      data: { cemeteryId: created.id, name: 'Novo groblje', source: 'admin' },
      metadata: { role: 'admin', userId: app.adminUserId },
    });
  });

  it('answers 400 with field errors and writes nothing', async () => {
    const before = await eventCount();
    const cases: [unknown, string[]][] = [
      [{}, ['body.name', 'body.city', 'body.region']],
      [{ name: '  ', city: 'Beograd', region: 'Grad Beograd' }, ['body.name']],
      [{ ...novoGroblje, region: '' }, ['body.region']],
      [{ ...novoGroblje, preferredVisitHours: 'midnight' }, ['body.preferredVisitHours']],
      [{ ...novoGroblje, emails: ['not-an-email'] }, ['body.emails.0']],
      [{ ...novoGroblje, caretakerIds: ['not-a-uuid'] }, ['body.caretakerIds.0']],
    ];
    for (const [body, paths] of cases) {
      const response = await app.request('POST', '/api/cemeteries', { ...admin, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorPaths(response.body)).toEqual(paths);
    }
    expect(await eventCount()).toBe(before);
    expect(await adminList()).toEqual([]);
  });

  it('answers 400 for a caretaker that does not exist, naming the field', async () => {
    const known = await insertCaretaker('Ana');
    const before = await eventCount();
    const response = await app.request('POST', '/api/cemeteries', {
      ...admin,
      body: { ...novoGroblje, caretakerIds: [known, randomUUID()] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ path: 'body.caretakerIds.1', message: 'Unknown caretaker' }],
    });
    expect(await eventCount()).toBe(before);
  });

  it('answers 409 for a second cemetery with the same name in the same city', async () => {
    await create(novoGroblje);
    const before = await eventCount();
    const response = await app.request('POST', '/api/cemeteries', {
      ...admin,
      body: { ...novoGroblje, name: ' NOVO   groblje ', city: 'beograd' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'CEMETERY_ALREADY_EXISTS' });
    expect(await eventCount()).toBe(before);
    // The same name in another city is another cemetery.
    await create({ ...novoGroblje, city: 'Niš', region: 'Nišavski okrug' });
  });
});

describe('PATCH /api/cemeteries/:id', () => {
  it('changes only the given fields (the Add Phone prompt sends only phoneEmail)', async () => {
    const created = await create({ ...novoGroblje, phones: ['011 111'], emails: ['a@example.rs'] });
    const response = await app.request('PATCH', `/api/cemeteries/${created.id}`, {
      ...admin,
      body: { phoneEmail: '+381 64 123 4567' },
    });
    expect(response.status).toBe(200);
    const updated = cemeterySchema.parse(response.body);
    expect(updated).toEqual({
      ...created,
      phoneEmail: '+381 64 123 4567',
      updatedAt: updated.updatedAt,
    });
    expect(await adminList()).toEqual([updated]);

    const [last] = (await app.cemeteryEvents()).slice(-1);
    expect(last).toMatchObject({
      type: 'CemeteryUpdated',
      data: { cemeteryId: created.id, changes: { phoneEmail: '+381 64 123 4567' } },
    });
  });

  it('updates the whole form, clears optional fields, and the list reflects it', async () => {
    const caretakerId = await insertCaretaker('Milan');
    const created = await create({ ...novoGroblje, contact: 'Jovan', caretakerIds: [caretakerId] });
    const response = await app.request('PATCH', `/api/cemeteries/${created.id}`, {
      ...admin,
      body: {
        name: 'Novo groblje Beograd',
        region: 'Beograd',
        contact: '',
        caretakerIds: [],
        preferredVisitHours: 'by-appointment',
        accessNotes: 'Main gate',
      },
    });
    expect(response.status).toBe(200);
    const [listed] = await adminList('novo groblje beograd');
    expect(listed).toMatchObject({
      id: created.id,
      name: 'Novo groblje Beograd',
      city: 'Beograd',
      region: 'Beograd',
      contact: null,
      caretakerIds: [],
      preferredVisitHours: 'by-appointment',
      accessNotes: 'Main gate',
      address: 'Ruzveltova 50',
    });
  });

  it('appends nothing when nothing changes', async () => {
    const created = await create(novoGroblje);
    const before = await eventCount();
    const response = await app.request('PATCH', `/api/cemeteries/${created.id}`, {
      ...admin,
      body: { name: 'Novo groblje', city: 'Beograd' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(created);
    expect(await eventCount()).toBe(before);
  });

  it('answers 400 for blank required fields or a bad visit window, writing nothing', async () => {
    const created = await create(novoGroblje);
    const before = await eventCount();
    for (const [body, path] of [
      [{ name: '' }, 'body.name'],
      [{ region: '   ' }, 'body.region'],
      [{ preferredVisitHours: 'night' }, 'body.preferredVisitHours'],
      [{ caretakerIds: [randomUUID()] }, 'body.caretakerIds.0'],
    ] as const) {
      const response = await app.request('PATCH', `/api/cemeteries/${created.id}`, {
        ...admin,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorPaths(response.body)).toEqual([path]);
    }
    expect(await eventCount()).toBe(before);
    expect(await adminList()).toEqual([created]);
  });

  it('answers 409 when renaming onto another cemetery of the same city', async () => {
    await create(novoGroblje);
    const other = await create({ ...novoGroblje, name: 'Topčidersko groblje' });
    const response = await app.request('PATCH', `/api/cemeteries/${other.id}`, {
      ...admin,
      body: { name: 'novo groblje' },
    });
    expect(response.status).toBe(409);
  });
});

describe('DELETE /api/cemeteries/:id', () => {
  it('deletes; the list, details, a second delete and an update all see it gone', async () => {
    const kept = await create({ ...novoGroblje, name: 'Bežanijsko groblje' });
    const created = await create(novoGroblje);
    const response = await app.request('DELETE', `/api/cemeteries/${created.id}`, admin);
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect(await adminList()).toEqual([kept]);

    expect((await app.request('GET', `/api/cemeteries/${created.id}`, admin)).status).toBe(404);
    expect((await app.request('DELETE', `/api/cemeteries/${created.id}`, admin)).status).toBe(404);
    const patch = await app.request('PATCH', `/api/cemeteries/${created.id}`, {
      ...admin,
      body: { name: 'Again' },
    });
    expect(patch.status).toBe(404);
  });

  it('refuses (409 CEMETERY_HAS_GRAVES) while graves lie in it, and writes nothing', async () => {
    const cemetery = await create(novoGroblje);
    const clientId = await insertClient('Milica Jovanović');
    await insertGrave({ clientId, cemeteryId: cemetery.id, deceasedName: 'Petar' });
    const before = await eventCount();
    const response = await app.request('DELETE', `/api/cemeteries/${cemetery.id}`, admin);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'This cemetery has 1 grave. Move or delete them before deleting the cemetery.',
      code: 'CEMETERY_HAS_GRAVES',
      details: { graves: 1 },
    });
    expect(await eventCount()).toBe(before);
    expect((await app.request('GET', `/api/cemeteries/${cemetery.id}`, admin)).status).toBe(200);
  });
});

describe('unknown ids', () => {
  it.each([randomUUID(), 'not-a-uuid', '123'])('answers 404 for %s', async (id) => {
    const before = await eventCount();
    expect((await app.request('GET', `/api/cemeteries/${id}`, admin)).status).toBe(404);
    const patch = await app.request('PATCH', `/api/cemeteries/${id}`, {
      ...admin,
      body: { phoneEmail: 'x' },
    });
    expect(patch.status).toBe(404);
    expect((await app.request('DELETE', `/api/cemeteries/${id}`, admin)).status).toBe(404);
    expect(await eventCount()).toBe(before);
  });
});

describe('who may do what', () => {
  it('answers 401 to anonymous and 403 to clients and caretakers, writing nothing', async () => {
    const existing = await create(novoGroblje);
    const before = await eventCount();
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/cemeteries', { ...novoGroblje, name: 'Other' }],
      ['PATCH', `/api/cemeteries/${existing.id}`, { name: 'Other' }],
      ['DELETE', `/api/cemeteries/${existing.id}`],
      ['POST', '/api/cemeteries/import-serbian'],
      ['GET', `/api/cemeteries/${existing.id}`],
    ];
    const expectations: [Role | undefined, number][] = [
      [undefined, 401],
      ['client', 403],
      ['caretaker', 403],
    ];
    for (const [method, path, body] of calls)
      for (const [role, status] of expectations) {
        const response = await app.request(method, path, { ...(role ? { role } : {}), body });
        expect(response.status, `${role ?? 'anonymous'} ${method} ${path}`).toBe(status);
      }
    expect(await eventCount()).toBe(before);
    expect(await adminList()).toEqual([existing]);
  });
});

describe('POST /api/cemeteries/import-serbian', () => {
  // Each case on its own fresh database: the import's streams outlive a truncated read model.
  const withFreshApp = (test: (fresh: CemeteryTestApp) => Promise<void>) => async () => {
    const fresh = await startCemeteryTestApp();
    try {
      await test(fresh);
    } finally {
      await fresh.close();
    }
  };
  const runImport = async (fresh: CemeteryTestApp) => {
    const response = await fresh.request('POST', '/api/cemeteries/import-serbian', admin);
    expect(response.status).toBe(200);
    return cemeteryImportResultSchema.parse(response.body);
  };
  const listOf = async (fresh: CemeteryTestApp) =>
    cemeteryListSchema.parse((await fresh.request('GET', '/api/cemeteries', admin)).body);
  const total = serbianCemeteries.length;

  it(
    'imports at least 60 Serbian cemeteries once; a second import skips every one',
    withFreshApp(async (fresh) => {
      expect(total).toBeGreaterThanOrEqual(60);
      expect(await runImport(fresh)).toEqual({ imported: total, skipped: 0 });
      const listed = await listOf(fresh);
      expect(listed).toHaveLength(total);
      expect(listed).toContainEqual(
        expect.objectContaining({ name: 'Novo groblje', city: 'Beograd', region: 'Grad Beograd' }),
      );
      const events = await fresh.cemeteryEvents();
      expect(events.every((e) => e.type === 'CemeteryAdded')).toBe(true);
      expect(events.map((e) => (e.data as { source: string }).source)).toEqual(
        Array(total).fill('serbian-import'),
      );

      expect(await runImport(fresh)).toEqual({ imported: 0, skipped: total });
      expect(await fresh.cemeteryEvents()).toHaveLength(total);
    }),
  );

  it(
    'skips a cemetery already added by hand, whatever its case',
    withFreshApp(async (fresh) => {
      const manual = await fresh.request('POST', '/api/cemeteries', {
        ...admin,
        body: { name: 'NOVO GROBLJE', city: 'beograd', region: 'Beograd' },
      });
      expect(manual.status).toBe(201);
      expect(await runImport(fresh)).toEqual({ imported: total - 1, skipped: 1 });
      expect(await listOf(fresh)).toHaveLength(total);
    }),
  );

  it(
    'never imports one twice, even when two imports run at once',
    withFreshApp(async (fresh) => {
      const [a, b] = await Promise.all([runImport(fresh), runImport(fresh)]);
      expect(a!.imported + b!.imported).toBe(total);
      expect(a!.skipped + b!.skipped).toBe(total);
      expect(await fresh.cemeteryEvents()).toHaveLength(total);
      expect(await listOf(fresh)).toHaveLength(total);
    }),
  );

  it(
    'skips an imported cemetery an admin renamed, and re-imports one an admin deleted',
    withFreshApp(async (fresh) => {
      await runImport(fresh);
      const novo = deterministicCemeteryId('Novo groblje', 'Beograd');
      const renamed = deterministicCemeteryId('Bežanijsko groblje', 'Beograd');
      const rename = await fresh.request('PATCH', `/api/cemeteries/${renamed}`, {
        ...admin,
        body: { name: 'Bežanija' },
      });
      expect(rename.status).toBe(200);
      expect((await fresh.request('DELETE', `/api/cemeteries/${novo}`, admin)).status).toBe(204);

      expect(await runImport(fresh)).toEqual({ imported: 1, skipped: total - 1 });
      const listed = await listOf(fresh);
      expect(listed).toHaveLength(total);
      expect(listed.find((c) => c.id === novo)).toMatchObject({ name: 'Novo groblje' });
      expect(listed.find((c) => c.id === renamed)).toMatchObject({ name: 'Bežanija' });
    }),
  );
});

describe('figures from graves and service requests', () => {
  // The graves, clients, caretakers and service-request read models are built concurrently by
  // other features: their rows are inserted directly here, in the agreed columns.
  it('counts graves, open and scheduled visits, and finds the next visit still to come', async () => {
    const cemetery = await create(novoGroblje);
    const other = await create({ ...novoGroblje, name: 'Bežanijsko groblje' });
    const clientId = await insertClient('Milica Jovanović');
    const grave1 = await insertGrave({ clientId, cemeteryId: cemetery.id, deceasedName: 'Petar' });
    const grave2 = await insertGrave({ clientId, cemeteryId: cemetery.id, deceasedName: 'Ana' });
    await insertGrave({ clientId, cemeteryId: other.id, deceasedName: 'Elsewhere' });

    const now = Date.now();
    const in_ = (days: number) => new Date(now + days * 86_400_000);
    await insertRequest({
      graveId: grave1,
      cemeteryId: cemetery.id,
      status: 'pending',
      at: in_(9),
    });
    await insertRequest({
      graveId: grave1,
      cemeteryId: cemetery.id,
      status: 'in_progress',
      at: in_(4),
    });
    await insertRequest({ graveId: grave2, cemeteryId: cemetery.id, status: 'pending', at: null });
    // Scheduled visits are counted apart and are not "open", but one is the next visit;
    // done ones count nowhere, and an overdue one is not "next".
    await insertRequest({
      graveId: grave1,
      cemeteryId: cemetery.id,
      status: 'pending',
      at: in_(-3),
    });
    await insertRequest({
      graveId: grave2,
      cemeteryId: cemetery.id,
      status: 'scheduled',
      at: in_(1),
    });
    await insertRequest({
      graveId: grave2,
      cemeteryId: cemetery.id,
      status: 'completed',
      at: in_(2),
    });
    await insertRequest({
      graveId: grave2,
      cemeteryId: cemetery.id,
      status: 'cancelled',
      at: in_(3),
    });
    await insertRequest({ graveId: null, cemeteryId: other.id, status: 'pending', at: in_(1) });

    const byId = new Map((await adminList()).map((c) => [c.id, c]));
    expect(byId.get(cemetery.id)).toMatchObject({
      gravesCount: 2,
      openVisitsCount: 4,
      scheduledVisitsCount: 1,
      nextVisitAt: in_(1).toISOString(),
    });
    expect(byId.get(other.id)).toMatchObject({
      gravesCount: 1,
      openVisitsCount: 1,
      scheduledVisitsCount: 0,
      nextVisitAt: in_(1).toISOString(),
    });
  });

  it('details: caretakers by name, graves with client and two upcoming visits, "and N more"', async () => {
    const milan = await insertCaretaker('Milan Ilić');
    const jelena = await insertCaretaker('Jelena Marković');
    const cemetery = await create({ ...novoGroblje, caretakerIds: [milan, jelena] });
    const clientId = await insertClient('Milica Jovanović');
    const busy = await insertGrave({
      clientId,
      cemeteryId: cemetery.id,
      deceasedName: 'Dragan Jovanović',
      graveNumber: '12/B',
    });
    const quiet = await insertGrave({
      clientId,
      cemeteryId: cemetery.id,
      deceasedName: 'Ana Petrović',
    });

    const now = Date.now();
    const in_ = (days: number) => new Date(now + days * 86_400_000);
    const soonest = await insertRequest({
      graveId: busy,
      cemeteryId: cemetery.id,
      status: 'scheduled',
      at: in_(2),
    });
    const second = await insertRequest({
      graveId: busy,
      cemeteryId: cemetery.id,
      status: 'pending',
      at: in_(5),
    });
    await insertRequest({
      graveId: busy,
      cemeteryId: cemetery.id,
      status: 'in_progress',
      at: in_(8),
    });
    await insertRequest({ graveId: busy, cemeteryId: cemetery.id, status: 'pending', at: in_(30) });
    // Not upcoming: in the past, done, cancelled, or without a date.
    await insertRequest({ graveId: busy, cemeteryId: cemetery.id, status: 'pending', at: in_(-1) });
    await insertRequest({
      graveId: busy,
      cemeteryId: cemetery.id,
      status: 'completed',
      at: in_(1),
    });
    await insertRequest({
      graveId: quiet,
      cemeteryId: cemetery.id,
      status: 'cancelled',
      at: in_(1),
    });
    await insertRequest({ graveId: quiet, cemeteryId: cemetery.id, status: 'pending', at: null });

    const response = await app.request('GET', `/api/cemeteries/${cemetery.id}`, admin);
    expect(response.status).toBe(200);
    const details = cemeteryDetailsSchema.parse(response.body);
    expect(details).toMatchObject({ id: cemetery.id, gravesCount: 2, scheduledVisitsCount: 1 });
    expect(details.caretakers).toEqual([
      { id: milan, name: 'Milan Ilić' },
      { id: jelena, name: 'Jelena Marković' },
    ]);
    expect(details.graves).toEqual([
      {
        id: quiet,
        deceasedName: 'Ana Petrović',
        graveNumber: null,
        clientName: 'Milica Jovanović',
        upcomingVisits: [],
        moreUpcomingVisits: 0,
      },
      {
        id: busy,
        deceasedName: 'Dragan Jovanović',
        graveNumber: '12/B',
        clientName: 'Milica Jovanović',
        upcomingVisits: [
          {
            id: soonest,
            serviceType: 'grave_cleaning',
            status: 'scheduled',
            scheduledDate: in_(2).toISOString(),
          },
          {
            id: second,
            serviceType: 'grave_cleaning',
            status: 'pending',
            scheduledDate: in_(5).toISOString(),
          },
        ],
        moreUpcomingVisits: 2,
      },
    ]);
  });

  it('lists only caretakers that still exist', async () => {
    const kept = await insertCaretaker('Kept');
    const gone = await insertCaretaker('Gone');
    const cemetery = await create({ ...novoGroblje, caretakerIds: [gone, kept] });
    await app.pool.query(sql.unsafe`DELETE FROM caretakers WHERE id = ${gone}`);
    const [listed] = await adminList();
    expect(listed?.caretakerIds).toEqual([kept]);
    const details = await app.request('GET', `/api/cemeteries/${cemetery.id}`, admin);
    expect(cemeteryDetailsSchema.parse(details.body).caretakers).toEqual([
      { id: kept, name: 'Kept' },
    ]);
  });
});

// --- read-model rows of other features, in their agreed columns ---

const errorPaths = (body: unknown) =>
  ((body as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path);

const insertCaretaker = async (name: string) => {
  const id = randomUUID();
  await insertReadModelRow(app.pool, 'caretakers', {
    id,
    name,
    email: `${id}@example.rs`,
    phone: '+381 60 000000',
  });
  return id;
};

const insertClient = async (name: string) => {
  const id = randomUUID();
  await insertReadModelRow(app.pool, 'clients', { id, name, email: `${id}@example.com` });
  return id;
};

const insertGrave = async (grave: {
  clientId: string;
  cemeteryId: string;
  deceasedName: string;
  graveNumber?: string;
}) => {
  const id = randomUUID();
  await insertReadModelRow(app.pool, 'graves', {
    id,
    client_id: grave.clientId,
    cemetery_id: grave.cemeteryId,
    grave_number: grave.graveNumber ?? null,
    deceased_name: grave.deceasedName,
  });
  return id;
};

const insertRequest = async (request: {
  graveId: string | null;
  cemeteryId: string;
  status: string;
  at: Date | null;
}) => {
  const id = randomUUID();
  await insertReadModelRow(app.pool, 'service_requests', {
    id,
    grave_id: request.graveId,
    cemetery_id: request.cemeteryId,
    service_type: 'grave_cleaning',
    status: request.status,
    scheduled_date: request.at?.toISOString() ?? null,
  });
  return id;
};
