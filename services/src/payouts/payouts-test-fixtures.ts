import { randomUUID } from 'node:crypto';
import {
  caretakerStreamId,
  serviceRequestStreamId,
  type ServiceRequested,
} from '@memorial-care/contracts/events';
import { openEarningsSchema, type OpenEarnings } from '@memorial-care/contracts/http';
import { expect } from 'vitest';
import { systemMetadata } from '../testing/event-data';
import { recordEvent } from '../testing/record-event';
import type { TestApp, TestClient } from '../testing/test-app';

// Other features' facts the payout tests need, recorded straight into the log: a caretaker and
// a request they completed (payouts react to the request's events, whoever wrote them).

export const recordPayoutCaretaker = async (
  app: TestApp,
  name: string,
  preferredPaymentMethod: 'bank_transfer' | 'cash' | 'paypal' | 'stripe' | null = null,
) => {
  const caretakerId = randomUUID();
  await recordEvent(app, caretakerStreamId(caretakerId), 'CaretakerAdded', {
    caretakerId,
    name,
    email: `${caretakerId.slice(0, 8)}@example.com`,
    phone: '+381 60 111222',
    region: 'Beograd',
    isActive: true,
    preferredVisitDays: [],
    perVisitRate: null,
    preferredPaymentMethod,
    bankDetails: null,
    paymentStatus: 'current',
    holidayDates: [],
  });
  return caretakerId;
};

/** Appends one more event to a request's stream, as its own feature would have. */
export const appendRequestEvent = async (
  app: TestApp,
  requestId: string,
  type: string,
  data: object = {},
) => {
  const { position } = await app.deps.eventStore.appendToStream(
    serviceRequestStreamId(requestId),
    [{ id: randomUUID(), type, data: { requestId, ...data }, metadata: systemMetadata() }],
    { expectedRevision: 'stream_exists' },
  );
  await app.deps.waitForProjections(position);
};

/** A request for `caretakerId` at `amount`, then completed at `completedDate`; its id. */
export const recordCompletedTask = async (
  app: TestApp,
  task: {
    readonly caretakerId: string | null;
    readonly amount: string;
    readonly completedDate: string;
  },
) => {
  const requestId = randomUUID();
  const requested: ServiceRequested = {
    requestId,
    clientId: null,
    graveId: null,
    cemeteryId: null,
    caretakerId: task.caretakerId,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    scheduledDate: null,
    amount: task.amount,
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: null,
    guest: { name: 'Guest', email: 'guest@example.com', phone: '+381 60 1' },
    description: null,
  };
  await recordEvent(app, serviceRequestStreamId(requestId), 'ServiceRequested', requested);
  await appendRequestEvent(app, requestId, 'ServiceRequestCompleted', {
    completedDate: task.completedDate,
  });
  return requestId;
};

export const openEarningsOf = async (client: TestClient, query = ''): Promise<OpenEarnings> => {
  const response = await client.get(`/api/payouts/earnings${query}`);
  expect(response.status).toBe(200);
  return openEarningsSchema.parse(await response.json());
};

/** Polls until the reactor's work shows (the worker reacts within moments). */
export const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
  const deadline = Date.now() + 15_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};
