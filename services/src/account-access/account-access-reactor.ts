import type { EventStore, RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  caretakerEventSchema,
  caretakerStreamId,
  type CaretakerEvent,
  clientEventSchema,
  clientStreamId,
} from '@memorial-care/contracts/events';
import type { DatabasePool } from 'slonik';
import { aggregateStream } from '../shared/aggregate-stream';
import { caretakersDecider } from '../caretakers/caretakers-decider';
import { clientsDecider } from '../clients/clients-decider';
import type { Reactor } from '../reactors/reactor';
import type { CommandContext } from '../shared/command-handler';
import type { Decider, DomainEvent } from '../shared/decider';
import { endAccessOfLinkedAccounts, restoreAccessOfLinkedAccounts } from '../auth/account-access';

export interface AccountAccessReactorDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
}

const currentState = async <State, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'eventTypes' | 'initialState' | 'evolve'>,
) => (await aggregateStream(eventStore, streamId, decider)).state;

const contextOf = (event: RecordedEvent): CommandContext => ({
  userId: null,
  role: 'system',
  correlationId: event.metadata.correlationId,
  causationId: event.id,
  now: new Date(),
});

/** Whether the event can change who may sign in: a deletion or a change of `isActive`. */
const changesActivity = (event: CaretakerEvent) =>
  event.type !== 'CaretakerHolidaysChanged' &&
  (event.type !== 'CaretakerUpdated' || event.data.changes.isActive !== undefined);

/**
 * The repair path of ending access: the delete/update routes disable the linked accounts inline
 * (an immediate 401), but a process that dies between the two leaves the account enabled, and a
 * retried delete answers 404. This reactor, driven by the log, brings the accounts in line with
 * the record's CURRENT state (not the state the event says): a lagging or replayed old event
 * then never disables an account that is active again, nor re-enables a deleted one. The user
 * decider makes every repeated step a no-op. It spans clients, caretakers and accounts, so it is a
 * workflow with a folder of its own (features do not import each other).
 */
export const accountAccessReactor: Reactor<AccountAccessReactorDeps> = {
  name: 'account-access',
  eventTypes: ['ClientDeleted', 'CaretakerAdded', 'CaretakerUpdated', 'CaretakerDeleted'],
  async react(event, deps) {
    const context = contextOf(event);
    if (event.type === 'ClientDeleted') {
      const { clientId } = clientEventSchema.parse(event).data;
      const client = await currentState(deps.eventStore, clientStreamId(clientId), clientsDecider);
      if (client.status === 'deleted')
        await endAccessOfLinkedAccounts(deps, { clientId }, 'client-deleted', context);
      return;
    }
    const caretakerEvent = caretakerEventSchema.parse(event);
    if (!changesActivity(caretakerEvent)) return;
    const { caretakerId } = caretakerEvent.data;
    const caretaker = await currentState(
      deps.eventStore,
      caretakerStreamId(caretakerId),
      caretakersDecider,
    );
    if (caretaker.status === 'absent') return;
    const link = { caretakerId };
    if (caretaker.status === 'deleted')
      await endAccessOfLinkedAccounts(deps, link, 'caretaker-deleted', context);
    else if (!caretaker.profile.isActive)
      await endAccessOfLinkedAccounts(deps, link, 'caretaker-inactive', context);
    else await restoreAccessOfLinkedAccounts(deps, link, context);
  },
};
