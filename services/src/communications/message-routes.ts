import {
  clientMessageInputSchema,
  communicationClientParamsSchema,
} from '@memorial-care/contracts/http';
import { defineRoute, type AnyRoute } from '../http/route';
import { sendClientMessage } from './commands';

export interface ClientMessageRouteOptions {
  /** The right-hand side of the messages' Message-IDs (see message-id-host.ts). */
  readonly messageIdHost: string;
}

/**
 * The office writes to a client from the Communications tab (admin): a new message, or a
 * reply that continues the answered message's thread. The answer comes once the list has it
 * (queued); the mail queue sends it.
 */
export const createClientMessageRoutes = ({
  messageIdHost,
}: ClientMessageRouteOptions): AnyRoute[] => [
  defineRoute({
    method: 'post',
    path: '/api/communications/client/:clientId/messages',
    access: ['admin'],
    idempotent: true,
    params: communicationClientParamsSchema,
    body: clientMessageInputSchema,
    handle: async ({ params, body, deps, command }) => {
      const sent = await sendClientMessage(
        deps,
        { ...body, clientId: params.clientId },
        command,
        messageIdHost,
      );
      return {
        status: 201,
        body: {
          id: sent.id,
          messageId: sent.message.messageId,
          threadId: sent.message.threadId,
          subject: sent.message.subject,
        },
        position: sent.position,
      };
    },
  }),
];
