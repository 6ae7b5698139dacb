import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestServiceTypes } from '@memorial-care/contracts/domain';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const postWithKey = (who: TestClient, path: string, body: unknown, key: string) =>
  who.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

const cemetery = (name: string) => ({ name, city: 'Beograd', region: 'Grad Beograd' });

const cemeteriesNamed = async (name: string) =>
  app.deps.pool.oneFirst(
    sql.unsafe`SELECT count(*)::int FROM cemeteries WHERE name = ${name}`,
  ) as Promise<number>;

describe('Idempotency-Key on creates', () => {
  it('answers a retry with the first answer and creates nothing new', async () => {
    const key = randomUUID();
    const first = await postWithKey(admin, '/api/cemeteries', cemetery('Novo groblje'), key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstBody: unknown = await first.json();

    const retry = await postWithKey(admin, '/api/cemeteries', cemetery('Novo groblje'), key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    expect(await cemeteriesNamed('Novo groblje')).toBe(1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    const key = randomUUID();
    expect(
      (await postWithKey(admin, '/api/cemeteries', cemetery('Bežanijsko groblje'), key)).status,
    ).toBe(201);
    const other = await postWithKey(admin, '/api/cemeteries', cemetery('Topčidersko'), key);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.any(String),
    });
    expect(await cemeteriesNamed('Topčidersko')).toBe(0);
  });

  it('creates exactly one on a concurrent double submit', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        postWithKey(admin, '/api/cemeteries', cemetery('Zemunsko groblje'), key),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(201);
    for (const status of statuses) expect([201, 409]).toContain(status);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(await answer.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
    expect(await cemeteriesNamed('Zemunsko groblje')).toBe(1);
  });

  it('does not keep a failed first attempt as the answer', async () => {
    const clash = await admin.post('/api/cemeteries', cemetery('Čukaričko groblje'));
    expect(clash.status).toBe(201);
    const key = randomUUID();
    const refused = await postWithKey(admin, '/api/cemeteries', cemetery('Čukaričko groblje'), key);
    expect(refused.status).toBe(409);
    const { id } = (await clash.json()) as { id: string };
    expect((await admin.fetch(`/api/cemeteries/${id}`, { method: 'DELETE' })).status).toBe(204);
    const retried = await postWithKey(admin, '/api/cemeteries', cemetery('Čukaričko groblje'), key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a malformed key with 400', async () => {
    for (const key of ['x'.repeat(201), 'has space', 'tab\tinside']) {
      const response = await postWithKey(admin, '/api/cemeteries', cemetery('Bad key'), key);
      expect(response.status, key).toBe(400);
    }
    expect(await cemeteriesNamed('Bad key')).toBe(0);
  });

  it('replays an anonymous guest request by its key', async () => {
    const visitor = app.client();
    const body = {
      guestName: 'Nada Stojanović',
      guestEmail: 'nada@example.com',
      guestPhone: '+1 416 555 0100',
      serviceType: guestServiceTypes[0],
    };
    const key = randomUUID();
    const first = await postWithKey(visitor, '/api/service-requests/guest', body, key);
    expect(first.status).toBe(201);
    const retry = await postWithKey(app.client(), '/api/service-requests/guest', body, key);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    const guests = await app.deps.pool.oneFirst(
      sql.unsafe`SELECT count(*)::int FROM service_requests WHERE guest_email = 'nada@example.com'`,
    );
    expect(guests).toBe(1);
  });
});
