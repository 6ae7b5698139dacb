import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `guestRequest`: the landing page's "Schedule a Service" dialog. The English
// validation and toast texts and the urgency promises are the spec's (part 1, sections 5, 8, 9).

const en = {
  title: 'Schedule a Service',
  intro:
    'No account needed. Tell us what you would like us to do and how to reach you — we will contact you to agree on the details and the price.',
  fields: {
    name: 'Full Name',
    namePlaceholder: 'e.g. Stefan Nikolić',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    phone: 'Phone',
    phoneHint: 'With the country code, so we can call you wherever you live.',
    serviceType: 'Service Type',
    serviceTypePlaceholder: 'Choose a service',
    message: 'Message',
    messagePlaceholder: 'Which cemetery and grave, the date you have in mind, any wishes…',
    urgency: 'Urgency',
  },
  required: {
    name: 'Please enter your full name.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter your phone number.',
    serviceType: 'Please select the type of service you need.',
  },
  serviceTypes: {
    grave_cleaning: 'Grave cleaning',
    flower_arrangement: 'Flower arrangement',
    candle_lighting: 'Candle lighting',
    memorial_visit: 'Memorial visit',
    maintenance: 'Maintenance and repairs',
    other: 'Something else',
  },
  urgency: {
    option: '{{level}} — response {{promise}}',
    levels: { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' },
    promises: {
      low: 'within 2 weeks',
      normal: 'within 1 week',
      high: 'within 3 days',
      urgent: 'within 24 hours',
    },
  },
  actions: {
    submit: 'Submit Request',
    cancel: 'Cancel',
  },
  toast: {
    successTitle: 'Service request submitted!',
    successText: 'We will contact you soon to discuss your needs.',
    failedTitle: 'Request Failed',
    details: ' Details: ',
    networkTitle: 'Network Error',
    networkText: 'We could not reach our server. Please check your connection and try again.',
  },
};

export const guestRequestI18n = {
  en,
  sr: {
    title: 'Zakažite uslugu',
    intro:
      'Nalog nije potreban. Recite nam šta želite da uradimo i kako da vas dobijemo — javićemo vam se da dogovorimo detalje i cenu.',
    fields: {
      name: 'Ime i prezime',
      namePlaceholder: 'npr. Stefan Nikolić',
      email: 'Imejl',
      emailPlaceholder: 'vi@primer.rs',
      phone: 'Telefon',
      phoneHint: 'Sa pozivnim brojem zemlje, da bismo vas dobili gde god da živite.',
      serviceType: 'Vrsta usluge',
      serviceTypePlaceholder: 'Izaberite uslugu',
      message: 'Poruka',
      messagePlaceholder: 'Koje groblje i grob, željeni datum, posebne želje…',
      urgency: 'Hitnost',
    },
    required: {
      name: 'Unesite ime i prezime.',
      email: 'Unesite ispravnu imejl adresu.',
      phone: 'Unesite broj telefona.',
      serviceType: 'Izaberite vrstu usluge koja vam je potrebna.',
    },
    serviceTypes: {
      grave_cleaning: 'Čišćenje groba',
      flower_arrangement: 'Cveće i aranžmani',
      candle_lighting: 'Paljenje sveća',
      memorial_visit: 'Poseta za pomen',
      maintenance: 'Održavanje i popravke',
      other: 'Nešto drugo',
    },
    urgency: {
      option: '{{level}} — odgovor {{promise}}',
      levels: { low: 'Niska', normal: 'Uobičajena', high: 'Visoka', urgent: 'Hitna' },
      promises: {
        low: 'u roku od 2 nedelje',
        normal: 'u roku od 1 nedelje',
        high: 'u roku od 3 dana',
        urgent: 'u roku od 24 sata',
      },
    },
    actions: {
      submit: 'Pošalji zahtev',
      cancel: 'Otkaži',
    },
    toast: {
      successTitle: 'Zahtev je poslat!',
      successText: 'Uskoro ćemo vam se javiti da razgovaramo o vašim potrebama.',
      failedTitle: 'Zahtev nije uspeo',
      details: ' Detalji: ',
      networkTitle: 'Greška u mreži',
      networkText: 'Nismo uspeli da dođemo do servera. Proverite vezu i pokušajte ponovo.',
    },
  },
  de: {
    title: 'Leistung anfragen',
    intro:
      'Kein Konto nötig. Sagen Sie uns, was wir tun sollen und wie wir Sie erreichen — wir melden uns, um Einzelheiten und Preis abzustimmen.',
    fields: {
      name: 'Vollständiger Name',
      namePlaceholder: 'z. B. Stefan Nikolić',
      email: 'E-Mail',
      emailPlaceholder: 'sie@beispiel.de',
      phone: 'Telefon',
      phoneHint: 'Mit Ländervorwahl, damit wir Sie überall erreichen.',
      serviceType: 'Leistung',
      serviceTypePlaceholder: 'Leistung wählen',
      message: 'Nachricht',
      messagePlaceholder: 'Welcher Friedhof und welches Grab, Ihr Wunschtermin, besondere Wünsche…',
      urgency: 'Dringlichkeit',
    },
    required: {
      name: 'Bitte geben Sie Ihren vollständigen Namen ein.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      phone: 'Bitte geben Sie Ihre Telefonnummer ein.',
      serviceType: 'Bitte wählen Sie die gewünschte Leistung.',
    },
    serviceTypes: {
      grave_cleaning: 'Grabreinigung',
      flower_arrangement: 'Blumenschmuck',
      candle_lighting: 'Kerzen anzünden',
      memorial_visit: 'Gedenkbesuch',
      maintenance: 'Instandhaltung und Reparaturen',
      other: 'Etwas anderes',
    },
    urgency: {
      option: '{{level}} — Antwort {{promise}}',
      levels: { low: 'Niedrig', normal: 'Normal', high: 'Hoch', urgent: 'Dringend' },
      promises: {
        low: 'innerhalb von 2 Wochen',
        normal: 'innerhalb von 1 Woche',
        high: 'innerhalb von 3 Tagen',
        urgent: 'innerhalb von 24 Stunden',
      },
    },
    actions: {
      submit: 'Anfrage senden',
      cancel: 'Abbrechen',
    },
    toast: {
      successTitle: 'Anfrage gesendet!',
      successText: 'Wir melden uns bald, um Ihre Wünsche zu besprechen.',
      failedTitle: 'Anfrage fehlgeschlagen',
      details: ' Details: ',
      networkTitle: 'Netzwerkfehler',
      networkText:
        'Wir konnten unseren Server nicht erreichen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
  },
} satisfies FeatureTranslations<typeof en>;
