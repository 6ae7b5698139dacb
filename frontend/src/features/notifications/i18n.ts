import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the header's bell (namespace `notifications`): the texts are made here from each
// notification's kind and params, in the reader's language.

const en = {
  title: 'Notifications',
  empty: 'No notifications yet',
  unreadCount_one: '{{count}} unread notification',
  unreadCount_other: '{{count}} unread notifications',
  unread: 'Unread',
  markAllRead: 'Mark all read',
  loadFailed: 'Could not load the notifications',
  visitDay: 'Visit day: {{date}}',
  kinds: {
    client_registered: 'New registration: {{name}}',
    guest_request: 'New guest request from {{name}}',
    task_declined: 'A caretaker declined a task',
    task_offered: 'A new task for you',
    task_rescheduled: 'Your task was moved to another day',
    task_cancelled: 'Your task was cancelled',
    visit_accepted: 'A caretaker accepted your visit',
    visit_started: 'The caretaker started your visit',
    visit_completed: 'Your visit is done: see the photos',
    invoice_issued: 'Invoice {{number}} was issued',
  },
  mail: {
    menuItem: 'Notification mails',
    kinds: {
      visit_accepted: 'A caretaker accepted a visit',
      visit_started: 'A visit started',
      visit_completed: 'A visit is done (with photos)',
      invoice_issued: 'An invoice was issued',
    },
    title: 'Notifications by mail',
    intro: 'Choose which notifications we also send to your email, in your language.',
    loadFailed: 'Could not load your mail choice',
    save: 'Save',
    cancel: 'Cancel',
    retry: 'Retry',
  },
  toasts: {
    allRead: 'All notifications marked read',
    markFailed: 'Could not mark the notifications read',
    mailSaved: 'Mail choice saved',
    mailSaveFailed: 'Could not save the mail choice',
  },
};

// Serbian counts have a `few` form: its own object, so the extra key is not an excess property.
const sr = {
  title: 'Obaveštenja',
  empty: 'Još nema obaveštenja',
  unreadCount_one: '{{count}} nepročitano obaveštenje',
  unreadCount_few: '{{count}} nepročitana obaveštenja',
  unreadCount_other: '{{count}} nepročitanih obaveštenja',
  unread: 'Nepročitano',
  markAllRead: 'Označi sve kao pročitano',
  loadFailed: 'Obaveštenja nije moguće učitati',
  visitDay: 'Dan posete: {{date}}',
  kinds: {
    client_registered: 'Nova registracija: {{name}}',
    guest_request: 'Novi zahtev gosta: {{name}}',
    task_declined: 'Negovatelj je odbio zadatak',
    task_offered: 'Novi zadatak za vas',
    task_rescheduled: 'Vaš zadatak je pomeren na drugi dan',
    task_cancelled: 'Vaš zadatak je otkazan',
    visit_accepted: 'Negovatelj je prihvatio vašu posetu',
    visit_started: 'Negovatelj je započeo vašu posetu',
    visit_completed: 'Vaša poseta je obavljena: pogledajte fotografije',
    invoice_issued: 'Izdat je račun {{number}}',
  },
  mail: {
    menuItem: 'Obaveštenja e-poštom',
    kinds: {
      visit_accepted: 'Negovatelj je prihvatio posetu',
      visit_started: 'Poseta je započeta',
      visit_completed: 'Poseta je obavljena (sa fotografijama)',
      invoice_issued: 'Izdat je račun',
    },
    title: 'Obaveštenja e-poštom',
    intro: 'Izaberite koja obaveštenja vam šaljemo i e-poštom, na vašem jeziku.',
    loadFailed: 'Vaš izbor nije moguće učitati',
    save: 'Sačuvaj',
    cancel: 'Otkaži',
    retry: 'Pokušaj ponovo',
  },
  toasts: {
    allRead: 'Sva obaveštenja su označena kao pročitana',
    markFailed: 'Obaveštenja nije moguće označiti kao pročitana',
    mailSaved: 'Izbor je sačuvan',
    mailSaveFailed: 'Izbor nije moguće sačuvati',
  },
};

export const notificationsI18n = {
  en,
  sr,
  de: {
    title: 'Benachrichtigungen',
    empty: 'Noch keine Benachrichtigungen',
    unreadCount_one: '{{count}} ungelesene Benachrichtigung',
    unreadCount_other: '{{count}} ungelesene Benachrichtigungen',
    unread: 'Ungelesen',
    markAllRead: 'Alle als gelesen markieren',
    loadFailed: 'Die Benachrichtigungen konnten nicht geladen werden',
    visitDay: 'Besuchstag: {{date}}',
    kinds: {
      client_registered: 'Neue Registrierung: {{name}}',
      guest_request: 'Neue Gastanfrage von {{name}}',
      task_declined: 'Eine Pflegekraft hat einen Auftrag abgelehnt',
      task_offered: 'Ein neuer Auftrag für Sie',
      task_rescheduled: 'Ihr Auftrag wurde verschoben',
      task_cancelled: 'Ihr Auftrag wurde storniert',
      visit_accepted: 'Eine Pflegekraft hat Ihren Besuch angenommen',
      visit_started: 'Die Pflegekraft hat mit Ihrem Besuch begonnen',
      visit_completed: 'Ihr Besuch ist erledigt: sehen Sie die Fotos',
      invoice_issued: 'Rechnung {{number}} wurde ausgestellt',
    },
    mail: {
      menuItem: 'Benachrichtigungen per E-Mail',
      kinds: {
        visit_accepted: 'Eine Pflegekraft hat einen Besuch angenommen',
        visit_started: 'Ein Besuch hat begonnen',
        visit_completed: 'Ein Besuch ist erledigt (mit Fotos)',
        invoice_issued: 'Eine Rechnung wurde ausgestellt',
      },
      title: 'Benachrichtigungen per E-Mail',
      intro:
        'Wählen Sie, welche Benachrichtigungen wir Ihnen auch per E-Mail senden, in Ihrer Sprache.',
      loadFailed: 'Ihre Auswahl konnte nicht geladen werden',
      save: 'Speichern',
      cancel: 'Abbrechen',
      retry: 'Erneut versuchen',
    },
    toasts: {
      allRead: 'Alle Benachrichtigungen als gelesen markiert',
      markFailed: 'Die Benachrichtigungen konnten nicht als gelesen markiert werden',
      mailSaved: 'Auswahl gespeichert',
      mailSaveFailed: 'Die Auswahl konnte nicht gespeichert werden',
    },
  },
} satisfies FeatureTranslations<typeof en>;
