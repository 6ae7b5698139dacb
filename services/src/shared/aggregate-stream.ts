import { parseRecordedEvent } from '@memorial-care/contracts/events';
import type { EventStore, RecordedEvent } from '@memorial-care/contracts/event-store';
import type { Decider, DomainEvent } from './decider';

type Folds<State, Event extends DomainEvent> = Pick<
  Decider<State, never, Event>,
  'eventTypes' | 'initialState' | 'evolve'
>;

/** A stream's events read for trust: upcast to their current version and parsed. */
export const readParsedStream = async (
  eventStore: EventStore,
  streamId: string,
): Promise<RecordedEvent[]> => (await eventStore.readStream(streamId)).map(parseRecordedEvent);

/**
 * The events of these types among parsed ones. The type guard holds because each event was
 * parsed with the registered schema of its type, and the feature unions are made of those.
 */
export const eventsOf = <Event extends DomainEvent>(
  eventTypes: readonly Event['type'][],
  parsed: readonly RecordedEvent[],
): Event[] => {
  const types: readonly string[] = eventTypes;
  const isOwn = (event: DomainEvent): event is Event => types.includes(event.type);
  return parsed.map(({ type, data }) => ({ type, data })).filter(isOwn);
};

/** The state parsed events fold into. */
export const foldParsed = <State, Event extends DomainEvent>(
  decider: Folds<State, Event>,
  parsed: readonly RecordedEvent[],
): State =>
  eventsOf<Event>(decider.eventTypes, parsed).reduce(decider.evolve, decider.initialState());

/**
 * Read a stream → upcast → parse → fold: the state a command is decided on, and the revision
 * it was read at (null when the stream does not exist).
 */
export const aggregateStream = async <State, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Folds<State, Event>,
): Promise<{ state: State; revision: bigint | null }> => {
  const parsed = await readParsedStream(eventStore, streamId);
  return { state: foldParsed(decider, parsed), revision: parsed.at(-1)?.revision ?? null };
};
