import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type ActorRole,
  type EventMetadata,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { ConflictError } from './errors';
import type { Decider, DomainEvent } from './decider';

/** Who runs a command, and in which causal chain; comes from the HTTP request or a reactor. */
export interface CommandContext {
  readonly userId: string | null;
  readonly role: ActorRole;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly now: Date;
}

export interface CommandResult<State, Event extends DomainEvent> {
  readonly events: readonly Event[];
  readonly state: State;
  /** Position of the last appended event; null when the command yielded nothing. */
  readonly position: Position | null;
  readonly nextExpectedRevision: bigint | null;
}

export const systemContext = (now = new Date()): CommandContext => ({
  userId: null,
  role: 'system',
  correlationId: randomUUID(),
  causationId: null,
  now,
});

/** The metadata every event of a command carries: who, why, and when it was decided. */
export const metadataOf = (context: CommandContext): EventMetadata => ({
  userId: context.userId,
  role: context.role,
  correlationId: context.correlationId,
  causationId: context.causationId,
  occurredAt: context.now.toISOString(),
});

/**
 * Read the stream, fold it, decide, append with the revision we read. A concurrent writer makes
 * the append fail and the caller gets a 409 instead of a silent overwrite.
 */
export const handleCommand = async <State, Command, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<State, Event>> => {
  const recorded = await eventStore.readStream(streamId);
  const state = recorded.reduce(
    (s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event),
    decider.initialState(),
  );
  const events = decider.decide(command, state);
  const newState = events.reduce(decider.evolve, state);
  if (events.length === 0)
    return { events, state: newState, position: null, nextExpectedRevision: null };
  const last = recorded.at(-1);
  const metadata = metadataOf(context);
  try {
    const result = await eventStore.appendToStream(
      streamId,
      events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
      { expectedRevision: last ? last.revision : 'no_stream' },
    );
    return {
      events,
      state: newState,
      position: result.position,
      nextExpectedRevision: result.nextExpectedRevision,
    };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError)
      throw new ConflictError(
        'Someone else changed this at the same moment. Reload and try again.',
        'VERSION_CONFLICT',
      );
    throw error;
  }
};
