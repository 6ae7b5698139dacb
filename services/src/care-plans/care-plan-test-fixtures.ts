import { randomUUID } from 'node:crypto';
import {
  cemeteryStreamId,
  graveStreamId,
  noImportantDates,
  serviceRequestStreamId,
  type GraveAdded,
  type ImportantDates,
} from '@memorial-care/contracts/events';
import { cemeteryAddedData, systemMetadata } from '../testing/event-data';
import type { TestApp } from '../testing/test-app';

// Facts of the care plans' tests, appended as plain events (the dates they need may be any:
// the API would refuse a death in the future), once the read models have them.

export const appendEvent = async (app: TestApp, stream: string, type: string, data: object) => {
  const { position } = await app.deps.eventStore.appendToStream(
    stream,
    [{ id: randomUUID(), type, data, metadata: systemMetadata() }],
    { expectedRevision: 'any' },
  );
  await app.deps.waitForProjections(position);
};

/** A cemetery with these caretakers, in this order; its id. */
export const recordCemetery = async (app: TestApp, caretakerIds: readonly string[]) => {
  const cemetery = cemeteryAddedData({
    name: `Groblje ${randomUUID().slice(0, 8)}`,
    caretakerIds: [...caretakerIds],
  });
  await appendEvent(app, cemeteryStreamId(cemetery.cemeteryId), 'CemeteryAdded', cemetery);
  return cemetery.cemeteryId;
};

/** A grave with care wishes (none unless given); its id. */
export const recordGraveWithWishes = async (
  app: TestApp,
  grave: Pick<GraveAdded, 'clientId' | 'cemeteryId'> & {
    readonly visitFrequency: GraveAdded['visitFrequency'];
    readonly importantDates?: Partial<ImportantDates>;
    readonly deceasedDateOfDeath?: string | null;
    readonly deceasedName?: string;
  },
) => {
  const graveId = randomUUID();
  const added: GraveAdded = {
    graveId,
    clientId: grave.clientId,
    cemeteryId: grave.cemeteryId,
    graveNumber: '7',
    graveLocation: null,
    deceasedName: grave.deceasedName ?? 'Dragan Petrović',
    deceasedDateOfBirth: '1948-02-14',
    deceasedDateOfDeath: grave.deceasedDateOfDeath ?? null,
    notes: null,
    importantDates: { ...noImportantDates, ...grave.importantDates },
    visitFrequency: grave.visitFrequency,
    preferredServiceType: null,
    serviceNotes: null,
  };
  await appendEvent(app, graveStreamId(graveId), 'GraveAdded', added);
  return graveId;
};

/** A pending request the office booked (for an occasion, or none); its id. */
export const recordBookedRequest = async (
  app: TestApp,
  request: {
    readonly clientId: string;
    readonly graveId: string;
    readonly cemeteryId: string;
    readonly caretakerId?: string | null;
    readonly scheduledDate: string;
    readonly occasionKey?: string | null;
  },
) => {
  const requestId = randomUUID();
  await appendEvent(app, serviceRequestStreamId(requestId), 'ServiceRequested', {
    requestId,
    caretakerId: null,
    occasionKey: null,
    ...request,
    serviceType: 'grave_cleaning',
    priority: 'normal',
    amount: '35.00',
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: null,
    guest: null,
    description: null,
  });
  return requestId;
};
