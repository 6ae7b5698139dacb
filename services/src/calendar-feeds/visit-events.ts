import { DateTime } from 'luxon';
import {
  serviceTimeZone,
  visitWindowHours,
  visitWindows,
  type RequestStatus,
  type VisitWindow,
} from '@memorial-care/contracts/domain';
import type { CalendarFeedRole } from '@memorial-care/contracts/events';
import type { CalendarVisit } from '@memorial-care/projections/service-requests';

// A visit as a calendar event (RFC 5545 VEVENT), in English. Built field by field from what a
// calendar may show: never an amount, and for a caretaker never the family's contact details.

export interface VisitEvent {
  /** `<requestId>@<host>`: the same request is the same event in every fetch. */
  readonly uid: string;
  /** The request's stream revision: every change bumps it, so apps take the newer copy. */
  readonly sequence: number;
  /** In Europe/Belgrade (the graves are in Serbia): written with TZID, never floating. */
  readonly start: DateTime;
  readonly end: DateTime;
  readonly summary: string;
  readonly location: string | null;
  readonly description: string;
  readonly cancelled: boolean;
  readonly lastModified: Date;
}

/** "grave_cleaning" → "Grave cleaning": the service types are named so in English. */
export const serviceLabelOf = (serviceType: string) => {
  if (serviceType === 'other') return 'Other service';
  const words = serviceType.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const statusLabels: Record<RequestStatus, string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/** The timed visit window (morning, afternoon, evening) a local start time falls in, if any. */
export const visitWindowOf = (start: DateTime): VisitWindow | null => {
  const hours = start.hour + start.minute / 60;
  return (
    visitWindows.find((window) => {
      const range = visitWindowHours[window];
      return range !== null && hours >= range.from && hours < range.to;
    }) ?? null
  );
};

/** The end of the visit window the start falls in; an hour after a start outside them. */
const endOf = (start: DateTime, window: VisitWindow | null) => {
  const range = window && visitWindowHours[window];
  return range
    ? start.set({ hour: range.to, minute: 0, second: 0, millisecond: 0 })
    : start.plus({ hours: 1 });
};

const descriptionOf = (
  visit: CalendarVisit,
  role: CalendarFeedRole,
  start: DateTime,
  window: VisitWindow | null,
) => {
  const range = window && visitWindowHours[window];
  const lines = [
    visit.grave?.graveNumber ? `Grave number: ${visit.grave.graveNumber}` : null,
    range
      ? `Visit window: ${window} (${hour(range.from)}–${hour(range.to)} Serbian time)`
      : `Visit time: ${start.toFormat('HH:mm')} Serbian time`,
    `Status: ${statusLabels[visit.status]}`,
    role === 'client' && visit.caretakerName ? `Caretaker: ${visit.caretakerName}` : null,
    visit.specialInstructions ? `Special instructions: ${visit.specialInstructions}` : null,
  ];
  return lines.filter((line) => line !== null).join('\n');
};

/** The calendar event of one scheduled visit, for a caretaker's or a client's feed. */
export const visitEventOf = (
  visit: CalendarVisit,
  { role, host }: { readonly role: CalendarFeedRole; readonly host: string },
): VisitEvent => {
  const start = DateTime.fromISO(visit.scheduledDate, { zone: serviceTimeZone });
  const window = visitWindowOf(start);
  const { grave, cemetery } = visit;
  return {
    uid: `${visit.id}@${host}`,
    sequence: visit.version,
    start,
    end: endOf(start, window),
    summary: [serviceLabelOf(visit.serviceType), grave?.deceasedName].filter(Boolean).join(' — '),
    location: cemetery ? [cemetery.name, cemetery.city].filter(Boolean).join(', ') : null,
    description: descriptionOf(visit, role, start, window),
    cancelled: visit.status === 'cancelled',
    lastModified: new Date(visit.updatedAt),
  };
};
