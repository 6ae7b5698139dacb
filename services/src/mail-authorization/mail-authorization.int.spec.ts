import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailboxAuthorizationStreamId } from '@memorial-care/contracts/events';
import {
  idempotencyKeyHeader,
  idempotentReplayedHeader,
  mailAuthorizationLimits,
  mailboxAuthorizationLinkSchema,
  mailboxConnectionSchema,
  mailboxDisconnectionSchema,
  type MailboxConnection,
} from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { createMailboxAccessTokenSource, MailboxAuthorizationError } from './access-token-source';
import { createTokenCipher } from './token-cipher';
import { startOidcTestProvider, type OidcTestProvider } from './testing/oidc-test-provider';

// The whole authorization against a real OpenID provider (oidc-provider on 127.0.0.1): the
// link, the provider's sign-in and consent driven over plain HTTP, the code traded by the app,
// the refresh token stored sealed, access tokens the provider accepts, and the disconnect.

/** Never opened: the tests take the code from the provider's redirect and hand it over. */
const redirectUri = 'http://127.0.0.1:9/api/oauth/callback';

let provider: OidcTestProvider;
let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  provider = await startOidcTestProvider();
  app = await startTestApp({ env: { ...provider.appEnv, MAIL_OAUTH_REDIRECT_URI: redirectUri } });
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const json = async <T>(response: Response, schema: z.ZodType<T>, status = 200) => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
};
const errorCodeOf = async (response: Response) =>
  ((await response.json()) as { code?: string }).code;

const generateLink = async (caller = admin) =>
  json(await caller.get('/api/oauth/gmail-url'), mailboxAuthorizationLinkSchema);

const mailbox = async (caller = admin) =>
  json(await caller.get('/api/oauth/mailbox'), mailboxConnectionSchema);

/** Step 2 with the code pasted alone (the admin's newest link is the one finished). */
const exchange = (body: Record<string, unknown>, key: string = randomUUID()) =>
  admin.fetch('/api/oauth/exchange-code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [idempotencyKeyHeader]: key },
    body: JSON.stringify(body),
  });

/** Link, provider, pasted code: the mailbox connected through the app. */
const connect = async () => {
  const link = await generateLink();
  const back = await provider.authorize(link.authUrl);
  return json(
    await exchange({ code: back.searchParams.get('code') }),
    mailboxConnectionSchema,
    201,
  );
};

const storedRow = async (target = app) =>
  target.deps.pool.maybeOne(
    sql.type(z.object({ row: z.string(), sealed: z.string() }))`
      SELECT to_jsonb(m)::text AS row, refresh_token_sealed AS sealed
      FROM mailbox_authorizations m`,
  );

/** The refresh token in force, opened with the app's key (what only the server can do). */
const storedRefreshToken = async (target = app) => {
  const row = await storedRow(target);
  return row && createTokenCipher(target.config.mailTokenKey).unseal(row.sealed, 'refresh-token');
};

const allEventsText = async (target = app) =>
  (
    await target.deps.pool.any(
      sql.type(z.object({ text: z.string() }))`
        SELECT data::text || metadata::text AS text FROM events`,
    )
  )
    .map((e) => e.text)
    .join('\n');

describe('connecting the office mailbox', () => {
  let connectedAccount: MailboxConnection;
  let firstRefreshToken: string;

  it('is configured for the provider, and nothing is connected yet', async () => {
    expect(await mailbox()).toEqual({
      configured: true,
      issuer: provider.issuer,
      redirectUri,
      scopes: ['openid', 'email', 'https://mail.google.com/'],
      mailbox: null,
    });
  });

  it('generates a link with PKCE (S256), a state, a nonce, offline access and the mail scopes', async () => {
    const link = await generateLink();
    const url = new URL(link.authUrl);
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      code_challenge_method: 'S256',
      prompt: 'consent',
      access_type: 'offline',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    expect(params.scope?.split(' ')).toEqual([
      'openid',
      'email',
      'https://mail.google.com/',
      'offline_access',
    ]);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(
      (mailAuthorizationLimits.requestTtlSeconds - 60) * 1000,
    );
    // The verifier is kept sealed, bound to this admin.
    const pending = await app.deps.pool.one(
      sql.type(z.object({ sealed: z.string(), userId: z.string() }))`
        SELECT code_verifier_sealed AS sealed, user_id::text AS "userId"
        FROM mailbox_authorization_requests WHERE state = ${params.state!}`,
    );
    expect(pending).toEqual({
      sealed: expect.stringMatching(/^v1\./),
      userId: app.demoUserIds!.admin,
    });
  });

  it('refuses a state that is not a waiting authorization of this admin (400)', async () => {
    const link = await generateLink();
    const back = await provider.authorize(link.authUrl);
    const code = back.searchParams.get('code');
    const forged = await exchange({ code, state: 'not-a-state-of-ours' });
    expect(forged.status).toBe(400);
    expect(await errorCodeOf(forged)).toBe('OAUTH_STATE_INVALID');
    // Another admin cannot finish it either: the state is bound to the admin who started it.
    const email = `admin.${randomUUID().slice(0, 8)}@example.com`;
    await app.createUser({
      email,
      password: 'another-admin-password',
      firstName: null,
      lastName: null,
      role: 'admin',
    });
    const otherAdmin = await app.signIn(email, 'another-admin-password');
    const stolen = await otherAdmin.post('/api/oauth/exchange-code', {
      code,
      state: back.searchParams.get('state'),
    });
    expect(stolen.status).toBe(400);
    expect(await errorCodeOf(stolen)).toBe('OAUTH_STATE_INVALID');
    expect((await mailbox()).mailbox).toBeNull();
  });

  it('refuses an expired authorization (400), and a code the provider did not issue', async () => {
    const link = await generateLink();
    const back = await provider.authorize(link.authUrl);
    await app.deps.pool.query(sql.unsafe`
      UPDATE mailbox_authorization_requests SET expires_at = now() - interval '1 minute'
      WHERE state = ${back.searchParams.get('state')!}`);
    const expired = await exchange({
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(expired.status).toBe(400);
    expect(await errorCodeOf(expired)).toBe('OAUTH_STATE_EXPIRED');
    // The largest and the smallest code the schema accepts: refused by the provider, no 5xx.
    for (const code of ['x', '~'.repeat(mailAuthorizationLimits.code)]) {
      await generateLink();
      const refused = await exchange({ code });
      expect(refused.status, code.slice(0, 10)).toBe(400);
      expect(await errorCodeOf(refused)).toBe('OAUTH_CODE_REFUSED');
    }
    const longState = await exchange({
      code: 'x',
      state: 's'.repeat(mailAuthorizationLimits.state),
    });
    expect(await errorCodeOf(longState)).toBe('OAUTH_STATE_INVALID');
    expect((await mailbox()).mailbox).toBeNull();
  });

  it('connects with the pasted code: the refresh token is stored sealed, in no event', async () => {
    connectedAccount = await connect();
    expect(connectedAccount.mailbox).toEqual({
      source: 'database',
      account: provider.account.email,
      connectedAt: expect.any(String),
      tokenHint: expect.stringMatching(/^••••.{4}$/),
      issuer: provider.issuer,
      matchesConfiguration: true,
      lastRefreshError: null,
      lastRefreshErrorAt: null,
    });
    firstRefreshToken = (await storedRefreshToken())!;
    // A real refresh token of the provider, for this client and account.
    expect(await provider.introspect(firstRefreshToken)).toMatchObject({
      active: true,
      client_id: provider.clientId,
      sub: provider.account.email,
    });
    const row = await storedRow();
    expect(row!.row).not.toContain(firstRefreshToken);
    expect(row!.sealed).toMatch(/^v1\./);
    expect(JSON.stringify(connectedAccount)).not.toContain(firstRefreshToken);
    expect(connectedAccount.mailbox!.tokenHint).toBe(`••••${firstRefreshToken.slice(-4)}`);
    expect(await allEventsText()).not.toContain(firstRefreshToken);
    const events = await app.streamEvents(mailboxAuthorizationStreamId);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [
        'MailboxConnected',
        {
          connectionId: expect.any(String),
          account: provider.account.email,
          issuer: provider.issuer,
          scopes: expect.arrayContaining(['openid', 'email', 'offline_access']),
          connectedAt: connectedAccount.mailbox!.connectedAt,
          replacedConnectionId: null,
        },
      ],
    ]);
    expect(events[0]!.metadata).toMatchObject({ userId: app.demoUserIds!.admin, role: 'admin' });
  });

  it('shows the connected account and when it was connected', async () => {
    expect((await mailbox()).mailbox).toEqual(connectedAccount.mailbox);
  });

  it('mints access tokens the provider accepts, kept until shortly before they expire', async () => {
    let clock = Date.now();
    const source = createMailboxAccessTokenSource({
      pool: app.deps.pool,
      config: app.config,
      now: () => new Date(clock),
    });
    const first = await source();
    expect(first).toEqual({ user: provider.account.email, accessToken: expect.any(String) });
    expect(await provider.introspect(first!.accessToken)).toMatchObject({ active: true });
    expect(await provider.userinfo(first!.accessToken)).toMatchObject({
      email: provider.account.email,
    });
    expect(await source()).toEqual(first);
    // The provider's tokens live an hour: 59 minutes on, a new one.
    clock += 59.5 * 60 * 1000;
    const renewed = await source();
    expect(renewed!.accessToken).not.toBe(first!.accessToken);
    expect(await provider.introspect(renewed!.accessToken)).toMatchObject({ active: true });
    // Without rotation the stored refresh token stays the same.
    expect(await storedRefreshToken()).toBe(firstRefreshToken);
  });

  it('replays a retried exchange (same Idempotency-Key) instead of trading the used code again', async () => {
    const link = await generateLink();
    const back = await provider.authorize(link.authUrl);
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    const key = randomUUID();
    const first = await exchange(body, key);
    expect(first.status).toBe(201);
    const retried = await exchange(body, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get(idempotentReplayedHeader)).toBe('true');
    expect(await retried.json()).toEqual(await first.json());
  });

  it('finishes from the provider sending the admin back, replacing the connection', async () => {
    const before = await app.streamEvents(mailboxAuthorizationStreamId);
    const link = await generateLink();
    const back = await provider.authorize(link.authUrl);
    const response = await admin.get(`/api/oauth/callback${back.search}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/oauth-setup?mailbox=connected');
    const events = await app.streamEvents(mailboxAuthorizationStreamId);
    const last = events.at(-1)!;
    expect(last.type).toBe('MailboxConnected');
    expect(last.data).toMatchObject({
      replacedConnectionId: (before.at(-1)!.data as { connectionId: string }).connectionId,
    });
    // The same link cannot be used twice.
    const again = await admin.get(`/api/oauth/callback${back.search}`);
    expect(again.headers.get('location')).toBe(
      '/admin/oauth-setup?mailbox=failed&reason=OAUTH_STATE_INVALID',
    );
  });

  it('sends the admin back with the reason when the owner declines, or the state is missing', async () => {
    const link = await generateLink();
    const declined = await provider.authorize(link.authUrl, { consent: 'deny' });
    expect(declined.searchParams.get('error')).toBe('access_denied');
    const response = await admin.get(`/api/oauth/callback${declined.search}`);
    expect(response.headers.get('location')).toBe(
      '/admin/oauth-setup?mailbox=failed&reason=OAUTH_ACCESS_DENIED',
    );
    // A code without its state: not proof that this admin's authorization came back.
    const link2 = await generateLink();
    const back = await provider.authorize(link2.authUrl);
    const withoutState = await admin.get(
      `/api/oauth/callback?code=${encodeURIComponent(back.searchParams.get('code')!)}`,
    );
    expect(withoutState.headers.get('location')).toBe(
      '/admin/oauth-setup?mailbox=failed&reason=OAUTH_STATE_INVALID',
    );
  });

  it('says on the page when the provider refuses to renew the access', async () => {
    const refreshToken = (await storedRefreshToken())!;
    await provider.revoke(refreshToken);
    const source = createMailboxAccessTokenSource({ pool: app.deps.pool, config: app.config });
    const failure = await source().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailboxAuthorizationError);
    expect(failure).toMatchObject({ reason: 'refused' });
    expect(JSON.stringify(failure) + String(failure)).not.toContain(refreshToken);
    const shown = (await mailbox()).mailbox!;
    expect(shown.lastRefreshError).toMatch(/invalid_grant/);
    expect(shown.lastRefreshErrorAt).not.toBeNull();
  });

  it('disconnects: the token is deleted and revoked at the provider, and recorded', async () => {
    await connect();
    const refreshToken = (await storedRefreshToken())!;
    const source = createMailboxAccessTokenSource({ pool: app.deps.pool, config: app.config });
    const access = await source();
    const answer = await json(await admin.delete('/api/oauth/mailbox'), mailboxDisconnectionSchema);
    expect(answer).toEqual({ disconnected: true, revokedAtProvider: true });
    expect(await storedRow()).toBeNull();
    expect(await provider.introspect(refreshToken)).toMatchObject({ active: false });
    expect(await provider.introspect(access!.accessToken)).toMatchObject({ active: false });
    expect(await source()).toBeNull();
    expect((await mailbox()).mailbox).toBeNull();
    const last = (await app.streamEvents(mailboxAuthorizationStreamId)).at(-1)!;
    expect(last.type).toBe('MailboxDisconnected');
    expect(last.data).toMatchObject({ account: provider.account.email, revokedAtProvider: true });
    expect(await allEventsText()).not.toContain(refreshToken);
    // Nothing left to disconnect.
    expect(
      await json(await admin.delete('/api/oauth/mailbox'), mailboxDisconnectionSchema),
    ).toEqual({ disconnected: false, revokedAtProvider: false });
  });
});

describe('who may use the mailbox authorization', () => {
  const routes: readonly [string, string][] = [
    ['GET', '/api/oauth/mailbox'],
    ['GET', '/api/oauth/gmail-url'],
    ['POST', '/api/oauth/exchange-code'],
    ['GET', '/api/oauth/callback?code=x&state=y'],
    ['DELETE', '/api/oauth/mailbox'],
  ];
  const call = (caller: TestClient, method: string, path: string) =>
    caller.fetch(path, {
      method,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/json' }, body: '{"code":"x"}' }
        : {}),
    });

  it('turns away anonymous callers (401), caretakers and clients (403) on every route', async () => {
    const callers = [
      ['anonymous', app.client(), 401],
      ['caretaker', await app.signInAs('caretaker'), 403],
      ['client', await app.signInAs('client'), 403],
    ] as const;
    for (const [who, caller, status] of callers)
      for (const [method, path] of routes)
        expect((await call(caller, method, path)).status, `${who} ${method} ${path}`).toBe(status);
    expect(
      await app.deps.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM mailbox_authorization_requests
      WHERE user_id <> ${app.demoUserIds!.admin}`),
    ).toBe(0);
  });
});

describe('a provider that rotates refresh tokens', () => {
  let rotating: OidcTestProvider;
  let rotatingApp: TestApp;

  beforeAll(async () => {
    rotating = await startOidcTestProvider({ rotateRefreshTokens: true });
    rotatingApp = await startTestApp({
      env: { ...rotating.appEnv, MAIL_OAUTH_REDIRECT_URI: redirectUri },
    });
  });
  afterAll(async () => {
    await rotatingApp?.close();
    await rotating?.close();
  });

  it('keeps the new refresh token, sealed, and goes on with it', async () => {
    const rotatingAdmin = await rotatingApp.signInAs('admin');
    const link = await generateLink(rotatingAdmin);
    const back = await rotating.authorize(link.authUrl);
    const connected = await rotatingAdmin.post('/api/oauth/exchange-code', {
      code: back.searchParams.get('code'),
    });
    expect(connected.status).toBe(201);
    const original = (await storedRefreshToken(rotatingApp))!;
    let clock = Date.now();
    const source = createMailboxAccessTokenSource({
      pool: rotatingApp.deps.pool,
      config: rotatingApp.config,
      now: () => new Date(clock),
    });
    const first = await source();
    const rotated = (await storedRefreshToken(rotatingApp))!;
    expect(rotated).not.toBe(original);
    expect((await storedRow(rotatingApp))!.row).not.toContain(rotated);
    expect(await rotating.introspect(original)).toMatchObject({ active: false });
    clock += 2 * 60 * 60 * 1000;
    const next = await source();
    expect(next!.accessToken).not.toBe(first!.accessToken);
    expect(await rotating.introspect(next!.accessToken)).toMatchObject({ active: true });
    const shown = await mailbox(rotatingAdmin);
    expect(shown.mailbox!.tokenHint).toBe(
      `••••${(await storedRefreshToken(rotatingApp))!.slice(-4)}`,
    );
  });
});

describe('a mailbox set by the environment', () => {
  let environmentApp: TestApp;
  let refreshToken: string;

  beforeAll(async () => {
    refreshToken = await provider.issueRefreshToken();
    environmentApp = await startTestApp({
      env: {
        ...provider.appEnv,
        MAIL_OAUTH_REFRESH_TOKEN: refreshToken,
        MAIL_OAUTH_ACCOUNT: 'office@memorialcare.example',
      },
    });
  });
  afterAll(() => environmentApp?.close());

  it('wins, is shown as set by the environment, and cannot be changed in the app', async () => {
    const environmentAdmin = await environmentApp.signInAs('admin');
    expect((await mailbox(environmentAdmin)).mailbox).toEqual({
      source: 'environment',
      account: 'office@memorialcare.example',
      connectedAt: null,
      tokenHint: `••••${refreshToken.slice(-4)}`,
      issuer: provider.issuer,
      matchesConfiguration: true,
      lastRefreshError: null,
      lastRefreshErrorAt: null,
    });
    for (const response of [
      await environmentAdmin.get('/api/oauth/gmail-url'),
      await environmentAdmin.post('/api/oauth/exchange-code', { code: 'x' }),
      await environmentAdmin.delete('/api/oauth/mailbox'),
    ]) {
      expect(response.status).toBe(422);
      expect(await errorCodeOf(response)).toBe('MAILBOX_SET_BY_ENVIRONMENT');
    }
    const source = createMailboxAccessTokenSource({
      pool: environmentApp.deps.pool,
      config: environmentApp.config,
    });
    const token = await source();
    expect(token!.user).toBe('office@memorialcare.example');
    expect(await provider.introspect(token!.accessToken)).toMatchObject({ active: true });
  });
});

describe('without a client id', () => {
  it('says it is not configured, and connects nothing', async () => {
    const bare = await startTestApp();
    try {
      const bareAdmin = await bare.signInAs('admin');
      expect(await mailbox(bareAdmin)).toMatchObject({
        configured: false,
        issuer: 'https://accounts.google.com',
        mailbox: null,
      });
      const link = await bareAdmin.get('/api/oauth/gmail-url');
      expect(link.status).toBe(422);
      expect(await errorCodeOf(link)).toBe('MAIL_OAUTH_NOT_CONFIGURED');
      expect(
        await createMailboxAccessTokenSource({ pool: bare.deps.pool, config: bare.config })(),
      ).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
