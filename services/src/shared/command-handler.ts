import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type ActorRole,
  type EventMetadata,
  type EventToAppend,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import { currentSchemaVersion } from '@memorial-care/contracts/events';
import { aggregateStream } from './aggregate-stream';
import { ConflictError, PreconditionFailedError } from './errors';
import type { Decider, DomainEvent } from './decider';

/** Who runs a command, and in which causal chain; comes from the HTTP request or a reactor. */
export interface CommandContext {
  readonly userId: string | null;
  readonly role: ActorRole;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly now: Date;
  /** The request's `If-Match`: the revision its client last saw of the stream it changes. */
  readonly precondition?: Precondition;
}

export interface Precondition {
  readonly streamId: string;
  readonly revision: bigint;
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

/** A decided event as it is appended: its id (new unless decided), its data's schema version. */
export const eventToAppend = (event: DomainEvent, metadata: EventMetadata): EventToAppend => ({
  id: event.id ?? randomUUID(),
  type: event.type,
  data: event.data,
  metadata: { ...metadata, schemaVersion: currentSchemaVersion(event.type) },
});

/** How a command meets a lost race: decided again on the fresh stream, then a 409. */
export interface RetryPolicy {
  /** Attempts in all. */
  readonly attempts: number;
  /** Waits before attempt `attempt + 1` (e.g. a random pause, so racers fall out of step). */
  readonly pauseBeforeRetry?: (attempt: number) => Promise<unknown>;
}

const defaultRetryPolicy: RetryPolicy = { attempts: 3 };

/** Preconditions a command of their request has already met: later commands build on it. */
const metPreconditions = new WeakSet<Precondition>();

const staleRevision = (current: bigint | null) =>
  new PreconditionFailedError(undefined, {
    currentRevision: current === null ? null : current.toString(),
  });

/**
 * Read the stream, fold it, decide, append with the revision we read. A concurrent writer makes
 * the append fail; the command is then read and decided again (a bounded number of times), so
 * it either builds on the other change or is refused by the decider, never a silent overwrite.
 * Under a precondition (`If-Match`) nothing is retried: a stream that moved on is a 412.
 */
export const handleCommand = async <State, Command, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  { attempts, pauseBeforeRetry }: RetryPolicy = defaultRetryPolicy,
): Promise<CommandResult<State, Event>> => {
  const { precondition } = context;
  const guard =
    precondition?.streamId === streamId && !metPreconditions.has(precondition)
      ? precondition
      : null;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await decideAndAppend(eventStore, streamId, decider, command, context, guard);
      if (guard) metPreconditions.add(guard);
      return result;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (guard) throw staleRevision(error.actual === 'no_stream' ? null : error.actual);
      if (attempt < attempts) {
        await pauseBeforeRetry?.(attempt);
        continue;
      }
      throw new ConflictError(
        'Someone else changed this at the same moment. Reload and try again.',
        'VERSION_CONFLICT',
      );
    }
  }
};

/** One attempt: throws WrongExpectedRevisionError when another append came first. */
const decideAndAppend = async <State, Command, Event extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  guard: Precondition | null,
): Promise<CommandResult<State, Event>> => {
  const { state, revision: current } = await aggregateStream(eventStore, streamId, decider);
  if (guard && guard.revision !== current) throw staleRevision(current);
  const events = decider.decide(command, state);
  const newState = events.reduce(decider.evolve, state);
  if (events.length === 0)
    return { events, state: newState, position: null, nextExpectedRevision: null };
  const metadata = metadataOf(context);
  const result = await eventStore.appendToStream(
    streamId,
    events.map((e) => eventToAppend(e, metadata)),
    { expectedRevision: current ?? 'no_stream' },
  );
  return {
    events,
    state: newState,
    position: result.position,
    nextExpectedRevision: result.nextExpectedRevision,
  };
};
