import type { EventInput } from '@fullcalendar/core';
import {
  caretakerUnavailability,
  visitWindowHours,
  type CaretakerUnavailability,
  type CaretakerWorkingDays,
  type RequestStatus,
} from '@memorial-care/contracts/domain';
import type { Schedule, ScheduleItem } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import type { DayRange } from './schedule-state';
import { serviceHourOn } from './service-time';

// What the calendar draws, as FullCalendar's event objects: the visits, the month grid's "+N more"
// links, the visit windows of the day and week grids, and the caretaker's days off.

/** Visits that can still move: one started, done or cancelled keeps its day. */
const movableStatuses: readonly RequestStatus[] = ['pending', 'scheduled'];
export const isMovable = (status: RequestStatus): boolean => movableStatuses.includes(status);

export interface VisitColors {
  readonly backgroundColor: string;
  readonly borderColor: string;
  readonly textColor: string;
}

export interface VisitEventOptions {
  /** The viewer may drag visits (admins). */
  readonly canMove: boolean;
  readonly colorsOf: (status: RequestStatus) => VisitColors;
  /** The text a visit is known by (the list view and screen readers read it). */
  readonly titleOf: (item: ScheduleItem) => string;
}

/** The item a visit event was made from (FullCalendar keeps it in `extendedProps`). */
export const itemOfEvent = (extendedProps: Record<string, unknown>): ScheduleItem | null =>
  (extendedProps.item as ScheduleItem | undefined) ?? null;

/**
 * The calendar's `eventOrder`: within a day the visits by time, and a day's "+N more" after them
 * (an all-day event would otherwise come first).
 */
export const eventOrder = ['rank', 'start', '-duration', 'allDay', 'title'];

/** One event per visit, at its instant; a visit has no end (the calendar shows it an hour long). */
export function visitEvents(items: readonly ScheduleItem[], options: VisitEventOptions) {
  return items.map((item): EventInput => ({
    id: item.id,
    start: item.scheduledDate,
    allDay: false,
    title: options.titleOf(item),
    editable: options.canMove && isMovable(item.status),
    classNames: ['schedule-visit', `schedule-visit--${item.status}`],
    ...options.colorsOf(item.status),
    extendedProps: { item, rank: 0 },
  }));
}

/** When the visits among the calendar's events start (its other events are not visits). */
export const visitStartsOf = (events: readonly EventInput[]): Date[] =>
  events.flatMap((event) => {
    const item = event.extendedProps ? itemOfEvent(event.extendedProps) : null;
    return item?.scheduledDate ? [new Date(item.scheduledDate)] : [];
  });

/** The day a "+N more" link opens (yyyy-MM-dd), or null for any other event. */
export const moreDayOfEvent = (extendedProps: Record<string, unknown>): string | null =>
  typeof extendedProps.moreOf === 'string' ? extendedProps.moreOf : null;

export interface MoreLinkOptions {
  /** "+2 more". */
  readonly labelOf: (count: number) => string;
  /** The address of the day in the day view. */
  readonly hrefOf: (date: string) => string;
}

/**
 * The month grid's "+N more" links: for each day with more visits than shown (`days` counts them
 * all, `items` holds the first few of each day), a link to that day in the day view. Days are the
 * viewer's, as the server counted them in the viewer's time zone.
 */
export function moreLinkEvents(
  days: Schedule['days'],
  items: readonly ScheduleItem[],
  { labelOf, hrefOf }: MoreLinkOptions,
): EventInput[] {
  const shown = new Map<string, number>();
  for (const item of items) {
    const day = dayjs(item.scheduledDate).format('YYYY-MM-DD');
    shown.set(day, (shown.get(day) ?? 0) + 1);
  }
  return days.flatMap(({ date, count }): EventInput[] => {
    const hidden = count - (shown.get(date) ?? 0);
    if (hidden <= 0) return [];
    return [
      {
        id: `more-${date}`,
        start: date,
        allDay: true,
        title: labelOf(hidden),
        url: hrefOf(date),
        editable: false,
        classNames: ['schedule-more'],
        extendedProps: { moreOf: date, rank: 1 },
      },
    ];
  });
}

export type WindowName = 'morning' | 'afternoon' | 'evening';
const windowNames: readonly WindowName[] = ['morning', 'afternoon', 'evening'];

/**
 * The visit windows (spec §9: morning 8–12, afternoon 12–17, evening 17–20), hours in Serbia,
 * drawn at the instants they are on each day: a viewer elsewhere sees them at their own hours.
 * A day either side of the range too, as a Serbian day's windows may reach into the viewer's
 * first or last day.
 */
export const visitWindowEvents = (
  range: DayRange,
  labelOf: (name: WindowName) => string,
): EventInput[] => {
  const around = {
    from: dayjs(range.from).subtract(1, 'day').format('YYYY-MM-DD'),
    to: dayjs(range.to).add(1, 'day').format('YYYY-MM-DD'),
  };
  return daysOf(around).flatMap((date) =>
    windowNames.map((name): EventInput => {
      const hours = visitWindowHours[name]!;
      return {
        groupId: `window-${name}`,
        start: serviceHourOn(date, hours.from).toISOString(),
        end: serviceHourOn(date, hours.to).toISOString(),
        allDay: false,
        display: 'background',
        title: labelOf(name),
        classNames: ['schedule-window', `schedule-window--${name}`],
      };
    }),
  );
};

export interface OffDay {
  readonly date: string;
  readonly reason: CaretakerUnavailability['reason'];
}

/** Every day of the range as yyyy-MM-dd. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  const last = dayjs(range.to);
  for (let day = dayjs(range.from); !day.isAfter(last, 'day'); day = day.add(1, 'day'))
    days.push(day.format('YYYY-MM-DD'));
  return days;
}

/**
 * The days of the range a caretaker does not work: holidays and weekdays they did not name.
 * Noon UTC is the same calendar day in Serbia, where the availability rule counts days.
 */
export const caretakerOffDays = (caretaker: CaretakerWorkingDays, range: DayRange): OffDay[] =>
  daysOf(range).flatMap((date) => {
    const unavailable = caretakerUnavailability(caretaker, `${date}T12:00:00Z`);
    return unavailable ? [{ date, reason: unavailable.reason }] : [];
  });

/**
 * The days off as shading: whole days in the month grid; in the day and week grids a timed
 * event from midnight to midnight (all-day ones would only show in the all-day row, not shown).
 */
export const offDayEvents = (
  offDays: readonly OffDay[],
  labelOf: (reason: OffDay['reason']) => string,
  allDay: boolean,
): EventInput[] =>
  offDays.map(({ date, reason }) => ({
    groupId: 'off-day',
    display: 'background',
    title: labelOf(reason),
    classNames: ['schedule-off-day', `schedule-off-day--${reason}`],
    ...(allDay
      ? { start: date, allDay: true }
      : {
          start: `${date}T00:00:00`,
          end: `${dayjs(date).add(1, 'day').format('YYYY-MM-DD')}T00:00:00`,
          allDay: false,
        }),
  }));

/** The days FullCalendar shows (`end` exclusive, local midnight) as an inclusive range. */
export const dayRangeOf = (start: Date, end: Date): DayRange => ({
  from: dayjs(start).format('YYYY-MM-DD'),
  to: dayjs(end).subtract(1, 'day').format('YYYY-MM-DD'),
});

/**
 * The morning window's start (in Serbia) on a day clicked in the month grid (it has no time of
 * its own).
 */
export const dayClickStart = (day: Date): Date =>
  serviceHourOn(dayjs(day).format('YYYY-MM-DD'), visitWindowHours.morning!.from);
