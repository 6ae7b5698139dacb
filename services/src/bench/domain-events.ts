import { randomBytes, randomUUID } from 'node:crypto';
import type { EventMetadata } from '@memorial-care/contracts/event-store';
import type { PhotoAttached } from '@memorial-care/contracts/events';
import { caretakersDecider } from '../caretakers/caretakers-decider';
import { cemeteryDecider } from '../cemeteries/cemetery-decider';
import { clientsDecider } from '../clients/clients-decider';
import { gravesDecider } from '../graves/graves-decider';
import { photosDecider, type PhotoCommand } from '../photos/photos-decider';
import type { Actor } from '../service-requests/actor';
import {
  serviceRequestsDecider,
  type ServiceRequestCommand,
} from '../service-requests/service-requests-decider';
import { eventToAppend } from '../shared/command-handler';
import type { Decider, DomainEvent } from '../shared/decider';
import type { BenchAppend } from './projection-bench';

const metadata: EventMetadata = {
  userId: null,
  role: 'system',
  correlationId: '00000000-0000-4000-8000-000000000001',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

/**
 * Runs commands through a real decider, so every bench event is one the app could write; the
 * stream's earlier events (`history`) are folded in first.
 */
export const decideAll = <S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  commands: readonly C[],
  history: readonly E[] = [],
) => {
  let state = history.reduce(decider.evolve, decider.initialState());
  const events: E[] = [];
  for (const command of commands) {
    const decided = decider.decide(command, state);
    state = decided.reduce(decider.evolve, state);
    events.push(...decided);
  }
  return events;
};

const toAppend = (streamId: string, events: readonly DomainEvent[]): BenchAppend => ({
  streamId,
  events: events.map((e) => eventToAppend(e, metadata)),
});

const cemeteryCount = 50;
const caretakerCount = 20;
/** One request in this many has a photo retaken: attached, deleted, attached again. */
const retakeEvery = 25;

const sha256Hex = () => randomBytes(32).toString('hex');

/**
 * A 12 MP phone photo as the upload route records it (sizes as `npm run bench -- photos`
 * measures them): the original's hash and size, a 1600 px web copy and a 480 px thumbnail,
 * stored under generated keys. Taken a minute before it was uploaded, with a GPS position.
 */
const phonePhoto = (
  requestId: string,
  type: PhotoAttached['type'],
  uploadedBy: string,
  uploadedAt: Date,
  n: number,
): PhotoAttached => {
  const photoId = randomUUID();
  const rendition = (variant: 'web' | 'thumbnail', width: number, bytes: number) => ({
    key: `${photoId}/${variant}.jpg`,
    contentType: 'image/jpeg',
    bytes,
    width,
    height: (width * 3) / 4,
    sha256: sha256Hex(),
  });
  return {
    photoId,
    requestId,
    type,
    description: n % 4 === 0 ? (type === 'before' ? 'Mahovina na spomeniku' : 'Očišćeno') : null,
    uploadedAt: uploadedAt.toISOString(),
    uploadedBy,
    takenAt: new Date(uploadedAt.getTime() - 60_000).toISOString().slice(0, 19),
    original: {
      sha256: sha256Hex(),
      bytes: 3_000_000 + (n % 97) * 20_000,
      format: 'jpeg',
      width: 4032,
      height: 3024,
      hadLocation: true,
    },
    web: rendition('web', 1600, 400_000 + (n % 89) * 2_000),
    thumbnail: rendition('thumbnail', 480, 40_000 + (n % 83) * 200),
  };
};

/**
 * The caretaker's proof between starting and completing a visit: a before and an after photo
 * (one request in `retakeEvery` also has an after photo retaken: attached, deleted, again).
 */
const visitPhotoCommands = (
  requestId: string,
  caretaker: { readonly id: string; readonly userId: string },
  scheduledDate: string,
  n: number,
): PhotoCommand[] => {
  const actor: Actor = { role: 'caretaker', caretakerId: caretaker.id, clientId: null };
  const photo = (type: PhotoAttached['type'], minutesIntoVisit: number) =>
    phonePhoto(
      requestId,
      type,
      caretaker.userId,
      new Date(Date.parse(scheduledDate) + minutesIntoVisit * 60_000),
      n,
    );
  const attach = (attached: PhotoAttached): PhotoCommand => ({
    type: 'AttachPhoto',
    data: { photo: attached, actor },
  });
  const before = attach(photo('before', 2));
  const after = attach(photo('after', 45));
  if (n % retakeEvery !== 0) return [before, after];
  const blurred = photo('after', 44);
  return [
    before,
    attach(blurred),
    { type: 'DeletePhoto', data: { requestId, photoId: blurred.photoId, actor } },
    after,
  ];
};

/**
 * A realistic log of about `count` events: cemeteries and caretakers first, then families —
 * a client, two graves, and two requests per grave that go through their whole life, with the
 * caretaker's before and after photos in the request's stream (about 30% of the log is
 * PhotoAttached; one request in `retakeEvery` also has a PhotoDeleted).
 */
export function* makeDomainEvents(count: number): Iterable<BenchAppend> {
  const cemeteryIds = Array.from({ length: cemeteryCount }, () => randomUUID());
  const caretakerIds = Array.from({ length: caretakerCount }, () => randomUUID());
  /** The caretakers' user accounts: who uploads the photos. */
  const caretakerUserIds = caretakerIds.map(() => randomUUID());
  let emitted = 0;
  let requests = 0;
  for (const [i, cemeteryId] of cemeteryIds.entries()) {
    const events = decideAll(cemeteryDecider, [
      {
        type: 'AddCemetery',
        data: {
          cemeteryId,
          source: 'admin',
          fields: {
            name: `Groblje ${i}`,
            city: `Grad ${i % 25}`,
            region: `Okrug ${i % 10}`,
            country: 'Serbia',
            address: null,
            contact: null,
            phoneEmail: null,
            phones: [],
            emails: [],
            caretakerIds: [caretakerIds[i % caretakerCount]!],
            preferredVisitHours: 'morning',
            accessNotes: null,
          },
        },
      },
    ]);
    emitted += events.length;
    yield toAppend(`cemetery-${cemeteryId}`, events);
  }
  for (const [i, caretakerId] of caretakerIds.entries()) {
    const events = decideAll(caretakersDecider, [
      {
        type: 'AddCaretaker',
        data: {
          caretakerId,
          name: `Negovatelj ${i}`,
          email: `caretaker${i}@bench.example`,
          phone: '+381 60 000 0000',
          region: `Grad ${i}`,
          isActive: true,
          preferredVisitDays: ['Monday', 'Wednesday', 'Friday'],
          perVisitRate: '30.00',
          preferredPaymentMethod: 'bank_transfer',
          bankDetails: null,
          paymentStatus: 'current',
          holidayDates: [],
        },
      },
    ]);
    emitted += events.length;
    yield toAppend(`caretaker-${caretakerId}`, events);
  }
  for (let family = 0; emitted < count; family++) {
    const clientId = randomUUID();
    const client = decideAll(clientsDecider, [
      {
        type: 'RegisterClient',
        data: {
          clientId,
          name: `Porodica ${family}`,
          email: `family${family}.${clientId.slice(0, 8)}@bench.example`,
          country: 'germany',
          selectedPlan: 'standard',
          source: 'admin',
        },
      },
    ]);
    emitted += client.length;
    yield toAppend(`client-${clientId}`, client);
    for (let g = 0; g < 2 && emitted < count; g++) {
      const graveId = randomUUID();
      const cemeteryId = cemeteryIds[(family + g) % cemeteryCount]!;
      const grave = decideAll(gravesDecider, [
        {
          type: 'AddGrave',
          data: {
            graveId,
            clientId,
            cemeteryId,
            graveNumber: `${g + 1}`,
            deceasedName: `Pokojnik ${family}/${g}`,
          },
        },
      ]);
      emitted += grave.length;
      yield toAppend(`grave-${graveId}`, grave);
      for (let r = 0; r < 2 && emitted < count; r++) {
        const requestId = randomUUID();
        const caretaker = family % caretakerCount;
        const scheduledDate = new Date(
          Date.UTC(2026, (family + r) % 12, 1 + (g % 27), 9),
        ).toISOString();
        const untilStarted: ServiceRequestCommand[] = [
          {
            type: 'RequestService',
            data: {
              requestId,
              clientId,
              graveId,
              cemeteryId,
              serviceType: 'grave_cleaning',
              amount: '35.00',
              scheduledDate,
            },
          },
          {
            type: 'ScheduleServiceRequest',
            data: { requestId, caretakerId: caretakerIds[caretaker]!, scheduledDate },
          },
          { type: 'StartWork', data: { requestId, startedAt: scheduledDate } },
        ];
        const started = decideAll(serviceRequestsDecider, untilStarted);
        const photos = decideAll(
          photosDecider,
          visitPhotoCommands(
            requestId,
            { id: caretakerIds[caretaker]!, userId: caretakerUserIds[caretaker]! },
            scheduledDate,
            requests++,
          ),
          started,
        );
        // Photos change nothing the request's own decider folds, so it completes from `started`.
        const completed = decideAll(
          serviceRequestsDecider,
          [{ type: 'CompleteRequest', data: { requestId, completedDate: scheduledDate } }],
          started,
        );
        const request = [...started, ...photos, ...completed];
        emitted += request.length;
        yield toAppend(`service-request-${requestId}`, request);
      }
    }
  }
}
