import { listClients } from '@memorial-care/projections/clients';
import { defineRoute } from '../http/route';

/** Read side for now: every client, for the admin's lists and the request form's picker. */
export const clientsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/clients',
    access: ['admin'],
    handle: async ({ deps }) => ({ body: await listClients(deps.pool) }),
  }),
];
