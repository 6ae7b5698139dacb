/**
 * The event store port. Two adapters implement it (PostgreSQL, EventStoreDB) and pass one
 * contract suite. Revisions follow EventStoreDB: 0-based per stream.
 */

export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

/** A global position in `$all`. PostgreSQL: commit = transaction id, prepare = sequence. */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const comparePositions = (a: Position, b: Position): number =>
  a.commit === b.commit
    ? a.prepare === b.prepare
      ? 0
      : a.prepare < b.prepare
        ? -1
        : 1
    : a.commit < b.commit
      ? -1
      : 1;

export const positionToToken = (p: Position): string => `${p.commit}:${p.prepare}`;
export const positionFromToken = (token: string): Position => {
  const [commit, prepare] = token.split(':');
  if (
    commit === undefined ||
    prepare === undefined ||
    !/^\d+$/.test(commit) ||
    !/^\d+$/.test(prepare)
  )
    throw new Error(`Not a position token: ${token}`);
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
};

export type ActorRole = 'admin' | 'caretaker' | 'client' | 'anonymous' | 'system';

/** Who did it and why: on every event. */
export interface EventMetadata {
  readonly userId: string | null;
  readonly role: ActorRole;
  readonly correlationId: string;
  readonly causationId: string | null;
  /** ISO timestamp of when the command was decided. */
  readonly occurredAt: string;
  /** The version of the event's schema its data was written in; absent means version 1. */
  readonly schemaVersion?: number;
}

export interface EventToAppend {
  /** UUID; also the idempotency key for reactors. */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly position: Position;
  readonly createdAt: Date;
}

export interface AppendResult {
  readonly nextExpectedRevision: bigint;
  /** Position of the last appended event. */
  readonly position: Position;
}

/** Where a stream stands: its last event's revision and `$all` position. */
export interface StreamHead {
  readonly revision: bigint;
  readonly position: Position;
}

export interface Subscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** All events of a stream in revision order; empty when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /**
   * The stream's current head without reading its events (an entity's ETag); null when the
   * stream does not exist. Like readStream, it sees every committed append.
   */
  readStreamHead(streamId: string): Promise<StreamHead | null>;
  /** Committed events strictly after `after` (from the start when omitted), in order. */
  readAll(options: { after?: Position; limit: number }): Promise<RecordedEvent[]>;
  /** Live, ordered delivery of `$all` after `after`; never skips a committed event. */
  subscribeToAll(options: { after?: Position }): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(
      `Wrong expected revision on stream ${streamId}: expected ${String(expected)}, actual ${String(actual)}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}
