import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cemeteryListSchema,
  clientListSchema,
  graveListSchema,
  recentRegistrationListSchema,
  registrationResultSchema,
  type RegistrationRequest,
} from '@memorial-care/contracts/http';
import { currentUserSchema } from '@memorial-care/contracts';
import { addCemetery } from '../cemeteries/commands';
import { hashInviteToken, inviteTokenFor } from '../invites/invite-token';
import { systemContext } from '../shared/command-handler';
import { cemeteryFieldValues } from '../testing/event-data';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// The landing page's "Start Your Care Journey", end to end over HTTP: what the server creates,
// and that every rule of the form holds on the server too.

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const registration = (overrides: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  name: 'Jelena Marković',
  email: `jelena.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+49 30 1234567',
  address: 'Hauptstraße 1, Berlin',
  country: 'germany',
  selectedPlan: 'premium',
  password: 'sunflower-42',
  confirmPassword: 'sunflower-42',
  ...overrides,
});

const register = (body: unknown) => app.client().post('/api/registrations', body);

const clientsOf = async (email: string) =>
  clientListSchema
    .parse(await (await admin.get('/api/clients')).json())
    .filter((c) => c.email === email.toLowerCase());

describe('POST /api/registrations', () => {
  it('creates the client, a user who can sign in, the typed cemetery and grave, and an invite', async () => {
    const cemeteryName = `Groblje Lešće ${randomUUID().slice(0, 6)}`;
    const body = registration({
      email: `Jelena.${randomUUID().slice(0, 8)}@Example.com`,
      deceasedName: 'Milan Marković',
      cemeteryName,
      notes: 'Please call before visiting',
      preferredLanguage: 'German',
    });
    const response = await register(body);
    expect(response.status).toBe(201);
    const result = registrationResultSchema.parse(await response.json());
    const email = body.email.toLowerCase();
    expect(result).toEqual({ clientId: expect.any(String), email, graveId: expect.any(String) });

    const [client, ...others] = await clientsOf(email);
    expect(others).toEqual([]);
    expect(client).toMatchObject({
      id: result.clientId,
      name: 'Jelena Marković',
      phone: '+49 30 1234567',
      address: 'Hauptstraße 1, Berlin',
      country: 'Germany',
      notes: 'Please call before visiting',
      preferredLanguage: 'German',
      selectedPlan: 'premium',
      planStatus: 'active',
    });

    // The password of the form really signs in, as a client tied to the new record.
    const signedIn = await app.signIn(email, 'sunflower-42');
    const user = currentUserSchema.parse(await (await signedIn.get('/api/auth/user')).json());
    expect(user).toMatchObject({
      email,
      role: 'client',
      clientId: result.clientId,
      firstName: 'Jelena',
      lastName: 'Marković',
    });

    const cemeteries = cemeteryListSchema.parse(await (await admin.get('/api/cemeteries')).json());
    const cemetery = cemeteries.find((c) => c.name === cemeteryName);
    expect(cemetery).toMatchObject({ city: 'Unknown', country: 'Serbia' });

    const graves = graveListSchema.parse(
      await (await admin.get(`/api/graves?clientId=${result.clientId}`)).json(),
    );
    expect(graves).toEqual([
      expect.objectContaining({
        id: result.graveId,
        deceasedName: 'Milan Marković',
        graveNumber: '1',
        graveLocation: cemeteryName,
        cemeteryId: cemetery?.id,
      }),
    ]);

    // Approved automatically: an invite was issued; neither the token nor its hash is in it.
    const events = await app.streamEvents(`invites-${result.clientId}`);
    expect(events.map((e) => e.type)).toEqual(['InviteIssued']);
    const issued = events[0]?.data as { inviteId: string; withTemporaryCredentials: boolean };
    // In the language the visitor used the site in.
    expect(issued).toMatchObject({
      accountKind: 'client',
      email,
      preferredLanguage: 'German',
      withTemporaryCredentials: false,
    });
    const token = inviteTokenFor(app.config.inviteSecret, issued.inviteId);
    const everything = JSON.stringify(
      [...events, ...(await app.streamEvents(`client-${result.clientId}`))].map((e) => [
        e.data,
        e.metadata,
      ]),
    );
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(hashInviteToken(token));

    // The admin's Registrations screen shows it with its invite.
    const recent = recentRegistrationListSchema.parse(
      await (await admin.get('/api/clients/recent')).json(),
    );
    expect(recent.find((c) => c.id === result.clientId)?.latestInvite).toMatchObject({
      inviteId: issued.inviteId,
      acceptedAt: null,
    });
  });

  it('takes the standard plan by default and creates no grave without a deceased name', async () => {
    const cemeteryName = `Novo groblje ${randomUUID().slice(0, 6)}`;
    const { selectedPlan: _plan, ...body } = registration({ cemeteryName, country: 'serbia' });
    const response = await register(body);
    expect(response.status).toBe(201);
    const result = registrationResultSchema.parse(await response.json());
    expect(result.graveId).toBeNull();
    const [client] = await clientsOf(body.email);
    expect(client).toMatchObject({
      selectedPlan: 'standard',
      planStatus: 'active',
      country: 'Serbia',
      preferredLanguage: 'Serbian',
    });
    const cemeteries = cemeteryListSchema.parse(await (await admin.get('/api/cemeteries')).json());
    expect(cemeteries.some((c) => c.name === cemeteryName)).toBe(false);
  });

  it('puts the grave at a cemetery picked from the list, or typed as a known name', async () => {
    const name = `Zemunsko groblje ${randomUUID().slice(0, 6)}`;
    const cemeteryId = randomUUID();
    const added = await addCemetery(app.deps, systemContext(), {
      cemeteryId,
      fields: cemeteryFieldValues({ name }),
      source: 'admin',
    });
    if (added.position) await app.deps.waitForProjections(added.position);
    const before = cemeteryListSchema.parse(await (await admin.get('/api/cemeteries')).json());

    const picked = registrationResultSchema.parse(
      await (await register(registration({ deceasedName: 'Ana Ilić', cemeteryId }))).json(),
    );
    const typed = registrationResultSchema.parse(
      await (
        await register(
          registration({ deceasedName: 'Petar Ilić', cemeteryName: `  ${name.toUpperCase()} ` }),
        )
      ).json(),
    );
    for (const [result, deceasedName] of [
      [picked, 'Ana Ilić'],
      [typed, 'Petar Ilić'],
    ] as const) {
      const graves = graveListSchema.parse(
        await (await admin.get(`/api/graves?clientId=${result.clientId}`)).json(),
      );
      expect(graves).toEqual([
        expect.objectContaining({
          deceasedName,
          cemeteryId,
          graveNumber: '1',
          graveLocation: name,
          cemetery: { id: cemeteryId, name, city: 'Beograd' },
        }),
      ]);
    }
    const after = cemeteryListSchema.parse(await (await admin.get('/api/cemeteries')).json());
    expect(after.length).toBe(before.length);
  });
});

describe('POST /api/registrations: the form’s rules, on the server', () => {
  const messagesOf = async (body: unknown) => {
    const response = await register(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      message: string;
      errors: { path: string; message: string }[];
    };
    // Each item also carries its code and bound; these tests read the spec's wording.
    return { ...answer, errors: answer.errors.map(({ path, message }) => ({ path, message })) };
  };

  it('requires name, email, phone, address, country, password and confirmation', async () => {
    const { errors } = await messagesOf({});
    expect(errors.map((e) => e.path).sort()).toEqual(
      [
        'body.address',
        'body.confirmPassword',
        'body.country',
        'body.email',
        'body.name',
        'body.password',
        'body.phone',
      ].sort(),
    );
    expect(errors).toContainEqual({ path: 'body.name', message: 'Name is required' });
    expect(errors).toContainEqual({
      path: 'body.email',
      message: 'Please enter a valid email address.',
    });
  });

  it('gives the spec’s password messages', async () => {
    const short = await messagesOf(registration({ password: 'short', confirmPassword: 'short' }));
    expect(short.errors).toEqual([
      { path: 'body.password', message: 'Password must be at least 8 characters long.' },
    ]);
    const mismatch = await messagesOf(registration({ confirmPassword: 'sunflower-43' }));
    expect(mismatch.errors).toEqual([
      {
        path: 'body.confirmPassword',
        message: 'Passwords do not match. Please check and try again.',
      },
    ]);
    expect(mismatch.message).toBe('Passwords do not match. Please check and try again.');
  });

  it('accepts only the offered countries and plans, and blank names are missing', async () => {
    const { errors } = await messagesOf(
      registration({ name: '   ', country: 'france' as never, selectedPlan: 'gold' as never }),
    );
    expect(errors.map((e) => e.path).sort()).toEqual(
      ['body.country', 'body.name', 'body.selectedPlan'].sort(),
    );
  });

  it('refuses a picked cemetery that does not exist, creating nothing', async () => {
    const body = registration({ deceasedName: 'Ana Ilić', cemeteryId: randomUUID() });
    const { errors } = await messagesOf(body);
    expect(errors).toEqual([
      {
        path: 'body.cemeteryId',
        message: 'Please pick a cemetery from the list or type its name',
      },
    ]);
    expect(await clientsOf(body.email)).toEqual([]);
  });
});
