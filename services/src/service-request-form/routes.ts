import { createServiceRequestSchema } from '@memorial-care/contracts/http';
import { defineRoute } from '../http/route';
import { actorOf } from '../service-requests/route-actor';
import { createServiceRequest } from './create-service-request';

/**
 * POST /api/service-requests: the admin's form (the spec's payload), which may name a new client
 * and a new grave to create with the request.
 */
export const serviceRequestFormRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/service-requests',
    idempotent: true,
    access: ['admin'],
    body: createServiceRequestSchema,
    handle: async ({ deps, body, user, command }) => {
      const { clientName, clientEmail, deceasedName, graveNumber, ...form } = body;
      const created = await createServiceRequest(
        deps,
        {
          form,
          newClient: { name: clientName, email: clientEmail },
          newGrave: { deceasedName, graveNumber },
          actor: actorOf(user),
        },
        command,
      );
      return {
        status: 201,
        body: { id: created.id, serviceType: form.serviceType ?? null },
        position: created.position,
      };
    },
  }),
];
