import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type {
  EventMetadata,
  EventToAppend,
  ExpectedRevision,
  Position,
  RecordedEvent,
} from '@memorial-care/contracts/event-store';

export const toEsdbExpectedRevision = (expected: ExpectedRevision): AppendExpectedRevision => {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
};

/**
 * A JSON event. The metadata also carries EventStoreDB's own `$correlationId`/`$causationId`,
 * so the server's tooling (UI, system projections) follows our causal chains too.
 */
export const toEventData = (event: EventToAppend): EventData => ({
  id: event.id,
  contentType: 'application/json',
  type: event.type,
  // The client JSON-encodes whatever it is given; `null` is valid JSON where undefined is not.
  data: (event.data ?? null) as JSONType,
  metadata: {
    ...event.metadata,
    $correlationId: event.metadata.correlationId,
    ...(event.metadata.causationId === null ? {} : { $causationId: event.metadata.causationId }),
  },
});

/** Types starting with `$` are the server's own (stream metadata, links, statistics). */
export const isSystemEvent = (event: { type: string }) => event.type.startsWith('$');

const withoutServerKeys = (metadata: unknown): EventMetadata => {
  if (!metadata || typeof metadata !== 'object' || metadata instanceof Uint8Array)
    return metadata as EventMetadata;
  return Object.fromEntries(
    Object.entries(metadata).filter(([key]) => !key.startsWith('$')),
  ) as unknown as EventMetadata;
};

export const toRecordedEvent = (event: EsdbRecordedEvent): RecordedEvent => {
  // Only servers before 22.6 omit positions; the port needs them for $all and read-your-writes.
  if (!event.position)
    throw new Error('EventStoreDB did not report event positions: version 22.6 or later is needed');
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    type: event.type,
    data: event.data,
    metadata: withoutServerKeys(event.metadata),
    position: { commit: event.position.commit, prepare: event.position.prepare } as Position,
    createdAt: event.created,
  };
};
