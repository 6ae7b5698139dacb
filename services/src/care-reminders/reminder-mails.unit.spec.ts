import { describe, expect, it } from 'vitest';
import type { CareReminderDue, MemorialDaysReminderDue } from '@memorial-care/contracts/events';
import { renderCareReminderMail, renderMemorialDaysMail } from './reminder-mails';

const recipient = {
  to: 'ana@example.com',
  name: 'Ana Petrović',
  language: 'English' as const,
  reminderDaysBefore: 14,
  deceasedName: 'Milan <Petrović>',
  cemeteryName: 'Novo groblje',
};

const reminder: CareReminderDue = {
  graveId: '4f0c7a4e-8a55-4a53-9d43-6a3c0e7f1a10',
  clientId: '0b6d3a0e-2f1c-4c7e-8a59-1e7d2c3b4a51',
  kind: 'firstYear',
  occasionKey: 'firstYear:2027-04-28',
  date: '2027-04-28',
  visitDate: '2027-05-10',
  years: 1,
  label: null,
  daysBefore: 14,
};
const orderUrl = 'https://care.example/client/order?graveId=g&date=2027-05-10&occasion=firstYear';

describe('the care reminder mail', () => {
  it('names the occasion, the grave, the proposed day in the Easter pause and the order link', () => {
    const mail = renderCareReminderMail(recipient, reminder, orderUrl);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(
      'Reminder: First-year memorial on Wednesday, 28 April 2027 – Milan <Petrović>',
    );
    expect(mail.text).toContain('First-year memorial: Wednesday, 28 April 2027');
    expect(mail.text).toContain('Grave: Milan <Petrović>, Novo groblje');
    expect(mail.text).toContain('we propose to visit on Monday, 10 May 2027, Pobusani ponedeljak');
    expect(mail.text).toContain(`\n${orderUrl}\n`);
    expect(mail.text).toContain('14 days before each day');
    // HTML: the text escaped, the link too.
    expect(mail.html).toContain('Milan &lt;Petrović&gt;');
    expect(mail.html).toContain(`href="${orderUrl.replaceAll('&', '&amp;')}"`);
  });

  it('is written in the family’s language, without a pause note on an ordinary day', () => {
    const onTheDay = { ...reminder, visitDate: reminder.date };
    const serbian = renderCareReminderMail(
      { ...recipient, language: 'Serbian' },
      onTheDay,
      orderUrl,
    );
    expect(serbian.subject).toBe(
      'Podsetnik: Godišnji pomen, sreda, 28. april 2027. – Milan <Petrović>',
    );
    expect(serbian.text).toContain('Naručite željenu negu');
    expect(serbian.text).not.toContain('Pobusani');
    const german = renderCareReminderMail({ ...recipient, language: 'German' }, onTheDay, orderUrl);
    expect(german.subject).toBe(
      'Erinnerung: Jahresgedenken am Mittwoch, 28. April 2027 – Milan <Petrović>',
    );
    expect(german.html).toContain('Pflege bestellen');
  });
});

describe('the memorial days mail', () => {
  const memorialDays: MemorialDaysReminderDue = {
    graveId: reminder.graveId,
    clientId: reminder.clientId,
    dateOfDeath: '2026-04-24',
    days: [
      {
        kind: 'ninthDay',
        occasionKey: 'ninthDay:2026-05-02',
        date: '2026-05-02',
        visitDate: '2026-05-02',
        years: null,
      },
      {
        kind: 'firstYear',
        occasionKey: 'firstYear:2027-04-24',
        date: '2027-04-24',
        visitDate: '2027-05-10',
        years: 1,
      },
    ],
    coveredOccasionKeys: ['ninthDay:2026-05-02'],
  };

  it('lists each memorial still to come with its own order link', () => {
    const mail = renderMemorialDaysMail(
      { ...recipient, language: 'German' },
      memorialDays,
      (day) => `https://care.example/client/order?occasion=${day.occasionKey}`,
    );
    expect(mail.subject).toBe('Die Gedenktage für Milan <Petrović>');
    expect(mail.text).toContain('- Gedenken am 9. Tag: Samstag, 2. Mai 2026');
    expect(mail.text).toContain(
      '- Jahresgedenken: Samstag, 24. April 2027 (in der Osterzeit; vorgeschlagener Tag: Montag, 10. Mai 2027)',
    );
    expect(mail.text).toContain(
      'Pflege für diesen Tag bestellen: https://care.example/client/order?occasion=firstYear:2027-04-24',
    );
    expect(mail.html).toContain(
      'href="https://care.example/client/order?occasion=ninthDay:2026-05-02"',
    );
  });
});
