import { guestRequestSchema, type guestRequestResultSchema } from '@memorial-care/contracts/http';
import type { z } from 'zod';
import { defineRoute, type AnyRoute } from '../http/route';
import { requestService } from '../service-requests/commands';

export interface GuestRequestRouteOptions {
  /** Counts guest requests per IP address; throws when one address sends too many. */
  readonly rateLimiter: { consume(key: string): Promise<void> };
}

/**
 * "Schedule a Service" on the landing page: a visitor without an account asks for a service.
 * The request is stored as a ServiceRequested event with the guest's contact details and the
 * urgency as its priority, and shows up in the admin's request list.
 */
export const createGuestRequestRoutes = ({ rateLimiter }: GuestRequestRouteOptions): AnyRoute[] => [
  defineRoute({
    method: 'post',
    path: '/api/service-requests/guest',
    idempotent: true,
    access: 'public',
    body: guestRequestSchema,
    handle: async ({ body, deps, command, ctx }) => {
      await rateLimiter.consume(ctx.ip);
      const { id, position } = await requestService(
        deps,
        {
          serviceType: body.serviceType,
          priority: body.priority,
          guest: { name: body.guestName, email: body.guestEmail, phone: body.guestPhone },
          description: body.description,
        },
        command,
      );
      return {
        status: 201,
        body: { id } satisfies z.infer<typeof guestRequestResultSchema>,
        position,
      };
    },
  }),
];
