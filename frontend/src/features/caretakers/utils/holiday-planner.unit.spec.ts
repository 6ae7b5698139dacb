import { describe, expect, it } from 'vitest';
import {
  addDays,
  clickDate,
  datesInRange,
  daysBetween,
  groupIntoRanges,
  hasUnsavedChanges,
  isIsoDate,
  normalizeDates,
  plannerStateFrom,
  removeRange,
  type PlannerState,
} from './holiday-planner';

const state = (dates: string[], lastSelected: string | null = null): PlannerState => ({
  dates,
  lastSelected,
});

describe('date arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('counts days across a daylight-saving change without drift', () => {
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(daysBetween('2025-08-10', '2025-08-01')).toBe(-9);
  });

  it('lists a range in order, whichever end comes first', () => {
    expect(datesInRange('2025-08-03', '2025-08-01')).toEqual([
      '2025-08-01',
      '2025-08-02',
      '2025-08-03',
    ]);
    expect(datesInRange('2025-08-01', '2025-08-01')).toEqual(['2025-08-01']);
  });

  it('recognizes calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-8-1')).toBe(false);
  });

  it('keeps a set of days sorted and distinct', () => {
    expect(normalizeDates(['2025-08-02', '2025-08-01', '2025-08-02'])).toEqual([
      '2025-08-01',
      '2025-08-02',
    ]);
  });
});

describe('clicking a date', () => {
  it('adds the first date and marks it as last selected', () => {
    expect(clickDate(state([]), '2025-08-10')).toEqual({
      kind: 'added',
      date: '2025-08-10',
      state: state(['2025-08-10'], '2025-08-10'),
    });
  });

  it('removes a selected date and clears the last-selection marker', () => {
    expect(clickDate(state(['2025-08-10', '2025-08-11'], '2025-08-11'), '2025-08-10')).toEqual({
      kind: 'removed',
      date: '2025-08-10',
      state: state(['2025-08-11'], null),
    });
  });

  it('after a removal, the next click adds a single date (no anchor)', () => {
    const removed = clickDate(state(['2025-08-01'], '2025-08-01'), '2025-08-01');
    if (removed.kind !== 'removed') throw new Error('expected a removal');
    expect(clickDate(removed.state, '2025-08-05')).toMatchObject({
      kind: 'added',
      state: state(['2025-08-05'], '2025-08-05'),
    });
  });

  it('a gap of 1 day adds only the single date', () => {
    expect(clickDate(state(['2025-08-10'], '2025-08-10'), '2025-08-11')).toEqual({
      kind: 'added',
      date: '2025-08-11',
      state: state(['2025-08-10', '2025-08-11'], '2025-08-11'),
    });
    expect(clickDate(state(['2025-08-10'], '2025-08-10'), '2025-08-09').kind).toBe('added');
  });

  it('a gap of 0 days (the anchor no longer selected) adds only that date', () => {
    expect(clickDate(state([], '2025-08-10'), '2025-08-10')).toEqual({
      kind: 'added',
      date: '2025-08-10',
      state: state(['2025-08-10'], '2025-08-10'),
    });
  });

  it('a gap of 2 days auto-fills the day in between', () => {
    expect(clickDate(state(['2025-08-10'], '2025-08-10'), '2025-08-12')).toEqual({
      kind: 'rangeAdded',
      range: { from: '2025-08-10', to: '2025-08-12', days: 3 },
      state: state(['2025-08-10', '2025-08-11', '2025-08-12'], '2025-08-12'),
    });
  });

  it('a gap of 14 days auto-fills the whole range, backwards too', () => {
    const outcome = clickDate(state(['2025-08-15'], '2025-08-15'), '2025-08-01');
    expect(outcome.kind).toBe('rangeAdded');
    if (outcome.kind !== 'rangeAdded') return;
    expect(outcome.range).toEqual({ from: '2025-08-01', to: '2025-08-15', days: 15 });
    expect(outcome.state.dates).toHaveLength(15);
    expect(outcome.state.lastSelected).toBe('2025-08-01');
  });

  it('a gap of more than 14 days asks; confirmed adds the range, declined only the date', () => {
    const outcome = clickDate(state(['2025-08-01'], '2025-08-01'), '2025-08-16');
    expect(outcome.kind).toBe('confirmRange');
    if (outcome.kind !== 'confirmRange') return;
    expect(outcome.range).toEqual({ from: '2025-08-01', to: '2025-08-16', days: 16 });
    expect(outcome.ifConfirmed.dates).toEqual(datesInRange('2025-08-01', '2025-08-16'));
    expect(outcome.ifConfirmed.lastSelected).toBe('2025-08-16');
    expect(outcome.ifDeclined).toEqual(state(['2025-08-01', '2025-08-16'], '2025-08-16'));
  });

  it('merges a range with dates already selected inside it', () => {
    const outcome = clickDate(
      state(['2025-08-01', '2025-08-03', '2025-09-01'], '2025-08-01'),
      '2025-08-04',
    );
    expect(outcome.kind === 'rangeAdded' && outcome.state.dates).toEqual([
      '2025-08-01',
      '2025-08-02',
      '2025-08-03',
      '2025-08-04',
      '2025-09-01',
    ]);
  });

  it('honours another threshold when given', () => {
    expect(clickDate(state(['2025-08-01'], '2025-08-01'), '2025-08-04', 2).kind).toBe(
      'confirmRange',
    );
  });

  it('ranges across a month and year end', () => {
    const outcome = clickDate(state(['2025-12-30'], '2025-12-30'), '2026-01-02');
    expect(outcome.kind === 'rangeAdded' && outcome.state.dates).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });
});

describe('the summary', () => {
  it('groups consecutive days into ranges with day counts', () => {
    expect(
      groupIntoRanges([
        '2025-08-03',
        '2025-08-01',
        '2025-08-02',
        '2025-08-10',
        '2025-12-31',
        '2026-01-01',
      ]),
    ).toEqual([
      { from: '2025-08-01', to: '2025-08-03', days: 3 },
      { from: '2025-08-10', to: '2025-08-10', days: 1 },
      { from: '2025-12-31', to: '2026-01-01', days: 2 },
    ]);
    expect(groupIntoRanges([])).toEqual([]);
  });

  it('removes a range, and the marker when it lay inside', () => {
    const planned = state(['2025-08-01', '2025-08-02', '2025-08-03', '2025-08-10'], '2025-08-02');
    expect(removeRange(planned, { from: '2025-08-01', to: '2025-08-03' })).toEqual(
      state(['2025-08-10'], null),
    );
    expect(removeRange(planned, { from: '2025-08-10', to: '2025-08-10' })).toEqual(
      state(['2025-08-01', '2025-08-02', '2025-08-03'], '2025-08-02'),
    );
  });
});

describe('saved and unsaved', () => {
  it('starts from the saved set, sorted, without a marker', () => {
    expect(plannerStateFrom(['2025-08-02', '2025-08-01'])).toEqual(
      state(['2025-08-01', '2025-08-02'], null),
    );
  });

  it('tells whether the selection differs from the saved dates', () => {
    expect(hasUnsavedChanges(state(['2025-08-01']), ['2025-08-01'])).toBe(false);
    expect(hasUnsavedChanges(state(['2025-08-01', '2025-08-02']), ['2025-08-01'])).toBe(true);
    expect(hasUnsavedChanges(state(['2025-08-02']), ['2025-08-01'])).toBe(true);
    expect(hasUnsavedChanges(state([]), [])).toBe(false);
  });
});
