import { describe, expect, it } from 'vitest';
import type { ClientNotificationKind, PreferredLanguage } from '@memorial-care/contracts/domain';
import { expectMailIn } from '../mail/testing/mail-language';
import { renderNotificationMail } from './notification-mails';

// Every notification a family may get by mail, in each of their languages.

const subjects: Readonly<Record<PreferredLanguage, Record<ClientNotificationKind, string>>> = {
  English: {
    visit_accepted: 'A caretaker accepted your visit',
    visit_started: 'The caretaker started your visit',
    visit_completed: 'Your visit is done: see the photos',
    invoice_issued: 'Invoice MC-2026-0042 was issued',
  },
  Serbian: {
    visit_accepted: 'Negovatelj je prihvatio vašu posetu',
    visit_started: 'Negovatelj je započeo vašu posetu',
    visit_completed: 'Vaša poseta je obavljena: pogledajte fotografije',
    invoice_issued: 'Izdat je račun MC-2026-0042',
  },
  German: {
    visit_accepted: 'Eine Pflegekraft hat Ihren Besuch angenommen',
    visit_started: 'Die Pflegekraft hat mit Ihrem Besuch begonnen',
    visit_completed: 'Ihr Besuch ist erledigt: sehen Sie die Fotos',
    invoice_issued: 'Rechnung MC-2026-0042 wurde ausgestellt',
  },
};
const buttons: Readonly<Record<PreferredLanguage, string>> = {
  English: 'Open Memorial Care',
  Serbian: 'Otvori Memorial Care',
  German: 'Memorial Care öffnen',
};

describe.each(['English', 'Serbian', 'German'] as const)('notification mails in %s', (language) => {
  it.each(['visit_accepted', 'visit_started', 'visit_completed', 'invoice_issued'] as const)(
    '%s',
    (kind) => {
      const mail = renderNotificationMail(
        { to: 'ana@example.com', name: 'Ana Petrović', language },
        { kind, number: 'MC-2026-0042' },
        'https://care.example/client/payments',
      );
      expect(mail.subject).toBe(subjects[language][kind]);
      expect(mail.text).toContain(subjects[language][kind]);
      expect(mail.html).toContain(buttons[language]);
      expectMailIn(mail, language);
    },
  );
});
