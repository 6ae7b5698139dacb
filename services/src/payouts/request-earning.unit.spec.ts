import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { earningDueOf, earningIdOf, requestForPayout } from './request-earning';

const requestId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const dragan = '3c2b1a09-f8e7-4d6c-b5a4-938271605f4e';
const milan = '4d3c2b1a-0f9e-4d7c-a6b5-049382716f5e';

let revision = 0n;
const recorded = (type: string, data: object): RecordedEvent => ({
  id: `e${revision}`,
  streamId: `service-request-${requestId}`,
  revision: revision++,
  type,
  data: { requestId, ...data },
  metadata: {
    userId: null,
    role: 'admin',
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-10-20T08:00:00.000Z',
  },
  position: { commit: 1n, prepare: revision },
  createdAt: new Date('2026-10-20T08:00:00.000Z'),
});

const requested = (amount = '30.00', caretakerId: string | null = dragan) =>
  recorded('ServiceRequested', {
    clientId: null,
    graveId: null,
    cemeteryId: null,
    caretakerId,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    scheduledDate: null,
    amount,
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: null,
    guest: null,
    description: null,
  });
// 23:30 UTC on the 14th is the 15th in Belgrade.
const completed = recorded('ServiceRequestCompleted', {
  completedDate: '2026-10-14T23:30:00.000Z',
});

const dueOf = (...events: RecordedEvent[]) => earningDueOf(requestForPayout(requestId, events));

describe('a request’s earning', () => {
  it('is 70% of a completed task’s amount, on its business day in Serbia', () => {
    expect(dueOf(requested('33.33'), completed)).toEqual({
      due: {
        earningId: earningIdOf(dragan, requestId),
        caretakerId: dragan,
        requestId,
        serviceType: 'grave_cleaning',
        completedOn: '2026-10-15',
        taskAmount: '33.33',
        sharePercent: '70',
        amount: '23.33',
      },
      reason: null,
    });
  });

  it('is nothing without a completion, a caretaker or an amount', () => {
    expect(dueOf(requested())).toMatchObject({ due: null, reason: 'reopened' });
    expect(dueOf(requested('30.00', null), completed)).toMatchObject({ reason: 'not_payable' });
    expect(dueOf(requested('0.00'), completed)).toMatchObject({ reason: 'not_payable' });
  });

  it('follows a reopen, a deletion, an edit and a new caretaker', () => {
    const reopened = recorded('ServiceRequestStatusChanged', {
      from: 'completed',
      to: 'scheduled',
    });
    expect(dueOf(requested(), completed, reopened)).toMatchObject({ reason: 'reopened' });
    expect(dueOf(requested(), completed, recorded('ServiceRequestDeleted', {}))).toMatchObject({
      reason: 'deleted',
    });
    const edited = recorded('ServiceRequestUpdated', {
      changes: { amount: '50.00', caretakerId: milan },
    });
    const request = requestForPayout(requestId, [requested(), completed, edited]);
    expect(request.caretakers).toEqual([dragan, milan]);
    expect(earningDueOf(request).due).toMatchObject({ caretakerId: milan, amount: '35.00' });
  });

  it('takes the completion day from a status change, or when it was decided', () => {
    const toCompleted = recorded('ServiceRequestStatusChanged', {
      from: 'scheduled',
      to: 'completed',
    });
    expect(dueOf(requested(), toCompleted).due?.completedOn).toBe('2026-10-20');
  });
});
