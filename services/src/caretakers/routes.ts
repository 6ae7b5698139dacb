import { z } from 'zod';
import { idPathParam } from '@memorial-care/contracts/domain';
import {
  caretakerHasOpenRequestsCode,
  caretakerInputSchema,
  caretakerPatchSchema,
  type Caretaker,
} from '@memorial-care/contracts/http';
import type { Position } from '@memorial-care/contracts/event-store';
import {
  countOpenRequestsOfCaretaker,
  findCaretakerByEmail,
  getCaretaker,
  listCaretakers,
} from '@memorial-care/projections/caretakers';
import { endAccessOfLinkedAccounts } from '../auth/account-access';
import type { AppDeps } from '../http/deps';
import { defineRoute, type AnyRoute } from '../http/route';
import {
  assertEmailUsableForCaretaker,
  issueCaretakerInvite,
  type InviteSettings,
} from '../invites/commands';
import { ConflictError, NotFoundError } from '../shared/errors';
import {
  addCaretaker,
  deleteCaretaker,
  updateCaretaker,
  updateCaretakerHolidays,
} from './commands';

/** Any string: a malformed id is simply not found (404), not a bad request. */
const idParams = z.object({ id: idPathParam });
const isUuid = (value: string) => z.guid().safeParse(value).success;
const notFound = () => new NotFoundError('Caretaker not found');

/** Email is unique among caretakers (it is also the caretaker's sign-in name). */
const assertEmailFree = async (deps: AppDeps, email: string, exceptId?: string) => {
  const other = await findCaretakerByEmail(deps.pool, {
    email,
    ...(exceptId ? { exceptId } : {}),
  });
  if (other)
    throw new ConflictError('A caretaker with this email already exists', 'CARETAKER_EMAIL_TAKEN', {
      errors: [{ path: 'body.email', message: 'A caretaker with this email already exists' }],
    });
};

/** The caretaker as the read model has it once it has caught up with our own change. */
const readBack = async (
  deps: AppDeps,
  id: string,
  position: Position | null,
): Promise<Caretaker> => {
  if (position) await deps.waitForProjections(position);
  const caretaker = await getCaretaker(deps.pool, id);
  if (!caretaker) throw notFound();
  return caretaker;
};

const later = (a: Position | null, b: Position | null) => b ?? a;

/** Reads and the changes that need no invite settings. */
export const caretakersRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/caretakers',
    access: ['admin'],
    handle: async ({ deps }) => ({ body: await listCaretakers(deps.pool) }),
  }),

  // The Edit form (any of its fields) or the holiday planner's Save Holidays (only holidayDates).
  defineRoute({
    method: 'patch',
    path: '/api/caretakers/:id',
    access: ['admin'],
    params: idParams,
    body: caretakerPatchSchema,
    handle: async ({ params, body, deps, command }) => {
      if (!isUuid(params.id)) throw notFound();
      const { holidayDates, ...changes } = body;
      if (changes.email !== undefined) {
        await assertEmailFree(deps, changes.email, params.id);
        await assertEmailUsableForCaretaker(deps, changes.email, params.id);
      }
      let position: Position | null = null;
      if (Object.keys(changes).length > 0 || holidayDates === undefined) {
        const updated = await updateCaretaker(deps, { caretakerId: params.id, changes }, command);
        position = later(position, updated.position);
      }
      if (holidayDates !== undefined) {
        const changed = await updateCaretakerHolidays(
          deps,
          { caretakerId: params.id, holidayDates },
          command,
        );
        position = later(position, changed.position);
      }
      return { body: await readBack(deps, params.id, position), position };
    },
  }),

  // Open requests keep their caretaker: deleting one with open requests is refused (409) with
  // the count, so the admin reassigns or finishes them first (or marks the caretaker inactive).
  defineRoute({
    method: 'delete',
    path: '/api/caretakers/:id',
    access: ['admin'],
    params: idParams,
    handle: async ({ params, deps, command }) => {
      if (!isUuid(params.id)) throw notFound();
      const open = await countOpenRequestsOfCaretaker(deps.pool, params.id);
      if (open > 0) {
        const name = (await getCaretaker(deps.pool, params.id))?.name ?? 'This caretaker';
        throw new ConflictError(
          `${name} still has ${open} open service request${open === 1 ? '' : 's'}. Reassign or complete ${open === 1 ? 'it' : 'them'} before deleting the caretaker.`,
          caretakerHasOpenRequestsCode,
          { openRequests: open },
        );
      }
      const { position } = await deleteCaretaker(deps, { caretakerId: params.id }, command);
      return { status: 204, position };
    },
  }),
];

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
