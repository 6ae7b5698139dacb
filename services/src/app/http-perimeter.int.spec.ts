import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cemeteryStreamId, clientStreamId } from '@memorial-care/contracts/events';
import { demoAccounts } from '../auth/demo-accounts';
import { defineRoute } from '../http/route';
import { signInLinkedAccount } from '../service-requests/int-test-fixtures';
import { cemeteryAddedData, clientRegisteredData } from '../testing/event-data';
import { recordEvent } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// The HTTP perimeter as an attacker meets it: forged X-Forwarded-For, forged cross-origin form
// posts, sign-out links, and the security headers on every answer.

const adminEmail = demoAccounts.find((account) => account.role === 'admin')?.email as string;

/** Echoes the address the app believes the request came from (what rate limits count). */
const clientAddressRoute = defineRoute({
  method: 'get',
  path: '/api/test/client-address',
  access: 'public',
  handle: async ({ ctx }) => ({ body: { ip: ctx.ip } }),
});

const wrongPasswordsWithForgedAddresses = async (
  app: TestApp,
  forwardedFor: (attempt: number) => string,
) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await app.client().fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(attempt) },
      body: JSON.stringify({ email: adminEmail, password: `guess-${attempt}` }),
    });
    statuses.push(response.status);
  }
  const rightPassword = await app.client().fetch('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(99) },
    body: JSON.stringify({ email: adminEmail, password: app.demoPassword }),
  });
  return { statuses, rightPassword: rightPassword.status };
};

const forgedAddress = (attempt: number) => `203.0.113.${attempt + 1}`;

describe('with no trusted proxy (TRUST_PROXY_HOPS unset)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ routes: [[clientAddressRoute]] });
  });
  afterAll(() => app?.close());

  it('ignores X-Forwarded-For, so forging it does not get around the sign-in limit', async () => {
    const { statuses, rightPassword } = await wrongPasswordsWithForgedAddresses(app, forgedAddress);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(30);
    expect(rightPassword).toBe(429);
  });

  it('takes the address of the connection', async () => {
    const response = await app.client().fetch('/api/test/client-address', {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(await response.json()).toEqual({ ip: expect.stringMatching(/127\.0\.0\.1$/) });
  });
});

describe('in production behind one trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      routes: [[clientAddressRoute]],
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        INVITE_SECRET: 'i'.repeat(40),
        MAIL_TOKEN_KEY: 'm'.repeat(40),
        PUBLIC_URL: 'https://memorialcare.example',
        TRUST_PROXY_HOPS: '1',
        BILLING_IBAN: 'DE89370400440532013000',
        BILLING_BIC: 'COBADEFFXXX',
      },
    });
  });
  afterAll(() => app?.close());

  const signIn = (headers: Record<string, string>) =>
    app.client().fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: adminEmail, password: app.demoPassword }),
    });

  it('takes the rightmost X-Forwarded-For address, the one the proxy wrote', async () => {
    const response = await app.client().fetch('/api/test/client-address', {
      headers: { 'x-forwarded-for': '203.0.113.50, 198.51.100.7' },
    });
    expect(await response.json()).toEqual({ ip: '198.51.100.7' });
  });

  it('counts sign-in failures by that address whatever the client writes to its left', async () => {
    const { statuses, rightPassword } = await wrongPasswordsWithForgedAddresses(
      app,
      (attempt) => `${forgedAddress(attempt)}, 198.51.100.7`,
    );
    expect(statuses).toContain(429);
    expect(rightPassword).toBe(429);
  });

  it('signs in with a Secure cookie when the proxy says the request came over HTTPS', async () => {
    const response = await signIn({
      'x-forwarded-for': '198.51.100.20',
      'x-forwarded-proto': 'https',
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/; secure/i);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('answers a clear 400, not a 500, when plain HTTP reaches it after all', async () => {
    const response = await signIn({ 'x-forwarded-for': '198.51.100.21' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/HTTPS/),
      code: 'HTTPS_REQUIRED',
    });
  });
});

describe('writes from a foreign origin or of a foreign body type', () => {
  let app: TestApp;
  let victim: TestClient;
  let cemeteryId: string;

  const graveCount = () =>
    app.database.pool.oneFirst(sql.type(z.object({ count: z.number() }))`
      SELECT count(*)::int AS count FROM graves`);

  const graveForm = () =>
    new URLSearchParams({ deceasedName: 'Forged Grave', graveNumber: '1', cemeteryId }).toString();

  beforeAll(async () => {
    app = await startTestApp();
    const victimClient = clientRegisteredData({ name: 'Victim Client' });
    const { clientId } = victimClient;
    await recordEvent(app, clientStreamId(clientId), 'ClientRegistered', victimClient);
    const cemetery = cemeteryAddedData();
    cemeteryId = cemetery.cemeteryId;
    await recordEvent(app, cemeteryStreamId(cemeteryId), 'CemeteryAdded', cemetery);
    victim = await signInLinkedAccount(app, { role: 'client', linkedId: clientId });
  });
  afterAll(() => app?.close());

  it.each([
    ['another port', { origin: 'http://localhost:9999' }],
    ['a subdomain', { origin: 'http://evil.localhost:9999', 'sec-fetch-site': 'same-site' }],
    ['another site, told only by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a sandboxed frame', { origin: 'null' }],
  ])(
    'refuses a form post from %s that would add a grave as the signed-in victim',
    async (_from, headers) => {
      const before = await graveCount();
      const response = await victim.fetch('/api/graves', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: graveForm(),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: expect.any(String),
        code: 'FOREIGN_ORIGIN',
      });
      expect(await graveCount()).toBe(before);
    },
  );

  it('refuses a form-encoded or plain-text body even from the own origin (415)', async () => {
    const before = await graveCount();
    const own = { origin: new URL(app.baseUrl).origin, 'sec-fetch-site': 'same-origin' };
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', graveForm()],
      ['text/plain', JSON.stringify({ deceasedName: 'Text', graveNumber: '1', cemeteryId })],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const response = await victim.fetch('/api/graves', {
        method: 'POST',
        headers: { 'content-type': type, ...own },
        body,
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await graveCount()).toBe(before);
  });

  it('takes JSON from the own origin, and from callers that name no origin (curl)', async () => {
    const own = new URL(app.baseUrl).origin;
    const fromPage = await victim.fetch('/api/graves', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: own, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ deceasedName: 'Own Page', graveNumber: '2', cemeteryId }),
    });
    expect(fromPage.status).toBe(201);
    const fromScript = await victim.post('/api/graves', {
      deceasedName: 'Script',
      graveNumber: '3',
      cemeteryId,
    });
    expect(fromScript.status).toBe(201);
  });

  it('takes a write without a body (an action) from the own origin', async () => {
    const response = await victim.fetch('/api/logout', {
      method: 'POST',
      headers: { origin: new URL(app.baseUrl).origin },
    });
    expect(response.status).toBe(204);
  });
});

describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const expectSecurityHeaders = (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "img-src 'self' blob: data:",
    ])
      expect(csp).toContain(directive);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Not in development or tests: HSTS would stick to every app on localhost.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  };

  it('sends them on API answers, which are never stored', async () => {
    for (const response of [
      await app.client().get('/api/public/config'),
      await app.client().get('/api/auth/user'),
      await app.client().get('/api/no-such-route'),
    ]) {
      expectSecurityHeaders(response);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('sends them on errors and on the web app', async () => {
    const refused = await app.client().fetch('/api/logout', {
      method: 'POST',
      headers: { origin: 'http://localhost:9999' },
    });
    expect(refused.status).toBe(403);
    expectSecurityHeaders(refused);
    const page = await app.client().get('/clients');
    expectSecurityHeaders(page);
    expect(page.headers.get('cache-control')).not.toBe('no-store');
  });
});
