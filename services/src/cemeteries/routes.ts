import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { idPathParam } from '@memorial-care/contracts/domain';
import {
  cemeteryInputSchema,
  cemeteryListQuerySchema,
  cemeteryPatchSchema,
  type Cemetery,
} from '@memorial-care/contracts/http';
import type { Position } from '@memorial-care/contracts/event-store';
import { cemeteryStreamId } from '@memorial-care/contracts/events';
import {
  findCemeteryByNameAndCity,
  findUnknownCaretakerIds,
  getCemetery,
  getCemeteryDetails,
  listCemeteries,
  listPublicCemeteries,
} from '@memorial-care/projections/cemeteries';
import type { AppDeps } from '../http/deps';
import { defineRoute } from '../http/route';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { addCemetery, deleteCemetery, importSerbianCemeteries, updateCemetery } from './commands';

/** Any string: a malformed id is simply not found (404), not a bad request. */
const idParams = z.object({ id: idPathParam });
const isUuid = (value: string) => z.guid().safeParse(value).success;
const notFound = () => new NotFoundError('Cemetery not found');

const assertCaretakersExist = async (
  deps: AppDeps,
  caretakerIds: readonly string[] | undefined,
) => {
  if (!caretakerIds?.length) return;
  const unknown = new Set(await findUnknownCaretakerIds(deps.pool, caretakerIds));
  if (unknown.size === 0) return;
  const errors = caretakerIds.flatMap((id, index) =>
    unknown.has(id) ? [{ path: `body.caretakerIds.${index}`, message: 'Unknown caretaker' }] : [],
  );
  throw new ValidationError('Unknown caretaker', errors);
};

const assertNameFreeInCity = async (
  deps: AppDeps,
  { name, city, exceptId }: { name: string; city: string; exceptId?: string },
) => {
  if (await findCemeteryByNameAndCity(deps.pool, { name, city, exceptId }))
    throw new ConflictError(
      `A cemetery named "${name}" already exists in ${city}`,
      'CEMETERY_ALREADY_EXISTS',
      { errors: [{ path: 'body.name', message: 'This cemetery already exists in this city' }] },
    );
};

/** The cemetery as the read model has it once it has caught up with our own change. */
const readBack = async (
  deps: AppDeps,
  id: string,
  position: Position | null,
): Promise<Cemetery> => {
  if (position) await deps.waitForProjections(position);
  const cemetery = await getCemetery(deps.pool, id);
  if (!cemetery) throw notFound();
  return cemetery;
};

export const cemeteryRoutes = [
  // Public: the landing page and registration pick a cemetery; only admins see the full record.
  defineRoute({
    method: 'get',
    path: '/api/cemeteries',
    access: 'public',
    query: cemeteryListQuerySchema,
    handle: async ({ query, user, deps }) => ({
      body:
        user?.role === 'admin'
          ? await listCemeteries(deps.pool, query)
          : await listPublicCemeteries(deps.pool, query),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/cemeteries/import-serbian',
    access: ['admin'],
    handle: async ({ deps, command }) => {
      const { imported, skipped, position } = await importSerbianCemeteries(deps, command);
      return { body: { imported, skipped }, position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/cemeteries/:id',
    access: ['admin'],
    params: idParams,
    entityStream: ({ id }) => cemeteryStreamId(id),
    handle: async ({ params, deps }) => {
      const details = isUuid(params.id) ? await getCemeteryDetails(deps.pool, params.id) : null;
      if (!details) throw notFound();
      return { body: details };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/cemeteries',
    idempotent: true,
    access: ['admin'],
    body: cemeteryInputSchema,
    handle: async ({ body, deps, command }) => {
      await assertCaretakersExist(deps, body.caretakerIds);
      await assertNameFreeInCity(deps, body);
      const cemeteryId = randomUUID();
      const { position } = await addCemetery(deps, command, {
        cemeteryId,
        fields: body,
        source: 'admin',
      });
      return { status: 201, body: await readBack(deps, cemeteryId, position), position };
    },
  }),

  defineRoute({
    method: 'patch',
    path: '/api/cemeteries/:id',
    access: ['admin'],
    params: idParams,
    entityStream: ({ id }) => cemeteryStreamId(id),
    body: cemeteryPatchSchema,
    handle: async ({ params, body, deps, command }) => {
      if (!isUuid(params.id)) throw notFound();
      await assertCaretakersExist(deps, body.caretakerIds);
      if (body.name !== undefined || body.city !== undefined) {
        const current = await getCemetery(deps.pool, params.id);
        if (current)
          await assertNameFreeInCity(deps, {
            name: body.name ?? current.name,
            city: body.city ?? current.city,
            exceptId: params.id,
          });
      }
      const { position } = await updateCemetery(deps, command, params.id, body);
      return { body: await readBack(deps, params.id, position), position };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/cemeteries/:id',
    access: ['admin'],
    params: idParams,
    entityStream: ({ id }) => cemeteryStreamId(id),
    handle: async ({ params, deps, command }) => {
      if (!isUuid(params.id)) throw notFound();
      const { position } = await deleteCemetery(deps, command, params.id);
      return { status: 204, position };
    },
  }),
];
