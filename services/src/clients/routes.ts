import { limits } from '@memorial-care/contracts/domain';
import { listClients, listRecentRegistrations } from '@memorial-care/projections/clients';
import { defineRoute } from '../http/route';

/** Read side for now: every client, for the admin's lists and the request form's picker. */
export const clientsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/clients',
    access: ['admin'],
    handle: async ({ deps }) => ({ body: await listClients(deps.pool) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/clients/recent',
    access: ['admin'],
    handle: async ({ deps, command }) => {
      const since = new Date(command.now.getTime() - limits.recentRegistrationsDays * 86_400_000);
      return { body: await listRecentRegistrations(deps.pool, since) };
    },
  }),
];
