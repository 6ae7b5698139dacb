import { z } from 'zod';
import { limits } from '@memorial-care/contracts/domain';
import type { Position } from '@memorial-care/contracts/event-store';
import { clientStreamId, type ClientChanges } from '@memorial-care/contracts/events';
import {
  clientIdParamsSchema,
  clientInputSchema,
  clientPatchSchema,
  clientReminderSettingsSchema,
  type Client,
} from '@memorial-care/contracts/http';
import {
  getClient,
  getClientBilling,
  listClients,
  listRecentRegistrations,
} from '@memorial-care/projections/clients';
import type { AppDeps } from '../http/deps';
import { defineRoute, type RouteInput } from '../http/route';
import type { CommandContext } from '../shared/command-handler';
import { NotFoundError } from '../shared/errors';
import { deleteClient, registerClient, updateClient } from './commands';

const isUuid = (value: string) => z.guid().safeParse(value).success;
const notFound = () => new NotFoundError('Client not found');

/**
 * Roles (spec part 1): admins manage every client; a client may read their own profile and
 * billing and nothing of anyone else's (another client's answers like a missing one, so its
 * existence is not revealed); caretakers see no client records. Only admins change clients.
 */
const ownProfileOnly = ({ user, params }: RouteInput<{ id: string }, unknown, unknown>) => {
  if (user?.role === 'client' && user.clientId !== params.id) throw notFound();
};

/** The client as the read model has it once it has caught up with our own change. */
const readBack = async (deps: AppDeps, id: string, position: Position | null): Promise<Client> => {
  if (position) await deps.waitForProjections(position);
  const client = await getClient(deps.pool, id);
  if (!client) throw notFound();
  return client;
};

/** Records the changes that differ; answers the client as the read model then has it. */
const changeClient = async (
  deps: AppDeps,
  id: string,
  changes: ClientChanges,
  command: CommandContext,
) => {
  if (!isUuid(id)) throw notFound();
  const { position } = await updateClient(deps, { clientId: id, changes }, command);
  return { body: await readBack(deps, id, position), position };
};

/** The recent-registrations route comes before `:id` so that it is not taken for an id. */
export const clientsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/clients',
    access: ['admin'],
    handle: async ({ deps }) => ({ body: await listClients(deps.pool) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/clients/recent',
    access: ['admin'],
    handle: async ({ deps, command }) => {
      const since = new Date(command.now.getTime() - limits.recentRegistrationsDays * 86_400_000);
      return { body: await listRecentRegistrations(deps.pool, since) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/clients',
    idempotent: true,
    access: ['admin'],
    body: clientInputSchema,
    handle: async ({ body, deps, command }) => {
      const { id, position } = await registerClient(deps, { ...body, source: 'admin' }, command);
      return { status: 201, body: await readBack(deps, id, position), position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/clients/:id',
    access: ['admin', 'client'],
    params: clientIdParamsSchema,
    entityStream: ({ id }) => clientStreamId(id),
    authorize: ownProfileOnly,
    handle: async ({ params, deps }) => {
      const client = await getClient(deps.pool, params.id);
      if (!client) throw notFound();
      return { body: client };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/clients/:id/billing',
    access: ['admin', 'client'],
    params: clientIdParamsSchema,
    authorize: ownProfileOnly,
    handle: async ({ params, deps }) => {
      const billing = isUuid(params.id) ? await getClientBilling(deps.pool, params.id) : null;
      if (!billing) throw notFound();
      return { body: billing };
    },
  }),

  defineRoute({
    method: 'patch',
    path: '/api/clients/:id',
    access: ['admin'],
    params: clientIdParamsSchema,
    entityStream: ({ id }) => clientStreamId(id),
    body: clientPatchSchema,
    handle: ({ params, body, deps, command }) => changeClient(deps, params.id, body, command),
  }),

  /** The family's own reminder setting: the one part of their profile a client may change. */
  defineRoute({
    method: 'put',
    path: '/api/clients/:id/reminders',
    access: ['admin', 'client'],
    params: clientIdParamsSchema,
    entityStream: ({ id }) => clientStreamId(id),
    authorize: ownProfileOnly,
    body: clientReminderSettingsSchema,
    handle: ({ params, body, deps, command }) => changeClient(deps, params.id, body, command),
  }),

  /** Refused (409 CLIENT_HAS_OPEN_REQUESTS) while open service requests would be orphaned. */
  defineRoute({
    method: 'delete',
    path: '/api/clients/:id',
    access: ['admin'],
    params: clientIdParamsSchema,
    entityStream: ({ id }) => clientStreamId(id),
    handle: async ({ params, deps, command }) => {
      if (!isUuid(params.id)) throw notFound();
      const { position } = await deleteClient(deps, { clientId: params.id }, command);
      return { status: 204, position };
    },
  }),
];
