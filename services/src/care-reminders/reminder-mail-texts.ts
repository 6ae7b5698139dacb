import type { PreferredLanguage } from '@memorial-care/contracts/domain';

// The words of the reminder mails, in the family's language.

interface ReminderTexts {
  readonly locale: string;
  readonly greeting: (name: string) => string;
  readonly signOff: readonly [string, string];
  /** Where the family changes the setting, and how often they hear from us. */
  readonly settings: (days: number) => string;
  readonly grave: (deceased: string, cemetery: string | null) => string;
  readonly occasion: {
    readonly subject: (occasion: string, date: string, deceased: string) => string;
    readonly intro: string;
    readonly easterPause: (visitDate: string) => string;
    readonly nothingBooked: string;
    readonly button: string;
  };
  readonly memorialDays: {
    readonly subject: (deceased: string) => string;
    readonly condolence: string;
    readonly intro: (deceased: string, died: string) => string;
    readonly inEasterPause: (visitDate: string) => string;
    readonly orderHint: string;
    readonly orderThisDay: string;
  };
}

export const reminderTexts: Record<PreferredLanguage, ReminderTexts> = {
  English: {
    locale: 'en-GB',
    greeting: (name) => `Hello ${name},`,
    signOff: ['Kind regards,', 'The Memorial Care team'],
    settings: (days) =>
      `We send these reminders ${days} days before each day you chose for the grave. You can change this or turn reminders off in your account (menu: Reminders).`,
    grave: (deceased, cemetery) => `Grave: ${deceased}${cemetery ? `, ${cemetery}` : ''}`,
    occasion: {
      subject: (occasion, date, deceased) => `Reminder: ${occasion} on ${date} – ${deceased}`,
      intro: 'A day you chose for the care of a grave is coming up:',
      easterPause: (visitDate) =>
        `This day falls in the Easter pause (Lazarus Saturday to Thomas Sunday), when memorial prayers are not held; we propose to visit on ${visitDate}, Pobusani ponedeljak.`,
      nothingBooked:
        'Nothing is booked for this day yet. Order the care you would like with this link; the order form is already filled in:',
      button: 'Order care',
    },
    memorialDays: {
      subject: (deceased) => `The memorial days for ${deceased}`,
      condolence: 'Please accept our sincere condolences.',
      intro: (deceased, died) =>
        `These are the memorials still to come for ${deceased} (date of death: ${died}):`,
      inEasterPause: (visitDate) => `in the Easter pause; proposed day: ${visitDate}`,
      orderHint: 'Each day has its own link to an order form that is already filled in.',
      orderThisDay: 'Order care for this day',
    },
  },
  Serbian: {
    locale: 'sr-Latn-RS',
    greeting: (name) => `Zdravo, ${name},`,
    signOff: ['Srdačan pozdrav,', 'Tim Memorial Care'],
    settings: (days) =>
      `Ove podsetnike šaljemo ${days} dana pre svakog dana koji ste izabrali za grob. To možete promeniti ili isključiti podsetnike u svom nalogu (meni: Podsetnici).`,
    grave: (deceased, cemetery) => `Grob: ${deceased}${cemetery ? `, ${cemetery}` : ''}`,
    occasion: {
      subject: (occasion, date, deceased) => `Podsetnik: ${occasion}, ${date} – ${deceased}`,
      intro: 'Bliži se dan koji ste izabrali za negu groba:',
      easterPause: (visitDate) =>
        `Ovaj dan pada u vreme kada se ne služe pomeni (od Lazareve subote do Tomine nedelje); posetu predlažemo za ${visitDate}, Pobusani ponedeljak.`,
      nothingBooked:
        'Za ovaj dan još ništa nije naručeno. Naručite željenu negu preko ovog linka; formular za narudžbinu je već popunjen:',
      button: 'Naruči negu',
    },
    memorialDays: {
      subject: (deceased) => `Pomeni za ${deceased}`,
      condolence: 'Primite naše iskreno saučešće.',
      intro: (deceased, died) => `Pomeni koji predstoje za ${deceased} (datum smrti: ${died}):`,
      inEasterPause: (visitDate) => `u vreme kada se ne služe pomeni; predloženi dan: ${visitDate}`,
      orderHint: 'Za svaki dan postoji link do već popunjenog formulara za narudžbinu.',
      orderThisDay: 'Naruči negu za ovaj dan',
    },
  },
  German: {
    locale: 'de-DE',
    greeting: (name) => `Guten Tag ${name},`,
    signOff: ['Mit freundlichen Grüßen', 'Ihr Memorial-Care-Team'],
    settings: (days) =>
      `Wir senden diese Erinnerungen ${days} Tage vor jedem Tag, den Sie für das Grab gewählt haben. Sie können das in Ihrem Konto ändern oder die Erinnerungen abschalten (Menü: Erinnerungen).`,
    grave: (deceased, cemetery) => `Grab: ${deceased}${cemetery ? `, ${cemetery}` : ''}`,
    occasion: {
      subject: (occasion, date, deceased) => `Erinnerung: ${occasion} am ${date} – ${deceased}`,
      intro: 'Ein Tag, den Sie für die Grabpflege gewählt haben, steht bevor:',
      easterPause: (visitDate) =>
        `Dieser Tag fällt in die Osterzeit (Lazarus-Samstag bis Thomassonntag), in der keine Totengedenken gehalten werden; wir schlagen den Besuch am ${visitDate} vor, dem Pobusani ponedeljak.`,
      nothingBooked:
        'Für diesen Tag ist noch nichts bestellt. Bestellen Sie die gewünschte Pflege über diesen Link; das Bestellformular ist bereits ausgefüllt:',
      button: 'Pflege bestellen',
    },
    memorialDays: {
      subject: (deceased) => `Die Gedenktage für ${deceased}`,
      condolence: 'Unser aufrichtiges Beileid.',
      intro: (deceased, died) =>
        `Diese Gedenktage für ${deceased} stehen noch bevor (Sterbedatum: ${died}):`,
      inEasterPause: (visitDate) => `in der Osterzeit; vorgeschlagener Tag: ${visitDate}`,
      orderHint: 'Zu jedem Tag gibt es einen Link zu einem bereits ausgefüllten Bestellformular.',
      orderThisDay: 'Pflege für diesen Tag bestellen',
    },
  },
};

/** A day (yyyy-MM-dd) written out in the family's language: "Friday, 12 June 2026". */
export const formatReminderDate = (language: PreferredLanguage, date: string) =>
  new Intl.DateTimeFormat(reminderTexts[language].locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
