import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `culturalEvents`.

const en = {
  title: 'Cultural Events',
  today: 'Today',
  tomorrow: 'Tomorrow',
  events: {
    christmas: 'Orthodox Christmas (Božić)',
    easter: 'Orthodox Easter (Vaskrs)',
    winterZadusnice: 'Winter Zadušnice',
    pentecostZadusnice: 'Pentecost Zadušnice',
    miholjskeZadusnice: 'Miholjske Zadušnice',
    mitrovskeZadusnice: 'Mitrovske Zadušnice',
    pobusaniPonedeljak: 'Pobusani ponedeljak',
  },
  zadusniceHint: 'Memorial Saturday: families visit and tend their graves',
  capacity: 'Capacity',
  capacityOf: 'Capacity on {{event}}',
  dashboard: {
    requestsScheduled: '{{n}} requests scheduled',
    bookingsOpen: 'Advance bookings open',
    bookingsClosed: 'Bookings closed',
    window: 'Requests in the 7 days up to each day',
    loadFailed: 'Could not load the cultural events',
    retry: 'Retry',
  },
};

export const culturalEventsI18n = {
  en,
  sr: {
    title: 'Crkveni kalendar',
    today: 'Danas',
    tomorrow: 'Sutra',
    events: {
      christmas: 'Božić',
      easter: 'Vaskrs',
      winterZadusnice: 'Zimske zadušnice',
      pentecostZadusnice: 'Duhovske zadušnice',
      miholjskeZadusnice: 'Miholjske zadušnice',
      mitrovskeZadusnice: 'Mitrovske zadušnice',
      pobusaniPonedeljak: 'Pobusani ponedeljak',
    },
    zadusniceHint: 'Zadušna subota: porodice obilaze i uređuju grobove',
    capacity: 'Kapacitet',
    capacityOf: 'Kapacitet za {{event}}',
    dashboard: {
      requestsScheduled: 'Zakazanih zahteva: {{n}}',
      bookingsOpen: 'Prijave su otvorene',
      bookingsClosed: 'Prijave su zatvorene',
      window: 'Zahtevi u 7 dana do svakog dana',
      loadFailed: 'Crkveni kalendar nije mogao da se učita',
      retry: 'Pokušaj ponovo',
    },
  },
  de: {
    title: 'Orthodoxer Kalender',
    today: 'Heute',
    tomorrow: 'Morgen',
    events: {
      christmas: 'Orthodoxes Weihnachten (Božić)',
      easter: 'Orthodoxes Ostern (Vaskrs)',
      winterZadusnice: 'Winter-Zadušnice',
      pentecostZadusnice: 'Pfingst-Zadušnice',
      miholjskeZadusnice: 'Miholjske Zadušnice',
      mitrovskeZadusnice: 'Mitrovske Zadušnice',
      pobusaniPonedeljak: 'Pobusani ponedeljak (Totengedenkmontag)',
    },
    zadusniceHint: 'Totengedenksamstag: Familien besuchen und pflegen die Gräber',
    capacity: 'Kapazität',
    capacityOf: 'Kapazität am {{event}}',
    dashboard: {
      requestsScheduled: '{{n}} Anfragen geplant',
      bookingsOpen: 'Vorausbuchungen offen',
      bookingsClosed: 'Buchungen geschlossen',
      window: 'Anfragen in den 7 Tagen bis zu jedem Tag',
      loadFailed: 'Der orthodoxe Kalender konnte nicht geladen werden',
      retry: 'Erneut versuchen',
    },
  },
} satisfies FeatureTranslations<typeof en>;
