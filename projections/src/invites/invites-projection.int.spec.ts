import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import type { InviteEvent, InviteIssued } from '@memorial-care/contracts/events';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { invitesProjection } from './invites-projection';

const database = useProjectionTestWithBuiltEvents(invitesProjection);
const { apply } = database;

const accountId = randomUUID();
const userId = randomUUID();
let revision = 0n;
const recorded = (event: InviteEvent, occurredAt: string) => {
  revision += 1n;
  return recordedEvent(event, { streamId: `invites-${accountId}`, revision, occurredAt });
};

const issued = (inviteId: string, supersedes: string[] = []): InviteEvent => ({
  type: 'InviteIssued',
  data: {
    inviteId,
    accountId,
    accountKind: 'client',
    userId,
    email: 'ana@example.com',
    name: 'Ana Petrović',
    preferredLanguage: 'Serbian',
    role: 'client',
    expiresAt: '2025-03-08T10:00:00.000Z',
    supersedes,
    withTemporaryCredentials: false,
  } satisfies InviteIssued,
});
const accepted = (inviteId: string): InviteEvent => ({
  type: 'InviteAccepted',
  data: { inviteId, accountId, userId },
});
const emailRequested = (inviteId: string): InviteEvent => ({
  type: 'InviteEmailRequested',
  data: {
    inviteId,
    accountId,
    email: 'ana@example.com',
    name: 'Ana Petrović',
    preferredLanguage: 'Serbian',
    expiresAt: '2025-03-08T10:00:00.000Z',
  },
});

const rows = () =>
  database.pool.any(sql.unsafe`
    SELECT invite_id AS "inviteId", account_id AS "accountId", email,
           to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "expiresAt",
           to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "issuedAt",
           to_char(superseded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "supersededAt",
           to_char(accepted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "acceptedAt",
           to_char(email_requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
             AS "emailRequestedAt"
    FROM invites ORDER BY issued_at`);

describe('the invites projection', () => {
  const first = randomUUID();
  const second = randomUUID();
  const history = () => [
    recorded(issued(first), '2025-03-01T10:00:00.000Z'),
    recorded(emailRequested(first), '2025-03-01T11:00:00.000Z'),
    recorded(issued(second, [first]), '2025-03-02T10:00:00.000Z'),
    recorded(emailRequested(second), '2025-03-02T11:00:00.000Z'),
    recorded(emailRequested(second), '2025-03-02T12:00:00.000Z'),
    recorded(accepted(second), '2025-03-03T09:00:00.000Z'),
  ];
  const expected = [
    {
      inviteId: first,
      accountId,
      email: 'ana@example.com',
      expiresAt: '2025-03-08T10:00:00Z',
      issuedAt: '2025-03-01T10:00:00Z',
      supersededAt: '2025-03-02T10:00:00Z',
      acceptedAt: null,
      emailRequestedAt: '2025-03-01T11:00:00Z',
    },
    {
      inviteId: second,
      accountId,
      email: 'ana@example.com',
      expiresAt: '2025-03-08T10:00:00Z',
      issuedAt: '2025-03-02T10:00:00Z',
      supersededAt: null,
      acceptedAt: '2025-03-03T09:00:00Z',
      emailRequestedAt: '2025-03-02T12:00:00Z',
    },
  ];

  it('records each invite, what replaced it, its acceptance and the last mail request, in one batch', async () => {
    await apply(history());
    expect(await rows()).toEqual(expected);
  });

  it('gives the same rows event by event, and when a batch is applied again', async () => {
    const events = history();
    for (const event of events) await apply([event]);
    expect(await rows()).toEqual(expected);
    await apply(events);
    expect(await rows()).toEqual(expected);
  });

  it('refuses a payload that does not parse (the runner pauses on it)', async () => {
    const broken = {
      ...recorded(issued(first), '2025-03-01T10:00:00.000Z'),
      data: { inviteId: 1 },
    };
    await expect(apply([broken])).rejects.toThrow();
  });
});
