import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the calendar feed dialog (namespace `calendarFeed`): a caretaker's or client's
// secret iCalendar address for Google Calendar, Apple Calendar or Outlook.

const en = {
  menuItem: 'Calendar feed',
  subscribe: 'Subscribe in my calendar',
  title: 'Calendar feed',
  intro: {
    caretaker:
      'Subscribe to your visits from Google Calendar, Apple Calendar or Outlook: every visit assigned to you, with the cemetery, the grave and the visit window.',
    client:
      "Subscribe to the visits to your family's graves from Google Calendar, Apple Calendar or Outlook: each visit with the cemetery, the grave and the visit window.",
  },
  updates:
    'Your calendar app fetches the address regularly (Google Calendar may take up to a day) and shows moved and cancelled visits.',
  secret:
    'Keep this address private: anyone who has it can see these visits. If it got out, regenerate it.',
  noAddress: 'You have no calendar address yet.',
  addressLabel: 'Calendar address',
  issuedAt: 'Created {{date}}',
  actions: {
    create: 'Create address',
    copy: 'Copy',
    addToGoogle: 'Add to Google Calendar',
    openInApp: 'Open in calendar app',
    regenerate: 'Regenerate',
    close: 'Close',
    retry: 'Retry',
  },
  regenerateConfirm: {
    title: 'Regenerate the calendar address?',
    content:
      'The old address will stop working. Calendars subscribed to it have to be subscribed again with the new one.',
    ok: 'Regenerate',
    cancel: 'Cancel',
  },
  loadFailed: 'Could not load your calendar address',
  toasts: {
    copied: 'Copied',
    copyFailed: 'Could not copy: select the address and copy it',
    created: 'Calendar address created',
    regenerated: 'New calendar address created',
    createFailed: 'Could not create the calendar address',
  },
};

export const calendarFeedI18n = {
  en,
  sr: {
    menuItem: 'Kalendar poseta',
    subscribe: 'Pretplati se u kalendaru',
    title: 'Kalendar poseta',
    intro: {
      caretaker:
        'Pretplatite se na svoje posete iz Google Calendar-a, Apple Calendar-a ili Outlook-a: svaka poseta koja vam je dodeljena, sa grobljem, grobom i terminom posete.',
      client:
        'Pretplatite se na posete grobovima vaše porodice iz Google Calendar-a, Apple Calendar-a ili Outlook-a: svaka poseta sa grobljem, grobom i terminom posete.',
    },
    updates:
      'Vaša aplikacija za kalendar redovno preuzima adresu (Google Calendar-u može trebati i do jednog dana) i prikazuje pomerene i otkazane posete.',
    secret:
      'Čuvajte ovu adresu za sebe: svako ko je ima može da vidi ove posete. Ako je dospela do drugih, napravite novu.',
    noAddress: 'Još nemate adresu kalendara.',
    addressLabel: 'Adresa kalendara',
    issuedAt: 'Napravljena {{date}}',
    actions: {
      create: 'Napravi adresu',
      copy: 'Kopiraj',
      addToGoogle: 'Dodaj u Google Calendar',
      openInApp: 'Otvori u aplikaciji za kalendar',
      regenerate: 'Napravi novu',
      close: 'Zatvori',
      retry: 'Pokušaj ponovo',
    },
    regenerateConfirm: {
      title: 'Napraviti novu adresu kalendara?',
      content:
        'Stara adresa će prestati da radi. Kalendari pretplaćeni na nju moraju se ponovo pretplatiti na novu.',
      ok: 'Napravi novu',
      cancel: 'Otkaži',
    },
    loadFailed: 'Adresa kalendara nije mogla da se učita',
    toasts: {
      copied: 'Kopirano',
      copyFailed: 'Kopiranje nije uspelo: označite adresu i kopirajte je',
      created: 'Adresa kalendara je napravljena',
      regenerated: 'Nova adresa kalendara je napravljena',
      createFailed: 'Adresa kalendara nije mogla da se napravi',
    },
  },
  de: {
    menuItem: 'Kalender-Abo',
    subscribe: 'In meinem Kalender abonnieren',
    title: 'Kalender-Abo',
    intro: {
      caretaker:
        'Abonnieren Sie Ihre Besuche in Google Kalender, Apple Kalender oder Outlook: jeder Ihnen zugewiesene Besuch mit Friedhof, Grab und Besuchszeitraum.',
      client:
        'Abonnieren Sie die Besuche an den Gräbern Ihrer Familie in Google Kalender, Apple Kalender oder Outlook: jeder Besuch mit Friedhof, Grab und Besuchszeitraum.',
    },
    updates:
      'Ihre Kalender-App ruft die Adresse regelmäßig ab (bei Google Kalender kann es bis zu einem Tag dauern) und zeigt verschobene und abgesagte Besuche.',
    secret:
      'Halten Sie diese Adresse geheim: Wer sie hat, sieht diese Besuche. Ist sie in falsche Hände geraten, erzeugen Sie eine neue.',
    noAddress: 'Sie haben noch keine Kalenderadresse.',
    addressLabel: 'Kalenderadresse',
    issuedAt: 'Erstellt am {{date}}',
    actions: {
      create: 'Adresse erstellen',
      copy: 'Kopieren',
      addToGoogle: 'Zu Google Kalender hinzufügen',
      openInApp: 'In Kalender-App öffnen',
      regenerate: 'Neu erzeugen',
      close: 'Schließen',
      retry: 'Erneut versuchen',
    },
    regenerateConfirm: {
      title: 'Kalenderadresse neu erzeugen?',
      content:
        'Die alte Adresse funktioniert dann nicht mehr. Kalender, die sie abonniert haben, müssen die neue Adresse abonnieren.',
      ok: 'Neu erzeugen',
      cancel: 'Abbrechen',
    },
    loadFailed: 'Ihre Kalenderadresse konnte nicht geladen werden',
    toasts: {
      copied: 'Kopiert',
      copyFailed: 'Kopieren fehlgeschlagen: Markieren und kopieren Sie die Adresse',
      created: 'Kalenderadresse erstellt',
      regenerated: 'Neue Kalenderadresse erstellt',
      createFailed: 'Die Kalenderadresse konnte nicht erstellt werden',
    },
  },
} satisfies FeatureTranslations<typeof en>;
