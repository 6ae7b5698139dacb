import { caretakerHasOpenRequestsCode, caretakerPatchSchema } from '@memorial-care/contracts/http';
import type { Position } from '@memorial-care/contracts/event-store';
import { caretakerStreamId } from '@memorial-care/contracts/events';
import {
  countOpenRequestsOfCaretaker,
  getCaretaker,
  listCaretakers,
} from '@memorial-care/projections/caretakers';
import { assertEmailUsableForCaretaker } from '../auth/caretaker-accounts';
import { defineRoute, type AnyRoute } from '../http/route';
import { ConflictError } from '../shared/errors';
import { deleteCaretaker, updateCaretaker, updateCaretakerHolidays } from './commands';
import { assertEmailFree, idParams, isUuid, later, notFound, readBack } from './route-helpers';

/**
 * Reads and changes of a caretaker. Adding one also opens their account and issues an invite:
 * that is the invitation workflow's route (invites/caretaker-account-routes.ts).
 */
export const caretakersRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/api/caretakers',
    access: ['admin'],
    handle: async ({ deps }) => ({ body: await listCaretakers(deps.pool) }),
  }),

  // One caretaker with its ETag: what the Edit form starts from.
  defineRoute({
    method: 'get',
    path: '/api/caretakers/:id',
    access: ['admin'],
    params: idParams,
    entityStream: ({ id }) => caretakerStreamId(id),
    handle: async ({ params, deps }) => {
      if (!isUuid(params.id)) throw notFound();
      return { body: await readBack(deps, params.id, null) };
    },
  }),

  // The Edit form (any of its fields) or the holiday planner's Save Holidays (only holidayDates).
  defineRoute({
    method: 'patch',
    path: '/api/caretakers/:id',
    access: ['admin'],
    params: idParams,
    entityStream: ({ id }) => caretakerStreamId(id),
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
    entityStream: ({ id }) => caretakerStreamId(id),
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
