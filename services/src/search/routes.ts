import { searchQuerySchema } from '@memorial-care/contracts/http';
import { searchEverything } from '@memorial-care/projections/search';
import { defineRoute } from '../http/route';

export const searchRoutes = [
  // The header search: admins look across every record; others have no header search.
  defineRoute({
    method: 'get',
    path: '/api/search',
    access: ['admin'],
    query: searchQuerySchema,
    handle: async ({ query, deps }) => ({ body: await searchEverything(deps.pool, query.q) }),
  }),
];
