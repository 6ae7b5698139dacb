import { randomUUID } from 'node:crypto';
import {
  caretakerStreamId,
  clientStreamId,
  graveStreamId,
  serviceRequestStreamId,
  type CaretakerAdded,
} from '@memorial-care/contracts/events';
import type { PlanStatus } from '@memorial-care/contracts/domain';
import { serviceRequestCreatedSchema } from '@memorial-care/contracts/http';
import { expect } from 'vitest';
import { clientRegisteredData, systemMetadata } from '../testing/event-data';
import { recordEvent as record } from '../testing/record-event';
import type { TestApp, TestClient } from '../testing/test-app';

// Records other features' facts straight into the log for the API tests (this feature does
// not import those features), and waits until the read models have them.

export const recordCaretaker = async (
  app: TestApp,
  profile: Pick<CaretakerAdded, 'name' | 'preferredVisitDays' | 'holidayDates'>,
) => {
  const caretakerId = randomUUID();
  await record(app, caretakerStreamId(caretakerId), 'CaretakerAdded', {
    caretakerId,
    email: `${caretakerId.slice(0, 8)}@example.com`,
    phone: '+381 60 111222',
    region: 'Beograd',
    isActive: true,
    perVisitRate: null,
    preferredPaymentMethod: null,
    bankDetails: null,
    paymentStatus: 'current',
    ...profile,
  });
  return caretakerId;
};

export const recordClient = async (app: TestApp, name: string, planStatus: PlanStatus) => {
  const clientId = randomUUID();
  await record(
    app,
    clientStreamId(clientId),
    'ClientRegistered',
    clientRegisteredData({
      clientId,
      name,
      email: `${clientId.slice(0, 8)}@example.com`,
      selectedPlan: 'standard',
      planStatus,
    }),
  );
  return clientId;
};

export const recordGrave = async (app: TestApp, clientId: string, cemeteryId: string) => {
  const graveId = randomUUID();
  await record(app, graveStreamId(graveId), 'GraveAdded', {
    graveId,
    clientId,
    cemeteryId,
    graveNumber: '12',
    graveLocation: null,
    deceasedName: 'Radmila Ilić',
    deceasedDateOfBirth: null,
    deceasedDateOfDeath: null,
    notes: null,
  });
  return graveId;
};

/**
 * A normal grave cleaning the admin books for `caretakerId` next Wednesday (unless told
 * otherwise), answered 201; its id.
 */
export const bookServiceRequest = async (
  admin: TestClient,
  request: {
    readonly clientId: string;
    readonly graveId: string;
    readonly caretakerId: string;
    readonly amount?: string;
    readonly scheduledDate?: string;
  },
) => {
  const created = await admin.post('/api/service-requests', {
    serviceType: 'grave_cleaning',
    priority: 'normal',
    amount: '30',
    scheduledDate: upcoming('Wednesday').iso,
    ...request,
  });
  expect(created.status).toBe(201);
  return serviceRequestCreatedSchema.parse(await created.json()).id;
};

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A future visit on `weekday` ("Wednesday"), `weeksAhead` weeks after the next one, at 10:00
 * UTC (the same day in Belgrade); also its yyyy-MM-dd date.
 */
export const upcoming = (weekday: string, weeksAhead = 0) => {
  const day = new Date();
  day.setUTCHours(10, 0, 0, 0);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (weekdayNames[day.getUTCDay()] !== weekday);
  day.setUTCDate(day.getUTCDate() + 7 * weeksAhead);
  return { iso: day.toISOString(), date: day.toISOString().slice(0, 10) };
};

/**
 * A new account linked to a client or caretaker record, signed in (a fresh e-mail each time).
 * Its name is "Test <role>" unless given.
 */
export const signInLinkedAccount = async (
  app: TestApp,
  account: {
    readonly role: 'client' | 'caretaker';
    readonly linkedId: string;
    readonly firstName?: string;
    readonly lastName?: string;
  },
): Promise<TestClient> => {
  const email = `${account.role}.${randomUUID().slice(0, 8)}@example.com`;
  await app.createUser({
    email,
    password: 'grave-care-2025',
    firstName: account.firstName ?? 'Test',
    lastName: account.lastName ?? account.role,
    role: account.role,
    ...(account.role === 'client'
      ? { clientId: account.linkedId }
      : { caretakerId: account.linkedId }),
  });
  return app.signIn(email, 'grave-care-2025');
};

/** A visit requested for that instant, at the cemetery if named (cancelled at once when told). */
export const recordVisit = async (
  app: TestApp,
  {
    cemeteryId = null,
    scheduledDate,
    cancelled = false,
  }: {
    readonly cemeteryId?: string | null;
    readonly scheduledDate: string;
    readonly cancelled?: boolean;
  },
) => {
  const requestId = randomUUID();
  const requested = {
    type: 'ServiceRequested',
    data: {
      requestId,
      clientId: null,
      graveId: null,
      cemeteryId,
      caretakerId: null,
      serviceType: 'grave_cleaning',
      priority: 'normal',
      scheduledDate,
      amount: '30.00',
      paymentStatus: 'pending',
      specialInstructions: null,
      planSelected: null,
      guest: null,
      description: null,
    },
  };
  const events = cancelled
    ? [requested, { type: 'ServiceRequestCancelled', data: { requestId } }]
    : [requested];
  const { position } = await app.deps.eventStore.appendToStream(
    serviceRequestStreamId(requestId),
    events.map((event) => ({ id: randomUUID(), ...event, metadata: systemMetadata() })),
    { expectedRevision: 'no_stream' },
  );
  await app.deps.waitForProjections(position);
};
