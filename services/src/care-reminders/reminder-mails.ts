import type { PreferredLanguage } from '@memorial-care/contracts/domain';
import type {
  CareReminderDue,
  MemorialDayReminder,
  MemorialDaysReminderDue,
} from '@memorial-care/contracts/events';
import { escapeHtml, mailButton, mailDocument, mailParagraph } from '../mail/mail-html';
import type { MailMessage } from '../mail/mail-port';
import { occasionName } from '../shared/occasion-names';
import { formatReminderDate, reminderTexts } from './reminder-mail-texts';

/** Who the mail goes to and which grave it is about, as the read models have them now. */
export interface ReminderRecipient {
  readonly to: string;
  readonly name: string;
  readonly language: PreferredLanguage;
  /** The family's setting now (the mail says how to change it). */
  readonly reminderDaysBefore: number;
  readonly deceasedName: string;
  readonly cemeteryName: string | null;
}

const textOf = (lines: readonly string[]) => `${lines.join('\n')}\n`;

/** The mail of one occasion: what, when, where, and the link to the prefilled order. */
export const renderCareReminderMail = (
  recipient: ReminderRecipient,
  reminder: CareReminderDue,
  orderUrl: string,
): MailMessage => {
  const { language } = recipient;
  const t = reminderTexts[language];
  const occasion = occasionName(language, reminder);
  const date = formatReminderDate(language, reminder.date);
  const when = `${occasion}: ${date}`;
  const grave = t.grave(recipient.deceasedName, recipient.cemeteryName);
  const pause =
    reminder.visitDate === reminder.date
      ? null
      : t.occasion.easterPause(formatReminderDate(language, reminder.visitDate));
  const settings = t.settings(recipient.reminderDaysBefore);
  const text = textOf([
    t.greeting(recipient.name),
    '',
    t.occasion.intro,
    when,
    grave,
    ...(pause ? ['', pause] : []),
    '',
    t.occasion.nothingBooked,
    orderUrl,
    '',
    settings,
    '',
    ...t.signOff,
  ]);
  const html = mailDocument(
    t.locale,
    [
      mailParagraph(t.greeting(recipient.name)),
      mailParagraph(t.occasion.intro),
      `<p style="margin:0 0 16px"><strong>${escapeHtml(when)}</strong><br>${escapeHtml(grave)}</p>`,
      ...(pause ? [mailParagraph(pause)] : []),
      mailParagraph(t.occasion.nothingBooked),
      mailButton(orderUrl, t.occasion.button),
      mailParagraph(settings, 'color:#57534e;font-size:14px'),
    ],
    t.signOff,
  );
  return {
    to: recipient.to,
    subject: t.occasion.subject(occasion, date, recipient.deceasedName),
    text,
    html,
  };
};

/** The memorials still to come after a recent death, each with its own order link. */
export const renderMemorialDaysMail = (
  recipient: ReminderRecipient,
  reminder: MemorialDaysReminderDue,
  orderUrlOf: (day: MemorialDayReminder) => string,
): MailMessage => {
  const { language } = recipient;
  const t = reminderTexts[language];
  const days = reminder.days.map((day) => {
    const line = `${occasionName(language, { ...day, label: null })}: ${formatReminderDate(language, day.date)}`;
    const pause =
      day.visitDate === day.date
        ? ''
        : ` (${t.memorialDays.inEasterPause(formatReminderDate(language, day.visitDate))})`;
    return { line: `${line}${pause}`, url: orderUrlOf(day) };
  });
  const intro = t.memorialDays.intro(
    recipient.deceasedName,
    formatReminderDate(language, reminder.dateOfDeath),
  );
  const grave = t.grave(recipient.deceasedName, recipient.cemeteryName);
  const settings = t.settings(recipient.reminderDaysBefore);
  const text = textOf([
    t.greeting(recipient.name),
    '',
    t.memorialDays.condolence,
    '',
    intro,
    grave,
    '',
    ...days.flatMap((day) => [`- ${day.line}`, `  ${t.memorialDays.orderThisDay}: ${day.url}`]),
    '',
    t.memorialDays.orderHint,
    '',
    settings,
    '',
    ...t.signOff,
  ]);
  const list = days
    .map(
      (day) =>
        `<li style="margin:0 0 12px">${escapeHtml(day.line)}<br><a href="${escapeHtml(day.url)}" style="color:#1d4ed8">${escapeHtml(t.memorialDays.orderThisDay)}</a></li>`,
    )
    .join('\n');
  const html = mailDocument(
    t.locale,
    [
      mailParagraph(t.greeting(recipient.name)),
      mailParagraph(t.memorialDays.condolence),
      `<p style="margin:0 0 16px">${escapeHtml(intro)}<br>${escapeHtml(grave)}</p>`,
      `<ul style="margin:0 0 16px;padding-left:20px">\n${list}\n</ul>`,
      mailParagraph(t.memorialDays.orderHint),
      mailParagraph(settings, 'color:#57534e;font-size:14px'),
    ],
    t.signOff,
  );
  return { to: recipient.to, subject: t.memorialDays.subject(recipient.deceasedName), text, html };
};
