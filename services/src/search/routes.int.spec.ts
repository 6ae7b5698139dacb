import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caretakerStreamId,
  cemeteryStreamId,
  graveStreamId,
  serviceRequestStreamId,
} from '@memorial-care/contracts/events';
import { textLimits } from '@memorial-care/contracts/domain';
import { searchLimits, searchResultsSchema } from '@memorial-care/contracts/http';
import { cemeteryAddedData } from '../testing/event-data';
import { recordClientRecord, recordEvent } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// GET /api/search over HTTP: the admin's header search, Serbian diacritics folded both ways
// (typed and stored), five groups of at most `perGroup` hits.

let app: TestApp;
let admin: TestClient;
const ids: Record<string, string> = {};

const recordCaretaker = (name: string) => {
  const caretakerId = randomUUID();
  ids[name] = caretakerId;
  return recordEvent(app, caretakerStreamId(caretakerId), 'CaretakerAdded', {
    caretakerId,
    name,
    email: `${caretakerId.slice(0, 8)}@example.com`,
    phone: '+381 60 111222',
    region: 'Beograd',
    isActive: true,
    preferredVisitDays: [],
    holidayDates: [],
    perVisitRate: null,
    preferredPaymentMethod: null,
    bankDetails: null,
    paymentStatus: 'current',
  });
};

const recordGrave = async (clientId: string, cemeteryId: string, deceasedName: string) => {
  const graveId = randomUUID();
  ids[deceasedName] = graveId;
  await recordEvent(app, graveStreamId(graveId), 'GraveAdded', {
    graveId,
    clientId,
    cemeteryId,
    graveNumber: null,
    graveLocation: null,
    deceasedName,
    deceasedDateOfBirth: null,
    deceasedDateOfDeath: null,
    notes: null,
  });
  return graveId;
};

const recordRequest = async (clientId: string, graveId: string, cemeteryId: string) => {
  const requestId = randomUUID();
  await recordEvent(app, serviceRequestStreamId(requestId), 'ServiceRequested', {
    requestId,
    clientId,
    graveId,
    cemeteryId,
    caretakerId: null,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    scheduledDate: null,
    amount: '30.00',
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: null,
    guest: null,
    description: null,
  });
  return requestId;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  const cacak = cemeteryAddedData({ name: 'Gradsko groblje Čačak', city: 'Čačak' });
  ids.cacak = cacak.cemeteryId;
  await recordEvent(app, cemeteryStreamId(cacak.cemeteryId), 'CemeteryAdded', cacak);
  // Stored plain: a typed "ilić" finds it too.
  ids.ilic = await recordClientRecord(app, { name: 'Marko Ilic' });
  ids.zivkovic = await recordClientRecord(app, { name: 'Vesna Živković' });
  await recordGrave(ids.zivkovic, cacak.cemeteryId, 'Đorđe Ilić');
  ids.request = await recordRequest(ids.zivkovic, ids['Đorđe Ilić'] ?? '', cacak.cemeteryId);
  await recordCaretaker('Jovan Đorđević');
  for (let n = 1; n <= searchLimits.perGroup + 2; n++)
    await recordClientRecord(app, { name: `Qwerty Client ${n}` });
});
afterAll(() => app?.close());

const search = async (q: string, client = admin) => {
  const response = await client.get(`/api/search?${new URLSearchParams({ q })}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return searchResultsSchema.parse(await response.json());
};
const idsOf = (hits: readonly { id: string }[]) => hits.map((hit) => hit.id);

describe('GET /api/search', () => {
  it.each([
    ['Ilic', 'Đorđe Ilić'],
    ['Djordje', 'Đorđe Ilić'],
    ['đorđe', 'Đorđe Ilić'],
    ['ILIĆ', 'Đorđe Ilić'],
  ])('finds a grave by its deceased name typed as %s', async (q, deceasedName) => {
    const { graves } = await search(q);
    expect(graves.hits).toEqual([
      {
        id: ids[deceasedName],
        label: deceasedName,
        detail: 'Vesna Živković · Gradsko groblje Čačak',
        clientId: ids.zivkovic,
      },
    ]);
  });

  it('finds a client stored without diacritics by a term typed with them', async () => {
    const { clients } = await search('ilić');
    expect(idsOf(clients.hits)).toEqual([ids.ilic]);
    expect(clients.hits[0]?.label).toBe('Marko Ilic');
  });

  it('folds ž, č and ć in clients and cemeteries', async () => {
    expect(idsOf((await search('Zivkovic')).clients.hits)).toEqual([ids.zivkovic]);
    const { cemeteries } = await search('Cacak');
    expect(cemeteries.hits).toEqual([
      { id: ids.cacak, label: 'Gradsko groblje Čačak', detail: 'Čačak' },
    ]);
  });

  it('finds caretakers and service requests', async () => {
    expect(idsOf((await search('djordjevic')).caretakers.hits)).toEqual([ids['Jovan Đorđević']]);
    const { requests } = await search('zivkov');
    expect(requests.hits).toEqual([
      {
        id: ids.request,
        label: 'Vesna Živković',
        detail: 'Đorđe Ilić · Gradsko groblje Čačak',
        serviceType: 'grave_cleaning',
        status: 'pending',
      },
    ]);
  });

  it('shows at most perGroup hits per group and says there are more', async () => {
    const { clients, graves } = await search('qwerty client');
    expect(clients.hits).toHaveLength(searchLimits.perGroup);
    expect(clients.more).toBe(true);
    expect(graves).toEqual({ hits: [], more: false });
  });

  it('matches the start of a name for a term too short for a substring, and no request', async () => {
    const short = await search('ma');
    expect(idsOf(short.clients.hits)).toEqual([ids.ilic]);
    expect(short.requests.hits).toEqual([]);
    expect((await search('lic')).clients.hits.map((hit) => hit.id)).toContain(ids.ilic);
  });

  it('takes LIKE wildcards literally', async () => {
    const everything = await search('%');
    expect(everything.clients.hits).toEqual([]);
    expect((await search('q_erty')).clients.hits).toEqual([]);
  });

  it.each([
    ['blank', '   '],
    ['too long', 'a'.repeat(textLimits.search + 1)],
    ['a control character', 'ili\u0000c'],
  ])('refuses a %s term with 400', async (_, q) => {
    const response = await admin.get(`/api/search?${new URLSearchParams({ q })}`);
    expect(response.status).toBe(400);
  });

  it('refuses a missing or repeated q with 400', async () => {
    expect((await admin.get('/api/search')).status).toBe(400);
    expect((await admin.get('/api/search?q=ilic&q=cacak')).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await app.client().get('/api/search?q=ilic')).status).toBe(401);
    expect((await (await app.signInAs('client')).get('/api/search?q=ilic')).status).toBe(403);
    expect((await (await app.signInAs('caretaker')).get('/api/search?q=ilic')).status).toBe(403);
  });
});

describe('the requests list search', () => {
  it('finds folded names', async () => {
    const response = await admin.get('/api/service-requests?page=1&pageSize=20&search=ilic');
    const body = (await response.json()) as { items: { id: string }[] };
    expect(body.items.map((item) => item.id)).toEqual([ids.request]);
  });

  it('reads a substring search through the trigram index when the table is large', async () => {
    const plan = await app.deps.pool.transaction(async (tx) => {
      // A handful of rows is scanned whatever the indexes; the plan for a large table is
      // what is asserted.
      await tx.query(sql.unsafe`SET LOCAL enable_seqscan = off`);
      return tx.anyFirst(sql.unsafe`
        EXPLAIN SELECT id FROM service_requests sr
        WHERE sr.search_text LIKE search_fold('%ilić%')`);
    });
    expect(plan.join('\n')).toContain('service_requests_search_text');
  });
});
