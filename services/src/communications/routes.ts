import { z } from 'zod';
import { communicationClientParamsSchema } from '@memorial-care/contracts/http';
import { listClientCommunications } from '@memorial-care/projections/communications';
import { defineRoute } from '../http/route';

const isUuid = (value: string) => z.guid().safeParse(value).success;

/** Read side: one client's messages, newest first (admin; the Clients screen's tab). */
export const communicationsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/communications/client/:clientId',
    access: ['admin'],
    params: communicationClientParamsSchema,
    handle: async ({ params, deps }) => ({
      body: isUuid(params.clientId)
        ? await listClientCommunications(deps.pool, params.clientId)
        : [],
    }),
  }),
];
