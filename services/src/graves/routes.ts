import { graveListQuerySchema } from '@memorial-care/contracts/http';
import { listGraves } from '@memorial-care/projections/graves';
import { defineRoute } from '../http/route';

/** Read side for now: an admin sees any client's graves, a client only their own. */
export const gravesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/graves',
    access: ['admin', 'client'],
    query: graveListQuerySchema,
    handle: async ({ deps, query, user }) => {
      if (user?.role === 'admin')
        return { body: await listGraves(deps.pool, { clientId: query.clientId }) };
      // A client's graves are whatever their session says they are; the query cannot widen it.
      const clientId = user?.clientId;
      return { body: clientId ? await listGraves(deps.pool, { clientId }) : [] };
    },
  }),
];
