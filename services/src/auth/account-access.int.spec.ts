import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { cemeteryStreamId, userStreamId } from '@memorial-care/contracts/events';
import { caretakerSchema, clientSchema } from '@memorial-care/contracts/http';
import { cemeteryAddedData } from '../testing/event-data';
import { recordEvent } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// Deleting a client or caretaker, or making a caretaker inactive, ends their sessions and their
// sign-in (the break-in test found a deleted client still signing in and adding a grave).

let app: TestApp;
let admin: TestClient;
let cemeteryId: string;

const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.rs`;

const sessionRowsOf = (userId: string) =>
  app.database.pool.any(
    sql.type(z.object({ sid: z.string(), sess: z.record(z.string(), z.unknown()) }))`
      SELECT sid, sess FROM sessions WHERE sess->>'userId' = ${userId}`,
  );

const signInStatus = async (email: string, password: string) => {
  const response = await app.client().post('/api/login', { email, password });
  return { status: response.status, body: (await response.json()) as unknown };
};

const graveBody = () => ({
  deceasedName: 'Zoran Marković',
  graveNumber: '12',
  cemeteryId,
  graveLocation: 'Parcela 7, red 3',
  deceasedDateOfBirth: '1941-03-02',
  deceasedDateOfDeath: '2019-11-20',
  notes: '',
});

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  const cemetery = cemeteryAddedData();
  cemeteryId = cemetery.cemeteryId;
  await recordEvent(app, cemeteryStreamId(cemeteryId), 'CemeteryAdded', cemetery);
});
afterAll(() => app?.close());

describe('a deleted client', () => {
  it('is signed out, cannot sign in again and cannot add a grave', async () => {
    const email = uniqueEmail('milica');
    const created = await admin.post('/api/clients', { name: 'Milica Jovanović', email });
    expect(created.status).toBe(201);
    const { id: clientId } = clientSchema.parse(await created.json());
    const userId = await app.createUser({
      email,
      password: 'grave-care-2025',
      firstName: 'Milica',
      lastName: 'Jovanović',
      role: 'client',
      clientId,
    });
    const session = await app.signIn(email, 'grave-care-2025');
    expect((await session.post('/api/graves', graveBody())).status).toBe(201);
    const [surviving] = await sessionRowsOf(userId);
    expect(surviving).toBeDefined();

    expect((await admin.delete(`/api/clients/${clientId}`)).status).toBe(204);

    expect(await sessionRowsOf(userId)).toEqual([]);
    expect((await session.get('/api/auth/user')).status).toBe(401);
    expect((await session.post('/api/graves', graveBody())).status).toBe(401);
    // The same answer as a wrong password: nobody learns that the account exists.
    expect(await signInStatus(email, 'grave-care-2025')).toEqual({
      status: 401,
      body: expect.objectContaining({ message: 'Invalid credentials' }),
    });
    const events = await app.streamEvents(userStreamId(userId));
    expect(events.at(-1)).toMatchObject({
      type: 'UserAccountDisabled',
      data: { userId, reason: 'client-deleted' },
    });

    // A session row that survived a race (written back after the deletion) signs nobody in.
    await app.database.pool.query(sql.unsafe`
      INSERT INTO sessions (sid, sess, expire)
      VALUES (${surviving!.sid}, ${sql.jsonb(surviving!.sess as never)}, now() + interval '1 day')`);
    expect((await session.get('/api/auth/user')).status).toBe(401);
    expect((await session.post('/api/graves', graveBody())).status).toBe(401);
  });
});

describe('a caretaker', () => {
  const password = 'lipa-2026';

  /** Adds a caretaker through the API and activates their account through the invite. */
  const caretakerWithAccount = async (isActive = true) => {
    const email = uniqueEmail('jovan');
    const added = await admin.post('/api/caretakers', {
      name: 'Jovan Đorđević',
      email,
      phone: '064 111 222',
      isActive,
    });
    expect(added.status).toBe(201);
    const { id } = caretakerSchema.parse(await added.json());
    const invite = await admin.post(`/api/caretakers/${id}/invite`);
    const { inviteLink } = z.object({ inviteLink: z.string() }).parse(await invite.json());
    const token = inviteLink.split('/').at(-1) as string;
    const activated = await app
      .client()
      .post(`/api/invite/${token}/activate`, { password, confirmPassword: password });
    expect(activated.status).toBe(204);
    return { id, email };
  };

  it('made inactive is signed out and cannot sign in; made active again, can', async () => {
    const { id, email } = await caretakerWithAccount();
    const session = await app.signIn(email, password);
    expect((await session.get('/api/caretaker/tasks')).status).toBe(200);

    expect((await admin.patch(`/api/caretakers/${id}`, { isActive: false })).status).toBe(200);
    expect((await session.get('/api/caretaker/tasks')).status).toBe(401);
    expect((await signInStatus(email, password)).status).toBe(401);

    expect((await admin.patch(`/api/caretakers/${id}`, { isActive: true })).status).toBe(200);
    const again = await app.signIn(email, password);
    expect((await again.get('/api/caretaker/tasks')).status).toBe(200);
  });

  it('added as inactive cannot sign in until made active', async () => {
    const { id, email } = await caretakerWithAccount(false);
    expect((await signInStatus(email, password)).status).toBe(401);
    expect((await admin.patch(`/api/caretakers/${id}`, { isActive: true })).status).toBe(200);
    expect((await signInStatus(email, password)).status).toBe(200);
  });

  it('deleted is signed out and cannot sign in again', async () => {
    const { id, email } = await caretakerWithAccount();
    const session = await app.signIn(email, password);
    expect((await admin.delete(`/api/caretakers/${id}`)).status).toBe(204);
    expect((await session.get('/api/caretaker/tasks')).status).toBe(401);
    expect((await signInStatus(email, password)).status).toBe(401);
  });
});
