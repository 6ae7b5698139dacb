import { describe, expect, it } from 'vitest';
import type { PreferredLanguage } from '@memorial-care/contracts/domain';
import type { CareReminderDue, MemorialDaysReminderDue } from '@memorial-care/contracts/events';
import { expectMailIn } from '../mail/testing/mail-language';
import { renderCareReminderMail, renderMemorialDaysMail } from './reminder-mails';

// The care reminder and the memorial-days mail, in each of the family's languages.

const recipient = (language: PreferredLanguage) => ({
  to: 'ana@example.com',
  name: 'Ana Petrović',
  language,
  reminderDaysBefore: 14,
  deceasedName: 'Milan Petrović',
  cemeteryName: 'Novo groblje',
});
const graveId = '4f0c7a4e-8a55-4a53-9d43-6a3c0e7f1a10';
const clientId = '0b6d3a0e-2f1c-4c7e-8a59-1e7d2c3b4a51';
const reminder: CareReminderDue = {
  graveId,
  clientId,
  kind: 'firstYear',
  occasionKey: 'firstYear:2027-04-28',
  date: '2027-04-28',
  visitDate: '2027-04-28',
  years: 1,
  label: null,
  daysBefore: 14,
};
const memorialDays: MemorialDaysReminderDue = {
  graveId,
  clientId,
  dateOfDeath: '2026-04-24',
  days: [
    {
      kind: 'fortiethDay',
      occasionKey: 'fortiethDay:2026-06-02',
      date: '2026-06-02',
      visitDate: '2026-06-02',
      years: null,
    },
  ],
  coveredOccasionKeys: [],
};

const expected: Readonly<Record<PreferredLanguage, { reminder: string; memorial: string }>> = {
  English: {
    reminder: 'Reminder: First-year memorial on Wednesday, 28 April 2027 – Milan Petrović',
    memorial: 'The memorial days for Milan Petrović',
  },
  Serbian: {
    reminder: 'Podsetnik: Godišnji pomen, sreda, 28. april 2027. – Milan Petrović',
    memorial: 'Pomeni za Milan Petrović',
  },
  German: {
    reminder: 'Erinnerung: Jahresgedenken am Mittwoch, 28. April 2027 – Milan Petrović',
    memorial: 'Die Gedenktage für Milan Petrović',
  },
};

describe.each(['English', 'Serbian', 'German'] as const)('reminder mails in %s', (language) => {
  it('the care reminder', () => {
    const mail = renderCareReminderMail(recipient(language), reminder, 'https://care.example/o');
    expect(mail.subject).toBe(expected[language].reminder);
    expectMailIn(mail, language);
  });

  it('the memorial days', () => {
    const mail = renderMemorialDaysMail(
      recipient(language),
      memorialDays,
      () => 'https://care.example/o',
    );
    expect(mail.subject).toBe(expected[language].memorial);
    expectMailIn(mail, language);
  });
});
