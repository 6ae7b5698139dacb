import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import {
  idempotentReplayedHeader,
  serviceRequestCreatedSchema,
} from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import {
  recordCaretaker,
  recordClient,
  recordGrave,
  signInLinkedAccount,
  upcoming,
} from './int-test-fixtures';

// A caretaker's phone queues Start and Mark Complete while offline and sends them again when an
// answer was lost: with the same Idempotency-Key the retry moves the task once and gets the first
// answer, where a plain retry would be refused as a move already made.

let app: TestApp;
let admin: TestClient;
let clientId: string;
let graveId: string;
let caretakerId: string;
let caretaker: TestClient;
const cemeteryId = randomUUID();
const friday = upcoming('Friday');

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  clientId = await recordClient(app, 'Jelena Petrović', 'active');
  graveId = await recordGrave(app, clientId, cemeteryId);
  caretakerId = await recordCaretaker(app, {
    name: 'vesna',
    preferredVisitDays: [],
    holidayDates: [],
  });
  caretaker = await signInLinkedAccount(app, { role: 'caretaker', linkedId: caretakerId });
});
afterAll(() => app?.close());

/** A task offered to the caretaker by name (pending). */
const offeredTask = async () => {
  const response = await admin.post('/api/service-requests', {
    clientId,
    graveId,
    serviceType: 'grave_cleaning',
    caretakerId,
    priority: 'normal',
    amount: '30',
    scheduledDate: friday.iso,
  });
  expect(response.status).toBe(201);
  return serviceRequestCreatedSchema.parse(await response.json()).id;
};

/** A task the caretaker has accepted: scheduled, theirs. */
const scheduledTask = async () => {
  const id = await offeredTask();
  expect((await caretaker.post(`/api/service-requests/${id}/accept`, {})).status).toBe(200);
  return id;
};

const postWithKey = (path: string, body: unknown, key: string, who: TestClient = caretaker) =>
  who.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

const eventTypes = async (id: string) =>
  (await app.streamEvents(serviceRequestStreamId(id))).map((event) => event.type);

const count = (types: readonly string[], type: string) =>
  types.filter((each) => each === type).length;

describe('task moves sent again with the same Idempotency-Key', () => {
  it('starts once and answers the retry with the first answer', async () => {
    const id = await scheduledTask();
    const key = randomUUID();
    const first = await postWithKey(`/api/service-requests/${id}/start`, {}, key);
    expect(first.status).toBe(200);
    expect(first.headers.get(idempotentReplayedHeader)).toBeNull();
    const firstBody: unknown = await first.json();

    const retry = await postWithKey(`/api/service-requests/${id}/start`, {}, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get(idempotentReplayedHeader)).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    expect(count(await eventTypes(id), 'ServiceRequestStarted')).toBe(1);

    // Without the key the same retry is a move already made.
    const plain = await caretaker.post(`/api/service-requests/${id}/start`, {});
    expect(plain.status).toBe(422);
    expect(await plain.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION' });
  });

  it('completes once, at the time the phone recorded, however often it is sent', async () => {
    const id = await scheduledTask();
    expect((await postWithKey(`/api/service-requests/${id}/start`, {}, randomUUID())).status).toBe(
      200,
    );
    const key = randomUUID();
    const doneAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(
        await postWithKey(`/api/service-requests/${id}/complete`, { completedDate: doneAt }, key),
      );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies).toEqual([{ id }, { id }, { id }]);
    const types = await eventTypes(id);
    expect(count(types, 'ServiceRequestCompleted')).toBe(1);
    const completed = (await app.streamEvents(serviceRequestStreamId(id))).find(
      (event) => event.type === 'ServiceRequestCompleted',
    );
    expect(completed?.data).toMatchObject({ completedDate: doneAt });
  });

  it('keeps a key to its task: the same key on another task is refused (422)', async () => {
    const first = await scheduledTask();
    const second = await scheduledTask();
    const key = randomUUID();
    expect((await postWithKey(`/api/service-requests/${first}/start`, {}, key)).status).toBe(200);
    const reused = await postWithKey(`/api/service-requests/${second}/start`, {}, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(count(await eventTypes(second), 'ServiceRequestStarted')).toBe(0);
  });

  it('does not keep a refusal as the answer: once allowed, the same key moves the task', async () => {
    const id = await offeredTask();
    const key = randomUUID();
    // Still an offer: not theirs to start yet.
    const refused = await postWithKey(`/api/service-requests/${id}/start`, {}, key);
    expect(refused.status).toBe(422);
    expect((await caretaker.post(`/api/service-requests/${id}/accept`, {})).status).toBe(200);
    const retried = await postWithKey(`/api/service-requests/${id}/start`, {}, key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get(idempotentReplayedHeader)).toBeNull();
    expect(count(await eventTypes(id), 'ServiceRequestStarted')).toBe(1);
  });

  it('keeps each caretaker’s keys apart: another caretaker’s start with it is still refused', async () => {
    const id = await scheduledTask();
    const key = randomUUID();
    expect((await postWithKey(`/api/service-requests/${id}/start`, {}, key)).status).toBe(200);
    const otherId = await recordCaretaker(app, {
      name: 'stevan',
      preferredVisitDays: [],
      holidayDates: [],
    });
    const other = await signInLinkedAccount(app, { role: 'caretaker', linkedId: otherId });
    const foreign = await postWithKey(`/api/service-requests/${id}/start`, {}, key, other);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get(idempotentReplayedHeader)).toBeNull();
  });
});
