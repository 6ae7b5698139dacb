import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const adminEmail = 'admin@memorialcare.example';

/**
 * POST /api/login from a chosen loopback address (Linux answers on all of 127.0.0.0/8), so one
 * test can be both the attacker and a user elsewhere without trusting any proxy header.
 */
const signInFrom = (baseUrl: string, localAddress: string, email: string, password: string) =>
  new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const call = request(
      new URL('/api/login', baseUrl),
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });

const countBy = (statuses: readonly number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe('parallel sign-in guesses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      loginLimits: {
        perEmailAndIp: { failures: 5, windowSeconds: 600 },
        perIp: { failures: 50, windowSeconds: 3600 },
      },
      // Wide open here, so that only the counting is under test.
      passwordCheckLimits: { perAddress: 100, overall: 100, maxQueued: 0, maxWaitMs: 0 },
    });
  });
  afterAll(() => app?.close());

  it('counts every attempt before its hash: of 40 parallel guesses at most 5 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signInFrom(app.baseUrl, '127.0.0.1', adminEmail, `guess-${i}`),
      ),
    );
    const counts = countBy(answers.map((a) => a.status));
    expect(counts).toEqual({ 401: 5, 429: 35 });
    expect(answers.filter((a) => a.status === 429).every((a) => Number(a.retryAfter) > 0)).toBe(
      true,
    );
    // The right password is refused too now: the guesses used up the account's attempts.
    expect((await signInFrom(app.baseUrl, '127.0.0.1', adminEmail, app.demoPassword)).status).toBe(
      429,
    );
  });
});

describe('a sign-in flood from one address', () => {
  let app: TestApp;
  // The default gate (2 checks per address at once); limits high enough that every guess of
  // the flood would be hashed without the gate.
  beforeAll(async () => {
    app = await startTestApp({
      loginLimits: {
        perEmailAndIp: { failures: 5, windowSeconds: 600 },
        perIp: { failures: 1000, windowSeconds: 3600 },
      },
    });
  });
  afterAll(() => app?.close());

  it('refuses what is over the gate at once and lets a user elsewhere sign in promptly', async () => {
    const flood = Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signInFrom(app.baseUrl, '127.0.0.1', `nobody-${i}@example.com`, 'guess'),
      ),
    );
    // Let the flood reach the password checks first.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Without the gate this waited for the flood's 60 scrypt hashes (about 8 s on 2 idle cores).
    // One hash takes ~0.2 s (~1 s on a test machine busy with other suites): 3 s is generous.
    const started = performance.now();
    const user = await signInFrom(
      app.baseUrl,
      '127.0.0.2',
      'client@memorialcare.example',
      app.demoPassword,
    );
    const tookMs = performance.now() - started;
    expect(user.status).toBe(200);
    expect(tookMs).toBeLessThan(3_000);

    const statuses = (await flood).map((a) => a.status);
    const counts = countBy(statuses);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
    expect(counts[429]).toBeGreaterThan(0);
  });
});
