import {
  notificationReadsStreamId,
  type AllNotificationsRead,
  type NotificationsRead,
} from '@memorial-care/contracts/events';
import { notificationIdParamsSchema } from '@memorial-care/contracts/http';
import { defineRoute, type AnyRoute, type RouteInput, type SessionUser } from '../http/route';
import { eventToAppend, metadataOf } from '../shared/command-handler';
import { NotFoundError, UnauthorizedError } from '../shared/errors';
import { notificationMailSettingsRoutes } from './mail-settings-routes';
import { listNotifications, reachesUser } from './notification-queries';

const access = ['admin', 'caretaker', 'client'] as const;

const signedIn = (user: SessionUser | null) => {
  if (!user) throw new UnauthorizedError();
  return user;
};

/** Read marks are what the user did: events on their own stream, projected into the model. */
const recordReads = async (
  { deps, command }: RouteInput<unknown, unknown, unknown>,
  event:
    | { type: 'NotificationsRead'; data: NotificationsRead }
    | { type: 'AllNotificationsRead'; data: AllNotificationsRead },
) => {
  const { position } = await deps.eventStore.appendToStream(
    notificationReadsStreamId(event.data.userId),
    [eventToAppend(event, metadataOf(command))],
    { expectedRevision: 'any' },
  );
  return { status: 204, position };
};

const listMine = defineRoute({
  method: 'get',
  path: '/api/notifications',
  access,
  handle: async ({ user, deps }) => ({ body: await listNotifications(deps.pool, signedIn(user)) }),
});

const markRead = defineRoute({
  method: 'post',
  path: '/api/notifications/:id/read',
  access,
  params: notificationIdParamsSchema,
  authorize: async ({ user, params, deps }) => {
    if (!(await reachesUser(deps.pool, signedIn(user), params.id))) throw new NotFoundError();
  },
  handle: (input) =>
    recordReads(input, {
      type: 'NotificationsRead',
      data: { userId: signedIn(input.user).id, ids: [input.params.id] },
    }),
});

/** Everything created until now counts as read; what arrives later is unread again. */
const markAllRead = defineRoute({
  method: 'post',
  path: '/api/notifications/read-all',
  access,
  handle: (input) =>
    recordReads(input, {
      type: 'AllNotificationsRead',
      data: { userId: signedIn(input.user).id, upTo: input.command.now.toISOString() },
    }),
});

export const notificationsRoutes: readonly AnyRoute[] = [
  listMine,
  markAllRead,
  markRead,
  ...notificationMailSettingsRoutes,
];
