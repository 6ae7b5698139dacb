import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `clientRegistrations`: Admin › Registrations (/admin/client-registrations).
// English is the spec's wording (part 1, sections 2 and 8).

const en = {
  title: 'Client Registrations',
  subtitle:
    'Families who registered on the website in the last 30 days. Each was approved automatically and received an invite.',
  recent: {
    title: 'Recent Registrations',
    count: '{{count}} Recent',
  },
  empty: {
    title: 'No recent registrations',
    hint: 'New sign-ups from the website appear here for 30 days.',
  },
  loadFailed: 'Could not load the registrations',
  retry: 'Try again',
  failedMails: {
    title: 'Some invite emails could not be sent',
    hint: 'The registrations marked “Email failed” show why. Send the email again, or copy the link and share it yourself.',
  },
  card: {
    registered: 'Registered {{date}}',
    approved: 'Approved {{date}}',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    country: 'Country',
    plan: 'Plan',
    notes: 'Notes',
    notProvided: 'Not provided',
    invite: 'Invite',
  },
  planStatus: { active: 'Active', overdue: 'Overdue', inactive: 'Inactive' },
  plans: {
    basic: 'Basic',
    standard: 'Standard',
    premium: 'Premium',
    memorial: 'Memorial Events',
    custom: 'Custom',
  },
  planPrice: '{{plan}} · {{price}} / month',
  planOnRequest: '{{plan}} · price on request',
  languages: { Serbian: 'Serbian', English: 'English', German: 'German' },
  invite: {
    none: 'No invite yet',
    valid: 'Valid until {{date}}',
    accepted: 'Accepted {{date}}',
    expired: 'Expired {{date}}',
  },
  mail: {
    none: 'Not emailed',
    queued: 'Email queued',
    sending: 'Email sending',
    sent: 'Email sent',
    sentAt: 'Email sent {{date}}',
    failed: 'Email failed',
    failedTitle: 'The invite email could not be sent',
    noReason: 'No reason was recorded.',
    attempts: 'Attempts: {{count}}',
    retrying: 'The last attempt failed ({{error}}). Trying again.',
  },
  actions: {
    resend: 'Resend Invite',
    details: 'View Details',
    close: 'Close',
    copy: 'Copy Link',
    sendEmail: 'Send Email',
  },
  details: {
    title: 'Registration of {{name}}',
    name: 'Name',
    planStatus: 'Plan status',
    preferredLanguage: 'Preferred language',
    emailVerified: 'Email verified',
    yes: 'Yes',
    no: 'No',
    registered: 'Registered',
    instagram: 'Instagram',
  },
  inviteSent: {
    title: 'Invite Sent',
    intro: 'A new invite link for {{name}} is ready. Older links no longer work.',
    email: 'Client email',
    link: 'Invite link',
    expires: 'Expires',
    delivery: 'Invite email',
    nextSteps: 'Next steps',
    steps: {
      sendOrShare:
        'Press Send Email to email the link to {{email}}, or Copy Link and share it yourself.',
      mailOnItsWay:
        'An invite email is on its way to {{email}}. You can also Copy Link and share it yourself.',
      mailSent:
        'The invite email went out to {{email}}. If it does not arrive, press Send Email again or share the link yourself.',
      mailFailed:
        'The invite email to {{email}} could not be sent. Press Send Email to try again, or Copy Link and share it yourself.',
      activate:
        '{{name}} opens the link, chooses a password and activates the account before {{date}}.',
      signIn: 'Then {{name}} signs in on the homepage with {{email}} and the new password.',
      renew:
        'If the link expires, press Resend Invite for a new one; the old link then stops working.',
    },
  },
  toast: {
    resent: 'Invite resent successfully',
    resentDescription: 'New invite link generated for {{name}}',
    errorTitle: 'Error',
    approveFailed: 'Failed to approve client registration',
    copied: 'Invite link copied successfully',
    copyFailed: 'The link could not be copied. Select it and copy it yourself.',
    emailSent: 'Invite email sent to {{email}}',
    emailFailed: 'Failed to send invite email',
  },
};

export const clientRegistrationsI18n = {
  en,
  sr: {
    title: 'Registracije klijenata',
    subtitle:
      'Porodice koje su se registrovale na sajtu u poslednjih 30 dana. Svaka je automatski odobrena i dobila je pozivnicu.',
    recent: {
      title: 'Nedavne registracije',
      count: 'Novih: {{count}}',
    },
    empty: {
      title: 'Nema nedavnih registracija',
      hint: 'Nove prijave sa sajta ovde se vide 30 dana.',
    },
    loadFailed: 'Registracije nije moguće učitati',
    retry: 'Pokušaj ponovo',
    failedMails: {
      title: 'Neke imejl pozivnice nisu poslate',
      hint: 'Registracije označene sa „Imejl nije poslat” pokazuju razlog. Pošaljite imejl ponovo ili kopirajte link i prosledite ga sami.',
    },
    card: {
      registered: 'Registracija: {{date}}',
      approved: 'Odobreno: {{date}}',
      email: 'Imejl',
      phone: 'Telefon',
      address: 'Adresa',
      country: 'Zemlja',
      plan: 'Paket',
      notes: 'Napomene',
      notProvided: 'Nije navedeno',
      invite: 'Pozivnica',
    },
    planStatus: { active: 'Aktivan', overdue: 'Dospelo plaćanje', inactive: 'Neaktivan' },
    plans: {
      basic: 'Osnovni',
      standard: 'Standardni',
      premium: 'Premium',
      memorial: 'Pomeni i godišnjice',
      custom: 'Po meri',
    },
    planPrice: '{{plan}} · {{price}} mesečno',
    planOnRequest: '{{plan}} · cena na upit',
    languages: { Serbian: 'srpski', English: 'engleski', German: 'nemački' },
    invite: {
      none: 'Još nema pozivnice',
      valid: 'Važi do {{date}}',
      accepted: 'Prihvaćena {{date}}',
      expired: 'Istekla {{date}}',
    },
    mail: {
      none: 'Nije poslata imejlom',
      queued: 'Imejl u redu za slanje',
      sending: 'Imejl se šalje',
      sent: 'Imejl poslat',
      sentAt: 'Imejl poslat {{date}}',
      failed: 'Imejl nije poslat',
      failedTitle: 'Imejl pozivnice nije mogao biti poslat',
      noReason: 'Razlog nije zabeležen.',
      attempts: 'Broj pokušaja: {{count}}',
      retrying: 'Poslednji pokušaj nije uspeo ({{error}}). Pokušavamo ponovo.',
    },
    actions: {
      resend: 'Ponovo pošalji pozivnicu',
      details: 'Prikaži detalje',
      close: 'Zatvori',
      copy: 'Kopiraj link',
      sendEmail: 'Pošalji imejl',
    },
    details: {
      title: 'Registracija: {{name}}',
      name: 'Ime',
      planStatus: 'Status paketa',
      preferredLanguage: 'Željeni jezik',
      emailVerified: 'Imejl potvrđen',
      yes: 'Da',
      no: 'Ne',
      registered: 'Datum registracije',
      instagram: 'Instagram',
    },
    inviteSent: {
      title: 'Pozivnica poslata',
      intro: 'Novi link pozivnice za: {{name}} je spreman. Stariji linkovi više ne važe.',
      email: 'Imejl klijenta',
      link: 'Link pozivnice',
      expires: 'Ističe',
      delivery: 'Imejl pozivnice',
      nextSteps: 'Sledeći koraci',
      steps: {
        sendOrShare:
          'Pritisnite „Pošalji imejl” da pošaljete link na {{email}}, ili kopirajte link i prosledite ga sami.',
        mailOnItsWay:
          'Imejl pozivnice je na putu ka {{email}}. Link možete i kopirati i proslediti sami.',
        mailSent:
          'Imejl pozivnice je poslat na {{email}}. Ako ne stigne, ponovo pritisnite „Pošalji imejl” ili prosledite link sami.',
        mailFailed:
          'Imejl pozivnice na {{email}} nije mogao biti poslat. Pritisnite „Pošalji imejl” da pokušate ponovo, ili kopirajte link i prosledite ga sami.',
        activate: 'Klijent ({{name}}) otvara link, bira lozinku i aktivira nalog pre {{date}}.',
        signIn: 'Zatim se ({{name}}) prijavljuje na početnoj strani sa {{email}} i novom lozinkom.',
        renew:
          'Ako link istekne, pritisnite „Ponovo pošalji pozivnicu” za novi; stari link tada prestaje da važi.',
      },
    },
    toast: {
      resent: 'Pozivnica je uspešno ponovo poslata',
      resentDescription: 'Napravljen je novi link pozivnice za: {{name}}',
      errorTitle: 'Greška',
      approveFailed: 'Odobravanje registracije klijenta nije uspelo',
      copied: 'Link pozivnice je uspešno kopiran',
      copyFailed: 'Link nije moguće kopirati. Označite ga i kopirajte sami.',
      emailSent: 'Imejl pozivnice je poslat na {{email}}',
      emailFailed: 'Slanje imejla pozivnice nije uspelo',
    },
  },
  de: {
    title: 'Kundenregistrierungen',
    subtitle:
      'Familien, die sich in den letzten 30 Tagen auf der Website registriert haben. Jede wurde automatisch freigegeben und hat eine Einladung erhalten.',
    recent: {
      title: 'Neue Registrierungen',
      count: '{{count}} neu',
    },
    empty: {
      title: 'Keine neuen Registrierungen',
      hint: 'Neue Anmeldungen über die Website erscheinen hier 30 Tage lang.',
    },
    loadFailed: 'Die Registrierungen konnten nicht geladen werden',
    retry: 'Erneut versuchen',
    failedMails: {
      title: 'Einige Einladungs-E-Mails konnten nicht gesendet werden',
      hint: 'Die mit „E-Mail fehlgeschlagen“ markierten Registrierungen zeigen den Grund. Senden Sie die E-Mail erneut oder kopieren Sie den Link und teilen Sie ihn selbst.',
    },
    card: {
      registered: 'Registriert am {{date}}',
      approved: 'Freigegeben am {{date}}',
      email: 'E-Mail',
      phone: 'Telefon',
      address: 'Adresse',
      country: 'Land',
      plan: 'Tarif',
      notes: 'Notizen',
      notProvided: 'Nicht angegeben',
      invite: 'Einladung',
    },
    planStatus: { active: 'Aktiv', overdue: 'Überfällig', inactive: 'Inaktiv' },
    plans: {
      basic: 'Basis',
      standard: 'Standard',
      premium: 'Premium',
      memorial: 'Gedenktage',
      custom: 'Individuell',
    },
    planPrice: '{{plan}} · {{price}} / Monat',
    planOnRequest: '{{plan}} · Preis auf Anfrage',
    languages: { Serbian: 'Serbisch', English: 'Englisch', German: 'Deutsch' },
    invite: {
      none: 'Noch keine Einladung',
      valid: 'Gültig bis {{date}}',
      accepted: 'Angenommen am {{date}}',
      expired: 'Abgelaufen am {{date}}',
    },
    mail: {
      none: 'Nicht per E-Mail gesendet',
      queued: 'E-Mail in Warteschlange',
      sending: 'E-Mail wird gesendet',
      sent: 'E-Mail gesendet',
      sentAt: 'E-Mail gesendet am {{date}}',
      failed: 'E-Mail fehlgeschlagen',
      failedTitle: 'Die Einladungs-E-Mail konnte nicht gesendet werden',
      noReason: 'Es wurde kein Grund erfasst.',
      attempts: 'Versuche: {{count}}',
      retrying: 'Der letzte Versuch ist fehlgeschlagen ({{error}}). Es wird erneut versucht.',
    },
    actions: {
      resend: 'Einladung erneut senden',
      details: 'Details anzeigen',
      close: 'Schließen',
      copy: 'Link kopieren',
      sendEmail: 'E-Mail senden',
    },
    details: {
      title: 'Registrierung von {{name}}',
      name: 'Name',
      planStatus: 'Tarifstatus',
      preferredLanguage: 'Bevorzugte Sprache',
      emailVerified: 'E-Mail bestätigt',
      yes: 'Ja',
      no: 'Nein',
      registered: 'Registriert',
      instagram: 'Instagram',
    },
    inviteSent: {
      title: 'Einladung gesendet',
      intro:
        'Ein neuer Einladungslink für {{name}} ist bereit. Ältere Links funktionieren nicht mehr.',
      email: 'E-Mail des Kunden',
      link: 'Einladungslink',
      expires: 'Läuft ab',
      delivery: 'Einladungs-E-Mail',
      nextSteps: 'Nächste Schritte',
      steps: {
        sendOrShare:
          'Drücken Sie „E-Mail senden“, um den Link an {{email}} zu senden, oder kopieren Sie den Link und teilen Sie ihn selbst.',
        mailOnItsWay:
          'Eine Einladungs-E-Mail an {{email}} ist unterwegs. Sie können den Link auch kopieren und selbst teilen.',
        mailSent:
          'Die Einladungs-E-Mail an {{email}} wurde gesendet. Kommt sie nicht an, drücken Sie erneut „E-Mail senden“ oder teilen Sie den Link selbst.',
        mailFailed:
          'Die Einladungs-E-Mail an {{email}} konnte nicht gesendet werden. Drücken Sie „E-Mail senden“, um es erneut zu versuchen, oder teilen Sie den Link selbst.',
        activate:
          '{{name}} öffnet den Link, wählt ein Passwort und aktiviert das Konto vor dem {{date}}.',
        signIn:
          'Danach meldet sich {{name}} auf der Startseite mit {{email}} und dem neuen Passwort an.',
        renew:
          'Läuft der Link ab, drücken Sie „Einladung erneut senden“ für einen neuen; der alte Link funktioniert dann nicht mehr.',
      },
    },
    toast: {
      resent: 'Einladung erfolgreich erneut gesendet',
      resentDescription: 'Neuer Einladungslink für {{name}} erstellt',
      errorTitle: 'Fehler',
      approveFailed: 'Die Kundenregistrierung konnte nicht freigegeben werden',
      copied: 'Einladungslink erfolgreich kopiert',
      copyFailed: 'Der Link konnte nicht kopiert werden. Markieren und kopieren Sie ihn selbst.',
      emailSent: 'Einladungs-E-Mail an {{email}} gesendet',
      emailFailed: 'Die Einladungs-E-Mail konnte nicht gesendet werden',
    },
  },
} satisfies FeatureTranslations<typeof en>;
