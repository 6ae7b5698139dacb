import type { ServiceRequested, ServiceRequestEvent } from '@memorial-care/contracts/events';
import type { Actor } from './actor';
import type { CaretakerAvailability } from './request-rules';

// Fixtures shared by the decider's unit specs.

export const requestId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
export const clientId = '5f0e9d8c-7b6a-4954-8372-615049382716';
export const graveId = '9d8c7b6a-5f4e-4d3c-8b2a-190817263544';
export const cemeteryId = '7b0c1f8e-2d1a-4c3b-9e4f-5a6b7c8d9e0f';
export const caretakerId = '3c2b1a09-f8e7-4d6c-b5a4-938271605f4e';
export const otherCaretakerId = '4d3c2b1a-0f9e-4d7c-a6b5-049382716f5e';

/** Monday 2 March 2026, 11:00 in Belgrade. */
export const now = '2026-03-02T10:00:00.000Z';
/** Wednesday 4 March 2026, 10:00 in Belgrade. */
export const wednesday = '2026-03-04T09:00:00.000Z';
/** Friday 6 March 2026, 10:00 in Belgrade. */
export const friday = '2026-03-06T09:00:00.000Z';
/** Monday 9 March 2026, one of Dragan's holidays. */
export const holidayMonday = '2026-03-09T09:00:00.000Z';

export const dragan: CaretakerAvailability = {
  caretakerId,
  name: 'Dragan Nikolić',
  preferredVisitDays: ['Monday', 'Wednesday'],
  holidayDates: ['2026-03-09'],
};

export const admin: Actor = { role: 'admin', caretakerId: null, clientId: null };
export const caretaker: Actor = { role: 'caretaker', caretakerId, clientId: null };
export const otherCaretaker: Actor = {
  role: 'caretaker',
  caretakerId: otherCaretakerId,
  clientId: null,
};
export const client: Actor = { role: 'client', caretakerId: null, clientId };

export const requested = (overrides: Partial<ServiceRequested> = {}): ServiceRequestEvent => ({
  type: 'ServiceRequested',
  data: {
    requestId,
    clientId,
    graveId,
    cemeteryId,
    caretakerId: null,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    scheduledDate: wednesday,
    amount: '45.00',
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: null,
    guest: null,
    description: null,
    ...overrides,
  },
});

export const accepted = (by = caretakerId): ServiceRequestEvent => ({
  type: 'TaskAccepted',
  data: { requestId, caretakerId: by },
});
export const started: ServiceRequestEvent = {
  type: 'ServiceRequestStarted',
  data: { requestId, startedAt: now },
};
