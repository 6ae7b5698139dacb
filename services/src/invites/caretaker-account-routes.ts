import { caretakerInputSchema } from '@memorial-care/contracts/http';
import { endAccessOfLinkedAccounts } from '../auth/account-access';
import { addCaretaker } from '../caretakers/commands';
import {
  assertEmailFree,
  idParams,
  isUuid,
  later,
  notFound,
  readBack,
} from '../caretakers/route-helpers';
import { defineRoute, type AnyRoute } from '../http/route';
import { assertEmailUsableForCaretaker } from '../auth/caretaker-accounts';
import { issueCaretakerInvite, type InviteSettings } from './commands';

/**
 * Adding a caretaker also opens their account: a caretaker user linked to the record and an
 * invite link (7 days), mailed by the invite reactor, so they can sign in to the caretaker console.
 */
export const createCaretakerAccountRoutes = (invites: InviteSettings): AnyRoute[] => [
  defineRoute({
    method: 'post',
    path: '/api/caretakers',
    idempotent: true,
    access: ['admin'],
    body: caretakerInputSchema,
    handle: async ({ body, deps, command }) => {
      await assertEmailFree(deps, body.email);
      await assertEmailUsableForCaretaker(deps, body.email);
      const added = await addCaretaker(deps, body, command);
      const invite = await issueCaretakerInvite(deps, invites, added.id, command);
      let position = later(added.position, invite.position);
      if (!body.isActive) {
        // Added as inactive: the new account exists but may not sign in until made active.
        if (position) await deps.waitForProjections(position);
        const link = { caretakerId: added.id };
        const access = await endAccessOfLinkedAccounts(deps, link, 'caretaker-inactive', command);
        position = later(position, access.position);
      }
      return { status: 201, body: await readBack(deps, added.id, position), position };
    },
  }),

  // Resend: a new link (older ones stop working) and a new mail.
  defineRoute({
    method: 'post',
    path: '/api/caretakers/:id/invite',
    access: ['admin'],
    params: idParams,
    handle: async ({ params, deps, command }) => {
      if (!isUuid(params.id)) throw notFound();
      const invite = await issueCaretakerInvite(deps, invites, params.id, command);
      return {
        body: { inviteLink: invite.inviteLink, expiresAt: invite.expiresAt },
        position: invite.position,
      };
    },
  }),
];
