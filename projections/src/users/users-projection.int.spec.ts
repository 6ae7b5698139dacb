import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@memorial-care/contracts/events';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { findCurrentUser } from './queries';
import { usersProjection } from './users-projection';

const database = useProjectionTestWithBuiltEvents(usersProjection);
const { apply } = database;

const recorded = (event: UserEvent, occurredAt: string) =>
  recordedEvent(event, { streamId: `user-${event.data.userId}`, revision: 0n, occurredAt });

const rowsOf = () =>
  database.pool.any(sql.unsafe`
    SELECT id, email, first_name, role, client_id, caretaker_id, email_verified,
           created_at, updated_at
    FROM users ORDER BY email`);

const registered = (
  userId: string,
  email: string,
  role: 'admin' | 'client' | 'caretaker' = 'client',
) => ({
  type: 'UserRegistered' as const,
  data: {
    userId,
    email,
    firstName: 'Ana',
    lastName: 'Ilić',
    role,
    clientId: null,
    caretakerId: null,
  },
});

describe('users projection', () => {
  it('builds users from registration, verification, role changes and links in one batch', async () => {
    const ana = randomUUID();
    const marko = randomUUID();
    const clientId = randomUUID();
    await apply([
      recorded(registered(ana, 'ana@example.com'), '2026-01-01T10:00:00.000Z'),
      recorded(registered(marko, 'marko@example.com', 'caretaker'), '2026-01-01T10:01:00.000Z'),
      recorded(
        { type: 'UserRoleChanged', data: { userId: ana, role: 'admin' } },
        '2026-01-02T10:00:00.000Z',
      ),
      recorded(
        { type: 'UserRoleChanged', data: { userId: ana, role: 'caretaker' } },
        '2026-01-03T10:00:00.000Z',
      ),
      recorded({ type: 'UserEmailVerified', data: { userId: ana } }, '2026-01-04T10:00:00.000Z'),
      recorded(
        { type: 'UserLinked', data: { userId: marko, clientId, caretakerId: null } },
        '2026-01-05T10:00:00.000Z',
      ),
    ]);
    expect(await rowsOf()).toEqual([
      {
        id: ana,
        email: 'ana@example.com',
        first_name: 'Ana',
        role: 'caretaker',
        client_id: null,
        caretaker_id: null,
        email_verified: true,
        created_at: Date.parse('2026-01-01T10:00:00.000Z'),
        updated_at: Date.parse('2026-01-04T10:00:00.000Z'),
      },
      {
        id: marko,
        email: 'marko@example.com',
        first_name: 'Ana',
        role: 'caretaker',
        client_id: clientId,
        caretaker_id: null,
        email_verified: false,
        created_at: Date.parse('2026-01-01T10:01:00.000Z'),
        updated_at: Date.parse('2026-01-05T10:00:00.000Z'),
      },
    ]);
    expect(await findCurrentUser(database.pool, marko)).toEqual({
      id: marko,
      email: 'marko@example.com',
      firstName: 'Ana',
      lastName: 'Ilić',
      profileImageUrl: null,
      role: 'caretaker',
      clientId,
      caretakerId: null,
    });
    expect(await findCurrentUser(database.pool, randomUUID())).toBeNull();
  });

  it('gives the same rows when a batch is applied again (idempotent)', async () => {
    const id = randomUUID();
    const batch = [
      recorded(registered(id, 'vesna@example.com'), '2026-02-01T08:00:00.000Z'),
      recorded(
        { type: 'UserRoleChanged', data: { userId: id, role: 'admin' } },
        '2026-02-02T08:00:00.000Z',
      ),
    ];
    await apply(batch);
    const once = await rowsOf();
    await apply(batch);
    expect(await rowsOf()).toEqual(once);
  });

  it('applies updates to users registered in earlier batches', async () => {
    const id = randomUUID();
    await apply([recorded(registered(id, 'jovan@example.com'), '2026-03-01T08:00:00.000Z')]);
    await apply([
      recorded({ type: 'UserEmailVerified', data: { userId: id } }, '2026-03-02T08:00:00.000Z'),
    ]);
    expect(await rowsOf()).toMatchObject([{ id, email_verified: true }]);
  });

  it('hides a disabled account from sign-in and sessions, in log order within a batch', async () => {
    const [ana, marko] = [randomUUID(), randomUUID()];
    const disabled = (userId: string) =>
      ({ type: 'UserAccountDisabled', data: { userId, reason: 'caretaker-inactive' } }) as const;
    const enabled = (userId: string) => ({ type: 'UserAccountEnabled', data: { userId } }) as const;
    await apply([
      recorded(registered(ana, 'ana@example.com'), '2026-04-01T08:00:00.000Z'),
      recorded(registered(marko, 'marko@example.com'), '2026-04-01T08:01:00.000Z'),
      recorded(disabled(ana), '2026-04-02T08:00:00.000Z'),
      recorded(disabled(marko), '2026-04-02T08:01:00.000Z'),
      recorded(enabled(marko), '2026-04-03T08:00:00.000Z'),
    ]);
    expect(await findCurrentUser(database.pool, ana)).toBeNull();
    expect(await findCurrentUser(database.pool, marko)).toMatchObject({ id: marko });
    await apply([
      recorded(enabled(ana), '2026-04-04T08:00:00.000Z'),
      recorded(disabled(ana), '2026-04-05T08:00:00.000Z'),
    ]);
    expect(await findCurrentUser(database.pool, ana)).toBeNull();
  });

  it('stops on an event whose data does not match its schema (the runner pauses on it)', async () => {
    const bad = recorded(registered(randomUUID(), 'x@example.com'), '2026-03-01T08:00:00.000Z');
    await expect(apply([{ ...bad, data: { userId: 'not-a-uuid' } }])).rejects.toThrow();
    expect(await rowsOf()).toEqual([]);
  });

  it('handles only user events that change the read model', () => {
    expect([...usersProjection.eventTypes].sort()).toEqual([
      'UserAccountDisabled',
      'UserAccountEnabled',
      'UserEmailVerified',
      'UserLinked',
      'UserRegistered',
      'UserRoleChanged',
    ]);
  });
});
