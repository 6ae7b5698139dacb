import { inviteEventSchemas } from '@memorial-care/contracts/events';
import type { MailOutbox } from '../mail/mail-port';
import type { Reactor } from '../reactors/reactor';
import { renderInviteMail } from './invite-mail';
import { inviteLinkFor } from './invite-token';

export interface InviteMailReactorDeps {
  readonly mail: MailOutbox;
  readonly inviteSecret: string;
  readonly publicUrl: string;
}

/**
 * Mails the invite link when an invite is issued and when an admin asks for it again. The job
 * id is the event id, so a replayed event enqueues nothing new. The link is derived here, from
 * the invite id: the token never travels through the event log.
 */
export const inviteMailReactor: Reactor<InviteMailReactorDeps> = {
  name: 'invite-mail',
  eventTypes: ['InviteIssued', 'InviteEmailRequested'],
  async react(event, { mail, inviteSecret, publicUrl }) {
    const data =
      event.type === 'InviteIssued'
        ? inviteEventSchemas.InviteIssued.parse(event.data)
        : inviteEventSchemas.InviteEmailRequested.parse(event.data);
    const message = renderInviteMail({
      to: data.email,
      name: data.name,
      link: inviteLinkFor(publicUrl, inviteSecret, data.inviteId),
      expiresAt: data.expiresAt,
      language: data.preferredLanguage,
    });
    await mail.enqueue({ jobId: event.id, kind: 'invite', refId: data.inviteId, message });
  },
};
