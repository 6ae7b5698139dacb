import type { DatabasePool } from 'slonik';
import { clientOrderLink } from '@memorial-care/contracts/http';
import { careReminderEventSchema, careReminderEventTypes } from '@memorial-care/contracts/events';
import { getClient } from '@memorial-care/projections/clients';
import { getGrave } from '@memorial-care/projections/graves';
import type { MailOutbox } from '../mail/mail-port';
import type { Reactor } from '../reactors/reactor';
import { renderCareReminderMail, renderMemorialDaysMail } from './reminder-mails';

export interface ReminderMailReactorDeps {
  readonly mail: MailOutbox;
  /** Where families reach the app (the order links); no trailing slash. */
  readonly publicUrl: string;
  readonly pool: DatabasePool;
}

/**
 * Mails each reminder the job or the memorial-days reaction recorded, in the family's language,
 * with links to the prefilled order. The job id is the event id, so a replay or a restart
 * enqueues nothing new. A family whose grave or record is gone, or who turned reminders off in
 * the meantime, is not mailed.
 */
export const reminderMailReactor: Reactor<ReminderMailReactorDeps> = {
  name: 'care-reminder-mails',
  eventTypes: careReminderEventTypes,
  async react(event, { mail, publicUrl, pool }) {
    const reminder = careReminderEventSchema.parse({ type: event.type, data: event.data });
    const { graveId, clientId } = reminder.data;
    const [client, grave] = await Promise.all([getClient(pool, clientId), getGrave(pool, graveId)]);
    if (!client || !grave || client.reminderDaysBefore === 0) return;
    const recipient = {
      to: client.email,
      name: client.name,
      language: client.preferredLanguage,
      reminderDaysBefore: client.reminderDaysBefore,
      deceasedName: grave.deceasedName,
      cemeteryName: grave.cemetery?.name ?? null,
    };
    const orderUrl = (occasion: { occasionKey: string; visitDate: string }) =>
      `${publicUrl}${clientOrderLink({
        graveId,
        serviceType: grave.preferredServiceType,
        date: occasion.visitDate,
        occasion: occasion.occasionKey,
      })}`;
    const message =
      reminder.type === 'CareReminderDue'
        ? renderCareReminderMail(recipient, reminder.data, orderUrl(reminder.data))
        : renderMemorialDaysMail(recipient, reminder.data, orderUrl);
    await mail.enqueue({
      jobId: event.id,
      kind: reminder.type === 'CareReminderDue' ? 'care-reminder' : 'memorial-days',
      refId: graveId,
      clientId,
      message,
    });
  },
};
