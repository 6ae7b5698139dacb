import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@memorial-care/contracts/event-store';
import { caretakersDecider } from '../caretakers/caretakers-decider';
import { cemeteryDecider } from '../cemeteries/cemetery-decider';
import { clientsDecider } from '../clients/clients-decider';
import { gravesDecider } from '../graves/graves-decider';
import {
  serviceRequestsDecider,
  type ServiceRequestCommand,
} from '../service-requests/service-requests-decider';
import type { Decider, DomainEvent } from '../shared/decider';
import type { BenchAppend } from './projection-bench';

const metadata: EventMetadata = {
  userId: null,
  role: 'system',
  correlationId: '00000000-0000-4000-8000-000000000001',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

/** Runs commands through a real decider, so every bench event is one the app could write. */
const decideAll = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, commands: C[]) => {
  let state = decider.initialState();
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
  events: events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
});

const cemeteryCount = 50;
const caretakerCount = 20;

/**
 * A realistic log of about `count` events: cemeteries and caretakers first, then families —
 * a client, two graves, and two requests per grave that go through their whole life.
 */
export function* makeDomainEvents(count: number): Iterable<BenchAppend> {
  const cemeteryIds = Array.from({ length: cemeteryCount }, () => randomUUID());
  const caretakerIds = Array.from({ length: caretakerCount }, () => randomUUID());
  let emitted = 0;
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
        const scheduledDate = new Date(
          Date.UTC(2026, (family + r) % 12, 1 + (g % 27), 9),
        ).toISOString();
        const lifecycle: ServiceRequestCommand[] = [
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
            data: { requestId, caretakerId: caretakerIds[family % caretakerCount]!, scheduledDate },
          },
          { type: 'StartServiceRequest', data: { requestId } },
          { type: 'CompleteServiceRequest', data: { requestId, completedDate: scheduledDate } },
        ];
        const request = decideAll(serviceRequestsDecider, lifecycle);
        emitted += request.length;
        yield toAppend(`service-request-${requestId}`, request);
      }
    }
  }
}
