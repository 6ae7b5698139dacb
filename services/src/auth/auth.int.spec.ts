import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { currentUserSchema, publicConfigSchema } from '@memorial-care/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { sessionCookieName } from '../app/session';
import { deleteExpiredSessions } from './session-store';

const adminEmail = 'admin@memorialcare.example';

describe('sign-in, session and sign-out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('signs in with the right password and answers the current user', async () => {
    const client = app.client();
    const response = await client.post('/api/login', {
      email: 'Admin@MemorialCare.example',
      password: app.demoPassword,
    });
    expect(response.status).toBe(200);
    const user = currentUserSchema.parse(await response.json());
    expect(user).toMatchObject({
      id: app.demoUserIds?.admin,
      email: adminEmail,
      firstName: 'Jelena',
      lastName: 'Petrović',
      role: 'admin',
    });
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(new RegExp(`${sessionCookieName}=`));
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).not.toMatch(/secure/i); // only in production
    expect(client.cookies.has(`${sessionCookieName}.sig`)).toBe(true);
  });

  it('answers 401 "Invalid credentials" for a wrong password and for an unknown email', async () => {
    for (const attempt of [
      { email: adminEmail, password: 'wrong-password' },
      { email: 'nobody@memorialcare.example', password: app.demoPassword },
    ]) {
      const response = await app.client().post('/api/login', attempt);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid credentials' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('rejects a malformed sign-in body with field errors', async () => {
    const response = await app.client().post('/api/login', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual(['body.email', 'body.password']);
  });

  it('answers 401 to GET /api/auth/user without a session, the user with one', async () => {
    expect((await app.client().get('/api/auth/user')).status).toBe(401);
    const client = await app.signInAs('client');
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(currentUserSchema.parse(await response.json())).toMatchObject({
      id: app.demoUserIds?.client,
      role: 'client',
    });
  });

  it('keeps the session in the sessions table across requests', async () => {
    const client = await app.signInAs('admin');
    const sid = client.cookies.get(sessionCookieName) as string;
    const row = await app.database.pool.one(
      sql.type(
        z.object({ sess: z.record(z.string(), z.unknown()), expire: z.number() }),
      )`SELECT sess, expire FROM sessions WHERE sid = ${sid}`,
    );
    expect(row.sess).toMatchObject({ userId: app.demoUserIds?.admin });
    const expiresInDays = (row.expire - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(29.9);
    expect(expiresInDays).toBeLessThan(30.1);
    for (let i = 0; i < 3; i++) expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(client.cookies.get(sessionCookieName)).toBe(sid);
  });

  it('gives a new session id at every sign-in and drops the old one', async () => {
    const client = await app.signInAs('admin');
    const first = client.cookies.get(sessionCookieName) as string;
    await client.post('/api/login', { email: adminEmail, password: app.demoPassword });
    const second = client.cookies.get(sessionCookieName) as string;
    expect(second).not.toBe(first);
    const sids = await app.database.pool.anyFirst(sql.unsafe`
      SELECT sid FROM sessions WHERE sid IN (${first}, ${second})`);
    expect(sids).toEqual([second]);
  });

  it('ignores a forged or expired session', async () => {
    const client = await app.signInAs('caretaker');
    const sid = client.cookies.get(sessionCookieName) as string;
    const forged = app.client();
    (forged.cookies as Map<string, string>).set(sessionCookieName, sid);
    (forged.cookies as Map<string, string>).set(`${sessionCookieName}.sig`, 'forged-signature');
    expect((await forged.get('/api/auth/user')).status).toBe(401);

    await app.database.pool.query(sql.unsafe`
      UPDATE sessions SET expire = now() - interval '1 second' WHERE sid = ${sid}`);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('sweeps expired sessions and keeps live ones', async () => {
    const live = await app.signInAs('client');
    await app.database.pool.query(sql.unsafe`
      INSERT INTO sessions (sid, sess, expire)
      VALUES ('long-gone', '{"userId": null}', now() - interval '1 day')`);
    expect(await deleteExpiredSessions(app.database.pool)).toBeGreaterThanOrEqual(1);
    const left = await app.database.pool.anyFirst(sql.type(z.object({ sid: z.string() }))`
      SELECT sid FROM sessions`);
    expect(left).not.toContain('long-gone');
    expect(left).toContain(live.cookies.get(sessionCookieName));
    expect((await live.get('/api/auth/user')).status).toBe(200);
  });

  it('signs out with POST (204), deleting the session', async () => {
    const signedIn = await app.signInAs('admin');
    const sid = signedIn.cookies.get(sessionCookieName) as string;
    const answer = await signedIn.post('/api/logout');
    expect(answer.status).toBe(204);
    expect((await signedIn.get('/api/auth/user')).status).toBe(401);
    const rows = await app.database.pool.anyFirst(sql.unsafe`
      SELECT sid FROM sessions WHERE sid = ${sid}`);
    expect(rows).toEqual([]);
  });

  it('does not sign anyone out on GET /api/logout (a link or an image could trigger it)', async () => {
    const signedIn = await app.signInAs('admin');
    const answer = await signedIn.get('/api/logout');
    expect(answer.status).toBe(405);
    expect((await signedIn.get('/api/auth/user')).status).toBe(200);
  });

  it('shows the demo accounts in the public config when demo data is on', async () => {
    const response = await app.client().get('/api/public/config');
    const config = publicConfigSchema.parse(await response.json());
    expect(config.devRoleSwitch).toBe(false);
    expect(config.demoAccounts).toEqual([
      { role: 'admin', email: adminEmail, password: 'demo-password' },
      { role: 'client', email: 'client@memorialcare.example', password: 'demo-password' },
      { role: 'caretaker', email: 'caretaker@memorialcare.example', password: 'demo-password' },
    ]);
  });

  it('has no role switch unless DEV_ROLE_SWITCH is on', async () => {
    const client = await app.signInAs('client');
    const response = await client.post('/api/auth/switch-role', { role: 'admin' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('sign-in rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      loginLimits: {
        perEmailAndIp: { failures: 3, windowSeconds: 600 },
        perIp: { failures: 5, windowSeconds: 3600 },
      },
    });
  });
  afterAll(() => app?.close());

  it('blocks an email after repeated failures, even with the right password, and says when to retry', async () => {
    const client = app.client();
    for (let i = 0; i < 3; i++)
      expect(
        (await client.post('/api/login', { email: adminEmail, password: 'guess' })).status,
      ).toBe(401);
    const blocked = await client.post('/api/login', {
      email: adminEmail,
      password: app.demoPassword,
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      message: 'Too many sign-in attempts. Try again in 10 minutes.',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another account from the same address is still allowed (the IP limit is not reached yet).
    expect(
      (
        await client.post('/api/login', {
          email: 'client@memorialcare.example',
          password: app.demoPassword,
        })
      ).status,
    ).toBe(200);
  });

  it('blocks the address after failures across many emails', async () => {
    // Three failures were counted above (the blocked attempt was refused before counting);
    // two more reach the per-address limit of five.
    for (const name of ['a', 'b'])
      expect(
        (await app.client().post('/api/login', { email: `${name}@example.com`, password: 'x' }))
          .status,
      ).toBe(401);
    const blocked = await app
      .client()
      .post('/api/login', { email: 'caretaker@memorialcare.example', password: app.demoPassword });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const fresh = await startTestApp({
      demoAccounts: true,
      loginLimits: {
        perEmailAndIp: { failures: 2, windowSeconds: 600 },
        perIp: { failures: 100, windowSeconds: 3600 },
      },
    });
    try {
      const client = fresh.client();
      const fail = () => client.post('/api/login', { email: adminEmail, password: 'nope' });
      const succeed = () =>
        client.post('/api/login', { email: adminEmail, password: fresh.demoPassword });
      expect((await fail()).status).toBe(401);
      expect((await succeed()).status).toBe(200);
      expect((await fail()).status).toBe(401);
      expect((await succeed()).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('development role switch', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { DEV_ROLE_SWITCH: 'true' } });
  });
  afterAll(() => app?.close());

  it('changes the signed-in user’s role through a UserRoleChanged event', async () => {
    const client = await app.signInAs('caretaker');
    const response = await client.post('/api/auth/switch-role', { role: 'admin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: app.demoUserIds?.caretaker, role: 'admin' });
    expect(response.headers.get('x-event-position')).toMatch(/^\d+:\d+$/);
    expect(await (await client.get('/api/auth/user')).json()).toMatchObject({ role: 'admin' });

    const events = await app.streamEvents(`user-${app.demoUserIds?.caretaker}`);
    expect(events.at(-1)).toMatchObject({
      type: 'UserRoleChanged',
      data: { userId: app.demoUserIds?.caretaker, role: 'admin' },
      metadata: { userId: app.demoUserIds?.caretaker, role: 'caretaker' },
    });
    const config = publicConfigSchema.parse(
      await (await app.client().get('/api/public/config')).json(),
    );
    expect(config.devRoleSwitch).toBe(true);
  });

  it('requires a signed-in user and a known role', async () => {
    expect((await app.client().post('/api/auth/switch-role', { role: 'admin' })).status).toBe(401);
    const client = await app.signInAs('client');
    expect((await client.post('/api/auth/switch-role', { role: 'superuser' })).status).toBe(400);
  });
});
