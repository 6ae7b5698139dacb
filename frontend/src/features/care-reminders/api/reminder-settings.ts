import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type ClientReminderSettings } from '@memorial-care/contracts/http';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** The clients screens' key of one client: a change here refreshes them too, and theirs this. */
const clientQueryKey = (clientId: string) => ['clients', 'one', clientId] as const;

/** GET /api/clients/{id}: the family's own record, with its reminder setting. */
export const getOwnClientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientQueryKey(clientId),
    queryFn: ({ signal }) =>
      apiGet(`/api/clients/${encodeURIComponent(clientId)}`, clientSchema, { signal }),
  });

/** PUT /api/clients/{id}/reminders: the one part of their profile a family changes itself. */
export const saveReminderSettings = ({
  clientId,
  settings,
}: {
  clientId: string;
  settings: ClientReminderSettings;
}) =>
  apiRequest('PUT', `/api/clients/${encodeURIComponent(clientId)}/reminders`, {
    body: settings,
    schema: clientSchema,
  });

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientQueryKey(client.id), client);
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
