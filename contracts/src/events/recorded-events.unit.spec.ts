import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store';
import {
  parseRecordedEvent,
  schemaVersionOf,
  UnreadableEventError,
  upcastRecordedEvent,
} from './recorded-events';

const requestId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const occurredAt = '2025-09-02T08:05:00.000Z';

/** An event as the store hands it over; no `schemaVersion` unless given (version 1). */
const stored = (type: string, data: unknown, schemaVersion?: number): RecordedEvent => ({
  id: '6e1f3c52-0d7a-4b8e-9f21-3a4b5c6d7e8f',
  streamId: `service-request-${requestId}`,
  revision: 2n,
  type,
  data,
  metadata: {
    userId: null,
    role: 'caretaker',
    correlationId: 'correlation',
    causationId: null,
    occurredAt,
    ...(schemaVersion === undefined ? {} : { schemaVersion }),
  },
  position: { commit: 10n, prepare: 3n },
  createdAt: new Date(occurredAt),
});

describe('upcastRecordedEvent', () => {
  it('brings a version 1 start up to version 2: started when it was recorded', () => {
    const upcast = upcastRecordedEvent(stored('ServiceRequestStarted', { requestId }));
    expect(upcast.data).toEqual({ requestId, startedAt: occurredAt });
    expect(schemaVersionOf(upcast)).toBe(2);
    expect(upcast.metadata).toMatchObject({ role: 'caretaker', occurredAt });
  });

  it('hands back a current event as it is, so upcasting twice changes nothing', () => {
    const current = stored('ServiceRequestStarted', { requestId, startedAt: occurredAt }, 2);
    expect(upcastRecordedEvent(current)).toBe(current);
    const once = upcastRecordedEvent(stored('ServiceRequestStarted', { requestId }));
    expect(upcastRecordedEvent(once)).toBe(once);
  });

  it('leaves an event of a type the registry does not know as it is', () => {
    const foreign = stored('ValueRecorded', { value: 'a' });
    expect(upcastRecordedEvent(foreign)).toBe(foreign);
  });

  it('refuses an event written in a version newer than this code knows', () => {
    expect(() => upcastRecordedEvent(stored('ServiceRequestStarted', { requestId }, 3))).toThrow(
      /newer version than this code knows \(v2\)/,
    );
  });
});

describe('parseRecordedEvent', () => {
  it('parses the upcast data with the current schema', () => {
    const parsed = parseRecordedEvent(stored('ServiceRequestStarted', { requestId }));
    expect(parsed).toMatchObject({
      type: 'ServiceRequestStarted',
      revision: 2n,
      data: { requestId, startedAt: occurredAt },
    });
  });

  it('names the event it cannot read, and why', () => {
    const broken = stored('TaskAccepted', { requestId, caretakerId: 42 });
    expect(() => parseRecordedEvent(broken)).toThrow(UnreadableEventError);
    expect(() => parseRecordedEvent(broken)).toThrow(
      `Event 6e1f3c52-0d7a-4b8e-9f21-3a4b5c6d7e8f (TaskAccepted v1) on stream ` +
        `service-request-${requestId} cannot be read: caretakerId:`,
    );
  });

  it('does not trust an event of an unknown type', () => {
    expect(() => parseRecordedEvent(stored('ValueRecorded', { value: 'a' }))).toThrow(
      /ValueRecorded v1.*unknown event type/,
    );
  });
});
