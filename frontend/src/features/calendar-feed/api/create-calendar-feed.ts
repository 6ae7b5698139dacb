import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema } from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** POST /api/calendar-feed: a new secret URL; the one before stops working at once. */
export const createCalendarFeed = () =>
  apiRequest('POST', '/api/calendar-feed', { idempotent: true, schema: calendarFeedSchema });

/** Creates (or regenerates) the address; the dialog shows the new one from the answer. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey, feed),
  });
}
