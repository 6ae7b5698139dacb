import { scheduleQuerySchema, type Schedule } from '@memorial-care/contracts/http';
import { findCaretakerWorkingDays } from '@memorial-care/projections/caretakers';
import {
  findSchedule,
  type ScheduleFilter,
  type ScheduleRange,
} from '@memorial-care/projections/service-requests';
import type { DatabasePool } from 'slonik';
import { defineRoute } from '../http/route';

const empty: Schedule = {
  items: [],
  total: 0,
  days: [],
  summary: { today: 0, thisWeek: 0, pending: 0, completed: 0 },
  caretaker: null,
};

/** The visits, and the working days of the caretaker whose they are, read side by side. */
const scheduleOf = async (
  pool: DatabasePool,
  filter: ScheduleFilter,
  range: ScheduleRange,
): Promise<Schedule> => {
  const [visits, caretaker] = await Promise.all([
    findSchedule(pool, filter, range),
    filter.caretakerId ? findCaretakerWorkingDays(pool, filter.caretakerId) : null,
  ]);
  return { ...visits, caretaker };
};

/**
 * The Schedule screen (spec part 1, §2): the visits on the days shown, filtered like the list,
 * with the summary cards. An admin sees everyone's; a caretaker only their own (the session
 * says whose, never the query), no client names, and a search that finds no family by name or
 * e-mail (the deceased and the cemetery only). A caretaker account not linked to a
 * caretaker has no tasks, so an empty schedule, as its task list. The answer carries the working
 * days of the caretaker shown (the caretaker's own, the admin's filtered one) for the shading.
 */
export const scheduleRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/schedule',
    access: ['admin', 'caretaker'],
    query: scheduleQuerySchema,
    handle: async ({ deps, query, user, command }) => {
      const { from, to, timeZone, perDay, caretakerId, ...filter } = query;
      const range = { from, to, timeZone, perDay, now: command.now };
      if (user?.role === 'admin')
        return { body: await scheduleOf(deps.pool, { ...filter, caretakerId }, range) };
      const own = user?.caretakerId;
      if (!own) return { body: empty };
      const schedule = await scheduleOf(
        deps.pool,
        { ...filter, caretakerId: own, searchPlacesOnly: true },
        range,
      );
      return {
        body: {
          ...schedule,
          items: schedule.items.map((item) => ({ ...item, clientName: null })),
        },
      };
    },
  }),
];
