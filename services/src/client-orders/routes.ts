import {
  clientOrderSchema,
  serviceRequestIdParamsSchema,
  type ClientOrderResult,
} from '@memorial-care/contracts/http';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { defineRoute } from '../http/route';
import { actorOf } from '../service-requests/route-actor';
import { changeServiceRequestStatus } from '../service-requests/task-commands';
import { placeClientOrder } from './place-order';

/**
 * A family orders care for its own grave and may call off its own order while the office has
 * not scheduled it. Admins may do both for any family (the request is the grave's client's).
 * Which grave and which request the caller may touch is checked against the streams: someone
 * else's answers 404, like a missing one.
 */
export const clientOrderRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/service-requests/orders',
    idempotent: true,
    access: ['client', 'admin'],
    body: clientOrderSchema,
    handle: async ({ deps, body, user, command }) => {
      const { id, amount, position } = await placeClientOrder(
        deps,
        { order: body, actor: actorOf(user) },
        command,
      );
      return { status: 201, body: { id, amount } satisfies ClientOrderResult, position };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/service-requests/:id/cancel',
    access: ['client', 'admin'],
    params: serviceRequestIdParamsSchema,
    entityStream: ({ id }) => serviceRequestStreamId(id),
    handle: async ({ deps, params, user, command }) => {
      // The admin's status command: a client may only cancel their own pending request there.
      const outcome = await changeServiceRequestStatus(
        deps,
        { requestId: params.id, status: 'cancelled', actor: actorOf(user) },
        command,
      );
      return { body: { id: params.id }, position: outcome.position };
    },
  }),
];
