import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions } from '@memorial-care/contracts/event-store';
import {
  approveResultSchema,
  inviteEmailResultSchema,
  inviteLookupSchema,
  recentRegistrationListSchema,
  registrationResultSchema,
  type ApproveResult,
} from '@memorial-care/contracts/http';
import { registerClient } from '../clients/commands';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { approveClient } from './commands';
import { inviteTokenFor } from './invite-token';

// Approve / resend, the invite page's lookup, activation, and "Send Email", over HTTP.

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

/** A client an admin added (no user account yet), visible in the read model. */
const newClient = async (overrides: { email?: string; name?: string } = {}) => {
  const email = overrides.email ?? `marija.${randomUUID().slice(0, 8)}@example.com`;
  const { id, position } = await registerClient(
    app.deps,
    { name: overrides.name ?? 'Marija Popović', email, selectedPlan: 'basic' },
    systemContext(),
  );
  if (position) await app.deps.waitForProjections(position);
  return { id, email };
};

const approve = async (clientId: string): Promise<ApproveResult> => {
  const response = await admin.post(`/api/clients/${clientId}/approve`);
  expect(response.status).toBe(200);
  return approveResultSchema.parse(await response.json());
};

const tokenOf = (inviteLink: string) => {
  const match = /\/invite\/([A-Za-z0-9_-]+)$/.exec(inviteLink);
  if (!match?.[1]) throw new Error(`Not an invite link: ${inviteLink}`);
  return match[1];
};

const lookup = (token: string) => app.client().get(`/api/invite/${token}`);
const activate = (token: string, password: string, confirmPassword = password) =>
  app.client().post(`/api/invite/${token}/activate`, { password, confirmPassword });

const canSignIn = async (email: string, password: string) =>
  (await app.client().post('/api/login', { email, password })).status === 200;

describe('POST /api/clients/:id/approve', () => {
  it('issues a link valid 7 days and answers with the client', async () => {
    const { id, email } = await newClient();
    const before = Date.now();
    const result = await approve(id);
    expect(result.client).toMatchObject({ id, email, name: 'Marija Popović' });
    expect(result.inviteLink).toMatch(/^http:\/\/localhost:\d+\/invite\/[A-Za-z0-9_-]{43}$/);
    const expiresIn = Date.parse(result.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    // A client account was made for it, without a password yet: temporary credentials apply.
    const [issued] = await app.streamEvents(`invites-${id}`);
    expect(issued?.data).toMatchObject({ withTemporaryCredentials: true, supersedes: [] });
    expect(JSON.stringify([issued?.data, issued?.metadata])).not.toContain(
      tokenOf(result.inviteLink),
    );
    const userId = (issued?.data as { userId: string }).userId;
    const [registered] = await app.streamEvents(`user-${userId}`);
    expect(registered).toMatchObject({
      type: 'UserRegistered',
      data: { email, role: 'client', clientId: id, firstName: 'Marija', lastName: 'Popović' },
    });
  });

  it('answers 404 for an unknown or malformed client id', async () => {
    for (const id of [randomUUID(), 'not-a-client']) {
      const response = await admin.post(`/api/clients/${id}/approve`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Client not found' });
    }
  });

  it('refuses a client whose email belongs to an account of another kind', async () => {
    const { id } = await newClient({ email: 'caretaker@memorialcare.example' });
    const response = await admin.post(`/api/clients/${id}/approve`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_BELONGS_TO_ANOTHER_ACCOUNT' });
  });

  it('records the approval once on the client, then the invite; a resend only re-invites', async () => {
    const { id } = await newClient();
    await approve(id);
    await approve(id);
    const clientEvents = await app.streamEvents(`client-${id}`);
    expect(clientEvents.map((e) => e.type)).toEqual(['ClientRegistered', 'ClientApproved']);
    const [approved] = clientEvents.slice(1);
    const invites = await app.streamEvents(`invites-${id}`);
    expect(invites.map((e) => e.type)).toEqual(['InviteIssued', 'InviteIssued']);
    // ClientApproved comes first in the log; the invite follows it.
    expect(approved && comparePositions(approved.position, invites[0]!.position)).toBe(-1);
    expect(approved?.metadata).toMatchObject({ schemaVersion: 1, role: 'admin' });
  });

  it('makes older links invalid when resent, and the newest one works', async () => {
    const { id, email } = await newClient();
    const first = await approve(id);
    const second = await approve(id);
    expect(second.inviteLink).not.toBe(first.inviteLink);

    const old = await lookup(tokenOf(first.inviteLink));
    expect(old.status).toBe(410);
    expect(await old.json()).toMatchObject({
      message: 'This invite link has already been used or replaced.',
    });
    expect((await activate(tokenOf(first.inviteLink), 'tulip-123')).status).toBe(410);

    expect((await lookup(tokenOf(second.inviteLink))).status).toBe(200);
    expect((await activate(tokenOf(second.inviteLink), 'tulip-123')).status).toBe(204);
    expect(await canSignIn(email, 'tulip-123')).toBe(true);
  });
});

describe('GET /api/invite/:token', () => {
  it('shows whose account it is and no password: nothing in the answer signs in', async () => {
    const { id, email } = await newClient({ name: 'Stefan Ristić' });
    const token = tokenOf((await approve(id)).inviteLink);

    const answers = await Promise.all([lookup(token), lookup(token)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<unknown>));
    // Exactly the account's details: the break-in test signed in with a password found here.
    for (const body of bodies)
      expect(body).toEqual({
        client: { id, name: 'Stefan Ristić', email },
        expiresAt: expect.any(String),
      });
    const strings = JSON.stringify(bodies)
      .match(/"[^"]*"/g)
      ?.map((s) => JSON.parse(s) as string);
    for (const candidate of new Set(strings)) expect(await canSignIn(email, candidate)).toBe(false);

    // The account is still without a password: looking the link up set none.
    const userId = (await app.streamEvents(`invites-${id}`))
      .map((e) => (e.data as { userId?: string }).userId)
      .find(Boolean);
    const userEvents = (await app.streamEvents(`user-${userId}`)).map((e) => e.type);
    expect(userEvents).not.toContain('UserPasswordChanged');
  });

  it('shows no temporary credentials to an account that chose a password at registration', async () => {
    const email = `luka.${randomUUID().slice(0, 8)}@example.com`;
    const registered = await app.client().post('/api/registrations', {
      name: 'Luka Savić',
      email,
      phone: '+61 2 5550 1234',
      address: '1 George St, Sydney',
      country: 'australia',
      password: 'eucalyptus-9',
      confirmPassword: 'eucalyptus-9',
    });
    const { clientId } = registrationResultSchema.parse(await registered.json());
    const token = tokenOf((await approve(clientId)).inviteLink);
    const shown = inviteLookupSchema.parse(await (await lookup(token)).json());
    expect(shown.client).toMatchObject({ id: clientId, email });
    expect(await canSignIn(email, 'eucalyptus-9')).toBe(true);
  });

  it('answers 404 for an unknown token and 410 for an expired one', async () => {
    const unknown = await lookup(inviteTokenFor('some other secret', randomUUID()));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'This invite link is not valid.' });

    const { id } = await newClient();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const issued = await approveClient(
      app.deps,
      { inviteSecret: app.config.inviteSecret, publicUrl: app.config.publicUrl },
      id,
      systemContext(eightDaysAgo),
    );
    const expired = await lookup(tokenOf(issued.inviteLink));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ message: 'This invite link has expired.' });
    const refused = await activate(tokenOf(issued.inviteLink), 'tulip-123');
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ message: 'This invite link has expired.' });
  });
});

describe('POST /api/invite/:token/activate', () => {
  it('sets the password and verifies the email', async () => {
    const { id, email } = await newClient();
    const token = tokenOf((await approve(id)).inviteLink);
    expect((await lookup(token)).status).toBe(200);
    expect(await canSignIn(email, 'orchid-2024')).toBe(false);

    const response = await activate(token, 'orchid-2024');
    expect(response.status).toBe(204);
    expect(await canSignIn(email, 'orchid-2024')).toBe(true);

    const events = await app.streamEvents(`invites-${id}`);
    expect(events.map((e) => e.type)).toEqual(['InviteIssued', 'InviteAccepted']);
    const userId = (events[1]?.data as { userId: string }).userId;
    const userEvents = (await app.streamEvents(`user-${userId}`)).map((e) => e.type);
    expect(userEvents).toContain('UserEmailVerified');
    expect(userEvents.filter((t) => t === 'UserPasswordChanged')).toHaveLength(1);
    const verified = await app.deps.pool.oneFirst(
      sql.unsafe`SELECT email_verified FROM users WHERE id = ${userId}`,
    );
    expect(verified).toBe(true);
  });

  it('works once: a used link answers 410 to lookup and activation', async () => {
    const { id, email } = await newClient();
    const token = tokenOf((await approve(id)).inviteLink);
    expect((await activate(token, 'orchid-2024')).status).toBe(204);

    const used = await activate(token, 'hijacked-1');
    expect(used.status).toBe(410);
    expect(await used.json()).toMatchObject({
      message: 'This invite link has already been used or replaced.',
    });
    expect((await lookup(token)).status).toBe(410);
    expect(await canSignIn(email, 'hijacked-1')).toBe(false);
    expect(await canSignIn(email, 'orchid-2024')).toBe(true);
  });

  it('lets only one of two simultaneous activations through', async () => {
    const { id } = await newClient();
    const token = tokenOf((await approve(id)).inviteLink);
    const answers = await Promise.all([
      activate(token, 'first-pass'),
      activate(token, 'other-pass'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([204, 410]);
  });

  it('checks the passwords with the invite page’s messages', async () => {
    const { id } = await newClient();
    const token = tokenOf((await approve(id)).inviteLink);
    const short = await activate(token, 'abc');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      errors: [{ path: 'body.password', message: 'Password must be at least 6 characters' }],
    });
    const mismatch = await activate(token, 'orchid-2024', 'orchid-2025');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      errors: [{ path: 'body.confirmPassword', message: 'Passwords do not match' }],
    });
    // Nothing was used up by the refused attempts.
    expect((await activate(token, 'orchid-2024')).status).toBe(204);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await activate(inviteTokenFor('x', randomUUID()), 'orchid-2024');
    expect(response.status).toBe(404);
  });
});

describe('POST /api/clients/:id/invite-email', () => {
  it('asks for the latest valid invite’s mail again', async () => {
    const { id, email } = await newClient();
    await approve(id);
    const second = await approve(id);
    const response = await admin.post(`/api/clients/${id}/invite-email`);
    expect(response.status).toBe(200);
    const result = inviteEmailResultSchema.parse(await response.json());
    const events = await app.streamEvents(`invites-${id}`);
    const latest = events.filter((e) => e.type === 'InviteIssued').at(-1)?.data as {
      inviteId: string;
      expiresAt: string;
    };
    expect(result).toEqual({ email, inviteId: latest.inviteId });
    expect(events.at(-1)).toMatchObject({
      type: 'InviteEmailRequested',
      data: { inviteId: latest.inviteId, accountId: id, email, expiresAt: second.expiresAt },
    });
  });

  it('refuses when there is nothing valid to send (422), or no such client (404)', async () => {
    const { id } = await newClient();
    const none = await admin.post(`/api/clients/${id}/invite-email`);
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({
      code: 'NO_VALID_INVITE',
      message: 'There is no valid invite for this client. Resend the invite first.',
    });
    const token = tokenOf((await approve(id)).inviteLink);
    expect((await activate(token, 'orchid-2024')).status).toBe(204);
    expect((await admin.post(`/api/clients/${id}/invite-email`)).status).toBe(422);
    expect((await admin.post(`/api/clients/${randomUUID()}/invite-email`)).status).toBe(404);
  });
});

describe('GET /api/clients/recent', () => {
  it('lists self-registrations newest first with their latest invite and its mail', async () => {
    const registerSelf = async (name: string) => {
      const response = await app.client().post('/api/registrations', {
        name,
        email: `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
        phone: '+381 11 123456',
        address: 'Knez Mihailova 1, Beograd',
        country: 'serbia',
        password: 'magnolia-5',
        confirmPassword: 'magnolia-5',
      });
      return registrationResultSchema.parse(await response.json()).clientId;
    };
    const earlier = await registerSelf('Teodora');
    const latest = await registerSelf('Nikola');
    const byAdmin = await newClient();
    const resent = await approve(latest);

    const events = await app.streamEvents(`invites-${latest}`);
    const inviteId = (events.at(-1)?.data as { inviteId: string }).inviteId;
    // The mail worker's record of the delivery (written here as the worker would).
    await app.deps.pool.query(sql.unsafe`
      INSERT INTO mail_deliveries (job_id, kind, ref_id, recipient, subject, status, attempts,
                                   last_error, sent_at)
      VALUES (${randomUUID()}, 'invite', ${inviteId}, 'nikola@example.com', 'Invite', 'sent', 2,
              'timeout on the first try', '2025-03-01T10:00:00Z')`);

    const response = await admin.get('/api/clients/recent');
    expect(response.status).toBe(200);
    const recent = recentRegistrationListSchema.parse(await response.json());
    const ours = recent.filter((c) => [earlier, latest, byAdmin.id].includes(c.id));
    expect(ours.map((c) => c.id)).toEqual([latest, earlier]);
    expect(ours[0]?.latestInvite).toEqual({
      inviteId,
      expiresAt: resent.expiresAt,
      acceptedAt: null,
      mail: {
        status: 'sent',
        attempts: 2,
        lastError: 'timeout on the first try',
        sentAt: '2025-03-01T10:00:00.000Z',
      },
    });
    expect(ours[1]?.latestInvite).toMatchObject({ acceptedAt: null, mail: null });
    expect(ours[1]?.emailVerified).toBe(false);

    // Activation shows as accepted, and the email as verified.
    const token = inviteTokenFor(app.config.inviteSecret, inviteId);
    expect((await activate(token, 'magnolia-6')).status).toBe(204);
    const after = recentRegistrationListSchema.parse(
      await (await admin.get('/api/clients/recent')).json(),
    );
    const activated = after.find((c) => c.id === latest);
    expect(activated?.latestInvite?.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(activated?.emailVerified).toBe(true);
  });
});
