import { limits } from '@memorial-care/contracts/domain';

// The holiday planner's rules (spec part 1, section 4), as pure functions over yyyy-MM-dd
// strings. Dates are calendar days: the arithmetic runs in UTC so no time zone or daylight
// saving change can shift a day.

const dayMs = 86_400_000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** True for a real calendar day written yyyy-MM-dd. */
export const isIsoDate = (value: string): boolean =>
  datePattern.test(value) && !Number.isNaN(toTime(value)) && fromTime(toTime(value)) === value;

/** The day `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number): string =>
  fromTime(toTime(date) + days * dayMs);

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toTime(to) - toTime(from)) / dayMs);

/** Every day from `from` to `to`, both included, in order (either order of arguments). */
export const datesInRange = (from: string, to: string): string[] => {
  const [start, end] = from <= to ? [from, to] : [to, from];
  const count = daysBetween(start, end) + 1;
  return Array.from({ length: count }, (_, i) => addDays(start, i));
};

/** A set of days: distinct and sorted. */
export const normalizeDates = (dates: Iterable<string>): string[] => [...new Set(dates)].sort();

/** What the planner holds while the admin clicks: the unsaved selection and the last pick. */
export interface PlannerState {
  /** Sorted, distinct. */
  readonly dates: readonly string[];
  /** The last date added by a click, the anchor of the next range; null after a removal. */
  readonly lastSelected: string | null;
}

/** A run of consecutive days, for the summary and the range toasts. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
  /** Days in the range, both ends included. */
  readonly days: number;
}

export const plannerStateFrom = (saved: readonly string[]): PlannerState => ({
  dates: normalizeDates(saved),
  lastSelected: null,
});

/**
 * What a click on a date does:
 * - `removed`: the date was selected; it is removed and the last-selection marker cleared;
 * - `added`: the date alone is added (no last-selected date, or a gap of 0 or 1 days);
 * - `rangeAdded`: a gap of 2 to `maxGapDays` days: every day in between is added too;
 * - `confirmRange`: a longer gap: ask "Add N days from X to Y?"; `ifConfirmed` adds the range,
 *   `ifDeclined` only the clicked date.
 * Every outcome that adds marks the clicked date as last selected.
 */
export type ClickOutcome =
  | { readonly kind: 'removed'; readonly date: string; readonly state: PlannerState }
  | { readonly kind: 'added'; readonly date: string; readonly state: PlannerState }
  | {
      readonly kind: 'rangeAdded';
      readonly range: DateRange;
      readonly state: PlannerState;
    }
  | {
      readonly kind: 'confirmRange';
      readonly range: DateRange;
      readonly ifConfirmed: PlannerState;
      readonly ifDeclined: PlannerState;
    };

const rangeOf = (a: string, b: string): DateRange => {
  const [from, to] = a <= b ? [a, b] : [b, a];
  return { from, to, days: daysBetween(from, to) + 1 };
};

export const clickDate = (
  state: PlannerState,
  date: string,
  maxGapDays: number = limits.holidayAutoRangeMaxGapDays,
): ClickOutcome => {
  if (state.dates.includes(date))
    return {
      kind: 'removed',
      date,
      state: { dates: state.dates.filter((d) => d !== date), lastSelected: null },
    };
  const single: PlannerState = {
    dates: normalizeDates([...state.dates, date]),
    lastSelected: date,
  };
  if (state.lastSelected === null) return { kind: 'added', date, state: single };
  const gap = Math.abs(daysBetween(state.lastSelected, date));
  if (gap <= 1) return { kind: 'added', date, state: single };
  const range = rangeOf(state.lastSelected, date);
  const withRange: PlannerState = {
    dates: normalizeDates([...state.dates, ...datesInRange(range.from, range.to)]),
    lastSelected: date,
  };
  if (gap <= maxGapDays) return { kind: 'rangeAdded', range, state: withRange };
  return { kind: 'confirmRange', range, ifConfirmed: withRange, ifDeclined: single };
};

/** The summary: consecutive days grouped into ranges, in date order, each with its day count. */
export const groupIntoRanges = (dates: readonly string[]): DateRange[] => {
  const ranges: DateRange[] = [];
  let start: string | null = null;
  let previous: string | null = null;
  for (const date of normalizeDates(dates)) {
    if (start !== null && previous !== null && daysBetween(previous, date) === 1) {
      previous = date;
      continue;
    }
    if (start !== null && previous !== null) ranges.push(rangeOf(start, previous));
    start = date;
    previous = date;
  }
  if (start !== null && previous !== null) ranges.push(rangeOf(start, previous));
  return ranges;
};

/** Removes a summary range; the marker goes too when it lay inside the range. */
export const removeRange = (state: PlannerState, range: Pick<DateRange, 'from' | 'to'>) => ({
  dates: state.dates.filter((d) => d < range.from || d > range.to),
  lastSelected:
    state.lastSelected !== null &&
    state.lastSelected >= range.from &&
    state.lastSelected <= range.to
      ? null
      : state.lastSelected,
});

/** Whether the unsaved selection differs from the saved dates (Save and Reset are offered). */
export const hasUnsavedChanges = (state: PlannerState, saved: readonly string[]): boolean => {
  const savedSet = normalizeDates(saved);
  return (
    savedSet.length !== state.dates.length || savedSet.some((date, i) => state.dates[i] !== date)
  );
};
