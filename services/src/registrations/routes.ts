import { registrationRequestSchema, type RegistrationResult } from '@memorial-care/contracts/http';
import { defineRoute, type AnyRoute } from '../http/route';
import type { InviteSettings } from '../invites/commands';
import { registerFromLandingPage } from './register-from-landing-page';
import type { RequestRateLimiter } from './request-rate-limiter';

export interface RegistrationRouteOptions {
  readonly invites: InviteSettings;
  /** Counts registrations per IP address. */
  readonly rateLimiter: RequestRateLimiter;
}

export const createRegistrationRoutes = ({
  invites,
  rateLimiter,
}: RegistrationRouteOptions): AnyRoute[] => [
  defineRoute({
    method: 'post',
    path: '/api/registrations',
    idempotent: true,
    access: 'public',
    body: registrationRequestSchema,
    handle: async ({ body, deps, command, ctx }) => {
      await rateLimiter.consume(ctx.ip);
      const outcome = await registerFromLandingPage(deps, invites, body, command);
      return {
        status: 201,
        body: {
          clientId: outcome.clientId,
          email: outcome.email,
          graveId: outcome.graveId,
        } satisfies RegistrationResult,
        position: outcome.position,
      };
    },
  }),
];
