import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientListSchema,
  graveListSchema,
  type RegistrationRequest,
} from '@memorial-care/contracts/http';
import { clientEmailStreamId, userEmailStreamId } from '@memorial-care/contracts/events';
import { registerClient } from '../clients/commands';
import { systemContext } from '../shared/command-handler';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// Registrations that must not create anything: a taken email, a replay, a race, a step that
// fails half-way (undone), and a flood from one address.

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const takenMessage = 'An account with this email already exists. Sign in or use another email.';

const registration = (overrides: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  name: 'Dušan Stojanović',
  email: `dusan.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+1 416 555 0100',
  address: '10 King St, Toronto',
  country: 'canada',
  password: 'lavender-77',
  confirmPassword: 'lavender-77',
  ...overrides,
});
const register = (body: unknown) => app.client().post('/api/registrations', body);

const clientsWith = async (email: string) =>
  clientListSchema
    .parse(await (await admin.get('/api/clients')).json())
    .filter((c) => c.email === email.toLowerCase());

const expectTaken = async (response: Response) => {
  expect(response.status).toBe(409);
  expect(await response.json()).toMatchObject({ message: takenMessage });
};

describe('POST /api/registrations with an email already in use', () => {
  it('refuses the email of an existing client (any case), creating nothing', async () => {
    const email = `vesna.${randomUUID().slice(0, 8)}@example.com`;
    const existing = await registerClient(
      app.deps,
      { name: 'Vesna Đorđević', email, source: 'admin' },
      systemContext(),
    );
    if (existing.position) await app.deps.waitForProjections(existing.position);
    await expectTaken(await register(registration({ email: email.toUpperCase() })));
    expect((await clientsWith(email)).map((c) => c.id)).toEqual([existing.id]);
    // No user account was made for it either: the address cannot sign in.
    expect(await app.streamEvents(userEmailStreamId(email))).toEqual([]);
  });

  it('refuses the email of an existing user account, creating no client', async () => {
    const email = 'admin@memorialcare.example';
    await expectTaken(await register(registration({ email })));
    expect(await clientsWith(email)).toEqual([]);
    expect(await app.streamEvents(clientEmailStreamId(email))).toEqual([]);
  });

  it('answers a replayed registration with 409 and duplicates nothing', async () => {
    const body = registration({ deceasedName: 'Zoran Stojanović', cemeteryName: 'Lešće' });
    expect((await register(body)).status).toBe(201);
    await expectTaken(await register(body));
    const [client, ...others] = await clientsWith(body.email);
    expect(others).toEqual([]);
    const graves = graveListSchema.parse(
      await (await admin.get(`/api/graves?clientId=${client?.id}`)).json(),
    );
    expect(graves).toHaveLength(1);
    const invites = await app.streamEvents(`invites-${client?.id}`);
    expect(invites.map((e) => e.type)).toEqual(['InviteIssued']);
    // The first password still signs in.
    await app.signIn(body.email, 'lavender-77');
  });

  it('lets exactly one of two simultaneous identical registrations win', async () => {
    const body = registration();
    const responses = await Promise.all([register(body), register(body)]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    await expectTaken(responses.find((r) => r.status === 409) as Response);
    expect(await clientsWith(body.email)).toHaveLength(1);
  });
});

describe('POST /api/registrations failing half-way', () => {
  it('undoes the client and the grave when the user account cannot be created', async () => {
    const body = registration({ deceasedName: 'Nada Stojanović', cemeteryName: 'Bežanija' });
    // Another sign-up is creating an account with this email right now (reserved, not written).
    const context = systemContext();
    await app.deps.eventStore.appendToStream(
      userEmailStreamId(body.email),
      [
        {
          id: randomUUID(),
          type: 'UserEmailReserved',
          data: { email: body.email, userId: randomUUID() },
          metadata: { ...context, occurredAt: context.now.toISOString() },
        },
      ],
      { expectedRevision: 'no_stream' },
    );

    await expectTaken(await register(body));

    expect(await clientsWith(body.email)).toEqual([]);
    const claim = await app.streamEvents(clientEmailStreamId(body.email));
    expect(claim.map((e) => e.type)).toEqual(['ClientEmailReserved', 'ClientEmailReleased']);
    const clientId = (claim[0]?.data as { clientId: string }).clientId;
    expect((await app.streamEvents(`client-${clientId}`)).map((e) => e.type)).toEqual([
      'ClientRegistered',
      'ClientDeleted',
    ]);
    const graves = graveListSchema.parse(
      await (await admin.get(`/api/graves?clientId=${clientId}`)).json(),
    );
    expect(graves).toEqual([]);
    expect(await app.streamEvents(`invites-${clientId}`)).toEqual([]);
    // The client address is free again: nothing of the failed attempt holds it.
    const again = await registerClient(
      app.deps,
      { name: 'Dušan Stojanović', email: body.email, source: 'admin' },
      systemContext(),
    );
    expect(again.id).not.toBe(clientId);
  });
});

describe('POST /api/registrations from one address, again and again', () => {
  it('answers 429 with when to retry once the address has registered too often', async () => {
    const body = registration();
    let refused: Response | null = null;
    // At most 10 per hour; the tests above used some of them.
    for (let attempt = 0; attempt < 11 && !refused; attempt++) {
      const response = await register(body);
      if (response.status === 429) refused = response;
      else expect([201, 409]).toContain(response.status);
    }
    expect(refused?.status).toBe(429);
    expect(await refused?.json()).toMatchObject({
      message: 'Too many registrations from your network. Try again in 60 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});
