import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteStreamId, type InviteIssued } from '@memorial-care/contracts/events';
import { eventually, testEvent } from '@memorial-care/projections/testing';
import { inviteLinkFor } from '../invites/invite-token';
import { findMailDelivery } from '../mail/delivery-queries';
import { startTestApp, type TestApp } from '../testing/test-app';

// The worker role as the app wires it: the app's reactors (the invite mail among them), the
// mail queue and worker, and — without SMTP_URL — the development outbox.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: true, demoAccounts: false });
});
afterAll(() => app?.close());

const outboxFiles = async () =>
  readdir(app.config.mailOutboxDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

describe('worker role', () => {
  it('turns an issued invite into a mail in the development outbox, with the activation link', async () => {
    const inviteId = randomUUID();
    const accountId = randomUUID();
    const invite: InviteIssued = {
      inviteId,
      accountId,
      accountKind: 'client',
      userId: randomUUID(),
      email: 'marija.jovanovic@example.test',
      name: 'Marija Jovanović',
      preferredLanguage: 'English',
      role: 'client',
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      supersedes: [],
      withTemporaryCredentials: false,
    };
    const event = testEvent('InviteIssued', invite);
    await app.deps.eventStore.appendToStream(inviteStreamId(accountId), [event], {
      expectedRevision: 'any',
    });

    const delivery = await eventually(
      () => findMailDelivery(app.deps.pool, event.id),
      (d) => d?.status === 'sent',
    );
    expect(delivery).toMatchObject({
      kind: 'invite',
      refId: inviteId,
      recipient: 'marija.jovanovic@example.test',
    });
    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    const eml = await readFile(join(app.config.mailOutboxDir, files[0] ?? ''), 'utf8');
    // Undo quoted-printable soft line breaks before looking for the link.
    const unwrapped = eml.replace(/=\r?\n/g, '');
    expect(unwrapped).toMatch(/^To: .*marija\.jovanovic@example\.test/m);
    expect(unwrapped).toContain(
      inviteLinkFor(app.config.publicUrl, app.config.inviteSecret, inviteId),
    );
  });
});
