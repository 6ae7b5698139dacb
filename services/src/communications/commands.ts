import { randomUUID } from 'node:crypto';
import { clientMessagesStreamId } from '@memorial-care/contracts/events';
import type { z } from 'zod';
import type { clientMessageInputSchema } from '@memorial-care/contracts/http';
import { getClient } from '@memorial-care/projections/clients';
import { findClientCommunication } from '@memorial-care/projections/communications';
import type { AppDeps } from '../http/deps';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { clientMessagesDecider, type AnsweredMessage } from './client-messages-decider';

export type ClientMessageRequest = z.output<typeof clientMessageInputSchema> & {
  readonly clientId: string;
};

/** The communication answered, as the decider takes it. */
const answeredBy = async (
  deps: AppDeps,
  clientId: string,
  reference: string | null,
): Promise<AnsweredMessage | 'unknown' | null> =>
  reference === null
    ? null
    : ((await findClientCommunication(deps.pool, clientId, reference)) ?? 'unknown');

/**
 * Records a message to the client (the client-message-mails reactor mails it). The client and
 * the message answered come from the read models: a client deleted is gone from them.
 */
export const sendClientMessage = async (
  deps: AppDeps,
  request: ClientMessageRequest,
  context: CommandContext,
  messageIdHost: string,
) => {
  const [client, answered] = await Promise.all([
    getClient(deps.pool, request.clientId),
    answeredBy(deps, request.clientId, request.inReplyTo),
  ]);
  const result = await handleCommand(
    deps.eventStore,
    clientMessagesStreamId(request.clientId),
    clientMessagesDecider,
    {
      type: 'SendClientMessage',
      data: {
        eventId: randomUUID(),
        clientId: request.clientId,
        recipient: client?.email ?? null,
        subject: request.subject,
        text: request.text,
        answered,
        messageIdHost,
      },
    },
    context,
  );
  const [event] = result.events;
  if (!event?.id) throw new Error('Sending a client message decided no event');
  return { id: event.id, message: event.data, position: result.position };
};
