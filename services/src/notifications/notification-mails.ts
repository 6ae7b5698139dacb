import type { ClientNotificationKind, PreferredLanguage } from '@memorial-care/contracts/domain';
import { mailButton, mailDocument, mailParagraph } from '../mail/mail-html';
import type { MailMessage } from '../mail/mail-port';

// The mails of the notifications a family chose to also get by mail, in their language.

interface MailTexts {
  readonly locale: string;
  readonly greeting: (name: string) => string;
  readonly button: string;
  readonly settings: string;
  readonly signOff: readonly [string, string];
  readonly subjects: Readonly<Record<ClientNotificationKind, (number: string) => string>>;
}

const texts: Readonly<Record<PreferredLanguage, MailTexts>> = {
  English: {
    locale: 'en-GB',
    greeting: (name) => `Hello ${name},`,
    button: 'Open Memorial Care',
    settings: 'You chose these mails under Notification mails in your menu; change it there.',
    signOff: ['Kind regards,', 'The Memorial Care team'],
    subjects: {
      visit_accepted: () => 'A caretaker accepted your visit',
      visit_started: () => 'The caretaker started your visit',
      visit_completed: () => 'Your visit is done: see the photos',
      invoice_issued: (number) => `Invoice ${number} was issued`,
    },
  },
  Serbian: {
    locale: 'sr-Latn-RS',
    greeting: (name) => `Zdravo, ${name},`,
    button: 'Otvori Memorial Care',
    settings: 'Ove poruke ste izabrali pod „Obaveštenja e-poštom“ u svom meniju; tamo ih menjate.',
    signOff: ['Srdačan pozdrav,', 'Tim Memorial Care'],
    subjects: {
      visit_accepted: () => 'Negovatelj je prihvatio vašu posetu',
      visit_started: () => 'Negovatelj je započeo vašu posetu',
      visit_completed: () => 'Vaša poseta je obavljena: pogledajte fotografije',
      invoice_issued: (number) => `Izdat je račun ${number}`,
    },
  },
  German: {
    locale: 'de-DE',
    greeting: (name) => `Hallo ${name},`,
    button: 'Memorial Care öffnen',
    settings:
      'Sie haben diese E-Mails unter „Benachrichtigungen per E-Mail“ in Ihrem Menü gewählt und können es dort ändern.',
    signOff: ['Mit freundlichen Grüßen', 'Ihr Memorial-Care-Team'],
    subjects: {
      visit_accepted: () => 'Eine Pflegekraft hat Ihren Besuch angenommen',
      visit_started: () => 'Die Pflegekraft hat mit Ihrem Besuch begonnen',
      visit_completed: () => 'Ihr Besuch ist erledigt: sehen Sie die Fotos',
      invoice_issued: (number) => `Rechnung ${number} wurde ausgestellt`,
    },
  },
};

export interface NotificationMailRecipient {
  readonly to: string;
  readonly name: string;
  readonly language: PreferredLanguage;
}

/** One notification as a mail: what happened, and the link to the screen that shows it. */
export const renderNotificationMail = (
  recipient: NotificationMailRecipient,
  notification: { readonly kind: ClientNotificationKind; readonly number?: string },
  url: string,
): MailMessage => {
  const t = texts[recipient.language];
  const subject = t.subjects[notification.kind](notification.number ?? '');
  const text = [t.greeting(recipient.name), '', subject, url, '', t.settings, '', ...t.signOff];
  const html = mailDocument(
    t.locale,
    [
      mailParagraph(t.greeting(recipient.name)),
      mailParagraph(subject),
      mailButton(url, t.button),
      mailParagraph(t.settings, 'color:#57534e;font-size:14px'),
    ],
    t.signOff,
  );
  return { to: recipient.to, subject, text: `${text.join('\n')}\n`, html };
};
