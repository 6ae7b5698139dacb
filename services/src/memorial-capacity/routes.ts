import {
  busyMemorialDays,
  serviceDay,
  visitsPerCaretakerPerDay,
} from '@memorial-care/contracts/domain';
import {
  memorialCapacityQuerySchema,
  memorialCapacityRange,
  type MemorialCapacity,
} from '@memorial-care/contracts/http';
import { memorialDaysCapacity } from '@memorial-care/projections/memorial-capacity';
import { defineRoute } from '../http/route';

/**
 * The admins' view of the big days at the graves (the four Zadušnice and Pobusani
 * ponedeljak): per day, per city and per cemetery, the visits booked against the caretakers who
 * can work there, so that helpers can be found before the day rather than on it.
 */
export const memorialCapacityRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/memorial-capacity',
    access: ['admin'],
    query: memorialCapacityQuerySchema,
    handle: async ({ deps, query, command }) => {
      const range = memorialCapacityRange(query, serviceDay(command.now).date);
      const days = await memorialDaysCapacity(deps.pool, busyMemorialDays(range.from, range.to));
      const body: MemorialCapacity = { ...range, visitsPerCaretakerPerDay, days };
      return { body };
    },
  }),
];
