import type { Role } from '@memorial-care/contracts';
import { cemeteryStreamPrefix } from '@memorial-care/contracts/events';
import { startTestApp, type TestClient } from '../../testing/test-app';

export interface TestResponse {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The whole app (real sessions, event store, in-process projection runners) with one signed-in
 * browser per demo role, and a `request` that answers status and parsed JSON body.
 */
export const startCemeteryTestApp = async () => {
  const app = await startTestApp();
  const anonymous = app.client();
  const signedIn = new Map<Role, Promise<TestClient>>();
  const clientFor = (role: Role) => {
    const existing = signedIn.get(role);
    if (existing) return existing;
    const client = app.signInAs(role);
    signedIn.set(role, client);
    return client;
  };

  const request = async (
    method: string,
    path: string,
    { role, body }: { role?: Role; body?: unknown } = {},
  ): Promise<TestResponse> => {
    const client = role ? await clientFor(role) : anonymous;
    const response = await client.fetch(path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  const adminUserId = app.demoUserIds?.admin;
  if (!adminUserId) throw new Error('The test app has no demo admin');

  return {
    pool: app.database.pool,
    request,
    adminUserId,
    /** The cemetery streams' events, in `$all` order (sign-ins and demo accounts left out). */
    cemeteryEvents: async () =>
      (await app.deps.eventStore.readAll({ limit: 100_000 })).filter((e) =>
        e.streamId.startsWith(cemeteryStreamPrefix),
      ),
    close: () => app.close(),
  };
};

export type CemeteryTestApp = Awaited<ReturnType<typeof startCemeteryTestApp>>;
