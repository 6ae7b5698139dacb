import { serviceRequestListQuerySchema } from '@memorial-care/contracts/http';
import { listServiceRequests } from '@memorial-care/projections/service-requests';
import { defineRoute } from '../http/route';
import { serviceRequestCommandRoutes } from './command-routes';

/**
 * The list: one page of requests, newest first (deleted ones are gone from the read model). An
 * admin sees all; a client only their own (the client comes from the session). Caretakers use
 * their task list instead. The writes are in command-routes.ts.
 */
export const serviceRequestsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/service-requests',
    access: ['admin', 'client'],
    query: serviceRequestListQuerySchema,
    handle: async ({ deps, query, user }) => {
      if (user?.role === 'admin') return { body: await listServiceRequests(deps.pool, query) };
      const clientId = user?.clientId;
      if (!clientId) return { body: { items: [], total: 0 } };
      return { body: await listServiceRequests(deps.pool, { ...query, clientId }) };
    },
  }),
  ...serviceRequestCommandRoutes,
];
