import { pino } from 'pino';
import type { SmtpTestServer } from '../../mail/testing/smtp-test-server';
import { createDatabasePool } from '../../db/pool';
import { createPostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { runCareReminders } from '../run-care-reminders';

/** A mail as the family reads it: the body decoded, and the order links in it. */
export interface ReadReminderMail {
  readonly text: string;
  readonly orderLinks: readonly string[];
}

/** The raw message with its quoted-printable parts decoded (UTF-8). */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const readMail = (raw: string): ReadReminderMail => {
  const text = decodeQuotedPrintable(raw);
  const links = text.match(/https?:\/\/[^\s"<>]+\/client\/order\?[^\s"<>]+/g) ?? [];
  // The HTML part repeats them, with &amp;: the plain ones, once each.
  return { text, orderLinks: [...new Set(links.filter((link) => !link.includes('&amp;')))] };
};

/**
 * The mails to `recipient` (those mentioning `about`, when given), oldest first, once `count`
 * of them have arrived (30 s at the most).
 */
export const reminderMailsTo = async (
  smtp: SmtpTestServer,
  recipient: string,
  { count = 1, about }: { readonly count?: number; readonly about?: string } = {},
): Promise<ReadReminderMail[]> => {
  const deadline = Date.now() + 30_000;
  const read = () =>
    smtp
      .receivedBy(recipient)
      .map((mail) => readMail(mail.raw))
      .filter((mail) => about === undefined || mail.text.includes(about));
  for (;;) {
    const mails = read();
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`${mails.length} of ${count} mails reached ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * One run of the reminder job against a running app's database (a browser journey's app runs
 * in another process; its worker then mails what the run recorded).
 */
export const runCareRemindersOn = async (databaseUrl: string, now = new Date()) => {
  const pool = await createDatabasePool(databaseUrl, 2);
  const eventStore = createPostgresEventStore({ databaseUrl, pool });
  try {
    return await runCareReminders({ pool, eventStore, logger: pino({ level: 'silent' }) }, now);
  } finally {
    await eventStore.close();
    await pool.end();
  }
};
