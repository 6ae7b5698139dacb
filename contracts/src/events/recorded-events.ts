import type { RecordedEvent } from '../event-store';
import { eventDefinitionOf } from './registry';

// The one way from a stored event to one the code may trust: brought up to the current version
// of its schema (upcast), then parsed with that schema. Deciders, reactors and projections all
// read stored events through here, so a change of an event's shape has one place to go.

/** The schema version an event was written in (events written before versions existed: 1). */
export const schemaVersionOf = (event: Pick<RecordedEvent, 'metadata'>): number =>
  event.metadata.schemaVersion ?? 1;

/** The version an event of this type is written in today (1 for a type the registry lacks). */
export const currentSchemaVersion = (type: string): number => eventDefinitionOf(type)?.version ?? 1;

/** A stored event this code cannot read: names the event, so the log can be looked at. */
export class UnreadableEventError extends Error {
  constructor(
    readonly event: Pick<RecordedEvent, 'id' | 'type' | 'streamId' | 'metadata'>,
    reason: string,
  ) {
    super(
      `Event ${event.id} (${event.type} v${schemaVersionOf(event)}) on stream ` +
        `${event.streamId} cannot be read: ${reason}`,
    );
    this.name = 'UnreadableEventError';
  }
}

/**
 * The event with its data in the current version of its type's schema, and the metadata saying
 * so. Not parsed. An event already current, or of a type the registry does not know (the
 * tests' own events), comes back as it is, so upcasting twice changes nothing.
 */
export const upcastRecordedEvent = (event: RecordedEvent): RecordedEvent => {
  const definition = eventDefinitionOf(event.type);
  const from = schemaVersionOf(event);
  if (!definition || from === definition.version) return event;
  if (from > definition.version)
    throw new UnreadableEventError(
      event,
      `written in a newer version than this code knows (v${definition.version})`,
    );
  let data = event.data;
  for (let version = from; version < definition.version; version++) {
    const upcast = definition.upcasters[version];
    if (!upcast) throw new UnreadableEventError(event, `no upcaster from v${version}`);
    data = upcast(data, event.metadata);
  }
  return { ...event, data, metadata: { ...event.metadata, schemaVersion: definition.version } };
};

/**
 * The event upcast and parsed with its type's current schema (defaults applied, unknown keys
 * dropped). Throws UnreadableEventError for an unknown type or data that does not match.
 */
export const parseRecordedEvent = (event: RecordedEvent): RecordedEvent => {
  const definition = eventDefinitionOf(event.type);
  if (!definition) throw new UnreadableEventError(event, 'unknown event type');
  const current = upcastRecordedEvent(event);
  const parsed = definition.schema.safeParse(current.data);
  if (!parsed.success)
    throw new UnreadableEventError(
      event,
      parsed.error.issues.map((i) => `${i.path.join('.') || 'data'}: ${i.message}`).join('; '),
    );
  return { ...current, data: parsed.data };
};
