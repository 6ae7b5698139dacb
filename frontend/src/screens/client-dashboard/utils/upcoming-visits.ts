import type { ServiceRequest } from '@memorial-care/contracts/http';

/** Spec part 2, section 9: at most three upcoming visits. */
export const upcomingVisitsShown = 3;

/**
 * The visits still ahead: scheduled or pending, on a date after `now`, soonest first, at most
 * three (the list asked the server for them from today on; earlier today is past).
 */
export function upcomingVisits<R extends Pick<ServiceRequest, 'status' | 'scheduledDate'>>(
  requests: readonly R[],
  now: Date,
): R[] {
  return requests
    .filter(
      (request) =>
        (request.status === 'scheduled' || request.status === 'pending') &&
        request.scheduledDate !== null &&
        Date.parse(request.scheduledDate) > now.getTime(),
    )
    .sort((a, b) => Date.parse(a.scheduledDate ?? '') - Date.parse(b.scheduledDate ?? ''))
    .slice(0, upcomingVisitsShown);
}

/**
 * How many visits are ahead, from a page of scheduled or pending requests from today on sorted
 * soonest first (`total` counts them all): today's visits already past are at its start.
 */
export const upcomingVisitCount = (
  page: {
    readonly items: readonly Pick<ServiceRequest, 'scheduledDate'>[];
    readonly total: number;
  },
  now: Date,
): number =>
  page.total -
  page.items.filter(
    (request) =>
      request.scheduledDate !== null && Date.parse(request.scheduledDate) <= now.getTime(),
  ).length;
