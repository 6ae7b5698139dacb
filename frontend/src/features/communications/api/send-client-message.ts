import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientMessageSentAnswerSchema,
  type ClientMessageInput,
} from '@memorial-care/contracts/http';
import { apiRequest } from '../../../lib/api-client';
import { communicationsQueryKey } from './get-client-communications';

export interface SendClientMessageArgs {
  readonly clientId: string;
  readonly input: ClientMessageInput;
}

/** POST /api/communications/client/{clientId}/messages (admin): a new message or a reply. */
export const sendClientMessage = ({ clientId, input }: SendClientMessageArgs) =>
  apiRequest('POST', `/api/communications/client/${encodeURIComponent(clientId)}/messages`, {
    idempotent: true,
    body: input,
    schema: clientMessageSentAnswerSchema,
  });

/** Stays pending until the list shows the message (queued). */
export function useSendClientMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendClientMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communicationsQueryKey }),
  });
}
