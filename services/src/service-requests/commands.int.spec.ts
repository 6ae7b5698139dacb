import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graveStreamId, serviceRequestStreamId } from '@memorial-care/contracts/events';
import { createPostgresEventStore } from '../event-store';
import type { AppDeps } from '../http/deps';
import { systemContext } from '../shared/command-handler';
import { createTestDatabase, type TestDatabase } from '../testing';
import {
  cancelServiceRequest,
  completeRequest,
  requestService,
  scheduleServiceRequest,
  startWork,
} from './commands';

let database: TestDatabase;
let deps: AppDeps;
beforeAll(async () => {
  database = await createTestDatabase();
  deps = {
    pool: database.pool,
    eventStore: createPostgresEventStore({ databaseUrl: database.url, pool: database.pool }),
    logger: pino({ level: 'silent' }),
    // These tests read the event streams, not the read models.
    waitForProjections: async () => ({ lagging: [] }),
  };
});
afterAll(async () => {
  await deps?.eventStore.close();
  await database?.drop();
});

const clientId = randomUUID();
const cemeteryId = randomUUID();
const caretakerId = randomUUID();

/** A grave as the graves feature records it (this feature does not import that one). */
const recordGrave = async (events: { type: string; data: Record<string, unknown> }[]) => {
  const graveId = randomUUID();
  await deps.eventStore.appendToStream(
    graveStreamId(graveId),
    events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: { graveId, ...e.data },
      metadata: {
        userId: null,
        role: 'system' as const,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
      },
    })),
    { expectedRevision: 'no_stream' },
  );
  return graveId;
};
const graveAdded = {
  type: 'GraveAdded',
  data: {
    clientId,
    cemeteryId,
    graveNumber: '7',
    graveLocation: null,
    deceasedName: 'Radmila Ilić',
    deceasedDateOfBirth: null,
    deceasedDateOfDeath: null,
    notes: null,
  },
};

const streamOf = async (requestId: string) =>
  (await deps.eventStore.readStream(serviceRequestStreamId(requestId))).map((e) => ({
    type: e.type,
    data: e.data,
  }));

describe('service request commands', () => {
  it('carries a request from pending to completed, completing "now" by default', async () => {
    const graveId = await recordGrave([graveAdded]);
    const ctx = systemContext(new Date('2025-09-02T11:00:00.000Z'));
    const { id, position } = await requestService(
      deps,
      { clientId, graveId, serviceType: 'grave_cleaning', amount: '45' },
      ctx,
    );
    expect(position).not.toBeNull();
    await scheduleServiceRequest(
      deps,
      { requestId: id, caretakerId, scheduledDate: '2025-09-02T10:00:00.000Z' },
      ctx,
    );
    await startWork(deps, { requestId: id }, ctx);
    await completeRequest(deps, { requestId: id }, ctx);
    expect(await streamOf(id)).toEqual([
      {
        type: 'ServiceRequested',
        data: expect.objectContaining({
          requestId: id,
          clientId,
          graveId,
          cemeteryId,
          amount: '45.00',
        }),
      },
      {
        type: 'ServiceRequestScheduled',
        data: { requestId: id, caretakerId, scheduledDate: '2025-09-02T10:00:00.000Z' },
      },
      // StartWork starts it at the time of the command.
      {
        type: 'ServiceRequestStarted',
        data: { requestId: id, startedAt: '2025-09-02T11:00:00.000Z' },
      },
      {
        type: 'ServiceRequestCompleted',
        data: { requestId: id, completedDate: '2025-09-02T11:00:00.000Z' },
      },
    ]);
    await expect(cancelServiceRequest(deps, { requestId: id }, ctx)).rejects.toMatchObject({
      status: 422,
      code: 'INVALID_STATUS_TRANSITION',
    });
  });

  it("takes the client and the cemetery from the grave's latest state", async () => {
    const otherCemetery = randomUUID();
    const graveId = await recordGrave([
      graveAdded,
      { type: 'GraveUpdated', data: { changes: { cemeteryId: otherCemetery } } },
    ]);
    const { id } = await requestService(
      deps,
      { graveId, serviceType: 'flower_arrangement' },
      systemContext(),
    );
    expect((await streamOf(id))[0]?.data).toMatchObject({ clientId, cemeteryId: otherCemetery });
  });

  it('refuses a grave that does not exist or was removed (400)', async () => {
    const removed = await recordGrave([graveAdded, { type: 'GraveRemoved', data: {} }]);
    for (const graveId of [randomUUID(), removed])
      await expect(
        requestService(deps, { clientId, graveId, serviceType: 'grave_cleaning' }, systemContext()),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Please select a grave for this service request',
      });
  });

  it("refuses another client's grave and a grave in another cemetery (422)", async () => {
    const graveId = await recordGrave([graveAdded]);
    await expect(
      requestService(
        deps,
        { clientId: randomUUID(), graveId, serviceType: 'grave_cleaning' },
        systemContext(),
      ),
    ).rejects.toMatchObject({ status: 422, code: 'GRAVE_OF_ANOTHER_CLIENT' });
    await expect(
      requestService(
        deps,
        { clientId, graveId, cemeteryId: randomUUID(), serviceType: 'grave_cleaning' },
        systemContext(),
      ),
    ).rejects.toMatchObject({ status: 422, code: 'GRAVE_IN_ANOTHER_CEMETERY' });
  });

  it('records a guest request without a grave', async () => {
    const { id } = await requestService(
      deps,
      {
        serviceType: 'memorial_visit',
        guest: { name: 'Nada Stojanović', email: 'nada@example.com', phone: '+1 416 555 0100' },
        description: 'A visit on Zadušnice',
        priority: 'urgent',
      },
      systemContext(),
    );
    expect((await streamOf(id))[0]?.data).toMatchObject({
      clientId: null,
      graveId: null,
      priority: 'urgent',
      guest: { name: 'Nada Stojanović', email: 'nada@example.com', phone: '+1 416 555 0100' },
    });
  });

  it('decides a racing transition again on the winner’s change, never a bare 409', async () => {
    const { id } = await requestService(
      deps,
      { clientId, serviceType: 'grave_maintenance' },
      systemContext(),
    );
    const results = await Promise.allSettled([
      cancelServiceRequest(deps, { requestId: id }, systemContext()),
      scheduleServiceRequest(
        deps,
        { requestId: id, caretakerId, scheduledDate: '2025-10-01T08:00:00Z' },
        systemContext(),
      ),
    ]);
    // Scheduled first, the request may still be cancelled; cancelled first, it may not be
    // scheduled (422). Whichever loses the append race is read and decided again.
    const through = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused.map((reason) => (reason as { status: number }).status)).toEqual(
      through.length === 2 ? [] : [422],
    );
    expect(await streamOf(id)).toHaveLength(1 + through.length);
  });
});
