import { memorialCalendarDays } from '@memorial-care/contracts/domain';
import { memorialCalendarQuerySchema } from '@memorial-care/contracts/http';
import { defineRoute } from '../http/route';

/**
 * The Serbian Orthodox general memorial days of a range, computed (nothing is stored): the same
 * calendar the browser uses, for everyone who plans care.
 */
export const memorialCalendarRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/memorial-calendar',
    access: ['admin', 'client', 'caretaker'],
    query: memorialCalendarQuerySchema,
    handle: async ({ query }) => ({ body: memorialCalendarDays(query.from, query.to) }),
  }),
];
