import { z } from 'zod';
import { mailDeliveryListQuerySchema, mailJobIdSchema } from '@memorial-care/contracts/http';
import { defineRoute, type AnyRoute } from '../http/route';
import { listMailDeliveries } from './delivery-queries';
import type { MailQueue } from './mail-queue';
import { retryMailDelivery } from './mail-retry';

export interface MailRouteOptions {
  /** The `mail` queue, for retrying a failed mail's job. */
  readonly mailQueue: MailQueue;
}

/** The admin's view of outgoing mail: what went out, what is pending, and what failed and why. */
export const createMailRoutes = ({ mailQueue }: MailRouteOptions): AnyRoute[] => [
  defineRoute({
    method: 'get',
    path: '/api/admin/mail',
    access: ['admin'],
    query: mailDeliveryListQuerySchema,
    handle: async ({ deps, query }) => ({ body: await listMailDeliveries(deps.pool, query) }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/mail/:jobId/retry',
    access: ['admin'],
    params: z.object({ jobId: mailJobIdSchema }),
    handle: async ({ deps, params }) => ({
      body: await retryMailDelivery({ pool: deps.pool, queue: mailQueue }, params.jobId),
    }),
  }),
];
