import { clientMessageSentSchema } from '@memorial-care/contracts/events';
import type { MailOutbox } from '../mail/mail-port';
import type { Reactor } from '../reactors/reactor';
import { clientMessageMail } from './client-message-mail';

export interface ClientMessageMailReactorDeps {
  readonly mail: MailOutbox;
}

/**
 * Mails each message the office wrote to a client. The job id is the event id (also the
 * communication's id, so the tab shows the delivery's status), and a replay enqueues nothing.
 * No clientId on the job: the communications read model already records the message.
 */
export const clientMessageMailReactor: Reactor<ClientMessageMailReactorDeps> = {
  name: 'client-message-mails',
  eventTypes: ['ClientMessageSent'],
  async react(event, { mail }) {
    const message = clientMessageSentSchema.parse(event.data);
    await mail.enqueue({
      jobId: event.id,
      kind: 'client-message',
      refId: message.clientId,
      message: clientMessageMail(message),
    });
  },
};
