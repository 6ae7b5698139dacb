import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { serviceTimeZone } from '@memorial-care/contracts/domain';
import { calendarFeedLimits } from '@memorial-care/contracts/http';
import type { VisitEvent } from './visit-events';

// The feed as an iCalendar document (RFC 5545), written by ical-generator: one VEVENT per
// visit in Europe/Belgrade with its VTIMEZONE, and a refresh hint for the subscribing apps.

export interface FeedCalendar {
  /** X-WR-CALNAME: what the subscribing app names the calendar. */
  readonly name: string;
  readonly events: readonly VisitEvent[];
}

export const renderFeedCalendar = ({ name, events }: FeedCalendar): string => {
  const calendar = new ICalCalendar({
    name,
    prodId: { company: 'Memorial Care', product: 'Visits', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: calendarFeedLimits.refreshMinutes * 60,
  });
  // No calendar-wide zone: the events name theirs (TZID), the generator writes its VTIMEZONE,
  // and DTSTAMP and LAST-MODIFIED stay in UTC as RFC 5545 asks.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const event of events)
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      timezone: serviceTimeZone,
      start: event.start,
      end: event.end,
      // DTSTAMP: when this copy of the event last changed, so two fetches write the same text.
      stamp: event.lastModified,
      lastModified: event.lastModified,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  return calendar.toString();
};
