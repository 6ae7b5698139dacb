import { defineRoute } from '../http/route';
import { getReactorStatuses, reactorLagCountLimit } from './reactor-status';

/** The admin's view of the reactors: position, lag, and the failure one keeps retrying. */
export const reactorRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/reactors',
    access: ['admin'],
    handle: async ({ deps }) => ({
      body: {
        lagCountLimit: reactorLagCountLimit,
        reactors: await getReactorStatuses(deps.pool, deps.eventStore),
      },
    }),
  }),
];
