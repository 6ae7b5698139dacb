import type { EventStore } from '@memorial-care/contracts/event-store';
import { z } from 'zod';
import type { Reactor } from '../reactors/reactor';
import { settleRequestEarning } from './commands';

export interface EarningsReactorDeps {
  readonly eventStore: EventStore;
}

const requestOf = z.object({ requestId: z.guid() });

/**
 * Caretaker earnings from completed tasks: whenever a request is completed, reopened, edited or
 * deleted, its earning is settled against the request's CURRENT stream (not the event's data),
 * so an old event replayed, or a run repeated after a crash, settles to the same ledger and
 * appends nothing twice.
 */
export const caretakerEarningsReactor: Reactor<EarningsReactorDeps> = {
  name: 'caretaker-earnings',
  eventTypes: [
    'ServiceRequestCompleted',
    'ServiceRequestStatusChanged',
    'ServiceRequestUpdated',
    'ServiceRequestDeleted',
  ],
  async react(event, deps) {
    const { requestId } = requestOf.parse(event.data);
    await settleRequestEarning(deps.eventStore, requestId, {
      userId: null,
      role: 'system',
      correlationId: event.metadata.correlationId,
      causationId: event.id,
      now: new Date(),
    });
  },
};
