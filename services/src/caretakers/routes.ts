import { listCaretakers } from '@memorial-care/projections/caretakers';
import { defineRoute } from '../http/route';

/** Read side for now: the caretaker list the admin screens and the cemetery form use. */
export const caretakersRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/caretakers',
    access: ['admin'],
    handle: async ({ deps }) => ({ body: await listCaretakers(deps.pool) }),
  }),
];
