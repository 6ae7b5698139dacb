import { queryOptions } from '@tanstack/react-query';
import { calendarFeedSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';

export const calendarFeedQueryKey = ['calendar-feed'] as const;

/** GET /api/calendar-feed: the signed-in caretaker's or client's feed URL (null before the first). */
export const getCalendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => apiGet('/api/calendar-feed', calendarFeedSchema, { signal }),
  });
