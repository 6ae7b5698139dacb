import type { ScheduleItem } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import {
  caretakerOffDays,
  dayClickStart,
  dayRangeOf,
  daysOf,
  isMovable,
  itemOfEvent,
  moreDayOfEvent,
  moreLinkEvents,
  offDayEvents,
  eventOrder,
  visitEvents,
  visitWindowEvents,
} from './calendar-events';
import { calendarViewOf, hasHours } from './calendar-view';

const item = (overrides: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  status: 'scheduled',
  priority: 'normal',
  serviceType: 'memorial_candles',
  scheduledDate: '2026-03-04T09:00:00.000Z',
  completedDate: null,
  caretakerId: 'c1',
  caretakerName: 'Dragan Nikolić',
  clientName: 'Milica Jovanović',
  grave: { id: 'g1', deceasedName: 'Radomir Jovanović', graveNumber: '12' },
  cemetery: { id: 'm1', name: 'Novo groblje', city: 'Beograd' },
  version: 3,
  ...overrides,
});

const colors = { backgroundColor: '#fff', borderColor: '#00f', textColor: '#000' };

describe('visits on the calendar', () => {
  it('is one event per visit at its instant, in its status colours, carrying the visit', () => {
    const [event] = visitEvents([item()], {
      canMove: true,
      colorsOf: () => colors,
      titleOf: (visit) => visit.serviceType,
    });
    expect(event).toMatchObject({
      id: item().id,
      start: '2026-03-04T09:00:00.000Z',
      allDay: false,
      title: 'memorial_candles',
      editable: true,
      classNames: ['schedule-visit', 'schedule-visit--scheduled'],
      ...colors,
    });
    expect(itemOfEvent(event!.extendedProps!)).toEqual(item());
    expect(itemOfEvent({})).toBeNull();
  });

  it('only pending and scheduled visits move, and only for a viewer who may move them', () => {
    expect(['pending', 'scheduled'].every((s) => isMovable(s as never))).toBe(true);
    expect(['in_progress', 'completed', 'cancelled'].some((s) => isMovable(s as never))).toBe(
      false,
    );
    const options = { colorsOf: () => colors, titleOf: () => '' };
    const editable = (canMove: boolean, status: ScheduleItem['status']) =>
      visitEvents([item({ status })], { ...options, canMove })[0]!.editable;
    expect(editable(true, 'pending')).toBe(true);
    expect(editable(true, 'completed')).toBe(false);
    expect(editable(false, 'scheduled')).toBe(false);
  });
});

describe('the month grid’s "+N more" links', () => {
  const atNoon = (date: string, id: string) => item({ id, scheduledDate: `${date}T12:00:00.000Z` });
  const options = {
    labelOf: (count: number) => `+${count} more`,
    hrefOf: (date: string) => `?view=day&date=${date}`,
  };

  it('link each day with more visits than shown to that day, counting the rest', () => {
    const shown = [
      atNoon('2026-03-04', 'a'),
      atNoon('2026-03-04', 'b'),
      atNoon('2026-03-04', 'c'),
      atNoon('2026-03-05', 'd'),
    ];
    const days = [
      { date: '2026-03-04', count: 7 },
      { date: '2026-03-05', count: 1 },
      { date: '2026-03-06', count: 2 },
    ];
    const links = moreLinkEvents(days, shown, options);
    expect(links).toEqual([
      expect.objectContaining({
        start: '2026-03-04',
        allDay: true,
        title: '+4 more',
        url: '?view=day&date=2026-03-04',
        editable: false,
      }),
      // A day whose visits were all left out (the cap) still links to them.
      expect.objectContaining({ start: '2026-03-06', title: '+2 more' }),
    ]);
    expect(links.map((link) => moreDayOfEvent(link.extendedProps!))).toEqual([
      '2026-03-04',
      '2026-03-06',
    ]);
    expect(moreDayOfEvent({ item: item() })).toBeNull();
  });

  it('has none when every visit is shown', () => {
    expect(
      moreLinkEvents([{ date: '2026-03-04', count: 1 }], [atNoon('2026-03-04', 'a')], options),
    ).toEqual([]);
  });

  it('come after the day’s visits', () => {
    const [visit] = visitEvents([item()], {
      canMove: false,
      colorsOf: () => colors,
      titleOf: () => '',
    });
    const [link] = moreLinkEvents([{ date: '2026-03-04', count: 9 }], [], options);
    expect(eventOrder[0]).toBe('rank');
    expect(Number(visit!.extendedProps!.rank)).toBeLessThan(Number(link!.extendedProps!.rank));
  });
});

describe('visit windows', () => {
  const windowsOf = (day: string) =>
    visitWindowEvents({ from: day, to: day }, (name) => name.toUpperCase()).filter(
      (event) => typeof event.start === 'string' && event.start.startsWith(day),
    );

  it('are the spec’s morning 8–12, afternoon 12–17 and evening 17–20 in Serbia', () => {
    // 4 March 2026: Serbia is at UTC+1.
    expect(
      windowsOf('2026-03-04').map(({ start, end, title, display }) => ({
        start,
        end,
        title,
        display,
      })),
    ).toEqual([
      {
        start: '2026-03-04T07:00:00.000Z',
        end: '2026-03-04T11:00:00.000Z',
        title: 'MORNING',
        display: 'background',
      },
      {
        start: '2026-03-04T11:00:00.000Z',
        end: '2026-03-04T16:00:00.000Z',
        title: 'AFTERNOON',
        display: 'background',
      },
      {
        start: '2026-03-04T16:00:00.000Z',
        end: '2026-03-04T19:00:00.000Z',
        title: 'EVENING',
        display: 'background',
      },
    ]);
  });

  it('cover every day of the range and one either side', () => {
    const events = visitWindowEvents({ from: '2026-03-02', to: '2026-03-08' }, String);
    expect(events).toHaveLength(9 * 3);
    expect(events[0]?.start).toBe('2026-03-01T07:00:00.000Z');
    expect(events.at(-1)?.end).toBe('2026-03-09T19:00:00.000Z');
  });

  it('are at the viewer’s own hours: New York sees Serbia’s morning at 2 or 3 a.m.', () => {
    const clockIn = (timeZone: string, instant: unknown) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
        new Date(String(instant)),
      );
    const morningOf = (day: string) => windowsOf(day)[0]!;
    // 2026: the US moves to summer time on 8 March, Europe on 29 March.
    const cases = [
      ['2026-03-05', '02:00', '06:00'], // both on winter time: six hours apart
      ['2026-03-10', '03:00', '07:00'], // New York on summer time already: five hours
      ['2026-03-30', '02:00', '06:00'], // both on summer time: six hours again
    ] as const;
    for (const [day, from, to] of cases) {
      const morning = morningOf(day);
      expect([
        clockIn('America/New_York', morning.start),
        clockIn('America/New_York', morning.end),
      ]).toEqual([from, to]);
      expect([
        clockIn('Europe/Belgrade', morning.start),
        clockIn('Europe/Belgrade', morning.end),
      ]).toEqual(['08:00', '12:00']);
    }
  });
});

describe('a caretaker’s days off', () => {
  // 2026-03-02 is a Monday.
  const week = { from: '2026-03-02', to: '2026-03-08' };

  it('lists the days of a range, across a month’s end too', () => {
    expect(daysOf(week)).toHaveLength(7);
    expect(daysOf({ from: '2026-02-27', to: '2026-03-01' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('are their holidays and the weekdays they do not work', () => {
    const dragan = {
      preferredVisitDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      holidayDates: ['2026-03-04', '2026-04-01'],
    };
    expect(caretakerOffDays(dragan, week)).toEqual([
      { date: '2026-03-04', reason: 'holiday' },
      { date: '2026-03-08', reason: 'weekday' },
    ]);
    expect(caretakerOffDays({ preferredVisitDays: [], holidayDates: [] }, week)).toEqual([]);
  });

  it('shade whole days in the month grid, midnight to midnight in the hour grids', () => {
    const offDays = [{ date: '2026-03-31', reason: 'holiday' as const }];
    const label = (reason: string) => reason;
    expect(offDayEvents(offDays, label, true)).toEqual([
      expect.objectContaining({ start: '2026-03-31', allDay: true, display: 'background' }),
    ]);
    expect(offDayEvents(offDays, label, false)).toEqual([
      expect.objectContaining({
        start: '2026-03-31T00:00:00',
        end: '2026-04-01T00:00:00',
        allDay: false,
        title: 'holiday',
        classNames: ['schedule-off-day', 'schedule-off-day--holiday'],
      }),
    ]);
  });
});

describe('the calendar’s days and clicks', () => {
  it('turns the days shown (end exclusive) into an inclusive range', () => {
    expect(dayRangeOf(new Date(2026, 2, 2), new Date(2026, 2, 9))).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect(dayRangeOf(new Date(2026, 1, 23), new Date(2026, 3, 6))).toEqual({
      from: '2026-02-23',
      to: '2026-04-05',
    });
  });

  it('a day clicked in the month grid starts at the morning window, 8:00 in Serbia', () => {
    expect(dayClickStart(new Date(2026, 2, 4)).toISOString()).toBe('2026-03-04T07:00:00.000Z');
    expect(dayClickStart(new Date(2026, 5, 4)).toISOString()).toBe('2026-06-04T06:00:00.000Z');
  });

  it('shows grids on a wide screen and lists of the days on a phone', () => {
    expect(calendarViewOf('day', false)).toBe('timeGridDay');
    expect(calendarViewOf('week', false)).toBe('timeGridWeek');
    expect(calendarViewOf('month', false)).toBe('dayGridMonth');
    expect(calendarViewOf('week', true)).toBe('listWeek');
    expect(calendarViewOf('month', true)).toBe('listMonth');
    expect(hasHours('timeGridWeek')).toBe(true);
    expect(hasHours('dayGridMonth')).toBe(false);
    expect(hasHours('listWeek')).toBe(false);
  });
});
