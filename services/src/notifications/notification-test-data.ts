import type { ServiceRequested } from '@memorial-care/contracts/events';

/** A family's pending request for a grave cleaning, as the request form records it. */
export const familyRequestData = (requestId: string, clientId: string): ServiceRequested => ({
  requestId,
  clientId,
  graveId: null,
  cemeteryId: null,
  caretakerId: null,
  serviceType: 'grave_cleaning',
  priority: 'normal',
  scheduledDate: '2030-02-01T08:00:00.000Z',
  amount: '45.00',
  paymentStatus: 'pending',
  specialInstructions: null,
  planSelected: null,
  guest: null,
  description: null,
});
