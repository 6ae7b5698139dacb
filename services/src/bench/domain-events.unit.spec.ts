import { describe, expect, it } from 'vitest';
import { photoEventSchema, serviceRequestEventSchema } from '@memorial-care/contracts/events';
import { makeDomainEvents } from './domain-events';

// The catch-up bench's log must be one the app could write: every request stream event passes
// its contract, and the photos come in the proportion a caretaker's visits produce.

describe('the projection bench log', () => {
  const appends = [...makeDomainEvents(20_000)];
  const events = appends.flatMap((a) => a.events.map((e) => ({ ...e, streamId: a.streamId })));
  const count = (type: string) => events.filter((e) => e.type === type).length;

  it('holds about the events asked for', () => {
    expect(events.length).toBeGreaterThanOrEqual(20_000);
    expect(events.length).toBeLessThan(20_100);
  });

  it('has two photos per completed request, and a few deleted ones', () => {
    const completed = count('ServiceRequestCompleted');
    const attached = count('PhotoAttached');
    const deleted = count('PhotoDeleted');
    expect(attached - deleted).toBeGreaterThanOrEqual(2 * completed);
    expect(attached - deleted).toBeLessThanOrEqual(2 * completed + 2);
    expect(deleted).toBeGreaterThan(0);
    expect(deleted).toBeLessThan(attached / 20);
  });

  it('records only events the contracts accept, each photo in its own request stream', () => {
    const attachedIn = new Map<string, string>();
    for (const event of events.filter((e) => e.streamId.startsWith('service-request-'))) {
      const requestId = event.streamId.slice('service-request-'.length);
      if (event.type.startsWith('Photo')) {
        const photo = photoEventSchema.parse({ type: event.type, data: event.data });
        expect(photo.data.requestId).toBe(requestId);
        if (photo.type === 'PhotoAttached') {
          expect(photo.data.web.key).toBe(`${photo.data.photoId}/web.jpg`);
          attachedIn.set(photo.data.photoId, requestId);
        } else {
          expect(attachedIn.get(photo.data.photoId)).toBe(requestId);
          expect(photo.data.keys).toEqual([
            `${photo.data.photoId}/web.jpg`,
            `${photo.data.photoId}/thumbnail.jpg`,
          ]);
        }
      } else serviceRequestEventSchema.parse({ type: event.type, data: event.data });
    }
  });
});
