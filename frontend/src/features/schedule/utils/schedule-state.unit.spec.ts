import { describe, expect, it } from 'vitest';
import {
  anchorDay,
  clearedFilters,
  defaultScheduleState,
  hasActiveFilters,
  onlyStatusOf,
  parseScheduleState,
  shiftedDay,
  toggledOnlyStatus,
  toScheduleQuery,
  writeScheduleState,
  type ScheduleState,
} from './schedule-state';
import { perDayOf } from './calendar-view';

const caretakerId = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const cemeteryId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const parse = (query: string) => parseScheduleState(new URLSearchParams(query));
const write = (state: ScheduleState, current = '') =>
  writeScheduleState(new URLSearchParams(current), state).toString();

describe('the schedule in the URL', () => {
  it('is this week, unfiltered, for a plain link', () => {
    expect(parse('')).toEqual(defaultScheduleState);
    expect(defaultScheduleState).toMatchObject({ view: 'week', date: null });
    expect(write(defaultScheduleState)).toBe('');
  });

  it('reads the view, the day and every filter', () => {
    expect(
      parse(
        `view=month&date=2026-03-02&search=Jovanovi%C4%87&status=completed,pending` +
          `&caretakerId=${caretakerId.toUpperCase()}&cemeteryId=${cemeteryId}`,
      ),
    ).toEqual({
      view: 'month',
      date: '2026-03-02',
      search: 'Jovanović',
      status: ['pending', 'completed'],
      caretakerId,
      cemeteryId,
    });
  });

  it('drops what it does not know: another view, a day that does not exist, a bad id', () => {
    expect(
      parse('view=year&date=2026-02-30&status=lost&caretakerId=42&cemeteryId=x&search=%20'),
    ).toEqual(defaultScheduleState);
    expect(parse('date=1999-12-31').date).toBeNull();
  });

  it('writes a screen back so that reading it gives the same screen, keeping other parameters', () => {
    const state: ScheduleState = {
      view: 'day',
      date: '2026-03-04',
      search: 'Novo groblje',
      status: ['scheduled'],
      caretakerId,
      cemeteryId,
    };
    const url = write(state, 'new=1&view=week');
    expect(new URLSearchParams(url).get('new')).toBe('1');
    expect(parseScheduleState(new URLSearchParams(url))).toEqual(state);
  });
});

describe('the filters', () => {
  const filtered: ScheduleState = {
    ...defaultScheduleState,
    view: 'month',
    date: '2026-03-01',
    caretakerId,
  };

  it('are active when anything narrows the schedule', () => {
    expect(hasActiveFilters(defaultScheduleState)).toBe(false);
    expect(hasActiveFilters({ ...defaultScheduleState, view: 'day', date: '2026-01-01' })).toBe(
      false,
    );
    expect(hasActiveFilters(filtered)).toBe(true);
    expect(hasActiveFilters({ ...defaultScheduleState, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...defaultScheduleState, status: ['pending'] })).toBe(true);
    expect(hasActiveFilters({ ...defaultScheduleState, cemeteryId })).toBe(true);
  });

  it('Clear All keeps the view and the range shown', () => {
    expect(clearedFilters({ ...filtered, search: 'x', status: ['pending'], cemeteryId })).toEqual({
      ...defaultScheduleState,
      view: 'month',
      date: '2026-03-01',
    });
  });
});

describe('Pending Only and Completed Only', () => {
  it('one is on when the status filter is exactly its status', () => {
    expect(onlyStatusOf({ status: ['pending'] })).toBe('pending');
    expect(onlyStatusOf({ status: ['completed'] })).toBe('completed');
    expect(onlyStatusOf({ status: [] })).toBeNull();
    expect(onlyStatusOf({ status: ['scheduled'] })).toBeNull();
    expect(onlyStatusOf({ status: ['pending', 'completed'] })).toBeNull();
  });

  it('turning one on turns the other off; turning it off shows every status', () => {
    const pendingOn = { ...defaultScheduleState, ...toggledOnlyStatus('pending', true) };
    expect(onlyStatusOf(pendingOn)).toBe('pending');
    const completedOn = { ...pendingOn, ...toggledOnlyStatus('completed', true) };
    expect(onlyStatusOf(completedOn)).toBe('completed');
    expect(completedOn.status).toEqual(['completed']);
    expect({ ...completedOn, ...toggledOnlyStatus('completed', false) }.status).toEqual([]);
  });
});

describe('the range', () => {
  it('is built around the URL’s day, else today', () => {
    expect(anchorDay({ date: null }, '2026-03-04')).toBe('2026-03-04');
    expect(anchorDay({ date: '2026-05-01' }, '2026-03-04')).toBe('2026-05-01');
  });

  it('Previous and Next move by the view’s day, week or month', () => {
    expect(shiftedDay('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftedDay('week', '2026-03-30', 1)).toBe('2026-04-06');
    expect(shiftedDay('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftedDay('month', '2026-03-15', -1)).toBe('2026-02-15');
  });

  it('asks the server for the range shown with the filters set, in the viewer’s time zone', () => {
    const range = { from: '2026-03-02', to: '2026-03-08' };
    expect(toScheduleQuery(defaultScheduleState, range, 'Europe/Berlin')).toEqual({
      ...range,
      timeZone: 'Europe/Berlin',
    });
    expect(
      toScheduleQuery(
        { ...defaultScheduleState, search: 'Novo', status: ['pending'], caretakerId, cemeteryId },
        range,
        'Europe/Belgrade',
      ),
    ).toEqual({
      ...range,
      timeZone: 'Europe/Belgrade',
      search: 'Novo',
      status: ['pending'],
      caretakerId,
      cemeteryId,
    });
  });

  it('asks a few visits a day for the month grid only', () => {
    const range = { from: '2026-02-23', to: '2026-04-05' };
    const month = toScheduleQuery(defaultScheduleState, range, 'UTC', perDayOf('dayGridMonth'));
    expect(month).toEqual({ ...range, timeZone: 'UTC', perDay: 3 });
    for (const view of ['timeGridWeek', 'timeGridDay', 'listMonth'] as const)
      expect(
        toScheduleQuery(defaultScheduleState, range, 'UTC', perDayOf(view)),
      ).not.toHaveProperty('perDay');
  });
});
