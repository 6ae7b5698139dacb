import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema } from '@memorial-care/contracts/http';
import { findClientIdsByEmails } from '@memorial-care/projections/clients';
import { emailOfLength } from '../testing/extreme-payloads';
import { hugeStrings, unicodeEdgeStrings, wrongTypes } from '../testing/hostile-payloads';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

const addClient = async (body: Record<string, unknown>) => {
  const response = await admin.post('/api/clients', body);
  expect(response.status).toBe(201);
  return clientSchema.parse(await response.json());
};

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { path: string; message: string }[] }).errors.map(
    ({ path, message }) => ({ path, message }),
  );

describe('a client’s alternative addresses over HTTP', () => {
  it('adds, shows, replaces and clears them; a new client has none', async () => {
    const plain = await addClient({ name: 'Bez Adresa', email: uniqueEmail('plain') });
    expect(plain.alternativeEmails).toEqual([]);

    const work = uniqueEmail('Posao');
    const client = await addClient({
      name: 'Dragana Marković',
      email: uniqueEmail('dragana'),
      alternativeEmails: [` ${work} `, work.toUpperCase()],
    });
    expect(client.alternativeEmails).toEqual([work.toLowerCase()]);
    const fetched = clientSchema.parse(await (await admin.get(`/api/clients/${client.id}`)).json());
    expect(fetched.alternativeEmails).toEqual([work.toLowerCase()]);

    const son = uniqueEmail('sin');
    const replaced = await admin.patch(`/api/clients/${client.id}`, { alternativeEmails: [son] });
    expect(replaced.status).toBe(200);
    expect(clientSchema.parse(await replaced.json()).alternativeEmails).toEqual([son]);

    const cleared = await admin.patch(`/api/clients/${client.id}`, { alternativeEmails: [] });
    expect(clientSchema.parse(await cleared.json()).alternativeEmails).toEqual([]);
  });

  it('lets two clients share an alternative address (matching only), and finds both', async () => {
    const shared = uniqueEmail('porodica');
    const mother = await addClient({
      name: 'Majka',
      email: uniqueEmail('majka'),
      alternativeEmails: [shared],
    });
    const son = await addClient({
      name: 'Sin',
      email: uniqueEmail('sin'),
      alternativeEmails: [shared],
    });
    // Even another client's main address may be one's alternative: it claims nothing.
    const daughter = await addClient({
      name: 'Ćerka',
      email: uniqueEmail('cerka'),
      alternativeEmails: [mother.email],
    });
    const found = await findClientIdsByEmails(app.deps.pool, [shared.toUpperCase(), mother.email]);
    expect(found.get(shared)).toEqual([mother.id, son.id].sort());
    expect(found.get(mother.email)).toEqual([mother.id, daughter.id].sort());
  });

  it("refuses the client's own email as an alternative, on create and on update (400)", async () => {
    const email = uniqueEmail('own');
    const created = await admin.post('/api/clients', {
      name: 'Own',
      email,
      alternativeEmails: [uniqueEmail('x'), email.toUpperCase()],
    });
    expect(created.status).toBe(400);
    expect(await errorsOf(created)).toEqual([
      {
        path: 'body.alternativeEmails.1',
        message: "An alternative address cannot be the client's own email",
      },
    ]);

    const other = uniqueEmail('other');
    const client = await addClient({ name: 'Own', email, alternativeEmails: [other] });
    // Only the alternatives in the body: the server compares with the stored email.
    const sameAsStored = await admin.patch(`/api/clients/${client.id}`, {
      alternativeEmails: [email],
    });
    expect(sameAsStored.status).toBe(400);
    // Only the email in the body: it may not become one of the stored alternatives.
    const movedOnto = await admin.patch(`/api/clients/${client.id}`, { email: other });
    expect(movedOnto.status).toBe(400);
    // Both together: the main and an alternative address swap.
    const swapped = await admin.patch(`/api/clients/${client.id}`, {
      email: other,
      alternativeEmails: [email],
    });
    expect(swapped.status).toBe(200);
    expect(clientSchema.parse(await swapped.json())).toMatchObject({
      email: other,
      alternativeEmails: [email],
    });
  });

  it('refuses more than ten, and invalid or hostile values, recording nothing', async () => {
    const client = await addClient({ name: 'Hostile', email: uniqueEmail('hostile') });
    const tooMany = await admin.patch(`/api/clients/${client.id}`, {
      alternativeEmails: Array.from({ length: 11 }, (_, i) => uniqueEmail(`a${i}`)),
    });
    expect(tooMany.status).toBe(400);
    expect(await errorsOf(tooMany)).toEqual([
      { path: 'body.alternativeEmails', message: 'At most 10 alternative addresses' },
    ]);
    const hostile: unknown[] = [
      ...hugeStrings.map((value) => [value]),
      ...unicodeEdgeStrings.map((value) => [value]),
      ...unicodeEdgeStrings
        .map((value) => [`ana${value}@example.com`])
        .filter(([v]) => v !== 'ana@example.com'),
      ...wrongTypes.filter((value) => !(Array.isArray(value) && value.length === 0)),
      'ana@example.com',
      `${'a'.repeat(64)}@${'d'.repeat(187)}.rs`,
    ];
    for (const alternativeEmails of hostile) {
      for (const send of [
        () => admin.patch(`/api/clients/${client.id}`, { alternativeEmails }),
        () => admin.post('/api/clients', { name: 'X', email: uniqueEmail('x'), alternativeEmails }),
      ]) {
        const response = await send();
        expect(response.status, JSON.stringify(alternativeEmails).slice(0, 80)).toBe(400);
      }
    }
    const after = clientSchema.parse(await (await admin.get(`/api/clients/${client.id}`)).json());
    expect(after.alternativeEmails).toEqual([]);
  });

  it('accepts ten of the longest addresses', async () => {
    const longest = (i: number) => emailOfLength(254, `a${i}${randomUUID().slice(0, 8)}`);
    const alternativeEmails = Array.from({ length: 10 }, (_, i) => longest(i));
    expect(alternativeEmails[0]).toHaveLength(254);
    const client = await addClient({ name: 'Long', email: uniqueEmail('long'), alternativeEmails });
    expect(client.alternativeEmails).toEqual(alternativeEmails);
  });

  it('lets only admins change them', async () => {
    const client = await addClient({ name: 'Guarded', email: uniqueEmail('guarded') });
    const body = { alternativeEmails: [uniqueEmail('intruder')] };
    expect((await app.client().patch(`/api/clients/${client.id}`, body)).status).toBe(401);
    for (const role of ['caretaker', 'client'] as const) {
      const caller = await app.signInAs(role);
      expect((await caller.patch(`/api/clients/${client.id}`, body)).status).toBe(403);
    }
    const after = clientSchema.parse(await (await admin.get(`/api/clients/${client.id}`)).json());
    expect(after.alternativeEmails).toEqual([]);
  });
});
