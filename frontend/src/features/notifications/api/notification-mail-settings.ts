import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationMailSettingsSchema,
  type NotificationMailSettings,
} from '@memorial-care/contracts/http';
import { apiGet, apiRequest } from '../../../lib/api-client';

const mailSettingsKey = (clientId: string) => ['notifications', 'mail', clientId] as const;
const mailSettingsPath = (clientId: string) =>
  `/api/clients/${encodeURIComponent(clientId)}/notification-mail`;

/** GET /api/clients/{id}/notification-mail: the kinds the family also gets by mail. */
export const notificationMailSettingsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: mailSettingsKey(clientId),
    queryFn: ({ signal }) =>
      apiGet(mailSettingsPath(clientId), notificationMailSettingsSchema, { signal }),
  });

/** PUT /api/clients/{id}/notification-mail: the whole set of kinds. */
export function useSaveNotificationMailSettings(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationMailSettings) =>
      apiRequest('PUT', mailSettingsPath(clientId), {
        body: settings,
        schema: notificationMailSettingsSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(mailSettingsKey(clientId), saved),
  });
}
