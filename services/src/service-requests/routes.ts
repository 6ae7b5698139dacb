import { serviceRequestListQuerySchema } from '@memorial-care/contracts/http';
import {
  countServiceRequests,
  listServiceRequests,
} from '@memorial-care/projections/service-requests';
import { defineRoute } from '../http/route';
import { serviceRequestCommandRoutes } from './command-routes';

const none = { items: [], total: 0 };
const noStats = { total: 0, pending: 0, scheduled: 0, inProgress: 0, completed: 0, cancelled: 0 };

/**
 * The list: one page of requests, filtered and sorted on the server (deleted ones are gone from
 * the read model), and its tiles. An admin sees all; a client only their own (the client comes
 * from the session, never the query). Caretakers use their task list instead. The writes are in
 * command-routes.ts; the stats route comes before them so `:id` does not swallow it.
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
      if (!clientId) return { body: none };
      return { body: await listServiceRequests(deps.pool, { ...query, clientId }) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/service-requests/stats',
    access: ['admin', 'client'],
    handle: async ({ deps, user }) => {
      if (user?.role === 'admin') return { body: await countServiceRequests(deps.pool, {}) };
      const clientId = user?.clientId;
      if (!clientId) return { body: noStats };
      return { body: await countServiceRequests(deps.pool, { clientId }) };
    },
  }),
  ...serviceRequestCommandRoutes,
];
