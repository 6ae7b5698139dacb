import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

// The routes without a mailbox (IMAP_HOST unset): who may call them, and what they answer.

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(() => app?.close());

const routes = [
  ['POST', '/api/communications/sync-email'],
  ['POST', '/api/communications/sync-instagram'],
  ['GET', `/api/communications/attachments/${randomUUID()}`],
] as const;

describe('the mailbox sync routes', () => {
  it('are for admins only', async () => {
    const caretaker = await app.signInAs('caretaker');
    const client = await app.signInAs('client');
    for (const [method, path] of routes) {
      expect((await app.client().fetch(path, { method })).status, `${method} ${path}`).toBe(401);
      expect((await caretaker.fetch(path, { method })).status, `${method} ${path}`).toBe(403);
      expect((await client.fetch(path, { method })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('say clearly that no mailbox and no Instagram are connected', async () => {
    const email = await admin.post('/api/communications/sync-email');
    expect(email.status).toBe(503);
    expect(await email.json()).toMatchObject({
      code: 'MAILBOX_NOT_CONNECTED',
      message: 'The office mailbox is not connected',
    });
    const instagram = await admin.post('/api/communications/sync-instagram');
    expect(instagram.status).toBe(503);
    expect(await instagram.json()).toMatchObject({
      code: 'INSTAGRAM_NOT_CONNECTED',
      message: 'Instagram is not connected',
    });
  });

  it('answer 404 for an attachment nobody recorded, or an id that is none', async () => {
    for (const id of [randomUUID(), 'not-an-id', '..%2F..%2Fetc%2Fpasswd'])
      expect((await admin.get(`/api/communications/attachments/${id}`)).status, id).toBe(404);
  });
});
