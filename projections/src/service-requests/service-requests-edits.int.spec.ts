import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceRequestStreamId, type ServiceRequested } from '@memorial-care/contracts/events';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { listServiceRequests } from './queries';
import { serviceRequestsProjection } from './service-requests-projection';

// The admin's edits, the caretaker's task moves and deletion, each in its own batch (as after a
// request already on the list) and each applied twice: a replay changes nothing.

const context = useProjectionTestWithEventStore(serviceRequestsProjection);
const { append, nextBatch, apply } = context;

const clientId = randomUUID();
const caretakerId = randomUUID();

const find = async (id: string) =>
  (await listServiceRequests(context.db.pool, { page: 1, pageSize: 100, clientId })).items.find(
    (item) => item.id === id,
  );

/** A pending request already on the list. */
const listedRequest = async () => {
  const data: ServiceRequested = {
    requestId: randomUUID(),
    clientId,
    graveId: null,
    cemeteryId: null,
    caretakerId: null,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    scheduledDate: '2030-05-01T08:00:00.000Z',
    amount: '45.00',
    paymentStatus: 'pending',
    specialInstructions: 'Old notes',
    planSelected: null,
    guest: null,
    description: null,
  };
  await append(serviceRequestStreamId(data.requestId), testEvent('ServiceRequested', data));
  await apply(await nextBatch());
  return data.requestId;
};

/** Appends one event to the request and applies its batch twice. */
const applyTwice = async (requestId: string, type: string, data: Record<string, unknown>) => {
  await append(serviceRequestStreamId(requestId), testEvent(type, { requestId, ...data }));
  const batch = await nextBatch();
  await apply(batch);
  const once = await find(requestId);
  await apply(batch);
  expect(await find(requestId)).toEqual(once);
  return once;
};

describe('service requests projection: edits, task moves, deletion', () => {
  it('ServiceRequestUpdated patches only the changed fields', async () => {
    const id = await listedRequest();
    const row = await applyTwice(id, 'ServiceRequestUpdated', {
      changes: {
        priority: 'urgent',
        amount: '99.90',
        specialInstructions: null,
        scheduledDate: '2030-06-02T09:30:00.000Z',
        caretakerId,
      },
    });
    expect(row).toMatchObject({
      priority: 'urgent',
      amount: '99.90',
      specialInstructions: null,
      scheduledDate: '2030-06-02T09:30:00.000Z',
      caretakerId,
      status: 'pending',
      serviceType: 'grave_cleaning',
    });
  });

  it('ServiceRequestStatusChanged sets the status, and the completion time when completed', async () => {
    const id = await listedRequest();
    expect(
      await applyTwice(id, 'ServiceRequestStatusChanged', {
        from: 'pending',
        to: 'completed',
        completedDate: '2030-05-01T10:00:00.000Z',
      }),
    ).toMatchObject({ status: 'completed', completedDate: '2030-05-01T10:00:00.000Z' });
    expect(
      await applyTwice(id, 'ServiceRequestStatusChanged', { from: 'completed', to: 'pending' }),
    ).toMatchObject({ status: 'pending', completedDate: '2030-05-01T10:00:00.000Z' });
  });

  it('TaskAccepted schedules the request with the caretaker', async () => {
    const id = await listedRequest();
    expect(await applyTwice(id, 'TaskAccepted', { caretakerId })).toMatchObject({
      status: 'scheduled',
      caretakerId,
    });
  });

  it('TaskDeclined returns it to pending without a caretaker', async () => {
    const id = await listedRequest();
    await applyTwice(id, 'TaskAccepted', { caretakerId });
    expect(await applyTwice(id, 'TaskDeclined', { caretakerId })).toMatchObject({
      status: 'pending',
      caretakerId: null,
    });
  });

  it('ServiceRequestDeleted takes the request off the list', async () => {
    const id = await listedRequest();
    const kept = await listedRequest();
    expect(await applyTwice(id, 'ServiceRequestDeleted', {})).toBeUndefined();
    expect(await find(kept)).toMatchObject({ id: kept });
  });

  it('folds a request created, accepted and deleted in one batch into no row', async () => {
    const requestId = randomUUID();
    await append(
      serviceRequestStreamId(requestId),
      testEvent('ServiceRequested', {
        requestId,
        clientId,
        graveId: null,
        cemeteryId: null,
        caretakerId: null,
        serviceType: 'grave_cleaning',
        priority: 'normal',
        scheduledDate: null,
        amount: '0.00',
        paymentStatus: 'pending',
        specialInstructions: null,
        planSelected: null,
        guest: null,
        description: null,
      }),
      testEvent('TaskAccepted', { requestId, caretakerId }),
      testEvent('ServiceRequestDeleted', { requestId }),
    );
    await apply(await nextBatch());
    expect(await find(requestId)).toBeUndefined();
  });
});
