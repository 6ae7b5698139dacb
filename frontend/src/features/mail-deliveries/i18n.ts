import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `mailDeliveries`: Admin › Outgoing mail (/admin/mail).

const en = {
  menuItem: 'Outgoing mail',
  page: {
    title: 'Outgoing mail',
    subtitle: 'Every mail the app queued: what went out, what is waiting, and what failed and why',
    label: 'Outgoing mail',
    loadFailed: 'Could not load the outgoing mail',
    retry: 'Retry',
    empty: 'No mail yet',
    emptyFiltered: 'No mail with this status',
    total_one: '{{count}} mail',
    total_other: '{{count}} mails',
  },
  filter: {
    label: 'Status',
    all: 'All',
  },
  status: {
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
  },
  kinds: {
    invite: 'Invite',
    notification: 'Notification',
    reminder: 'Reminder',
    invoice: 'Invoice',
    message: 'Message',
    other: 'Other',
  },
  columns: {
    recipient: 'Recipient',
    subject: 'Subject',
    kind: 'Kind',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    created: 'Created',
    sent: 'Sent',
    actions: 'Actions',
  },
  actions: {
    retry: 'Retry',
    details: 'Details',
  },
  toast: {
    retried: 'Mail queued again',
    retriedDescription: 'The mail to {{recipient}} will be sent again.',
    retryFailed: 'Could not send the mail again',
  },
  details: {
    title: 'Mail details',
    loadFailed: 'Could not load this mail',
    notFound: 'This mail is not in the list of outgoing mail.',
    kind: 'Kind',
    jobId: 'Mail id',
    about: 'About',
    updated: 'Last change',
    notSent: 'Not sent yet',
    close: 'Close',
  },
};

// Serbian counts 2–4 with a form of its own ("3 poruke"), which English lacks.
const sr = {
  menuItem: 'Odlazna pošta',
  page: {
    title: 'Odlazna pošta',
    subtitle:
      'Sve poruke koje je aplikacija stavila u red: šta je poslato, šta čeka i šta nije uspelo i zašto',
    label: 'Odlazna pošta',
    loadFailed: 'Odlazna pošta nije mogla da se učita',
    retry: 'Pokušaj ponovo',
    empty: 'Još nema poruka',
    emptyFiltered: 'Nema poruka sa ovim statusom',
    total_one: '{{count}} poruka',
    total_few: '{{count}} poruke',
    total_other: '{{count}} poruka',
  },
  filter: {
    label: 'Status',
    all: 'Sve',
  },
  status: {
    queued: 'U redu',
    sending: 'Šalje se',
    sent: 'Poslato',
    failed: 'Neuspelo',
  },
  kinds: {
    invite: 'Pozivnica',
    notification: 'Obaveštenje',
    reminder: 'Podsetnik',
    invoice: 'Račun',
    message: 'Poruka',
    other: 'Ostalo',
  },
  columns: {
    recipient: 'Primalac',
    subject: 'Naslov',
    kind: 'Vrsta',
    status: 'Status',
    attempts: 'Pokušaji',
    lastError: 'Poslednja greška',
    created: 'Kreirano',
    sent: 'Poslato',
    actions: 'Radnje',
  },
  actions: {
    retry: 'Pošalji ponovo',
    details: 'Detalji',
  },
  toast: {
    retried: 'Poruka je ponovo u redu',
    retriedDescription: 'Poruka za {{recipient}} biće ponovo poslata.',
    retryFailed: 'Poruka nije mogla ponovo da se pošalje',
  },
  details: {
    title: 'Detalji poruke',
    loadFailed: 'Ova poruka nije mogla da se učita',
    notFound: 'Ova poruka nije na spisku odlazne pošte.',
    kind: 'Vrsta',
    jobId: 'Oznaka poruke',
    about: 'Odnosi se na',
    updated: 'Poslednja promena',
    notSent: 'Još nije poslato',
    close: 'Zatvori',
  },
};

export const mailDeliveriesI18n = {
  en,
  sr,
  de: {
    menuItem: 'Ausgehende E-Mails',
    page: {
      title: 'Ausgehende E-Mails',
      subtitle:
        'Jede E-Mail, die die App eingereiht hat: was verschickt wurde, was wartet und was fehlschlug und warum',
      label: 'Ausgehende E-Mails',
      loadFailed: 'Die ausgehenden E-Mails konnten nicht geladen werden',
      retry: 'Erneut versuchen',
      empty: 'Noch keine E-Mails',
      emptyFiltered: 'Keine E-Mails mit diesem Status',
      total_one: '{{count}} E-Mail',
      total_other: '{{count}} E-Mails',
    },
    filter: {
      label: 'Status',
      all: 'Alle',
    },
    status: {
      queued: 'Eingereiht',
      sending: 'Wird gesendet',
      sent: 'Gesendet',
      failed: 'Fehlgeschlagen',
    },
    kinds: {
      invite: 'Einladung',
      notification: 'Benachrichtigung',
      reminder: 'Erinnerung',
      invoice: 'Rechnung',
      message: 'Nachricht',
      other: 'Sonstiges',
    },
    columns: {
      recipient: 'Empfänger',
      subject: 'Betreff',
      kind: 'Art',
      status: 'Status',
      attempts: 'Versuche',
      lastError: 'Letzter Fehler',
      created: 'Erstellt',
      sent: 'Gesendet',
      actions: 'Aktionen',
    },
    actions: {
      retry: 'Erneut senden',
      details: 'Details',
    },
    toast: {
      retried: 'E-Mail erneut eingereiht',
      retriedDescription: 'Die E-Mail an {{recipient}} wird erneut gesendet.',
      retryFailed: 'Die E-Mail konnte nicht erneut gesendet werden',
    },
    details: {
      title: 'E-Mail-Details',
      loadFailed: 'Diese E-Mail konnte nicht geladen werden',
      notFound: 'Diese E-Mail steht nicht in der Liste der ausgehenden E-Mails.',
      kind: 'Art',
      jobId: 'E-Mail-Kennung',
      about: 'Betrifft',
      updated: 'Letzte Änderung',
      notSent: 'Noch nicht gesendet',
      close: 'Schließen',
    },
  },
} satisfies FeatureTranslations<typeof en>;
