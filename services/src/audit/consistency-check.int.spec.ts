import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { allProjections, type Projection } from '@memorial-care/projections';
import { startTestApp, type TestApp } from '../testing/test-app';
import { checkServiceRequestsProjection } from './consistency-check';

let app: TestApp;
let projection: Projection;
beforeAll(async () => {
  app = await startTestApp();
  const found = allProjections.find((p) => p.name === 'service-requests');
  if (!found) throw new Error('the service_requests projection is not registered');
  projection = found;
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
  checkServiceRequestsProjection({
    pool: app.deps.pool,
    eventStore: app.deps.eventStore,
    projection,
  });

const auditSchemas = () =>
  app.deps.pool.anyFirst(sql.unsafe`
    SELECT nspname FROM pg_namespace WHERE nspname LIKE 'audit\_%'`);

describe('the service_requests consistency check', () => {
  let first = '';
  let second = '';
  beforeAll(async () => {
    first = await recordRequest('high');
    second = await recordRequest('normal');
  });

  it('finds no difference on a consistent database and leaves no scratch schema', async () => {
    expect(await check()).toEqual([]);
    expect(await auditSchemas()).toEqual([]);
  });

  it('reports a row changed by hand, with the changed columns, and a row removed', async () => {
    await app.deps.pool.query(sql.unsafe`
      UPDATE service_requests SET priority = 'low', amount = 1 WHERE id = ${first}`);
    await app.deps.pool.query(sql.unsafe`DELETE FROM service_requests WHERE id = ${second}`);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect((await check()).sort(byId)).toEqual(
      [
        { id: first, kind: 'changed', columns: ['amount', 'priority'] },
        { id: second, kind: 'missing', columns: [] },
      ].sort(byId),
    );
    expect(await auditSchemas()).toEqual([]);
  });
});
