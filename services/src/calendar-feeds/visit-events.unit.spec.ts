import { describe, expect, it } from 'vitest';
import type { CalendarVisit } from '@memorial-care/projections/service-requests';
import { renderFeedCalendar } from './feed-calendar';
import { parseFeed } from './testing/parse-feed';
import { serviceLabelOf, visitEventOf } from './visit-events';

const visit = (overrides: Partial<CalendarVisit> = {}): CalendarVisit => ({
  id: '4a7c1e2b-9d3f-4b6a-8c5e-2f1d0e9a8b7c',
  version: 4,
  serviceType: 'grave_cleaning',
  status: 'scheduled',
  // 10:30 in Belgrade (summer time, UTC+2).
  scheduledDate: '2026-07-08T08:30:00.000Z',
  specialInstructions: 'Key at the gate; white roses only',
  caretakerName: 'Dragan Nikolić',
  grave: { deceasedName: 'Radmila Ilić', graveNumber: '12' },
  cemetery: { name: 'Novo groblje', city: 'Beograd' },
  updatedAt: '2026-06-01T10:00:00.000Z',
  ...overrides,
});

/** The one event of a feed of this visit, as ical.js reads it. */
const feedEventOf = (shown: CalendarVisit, role: 'caretaker' | 'client' = 'caretaker') => {
  const feed = parseFeed(
    renderFeedCalendar({
      name: 'Visits',
      events: [visitEventOf(shown, { role, host: 'care.example' })],
    }),
  );
  expect(feed.events).toHaveLength(1);
  return feed.events[0]!;
};

describe('a visit as a calendar event', () => {
  it('carries a stable UID, the version as SEQUENCE, service, deceased, cemetery and grave', () => {
    const event = feedEventOf(visit());
    expect(event).toMatchObject({
      uid: '4a7c1e2b-9d3f-4b6a-8c5e-2f1d0e9a8b7c@care.example',
      sequence: 4,
      summary: 'Grave cleaning — Radmila Ilić',
      location: 'Novo groblje, Beograd',
      status: 'CONFIRMED',
      timeZones: ['Europe/Belgrade', 'Europe/Belgrade'],
    });
    expect(event.description.split('\n')).toEqual([
      'Grave number: 12',
      'Visit window: morning (08:00–12:00 Serbian time)',
      'Status: Scheduled',
      'Special instructions: Key at the gate; white roses only',
    ]);
  });

  it('starts at the scheduled instant in Belgrade time and ends with its visit window', () => {
    const windows = [
      {
        at: '2026-07-08T08:30:00.000Z',
        local: ['10:30', '12:00'],
        end: '2026-07-08T10:00:00.000Z',
      },
      {
        at: '2026-07-08T10:00:00.000Z',
        local: ['12:00', '17:00'],
        end: '2026-07-08T15:00:00.000Z',
      },
      // Winter time (UTC+1): 17:45 in Belgrade, the evening window ends at 20:00.
      {
        at: '2026-01-14T16:45:00.000Z',
        local: ['17:45', '20:00'],
        end: '2026-01-14T19:00:00.000Z',
      },
    ];
    for (const { at, local, end } of windows) {
      const event = feedEventOf(visit({ scheduledDate: at }));
      expect([event.start.toISOString(), event.end.toISOString()], at).toEqual([at, end]);
      expect([event.localStart, event.localEnd], at).toEqual(local);
    }
  });

  it('lasts an hour when it starts outside the visit windows', () => {
    const early = feedEventOf(visit({ scheduledDate: '2026-07-08T05:00:00.000Z' }));
    expect([early.localStart, early.localEnd]).toEqual(['07:00', '08:00']);
    expect(early.description).toContain('Visit time: 07:00 Serbian time');
    const late = feedEventOf(visit({ scheduledDate: '2026-07-08T18:00:00.000Z' }));
    expect([late.localStart, late.localEnd]).toEqual(['20:00', '21:00']);
  });

  it('is CANCELLED when the request was cancelled', () => {
    const event = feedEventOf(visit({ status: 'cancelled', version: 6 }));
    expect(event).toMatchObject({ status: 'CANCELLED', sequence: 6 });
    expect(event.description).toContain('Status: Cancelled');
  });

  it("names the caretaker to the family, not in the caretaker's own feed", () => {
    expect(feedEventOf(visit(), 'client').description).toContain('Caretaker: Dragan Nikolić');
    expect(feedEventOf(visit(), 'caretaker').description).not.toContain('Caretaker:');
  });

  it('shows a request without a grave by its service and cemetery alone', () => {
    const event = feedEventOf(
      visit({ serviceType: 'other', grave: null, specialInstructions: null }),
    );
    expect(event).toMatchObject({ summary: 'Other service', location: 'Novo groblje, Beograd' });
    expect(event.description.split('\n')).toEqual([
      'Visit window: morning (08:00–12:00 Serbian time)',
      'Status: Scheduled',
    ]);
  });

  it('names the service types in English', () => {
    expect(
      ['memorial_candles', 'full_service_package', 'candle_lighting', 'other'].map(serviceLabelOf),
    ).toEqual(['Memorial candles', 'Full service package', 'Candle lighting', 'Other service']);
  });
});

describe('the feed calendar', () => {
  it('is named, asks to be refreshed hourly and defines Europe/Belgrade', () => {
    const feed = parseFeed(
      renderFeedCalendar({
        name: 'Memorial Care — my visits',
        events: [visitEventOf(visit(), { role: 'caretaker', host: 'care.example' })],
      }),
    );
    expect(feed).toMatchObject({
      name: 'Memorial Care — my visits',
      refreshInterval: 'PT1H',
      publishedTtl: 'PT1H',
      timeZoneIds: ['Europe/Belgrade'],
    });
  });

  it('writes the same text for the same visits (DTSTAMP is the last change, not the fetch)', () => {
    const render = () =>
      renderFeedCalendar({
        name: 'Visits',
        events: [visitEventOf(visit(), { role: 'client', host: 'care.example' })],
      });
    expect(render()).toBe(render());
  });
});
