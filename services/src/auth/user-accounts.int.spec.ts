import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { userEmailStreamId } from '@memorial-care/contracts/events';
import { systemContext } from '../shared/command-handler';
import { ConflictError } from '../shared/errors';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ensureDemoAccounts } from './demo-accounts';
import { findCurrentUser } from './current-user';
import { createUserAccount, setUserPassword } from './user-accounts';

describe('user accounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ demoAccounts: false });
  });
  afterAll(() => app?.close());

  const credentialsOf = (userId: string) =>
    app.database.pool.one(sql.type(
      z.object({ email: z.string(), passwordHash: z.string().nullable() }),
    )`
      SELECT email, password_hash AS "passwordHash" FROM user_credentials WHERE user_id = ${userId}`);

  it('creates an account: email reserved, user registered, hash only in user_credentials', async () => {
    const userId = await app.createUser({
      email: '  Nikola.Markovic@Example.com ',
      password: 'first-password',
      firstName: 'Nikola',
      lastName: 'Marković',
      role: 'client',
    });
    const events = [
      ...(await app.streamEvents(userEmailStreamId('nikola.markovic@example.com'))),
      ...(await app.streamEvents(`user-${userId}`)),
    ];
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['UserEmailReserved', { email: 'nikola.markovic@example.com', userId }],
      [
        'UserRegistered',
        {
          userId,
          email: 'nikola.markovic@example.com',
          firstName: 'Nikola',
          lastName: 'Marković',
          role: 'client',
          clientId: null,
          caretakerId: null,
        },
      ],
    ]);
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toMatch(
      /scrypt|first-password/,
    );
    expect(await credentialsOf(userId)).toEqual({
      email: 'nikola.markovic@example.com',
      passwordHash: expect.stringMatching(/^scrypt\$/),
    });
    expect(await findCurrentUser(app.deps.pool, userId)).toEqual({
      id: userId,
      email: 'nikola.markovic@example.com',
      firstName: 'Nikola',
      lastName: 'Marković',
      profileImageUrl: null,
      role: 'client',
      clientId: null,
      caretakerId: null,
    });
    expect((await app.signIn('nikola.markovic@example.com', 'first-password')).cookies.size).toBe(
      2,
    );
  });

  it('refuses a second account with the same email in any letter case (409)', async () => {
    await app.createUser({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: null,
      role: 'client',
    });
    const again = createUserAccount(
      app.deps,
      {
        email: 'ANA@example.com',
        password: 'whatever1',
        firstName: null,
        lastName: null,
        role: 'admin',
      },
      systemContext(),
    );
    await expect(again).rejects.toThrow(ConflictError);
    await expect(again).rejects.toThrow('An account with this email already exists');
  });

  it('lets exactly one of two concurrent sign-ups with one email win', async () => {
    const attempt = () =>
      createUserAccount(
        app.deps,
        { email: 'race@example.com', firstName: null, lastName: null, role: 'client' },
        systemContext(),
      );
    const results = await Promise.allSettled([attempt(), attempt(), attempt()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
  });

  it('frees a reservation whose account never got written', async () => {
    const orphan = randomUUID();
    const context = systemContext();
    await app.deps.eventStore.appendToStream(
      userEmailStreamId('orphan@example.com'),
      [
        {
          id: randomUUID(),
          type: 'UserEmailReserved',
          data: { email: 'orphan@example.com', userId: orphan },
          metadata: { ...context, occurredAt: context.now.toISOString() },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const account = {
      email: 'orphan@example.com',
      firstName: null,
      lastName: null,
      role: 'client',
    } as const;
    // Fresh: it may still be in the middle of being created.
    await expect(createUserAccount(app.deps, account, systemContext())).rejects.toThrow(
      ConflictError,
    );
    const later = { ...systemContext(), now: new Date(Date.now() + 5 * 60_000) };
    const { userId } = await createUserAccount(app.deps, account, later);
    expect(userId).not.toBe(orphan);
  });

  it('sets a new password: the old one stops working, the event carries no secret', async () => {
    const userId = await app.createUser({
      email: 'invited@example.com',
      firstName: 'Vesna',
      lastName: 'Ilić',
      role: 'caretaker',
    });
    expect((await credentialsOf(userId)).passwordHash).toBeNull();
    const noPassword = await app
      .client()
      .post('/api/login', { email: 'invited@example.com', password: 'x' });
    expect(noPassword.status).toBe(401);

    const { position } = await setUserPassword(
      app.deps,
      userId,
      'chosen-password',
      systemContext(),
    );
    expect(position).not.toBeNull();
    const last = (await app.streamEvents(`user-${userId}`)).at(-1);
    expect(last).toMatchObject({ type: 'UserPasswordChanged', data: { userId } });
    expect(Object.keys(last?.data as object)).toEqual(['userId']);
    await app.signIn('invited@example.com', 'chosen-password');

    await setUserPassword(app.deps, userId, 'another-password', systemContext());
    const old = await app
      .client()
      .post('/api/login', { email: 'invited@example.com', password: 'chosen-password' });
    expect(old.status).toBe(401);
    await app.signIn('invited@example.com', 'another-password');
  });
});

describe('demo accounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ demoAccounts: false });
  });
  afterAll(() => app?.close());

  it('creates the three accounts once, however often (and concurrently) it runs', async () => {
    const [first, concurrent] = await Promise.all([
      ensureDemoAccounts(app.deps, 'demo-password'),
      ensureDemoAccounts(app.deps, 'demo-password'),
    ]);
    expect(concurrent.userIds).toEqual(first.userIds);
    const countEvents = async () => {
      let count = 0;
      for (const [, id] of Object.entries(first.userIds))
        count += (await app.streamEvents(`user-${id}`)).length;
      for (const role of ['admin', 'client', 'caretaker'])
        count += (await app.streamEvents(userEmailStreamId(`${role}@memorialcare.example`))).length;
      return count;
    };
    const before = await countEvents();
    const again = await ensureDemoAccounts(app.deps, 'another-password');
    expect(again).toEqual({ userIds: first.userIds, position: null });
    expect(await countEvents()).toBe(before);
    expect(before).toBe(6);
    for (const seeded of [first, concurrent])
      if (seeded.position) await app.deps.waitForProjections(seeded.position);
    const users = await app.database.pool.any(
      sql.unsafe`SELECT email, role FROM users ORDER BY role`,
    );
    expect(users).toEqual([
      { email: 'admin@memorialcare.example', role: 'admin' },
      { email: 'caretaker@memorialcare.example', role: 'caretaker' },
      { email: 'client@memorialcare.example', role: 'client' },
    ]);
    // An existing account keeps its password.
    await app.signIn('client@memorialcare.example', 'demo-password');
  });

  it('links the demo client and caretaker to their records when the seed passes them', async () => {
    const clientId = randomUUID();
    const caretakerId = randomUUID();
    const { userIds, position } = await ensureDemoAccounts(app.deps, 'demo-password', {
      clientId,
      caretakerId,
    });
    await app.deps.waitForProjections(position!);
    expect(await findCurrentUser(app.deps.pool, userIds.client)).toMatchObject({
      clientId,
      caretakerId: null,
    });
    expect(await findCurrentUser(app.deps.pool, userIds.caretaker)).toMatchObject({
      caretakerId,
      clientId: null,
    });
    const repeat = await ensureDemoAccounts(app.deps, 'demo-password', { clientId, caretakerId });
    expect(repeat.position).toBeNull();
  });
});
