import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getScheduleQueryOptions } from '../api/get-schedule';
import { toScheduleQuery, type DayRange, type ScheduleState } from '../utils/schedule-state';

/** The viewer's time zone, as the browser knows it: days and "today" are counted in it. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The visits of the days the calendar shows, with the screen's filters (never the whole table);
 * nothing is asked before the calendar has said which days it shows. `perDay` bounds each day.
 */
export function useSchedule(state: ScheduleState, range: DayRange | null, perDay?: number) {
  const timeZone = useMemo(viewerTimeZone, []);
  const query = toScheduleQuery(state, range ?? { from: '', to: '' }, timeZone, perDay);
  return useQuery({ ...getScheduleQueryOptions(query), enabled: range !== null });
}
