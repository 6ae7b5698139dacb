import { z } from 'zod';
import { idPathParam } from '@memorial-care/contracts/domain';
import type { Position } from '@memorial-care/contracts/event-store';
import { graveStreamId } from '@memorial-care/contracts/events';
import {
  graveHasOpenRequestsCode,
  graveInputSchema,
  graveListQuerySchema,
  gravePatchSchema,
  type Grave,
} from '@memorial-care/contracts/http';
import { getCemetery } from '@memorial-care/projections/cemeteries';
import { getClient } from '@memorial-care/projections/clients';
import {
  countOpenRequestsOfGrave,
  findGraveOwner,
  getGrave,
  listGraves,
} from '@memorial-care/projections/graves';
import type { AppDeps } from '../http/deps';
import { defineRoute, type RouteInput, type SessionUser } from '../http/route';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { addGrave, removeGrave, updateGrave } from './commands';

/** Any string: a malformed id is simply not found (404), not a bad request. */
const idParams = z.object({ id: idPathParam });
type IdParams = z.output<typeof idParams>;
const isUuid = (value: string) => z.guid().safeParse(value).success;
const notFound = () => new NotFoundError('Grave not found');

/**
 * An admin may touch any grave; a client only their own. Another client's grave is "not found"
 * for them (403 would confirm that it exists).
 */
export const authorizeGrave = async ({
  params,
  user,
  deps,
}: RouteInput<IdParams, unknown, unknown>) => {
  if (!isUuid(params.id)) throw notFound();
  const owner = await findGraveOwner(deps.pool, params.id);
  if (!owner) throw notFound();
  if (user?.role === 'admin') return;
  if (!user?.clientId || owner.clientId !== user.clientId) throw notFound();
};

/** The client a new grave belongs to: the admin names one; a client's is their own. */
const ownerOfNewGrave = async (
  deps: AppDeps,
  user: SessionUser | null,
  requested: string | undefined,
): Promise<string> => {
  if (user?.role !== 'admin') {
    if (!user?.clientId) throw new ForbiddenError('Your account is not linked to a client');
    if (requested && requested.toLowerCase() !== user.clientId)
      throw new ForbiddenError('You can only add graves of your own');
    return user.clientId;
  }
  const message = 'Client selection is required';
  if (!requested) throw new ValidationError(message, [{ path: 'body.clientId', message }]);
  if (!(await getClient(deps.pool, requested.toLowerCase())))
    throw new ValidationError('Unknown client', [
      { path: 'body.clientId', message: 'Unknown client' },
    ]);
  return requested.toLowerCase();
};

const assertCemeteryExists = async (deps: AppDeps, cemeteryId: string | undefined) => {
  if (!cemeteryId || (await getCemetery(deps.pool, cemeteryId))) return;
  throw new ValidationError('Unknown cemetery', [
    { path: 'body.cemeteryId', message: 'Unknown cemetery' },
  ]);
};

/** The grave as the read model has it once it has caught up with our own change. */
const readBack = async (deps: AppDeps, id: string, position: Position | null): Promise<Grave> => {
  if (position) await deps.waitForProjections(position);
  const grave = await getGrave(deps.pool, id);
  if (!grave) throw notFound();
  return grave;
};

export const gravesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/graves',
    access: ['admin', 'client'],
    query: graveListQuerySchema,
    handle: async ({ deps, query, user }) => {
      if (user?.role === 'admin')
        return { body: await listGraves(deps.pool, { clientId: query.clientId }) };
      // A client's graves are whatever their session says they are; the query cannot widen it.
      const clientId = user?.clientId;
      return { body: clientId ? await listGraves(deps.pool, { clientId }) : [] };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/graves/:id',
    access: ['admin', 'client'],
    params: idParams,
    entityStream: ({ id }) => graveStreamId(id),
    authorize: authorizeGrave,
    handle: async ({ deps, params }) => ({ body: await readBack(deps, params.id, null) }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/graves',
    idempotent: true,
    access: ['admin', 'client'],
    body: graveInputSchema,
    handle: async ({ deps, body, user, command }) => {
      const clientId = await ownerOfNewGrave(deps, user, body.clientId);
      await assertCemeteryExists(deps, body.cemeteryId);
      const { id, position } = await addGrave(deps, { ...body, clientId }, command);
      return { status: 201, body: await readBack(deps, id, position), position };
    },
  }),

  defineRoute({
    method: 'patch',
    path: '/api/graves/:id',
    access: ['admin', 'client'],
    params: idParams,
    entityStream: ({ id }) => graveStreamId(id),
    body: gravePatchSchema,
    authorize: authorizeGrave,
    handle: async ({ deps, params, body, command }) => {
      await assertCemeteryExists(deps, body.cemeteryId);
      const { position } = await updateGrave(deps, { graveId: params.id, changes: body }, command);
      return { body: await readBack(deps, params.id, position), position };
    },
  }),

  /**
   * Removing a grave is an event: its history stays in the log, and its finished service
   * requests stay in the client's service history. A grave with requests still to happen
   * (pending, scheduled, in progress) is not removed: those need an admin's decision first.
   */
  defineRoute({
    method: 'delete',
    path: '/api/graves/:id',
    access: ['admin', 'client'],
    params: idParams,
    entityStream: ({ id }) => graveStreamId(id),
    authorize: authorizeGrave,
    handle: async ({ deps, params, command }) => {
      const open = await countOpenRequestsOfGrave(deps.pool, params.id);
      if (open > 0)
        throw new ConflictError(
          `This grave has ${open} open service ${open === 1 ? 'request' : 'requests'} ` +
            '(pending, scheduled or in progress). Complete or cancel ' +
            `${open === 1 ? 'it' : 'them'} before removing the grave.`,
          graveHasOpenRequestsCode,
          { openRequests: open },
        );
      const { position } = await removeGrave(deps, { graveId: params.id }, command);
      return { status: 204, position };
    },
  }),
];
