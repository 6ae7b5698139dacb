import { expect } from 'vitest';
import { preferredLanguages, type PreferredLanguage } from '@memorial-care/contracts/domain';
import type { MailMessage } from '../mail-port';

/** What marks one of the app's mails as written in a language: its document's and its sign-off. */
const marks: Readonly<Record<PreferredLanguage, { locale: string; signOff: string }>> = {
  English: { locale: 'en-GB', signOff: 'Kind regards,' },
  Serbian: { locale: 'sr-Latn-RS', signOff: 'Srdačan pozdrav,' },
  German: { locale: 'de-DE', signOff: 'Mit freundlichen Grüßen' },
};

/** The mail is in `language`, text and HTML, and shows no mark of the other two. */
export const expectMailIn = (mail: MailMessage, language: PreferredLanguage) => {
  expect(mail.html).toContain(`<html lang="${marks[language].locale}">`);
  expect(mail.text).toContain(marks[language].signOff);
  expect(mail.html).toContain(marks[language].signOff);
  for (const other of preferredLanguages.filter((l) => l !== language)) {
    expect(mail.html).not.toContain(`lang="${marks[other].locale}"`);
    expect(mail.text).not.toContain(marks[other].signOff);
  }
};
