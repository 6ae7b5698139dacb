import { z } from 'zod';
import { idPathParam, textLimits } from '@memorial-care/contracts/domain';
import {
  inviteActivationSchema,
  type ApproveResult,
  type InviteLookup,
} from '@memorial-care/contracts/http';
import { getClient } from '@memorial-care/projections/clients';
import { defineRoute, type AnyRoute } from '../http/route';
import { NotFoundError } from '../shared/errors';
import {
  activateInvite,
  approveClient,
  lookupInvite,
  requestInviteEmail,
  type InviteSettings,
} from './commands';

/** Any string: a malformed id is simply not found (404), not a bad request. */
const clientParams = z.object({ id: idPathParam });
const isUuid = (value: string) => z.guid().safeParse(value).success;
const clientNotFound = () => new NotFoundError('Client not found');
/** Tokens are 43 base64url characters; anything else is unknown without a lookup. */
const tokenParams = z.object({ token: z.string().max(textLimits.token) });

export const createInviteRoutes = (settings: InviteSettings): AnyRoute[] => [
  // Approve a registration, or resend: a new link valid 7 days; older links stop working.
  defineRoute({
    method: 'post',
    path: '/api/clients/:id/approve',
    access: ['admin'],
    params: clientParams,
    handle: async ({ params, deps, command }) => {
      if (!isUuid(params.id)) throw clientNotFound();
      const issued = await approveClient(deps, settings, params.id, command);
      // The answer carries the client as the lists show it, so wait for the read model first.
      if (issued.position) await deps.waitForProjections(issued.position);
      const client = await getClient(deps.pool, params.id);
      if (!client) throw clientNotFound();
      return {
        body: {
          client,
          inviteLink: issued.inviteLink,
          expiresAt: issued.expiresAt,
        } satisfies ApproveResult,
        position: issued.position,
      };
    },
  }),

  // "Send Email": the latest valid invite's mail once more.
  defineRoute({
    method: 'post',
    path: '/api/clients/:id/invite-email',
    access: ['admin'],
    params: clientParams,
    handle: async ({ params, deps, command }) => {
      if (!isUuid(params.id)) throw clientNotFound();
      const { email, inviteId, position } = await requestInviteEmail(deps, params.id, command);
      return { body: { email, inviteId }, position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/invite/:token',
    access: 'public',
    params: tokenParams,
    handle: async ({ params, deps, command, ctx }) => {
      // Who an invite is for is nobody else's business: never cached anywhere.
      ctx.set('Cache-Control', 'no-store');
      const { lookup } = await lookupInvite(deps, params.token, command);
      return { body: lookup satisfies InviteLookup };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/invite/:token/activate',
    access: 'public',
    params: tokenParams,
    body: inviteActivationSchema,
    handle: async ({ params, body, deps, command }) => {
      const { position } = await activateInvite(deps, params.token, body.password, command);
      return { status: 204, position };
    },
  }),
];
