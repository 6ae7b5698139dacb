import type { ScheduleView } from '@memorial-care/contracts/http';

/** FullCalendar's views the screen uses: the grids, and their agenda lists for phones. */
export type CalendarViewName =
  'timeGridDay' | 'timeGridWeek' | 'dayGridMonth' | 'listDay' | 'listWeek' | 'listMonth';

const gridViews = { day: 'timeGridDay', week: 'timeGridWeek', month: 'dayGridMonth' } as const;
const agendaViews = { day: 'listDay', week: 'listWeek', month: 'listMonth' } as const;

/** The calendar view for the screen's view: a grid, or on a phone a readable list of the days. */
export const calendarViewOf = (view: ScheduleView, agenda: boolean): CalendarViewName =>
  agenda ? agendaViews[view] : gridViews[view];

/** The day and week grids have hours (and so the visit windows); the others only days. */
export const hasHours = (name: CalendarViewName): boolean => name.startsWith('timeGrid');

/** The month grid lists this many visits a day, then "+N more" (spec §9). */
export const monthVisitsPerDay = 3;

/**
 * Visits asked per day: the month grid asks a few of every day (a busy month would otherwise be
 * only its first days); the hour grids and the agenda lists ask them all (up to the cap).
 */
export const perDayOf = (name: CalendarViewName): number | undefined =>
  name === 'dayGridMonth' ? monthVisitsPerDay : undefined;

/** The hours of the working day the day and week grids always show. */
export const workingHours = { from: 6, to: 22 } as const;

const timeOf = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

/**
 * The hours the day and week grids show (FullCalendar's slotMinTime and slotMaxTime): the
 * working day, widened to every visit in the viewer's time zone, each shown an hour long.
 */
export const visibleHoursOf = (visitStarts: readonly Date[]) => {
  let { from, to }: { from: number; to: number } = workingHours;
  for (const start of visitStarts) {
    from = Math.min(from, start.getHours());
    to = Math.max(to, Math.min(24, start.getHours() + (start.getMinutes() > 0 ? 2 : 1)));
  }
  return { slotMinTime: timeOf(from), slotMaxTime: timeOf(to) };
};
