import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { accountAccessReactor } from '../account-access/account-access-reactor';
import { planInvoiceReactor } from '../billing/plan-invoice-reactor';
import { memorialDaysReactor } from '../care-reminders/memorial-days-reactor';
import { reminderMailReactor } from '../care-reminders/reminder-mail-reactor';
import { clientMessageMailReactor } from '../communications/client-message-mail-reactor';
import { inviteMailReactor } from '../invites/invite-mail-reactor';
import { notificationMailReactor } from '../notifications/notification-mail-reactor';
import { caretakerEarningsReactor } from '../payouts/earnings-reactor';
import type { MailOutbox } from '../mail/mail-port';
import { serviceInvoiceReactor } from '../service-invoicing/service-invoice-reactor';
import type { Reactor } from './reactor';

/** What the app's reactions get: the worker role builds it at start. */
export interface AppReactorDeps {
  readonly mail: MailOutbox;
  /** Key of the invite tokens (the invite mail derives the link from it). */
  readonly inviteSecret: string;
  /** Where users reach the app, for links in mails; no trailing slash. */
  readonly publicUrl: string;
  /** For reactions that run commands (ending the access of a deleted client's accounts). */
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
}

/** Every reactor of the app; the worker role runs them (wired here: features never meet). */
export const allReactors: readonly Reactor<AppReactorDeps>[] = [
  inviteMailReactor,
  accountAccessReactor,
  planInvoiceReactor,
  serviceInvoiceReactor,
  caretakerEarningsReactor,
  memorialDaysReactor,
  reminderMailReactor,
  notificationMailReactor,
  clientMessageMailReactor,
];
