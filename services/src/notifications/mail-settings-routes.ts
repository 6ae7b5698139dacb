import {
  notificationMailStreamId,
  type NotificationMailsChosen,
} from '@memorial-care/contracts/events';
import {
  clientNotificationParamsSchema,
  notificationMailSettingsSchema,
} from '@memorial-care/contracts/http';
import { getClient } from '@memorial-care/projections/clients';
import { getNotificationMailKinds } from '@memorial-care/projections/notifications';
import { defineRoute, type AnyRoute, type RouteInput } from '../http/route';
import { eventToAppend, metadataOf } from '../shared/command-handler';
import { NotFoundError } from '../shared/errors';

/** A family changes only their own choice (another's reads as not found); an admin any. */
const ownOrAdmin = async ({ user, params, deps }: RouteInput<{ id: string }, unknown, unknown>) => {
  if (user?.role === 'client' && user.clientId !== params.id) throw new NotFoundError();
  if (!(await getClient(deps.pool, params.id))) throw new NotFoundError('Client not found');
};

const access = ['admin', 'client'] as const;

const getMailSettings = defineRoute({
  method: 'get',
  path: '/api/clients/:id/notification-mail',
  access,
  params: clientNotificationParamsSchema,
  authorize: ownOrAdmin,
  handle: async ({ params, deps }) => ({
    body: { kinds: await getNotificationMailKinds(deps.pool, params.id) },
  }),
});

/** The whole set of kinds, recorded as the family's choice and projected for the mail reactor. */
const putMailSettings = defineRoute({
  method: 'put',
  path: '/api/clients/:id/notification-mail',
  access,
  params: clientNotificationParamsSchema,
  body: notificationMailSettingsSchema,
  authorize: ownOrAdmin,
  handle: async ({ params, body, deps, command }) => {
    const data: NotificationMailsChosen = { clientId: params.id, kinds: body.kinds };
    const { position } = await deps.eventStore.appendToStream(
      notificationMailStreamId(params.id),
      [eventToAppend({ type: 'NotificationMailsChosen', data }, metadataOf(command))],
      { expectedRevision: 'any' },
    );
    return { body: { kinds: body.kinds }, position };
  },
});

export const notificationMailSettingsRoutes: readonly AnyRoute[] = [
  getMailSettings,
  putMailSettings,
];
