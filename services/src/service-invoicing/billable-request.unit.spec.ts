import { describe, expect, it } from 'vitest';
import type { ServiceRequested, ServiceRequestEvent } from '@memorial-care/contracts/events';
import { serviceRequestsDecider } from '../service-requests/service-requests-decider';
import {
  accepted,
  cemeteryId,
  clientId,
  graveId,
  requestId,
  requested,
  started,
} from '../service-requests/service-requests-testing';
import { fold } from '../shared/decider';
import { billableRequestOf } from './billable-request';

const completedDate = '2026-03-04T12:00:00.000Z';
const completed: ServiceRequestEvent = {
  type: 'ServiceRequestCompleted',
  data: { requestId, completedDate },
};
const requestAs = (overrides: Partial<ServiceRequested>, ...then: ServiceRequestEvent[]) =>
  billableRequestOf(
    fold(serviceRequestsDecider, [requested(overrides), accepted(), started, ...then]),
  );

describe('a request billed by a service invoice', () => {
  it('is a completed request of a client, with an amount, no plan and still owed', () => {
    expect(requestAs({}, completed)).toEqual({
      requestId,
      clientId,
      serviceType: 'grave_cleaning',
      amount: '45.00',
      graveId,
      cemeteryId,
      completedDate,
    });
    expect(requestAs({ paymentStatus: 'overdue' }, completed)).not.toBeNull();
  });

  it('is not a request still open', () => expect(requestAs({})).toBeNull());

  it('is not one the plan covers, a free one, one paid or not charged, or a guest one', () => {
    expect(requestAs({ planSelected: 'standard' }, completed)).toBeNull();
    expect(requestAs({ amount: '0.00' }, completed)).toBeNull();
    expect(requestAs({ paymentStatus: 'paid' }, completed)).toBeNull();
    expect(requestAs({ paymentStatus: 'absent' }, completed)).toBeNull();
    expect(
      requestAs(
        { clientId: null, guest: { name: 'Guest', email: 'g@example.com', phone: '1' } },
        completed,
      ),
    ).toBeNull();
  });

  it('follows an edit after completion (an amount given later)', () =>
    expect(
      requestAs({ amount: '0.00' }, completed, {
        type: 'ServiceRequestUpdated',
        data: { requestId, changes: { amount: '30.00' } },
      })?.amount,
    ).toBe('30.00'));
});
