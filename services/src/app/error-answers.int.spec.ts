import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordCaretaker,
  recordClient,
  recordGrave,
  upcoming,
} from '../service-requests/int-test-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { databaseUnavailableAnswer } from './database-unavailable';

/**
 * The frontend translates the server's errors by their codes; its tests feed the translator
 * these answers (frontend/src/lib/testing/real-server-answers.json). Here each is checked to be
 * what this server really answers, so the translator is tested on the real shapes, not on
 * guesses of them.
 */
interface RecordedAnswer {
  readonly name: string;
  readonly status: number;
  readonly body: Record<string, unknown>;
}

const recorded = JSON.parse(
  readFileSync(
    new URL('../../../frontend/src/lib/testing/real-server-answers.json', import.meta.url),
    'utf8',
  ),
) as RecordedAnswer[];

let app: TestApp;
let admin: TestClient;
let caretakerId: string;
let clientId: string;
let graveId: string;
const cemeteryId = randomUUID();
const friday = upcoming('Friday');

beforeAll(async () => {
  app = await startTestApp({
    loginLimits: {
      perEmailAndIp: { failures: 1, windowSeconds: 600 },
      perIp: { failures: 100, windowSeconds: 3600 },
    },
  });
  admin = await app.signInAs('admin');
  caretakerId = await recordCaretaker(app, {
    name: 'Dragan Nikolić',
    preferredVisitDays: ['Monday', 'Wednesday'],
    holidayDates: [],
  });
  clientId = await recordClient(app, 'Milica Jovanović', 'active');
  graveId = await recordGrave(app, clientId, cemeteryId);
});
afterAll(() => app?.close());

const requestForm = (overrides: object = {}) => ({
  clientId,
  graveId,
  cemeteryId,
  serviceType: 'grave_cleaning',
  caretakerId,
  status: 'pending',
  priority: 'normal',
  amount: '45.5',
  paymentStatus: 'pending',
  specialInstructions: null,
  planSelected: null,
  scheduledDate: friday.iso,
  ...overrides,
});

const postWithKey = (path: string, body: unknown, key: string) =>
  admin.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

/** Details that differ from run to run (ids, the next Friday) are compared by their form. */
const varyingDetails: Record<string, unknown> = {
  caretakerId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
};

const withVaryingDetails = (body: Record<string, unknown>) => {
  const { details } = body;
  if (typeof details !== 'object' || details === null) return body;
  const varying = Object.keys(details).filter((key) => key in varyingDetails);
  return {
    ...body,
    details: {
      ...details,
      ...Object.fromEntries(varying.map((key) => [key, varyingDetails[key]])),
    },
  };
};

/** How each recorded answer is brought about. */
const scenarios: Record<string, () => Promise<Response>> = {
  textTooLong: () =>
    admin.post('/api/cemeteries', {
      name: 'G'.repeat(201),
      city: 'Beograd',
      region: 'Grad Beograd',
    }),
  listTooLong: () =>
    admin.patch(`/api/caretakers/${caretakerId}`, {
      holidayDates: Array.from({ length: 367 }, () => '2027-01-01'),
    }),
  invalidDate: () =>
    admin.patch(`/api/caretakers/${caretakerId}`, { holidayDates: ['2026-13-45'] }),
  dateOutOfRange: () =>
    admin.patch(`/api/caretakers/${caretakerId}`, { holidayDates: ['1800-01-01'] }),
  invalidText: () =>
    admin.post('/api/cemeteries', {
      name: 'Novo\u0000groblje',
      city: 'Beograd',
      region: 'Grad Beograd',
    }),
  caretakerNotAvailable: () => admin.post('/api/service-requests', requestForm()),
  planOverdue: async () => {
    const overdue = await recordClient(app, 'Stevan Đorđević', 'overdue');
    const overdueGrave = await recordGrave(app, overdue, cemeteryId);
    return admin.post(
      '/api/service-requests',
      requestForm({
        clientId: overdue,
        graveId: overdueGrave,
        scheduledDate: upcoming('Monday').iso,
      }),
    );
  },
  foreignOrigin: () =>
    admin.fetch('/api/cemeteries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
      body: JSON.stringify({ name: 'Groblje', city: 'Beograd' }),
    }),
  tooManyRequests: async () => {
    const email = `nobody.${randomUUID().slice(0, 8)}@example.com`;
    const guess = () => app.client().post('/api/login', { email, password: 'wrong-password' });
    await guess();
    return guess();
  },
  cemeteryHasGraves: async () => {
    const created = await admin.post('/api/cemeteries', {
      name: 'Staro groblje',
      city: 'Niš',
      region: 'Nišavski',
    });
    const { id } = (await created.json()) as { id: string };
    await recordGrave(app, clientId, id);
    return admin.delete(`/api/cemeteries/${id}`);
  },
  idempotencyKeyReused: async () => {
    const key = randomUUID();
    await postWithKey(
      '/api/cemeteries',
      { name: 'Bežanijsko groblje', city: 'Beograd', region: 'Grad Beograd' },
      key,
    );
    return postWithKey(
      '/api/cemeteries',
      { name: 'Topčidersko groblje', city: 'Beograd', region: 'Grad Beograd' },
      key,
    );
  },
  formPost: () =>
    admin.fetch('/api/cemeteries', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Groblje&city=Beograd',
    }),
};

describe('the recorded answers the frontend’s translator is tested on', () => {
  it('records one answer per scenario, and the database outage', () => {
    expect(recorded.map(({ name }) => name).sort()).toEqual(
      [...Object.keys(scenarios), 'databaseUnavailable'].sort(),
    );
  });

  it.each(recorded.filter(({ name }) => name in scenarios))(
    'is what the server answers: $name',
    async ({ name, status, body }) => {
      const response = await scenarios[name]!();
      const answer: unknown = await response.json();
      expect({ status: response.status, body: answer }).toMatchObject({
        status,
        body: withVaryingDetails(body),
      });
    },
  );

  it('is what the server answers while PostgreSQL is down (database-unavailable.int.spec)', () => {
    const outage = recorded.find(({ name }) => name === 'databaseUnavailable');
    expect(outage).toEqual({
      name: 'databaseUnavailable',
      status: 503,
      body: databaseUnavailableAnswer,
    });
  });
});
