import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseScheduleState,
  writeScheduleState,
  type ScheduleChange,
  type ScheduleState,
} from '../utils/schedule-state';

export interface ScheduleUpdateOptions {
  /** Replace the history entry (typing in the search box) instead of adding one. */
  readonly replace?: boolean;
}

export type UpdateSchedule = (change: ScheduleChange, options?: ScheduleUpdateOptions) => void;

/**
 * The screen (view, day, search, filters) as kept in the URL: each change is a history entry,
 * so back and forward walk through the ranges and filters seen.
 */
export function useScheduleState(): [ScheduleState, UpdateSchedule] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseScheduleState(searchParams), [searchParams]);
  const update = useCallback<UpdateSchedule>(
    (change, options = {}) =>
      setSearchParams(
        (current) => writeScheduleState(current, { ...parseScheduleState(current), ...change }),
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );
  return [state, update];
}

/** The address of the screen after a change (a link's href), the other parameters kept. */
export function useScheduleHref(): (change: ScheduleChange) => string {
  const [searchParams] = useSearchParams();
  return useCallback(
    (change) =>
      `?${writeScheduleState(searchParams, { ...parseScheduleState(searchParams), ...change }).toString()}`,
    [searchParams],
  );
}
