import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema, communicationListSchema } from '@memorial-care/contracts/http';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const addClient = async (body: Record<string, unknown>) => {
  const response = await admin.post('/api/clients', body);
  expect(response.status).toBe(201);
  return clientSchema.parse(await response.json());
};
const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

describe('GET /api/communications/client/:clientId', () => {
  it('lists the invite mails of the client as outbound emails, newest first', async () => {
    const client = await addClient({ name: 'Invited Client', email: uniqueEmail('invited') });
    const empty = await admin.get(`/api/communications/client/${client.id}`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);

    expect((await admin.post(`/api/clients/${client.id}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/clients/${client.id}/invite-email`)).status).toBeLessThan(300);
    const list = communicationListSchema.parse(
      await (await admin.get(`/api/communications/client/${client.id}`)).json(),
    );
    expect(list).toHaveLength(2);
    for (const row of list)
      expect(row).toMatchObject({
        clientId: client.id,
        type: 'email',
        direction: 'outbound',
        subject: expect.stringContaining('Memorial Care'),
        attachments: [],
      });
    expect(list[0]?.content).toContain('again');
    expect(list[1]?.content).toContain(client.email);
    // Never the link (it carries the token).
    expect(JSON.stringify(list)).not.toContain('/invite/');
  });

  it('is for admins only', async () => {
    const path = `/api/communications/client/${randomUUID()}`;
    expect((await app.client().get(path)).status).toBe(401);
    expect((await (await app.signInAs('caretaker')).get(path)).status).toBe(403);
    expect((await (await app.signInAs('client')).get(path)).status).toBe(403);
  });
});
