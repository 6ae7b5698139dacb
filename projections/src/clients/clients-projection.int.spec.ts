import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EventToAppend } from '@memorial-care/contracts/event-store';
import { clientStreamId, type ClientRegistered } from '@memorial-care/contracts/events';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { clientsProjection } from './clients-projection';
import { getClient, listClients, listRecentRegistrations } from './queries';

const context = useProjectionTestWithEventStore(clientsProjection);
const { nextBatch, apply } = context;
const append = (clientId: string, ...events: EventToAppend[]) =>
  context.append(clientStreamId(clientId), ...events);

const registration = (overrides: Partial<ClientRegistered> = {}): ClientRegistered => ({
  clientId: randomUUID(),
  name: 'Milica Petrović',
  email: `milica.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+49 151 2345678',
  address: 'Hauptstraße 1, Berlin',
  country: 'Germany',
  notes: null,
  instagram: null,
  preferredLanguage: 'German',
  selectedPlan: 'standard',
  planStatus: 'active',
  source: 'self-registration',
  ...overrides,
});

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  preferredLanguage: z.string(),
  selectedPlan: z.string().nullable(),
  planStatus: z.string(),
  source: z.string(),
  version: z.bigint(),
  totalPaid: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
const rows = () =>
  context.db.pool.any(sql.type(rowSchema)`
    SELECT id::text AS "id", name AS "name", email AS "email", phone AS "phone",
           country AS "country", preferred_language AS "preferredLanguage",
           selected_plan AS "selectedPlan", plan_status AS "planStatus", source AS "source",
           version AS "version", total_paid::text AS "totalPaid", created_at AS "createdAt",
           updated_at AS "updatedAt"
    FROM clients ORDER BY id`);

describe('clients projection', () => {
  it('inserts a registration, folds the updates of the same batch in order, and is idempotent', async () => {
    const milica = registration();
    const jovan = registration({ name: 'Jovan Ilić', selectedPlan: null, planStatus: 'inactive' });
    await append(milica.clientId, testEvent('ClientRegistered', milica));
    await append(
      jovan.clientId,
      testEvent('ClientRegistered', jovan),
      testEvent('ClientUpdated', { clientId: jovan.clientId, changes: { phone: '+381 64 111' } }),
      testEvent('ClientUpdated', {
        clientId: jovan.clientId,
        changes: { phone: '+381 64 222', selectedPlan: 'premium', planStatus: 'active' },
      }),
    );
    const batch = await nextBatch();
    expect(batch).toHaveLength(4);

    await apply(batch);
    const once = await rows();
    expect(once).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: milica.clientId,
          name: 'Milica Petrović',
          email: milica.email,
          preferredLanguage: 'German',
          selectedPlan: 'standard',
          planStatus: 'active',
          source: 'self-registration',
          version: 0n,
          totalPaid: '0.00',
        }),
        expect.objectContaining({
          id: jovan.clientId,
          name: 'Jovan Ilić',
          phone: '+381 64 222',
          selectedPlan: 'premium',
          planStatus: 'active',
          version: 2n,
        }),
      ]),
    );
    expect(once).toHaveLength(2);

    await apply(batch);
    expect(await rows()).toEqual(once);
  });

  it('patches rows from an earlier batch and deletes, and a replayed older batch changes nothing', async () => {
    const ana = registration({ name: 'Ana Jovanović' });
    await append(ana.clientId, testEvent('ClientRegistered', ana));
    await apply(await nextBatch());

    await append(
      ana.clientId,
      testEvent('ClientUpdated', { clientId: ana.clientId, changes: { notes: 'Prefers email' } }),
      testEvent('ClientUpdated', { clientId: ana.clientId, changes: { country: null } }),
    );
    const updates = await nextBatch();
    await apply(updates);
    const afterUpdates = (await rows()).find((r) => r.id === ana.clientId);
    expect(afterUpdates).toMatchObject({ country: null, version: 2n });

    await append(
      ana.clientId,
      testEvent('ClientUpdated', { clientId: ana.clientId, changes: { name: 'Ana J.' } }),
    );
    await apply(await nextBatch());
    // The earlier batch again: its revisions are older than the row's, so nothing regresses.
    await apply(updates);
    expect((await rows()).find((r) => r.id === ana.clientId)).toMatchObject({
      name: 'Ana J.',
      version: 3n,
    });

    await append(ana.clientId, testEvent('ClientDeleted', { clientId: ana.clientId }));
    const deletion = await nextBatch();
    await apply(deletion);
    await apply(deletion);
    expect((await rows()).map((r) => r.id)).not.toContain(ana.clientId);
  });

  it('lets a new client take the email of one deleted earlier in the same batch', async () => {
    const email = `shared.${randomUUID().slice(0, 8)}@example.com`;
    const first = registration({ email });
    const second = registration({ email, name: 'Second Owner' });
    await append(first.clientId, testEvent('ClientRegistered', first));
    await append(first.clientId, testEvent('ClientDeleted', { clientId: first.clientId }));
    await append(second.clientId, testEvent('ClientRegistered', second));
    const batch = await nextBatch();
    await apply(batch);
    await apply(batch);
    const owners = (await rows()).filter((r) => r.email === email);
    expect(owners).toEqual([
      expect.objectContaining({ id: second.clientId, name: 'Second Owner' }),
    ]);
  });

  it('marks the email verified once the client accepts an invite, and keeps it on replay', async () => {
    const client = registration();
    await append(client.clientId, testEvent('ClientRegistered', client));
    const inviteStream = `invites-${client.clientId}`;
    await context.append(
      inviteStream,
      testEvent('InviteAccepted', {
        inviteId: randomUUID(),
        accountId: client.clientId,
        userId: randomUUID(),
      }),
    );
    const batch = await nextBatch();
    await apply(batch);
    await apply(batch);
    const verified = await context.db.pool.oneFirst(
      sql.type(z.object({ verified: z.boolean() }))`
        SELECT email_verified AS "verified" FROM clients WHERE id = ${client.clientId}`,
    );
    expect(verified).toBe(true);
  });

  it('records when the registration was approved, and the registrations list shows it', async () => {
    const since = new Date('2000-01-01T00:00:00Z');
    const sameBatch = registration();
    const laterBatch = registration({ name: 'Milica Kasnić' });
    const approval = (clientId: string, approvedAt: string) =>
      testEvent('ClientApproved', { clientId, approvedAt });
    await append(
      sameBatch.clientId,
      testEvent('ClientRegistered', sameBatch),
      approval(sameBatch.clientId, '2026-03-02T10:00:00.000Z'),
    );
    await append(laterBatch.clientId, testEvent('ClientRegistered', laterBatch));
    await apply(await nextBatch());
    const approvedAt = async (clientId: string) =>
      (await listRecentRegistrations(context.db.pool, since)).find((r) => r.id === clientId)
        ?.approvedAt;
    expect(await approvedAt(laterBatch.clientId)).toBeNull();

    await append(laterBatch.clientId, approval(laterBatch.clientId, '2026-03-03T09:30:00.000Z'));
    await apply(await nextBatch());
    expect(await approvedAt(sameBatch.clientId)).toBe('2026-03-02T10:00:00.000Z');
    expect(await approvedAt(laterBatch.clientId)).toBe('2026-03-03T09:30:00.000Z');
  });

  it('takes the first invite for the approval of a client approved before ClientApproved existed', async () => {
    const client = registration();
    await append(client.clientId, testEvent('ClientRegistered', client));
    const invite = testEvent('InviteIssued', {
      inviteId: randomUUID(),
      accountId: client.clientId,
      accountKind: 'client',
      userId: randomUUID(),
      email: client.email,
      name: client.name,
      preferredLanguage: 'German',
      role: 'client',
      expiresAt: '2026-03-09T10:00:00.000Z',
      supersedes: [],
      withTemporaryCredentials: true,
    });
    const issuedAt = '2026-03-02T10:00:00.000Z';
    await context.append(`invites-${client.clientId}`, {
      ...invite,
      metadata: { ...invite.metadata, occurredAt: issuedAt },
    });
    await context.applyEveryProjection(await context.nextEvents());
    const [listed] = (
      await listRecentRegistrations(context.db.pool, new Date('2000-01-01T00:00:00Z'))
    ).filter((r) => r.id === client.clientId);
    expect(listed?.approvedAt).toBe(issuedAt);
  });

  it('keeps the payment dates an update sets, and clears them again', async () => {
    const vesna = registration({ name: 'Vesna Payments' });
    await append(
      vesna.clientId,
      testEvent('ClientRegistered', vesna),
      testEvent('ClientUpdated', {
        clientId: vesna.clientId,
        changes: { lastPaymentDate: '2025-05-01', nextPaymentDue: '2025-06-01' },
      }),
    );
    await apply(await nextBatch());
    expect(await getClient(context.db.pool, vesna.clientId)).toMatchObject({
      lastPaymentDate: '2025-05-01',
      nextPaymentDue: '2025-06-01',
    });
    await append(
      vesna.clientId,
      testEvent('ClientUpdated', { clientId: vesna.clientId, changes: { nextPaymentDue: null } }),
    );
    await apply(await nextBatch());
    expect(await getClient(context.db.pool, vesna.clientId)).toMatchObject({
      lastPaymentDate: '2025-05-01',
      nextPaymentDue: null,
    });
    await append(vesna.clientId, testEvent('ClientDeleted', { clientId: vesna.clientId }));
    await apply(await nextBatch());
  });

  it('lists clients by name with ISO timestamps', async () => {
    const list = await listClients(context.db.pool);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sr')));
    const jovan = list.find((c) => c.name === 'Jovan Ilić');
    expect(jovan).toMatchObject({
      selectedPlan: 'premium',
      totalPaid: '0.00',
      emailVerified: false,
    });
    expect(new Date(jovan?.createdAt ?? '').toISOString()).toBe(jovan?.createdAt);
  });

  it('pauses on a payload that does not match the event schema instead of skipping it', async () => {
    const broken = randomUUID();
    await append(broken, testEvent('ClientRegistered', { clientId: broken, name: '' }));
    await expect(apply(await nextBatch())).rejects.toThrow();
  });
});
