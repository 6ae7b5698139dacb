import ICAL from 'ical.js';

// Reads a feed back with Mozilla's iCalendar parser (ical.js), as a calendar app would: the
// tests assert on what it understood, never on the text.

export interface ParsedVisitEvent {
  readonly uid: string;
  readonly sequence: number;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly status: string;
  /** TZID of DTSTART and DTEND. */
  readonly timeZones: readonly string[];
  /** The instants DTSTART and DTEND stand for, as the VTIMEZONE defines them. */
  readonly start: Date;
  readonly end: Date;
  /** Wall-clock times as written, `HH:mm`. */
  readonly localStart: string;
  readonly localEnd: string;
}

export interface ParsedFeed {
  readonly name: string;
  readonly refreshInterval: string;
  readonly publishedTtl: string;
  readonly timeZoneIds: readonly string[];
  readonly events: readonly ParsedVisitEvent[];
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return value === null || value === undefined ? '' : String(value);
};

const wallClock = (time: ICAL.Time) =>
  `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

const readFeed = (calendar: ICAL.Component, timeZoneIds: readonly string[]): ParsedFeed => ({
  name: text(calendar, 'x-wr-calname'),
  refreshInterval: text(calendar, 'refresh-interval'),
  publishedTtl: text(calendar, 'x-published-ttl'),
  timeZoneIds,
  events: calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: text(component, 'status'),
      timeZones: ['dtstart', 'dtend'].map(
        (name) => component.getFirstProperty(name)?.getParameter('tzid')?.toString() ?? '',
      ),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      localStart: wallClock(event.startDate),
      localEnd: wallClock(event.endDate),
    };
  }),
});

export const parseFeed = (ics: string): ParsedFeed => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timeZones = calendar.getAllSubcomponents('vtimezone');
  const timeZoneIds = timeZones.map((zone) => text(zone, 'tzid'));
  // Registered while reading, so that a TZID'd time converts with this feed's own VTIMEZONE
  // (ical.js knows no zone but UTC by itself): a feed without one reads as floating times.
  for (const zone of timeZones) ICAL.TimezoneService.register(zone);
  try {
    return readFeed(calendar, timeZoneIds);
  } finally {
    for (const id of timeZoneIds) ICAL.TimezoneService.remove(id);
  }
};
