import {
  serviceRequestIdParamsSchema,
  serviceRequestListQuerySchema,
} from '@memorial-care/contracts/http';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import {
  countServiceRequests,
  findServiceRequest,
  listServiceRequests,
} from '@memorial-care/projections/service-requests';
import { defineRoute } from '../http/route';
import { NotFoundError } from '../shared/errors';
import { mayReadRequest } from './actor';
import { caretakerTaskOf } from './caretaker-view';
import { serviceRequestCommandRoutes } from './command-routes';
import { actorOf } from './route-actor';

const none = { items: [], total: 0 };
const noStats = { total: 0, pending: 0, scheduled: 0, inProgress: 0, completed: 0, cancelled: 0 };
const notFound = 'Service request not found';

/**
 * The list: one page of requests, filtered and sorted on the server (deleted ones are gone from
 * the read model), and its tiles. An admin sees all; a client only their own (the client comes
 * from the session, never the query). Caretakers use their task list instead; each role may
 * open one request it can see. The writes are in command-routes.ts; the stats route comes
 * before `:id` so that it is not taken for an id.
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
  defineRoute({
    method: 'get',
    path: '/api/service-requests/:id',
    access: ['admin', 'client', 'caretaker'],
    params: serviceRequestIdParamsSchema,
    entityStream: ({ id }) => serviceRequestStreamId(id),
    handle: async ({ deps, params, user }) => {
      const request = await findServiceRequest(deps.pool, params.id);
      // Someone else's request answers like a missing one: its existence is not revealed.
      if (!request || !mayReadRequest(actorOf(user), request)) throw new NotFoundError(notFound);
      // Caretakers get no financial data and no family's contact details.
      return { body: user?.role === 'caretaker' ? caretakerTaskOf(request) : request };
    },
  }),
  ...serviceRequestCommandRoutes,
];
