import {
  isoToDay,
  dayToIso,
  serviceDay,
  upcomingCulturalEvents,
} from '@memorial-care/contracts/domain';
import {
  culturalEventWindowDays,
  upcomingCulturalEventsCount,
  type UpcomingCulturalEvents,
} from '@memorial-care/contracts/http';
import { requestsInDayWindows } from '@memorial-care/projections/service-requests';
import { defineRoute, type AnyRoute } from '../http/route';

/**
 * The admin dashboard's Cultural Events: the next Orthodox memorial days with the visits booked
 * in the week up to each, and whether families can still book ahead of it.
 */
const upcomingEvents = defineRoute({
  method: 'get',
  path: '/api/cultural-events/upcoming',
  access: ['admin'],
  handle: async ({ deps, command }) => {
    const today = serviceDay(command.now).date;
    const events = upcomingCulturalEvents(today, upcomingCulturalEventsCount);
    const booked = await requestsInDayWindows(
      deps.pool,
      events.map((event) => event.date),
      culturalEventWindowDays,
    );
    const body: UpcomingCulturalEvents = {
      items: events.map(({ kind, date }) => ({
        kind,
        date,
        windowFrom: dayToIso(isoToDay(date) - (culturalEventWindowDays - 1)),
        requestsScheduled: booked.get(date) ?? 0,
        bookingsOpen: date > today,
      })),
    };
    return { body };
  },
});

export const culturalEventsRoutes: readonly AnyRoute[] = [upcomingEvents];
