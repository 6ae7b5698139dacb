import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { communicationsProjection } from './communications-projection';
import { listClientCommunications } from './queries';

const database = useProjectionTestWithBuiltEvents(communicationsProjection);

const clientId = randomUUID();
const caretakerId = randomUUID();
let revision = 0n;
const at = (event: { type: string; data: object }, occurredAt: string, accountId = clientId) => {
  revision += 1n;
  return recordedEvent(event, { streamId: `invites-${accountId}`, revision, occurredAt });
};

const issued = (inviteId: string, accountId: string, accountKind: 'client' | 'caretaker') => ({
  type: 'InviteIssued',
  data: {
    inviteId,
    accountId,
    accountKind,
    userId: randomUUID(),
    email: 'milica@example.com',
    name: 'Milica Jovanović',
    preferredLanguage: 'Serbian',
    role: accountKind,
    expiresAt: '2025-06-08T10:00:00.000Z',
    supersedes: [],
    withTemporaryCredentials: true,
  },
});
const resent = (inviteId: string, accountId: string) => ({
  type: 'InviteEmailRequested',
  data: {
    inviteId,
    accountId,
    email: 'milica@example.com',
    name: 'Milica Jovanović',
    preferredLanguage: 'Serbian',
    expiresAt: '2025-06-08T10:00:00.000Z',
  },
});

describe('the communications projection', () => {
  it("records each invite mail of a client as an outbound email, once, and skips a caretaker's", async () => {
    const inviteId = randomUUID();
    const caretakerInvite = randomUUID();
    const events = [
      at(issued(inviteId, clientId, 'client'), '2025-06-01T10:00:00.000Z'),
      at(
        issued(caretakerInvite, caretakerId, 'caretaker'),
        '2025-06-01T10:30:00.000Z',
        caretakerId,
      ),
      // In the same batch as the issue: the resent mail still finds its invite.
      at(resent(inviteId, clientId), '2025-06-02T09:00:00.000Z'),
      at(resent(caretakerInvite, caretakerId), '2025-06-02T09:30:00.000Z', caretakerId),
    ];
    await database.apply(events);
    await database.apply(events);

    const list = await listClientCommunications(database.pool, clientId);
    expect(list).toEqual([
      expect.objectContaining({
        id: events[0]?.id,
        subject: 'Your Memorial Care invitation – activate your account',
        content: expect.stringContaining('sent to milica@example.com'),
        createdAt: '2025-06-01T10:00:00.000Z',
      }),
      expect.objectContaining({
        id: events[2]?.id,
        clientId,
        type: 'email',
        direction: 'outbound',
        status: 'queued',
        content: 'Invitation sent again to milica@example.com; the link is valid until 2025-06-08.',
        createdAt: '2025-06-02T09:00:00.000Z',
        sentAt: null,
        attachments: [],
      }),
    ]);
    expect(await listClientCommunications(database.pool, caretakerId)).toEqual([]);
    const total = await database.pool.oneFirst(
      sql.unsafe`SELECT count(*)::int AS "count" FROM communications`,
    );
    expect(total).toBe(2);
  });

  it("shows the mail delivery's status, subject and sent time once the worker has it", async () => {
    const inviteId = randomUUID();
    const event = at(issued(inviteId, clientId, 'client'), '2025-06-03T10:00:00.000Z');
    await database.apply([event]);
    await database.pool.query(sql.unsafe`
      INSERT INTO mail_deliveries (job_id, kind, ref_id, recipient, subject, status, sent_at)
      VALUES (${event.id}, 'invite', ${inviteId}, 'milica@example.com',
              'Pozivnica za Memorial Care – aktivirajte svoj nalog', 'sent',
              '2025-06-03T10:00:05.000Z')`);
    const list = await listClientCommunications(database.pool, clientId);
    expect(list.find((row) => row.id === event.id)).toMatchObject({
      status: 'sent',
      subject: 'Pozivnica za Memorial Care – aktivirajte svoj nalog',
      sentAt: '2025-06-03T10:00:05.000Z',
    });
  });
});
