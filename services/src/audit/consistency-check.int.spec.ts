import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { allProjections } from '@memorial-care/projections';
import { startTestApp, type TestApp } from '../testing/test-app';
import { checkProjections } from './consistency-check';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Records a request straight into its stream, as the command handler would. */
const recordRequest = async (priority: string) => {
  const requestId = randomUUID();
  const { position } = await app.deps.eventStore.appendToStream(
    serviceRequestStreamId(requestId),
    [
      {
        id: randomUUID(),
        type: 'ServiceRequested',
        data: {
          requestId,
          clientId: randomUUID(),
          graveId: randomUUID(),
          cemeteryId: randomUUID(),
          caretakerId: null,
          serviceType: 'grave_cleaning',
          priority,
          scheduledDate: '2025-09-01T08:00:00.000Z',
          amount: '45.00',
          paymentStatus: 'pending',
          specialInstructions: null,
          planSelected: 'standard',
          guest: null,
          description: null,
        },
        metadata: {
          userId: null,
          role: 'system',
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: '2025-08-01T10:00:00.000Z',
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  await app.deps.waitForProjections(position);
  return requestId;
};

const check = () =>
  checkProjections({
    pool: app.deps.pool,
    eventStore: app.deps.eventStore,
    projections: allProjections,
  });

const differencesOf = async () => (await check()).flatMap((c) => c.differences);

const auditSchemas = () =>
  app.deps.pool.anyFirst(sql.unsafe`
    SELECT nspname FROM pg_namespace WHERE nspname LIKE 'audit\_%'`);

describe('the read models consistency check', () => {
  let first = '';
  let second = '';
  beforeAll(async () => {
    first = await recordRequest('high');
    second = await recordRequest('normal');
  });

  it('replays every read model, finds no difference on a consistent database and leaves no scratch schema', async () => {
    const checks = await check();
    expect(checks.map((c) => c.projection)).toEqual(allProjections.map((p) => p.name));
    expect(checks.find((c) => c.projection === 'service-requests')?.events).toBe(2);
    // The demo accounts' events reach the users read model too.
    expect(checks.find((c) => c.projection === 'users')?.events).toBeGreaterThan(0);
    expect(checks.flatMap((c) => c.differences)).toEqual([]);
    expect(await auditSchemas()).toEqual([]);
  });

  it('reports a row changed by hand, with the changed columns, and a row removed', async () => {
    await app.deps.pool.query(sql.unsafe`
      UPDATE service_requests SET priority = 'low', amount = 1 WHERE id = ${first}`);
    await app.deps.pool.query(sql.unsafe`DELETE FROM service_requests WHERE id = ${second}`);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect((await differencesOf()).sort(byId)).toEqual(
      [
        { table: 'service_requests', id: first, kind: 'changed', columns: ['amount', 'priority'] },
        { table: 'service_requests', id: second, kind: 'missing', columns: [] },
      ].sort(byId),
    );
    expect(await auditSchemas()).toEqual([]);
  });

  it('names a row no event explains by every column of its key', async () => {
    const eventId = randomUUID();
    // A skip written by hand, not by a ProjectionEventSkipped event.
    await app.deps.pool.query(sql.unsafe`
      INSERT INTO projection_skips (projection_name, event_id, event_type, commit_position,
        prepare_position, reason, error, skipped_at, skip_event_id)
      VALUES ('no-such-projection', ${eventId}, 'ServiceRequested', 1, 1, 'by hand', 'none',
        now(), ${randomUUID()})`);
    expect((await differencesOf()).filter((d) => d.table === 'projection_skips')).toEqual([
      {
        table: 'projection_skips',
        id: `no-such-projection/${eventId}`,
        kind: 'extra',
        columns: [],
      },
    ]);
  });
});
