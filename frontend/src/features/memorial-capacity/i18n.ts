import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `memorialCapacity`. The days' names are the cultural events' (`culturalEvents`).

const en = {
  title: 'Capacity for the busy days',
  subtitle:
    'The Zadušnice and Pobusani ponedeljak of the coming twelve months: visits booked against the caretakers free that day ({{perDay}} visits each).',
  loadFailed: 'The capacity could not be loaded',
  retry: 'Retry',
  noDays: 'No busy memorial days in the coming twelve months.',
  dayNotFound: '{{date}} is not a busy memorial day of the coming twelve months.',
  inDays_one: 'in {{count}} day',
  inDays_other: 'in {{count}} days',
  today: 'today',
  figures: {
    booked: 'Booked',
    caretakersAvailable: 'Caretakers available',
    capacity: 'Capacity',
    gap: 'Gap',
  },
  gapFree: '{{count}} free',
  gapShort: '{{count}} short',
  overCapacity: 'Over capacity',
  withinCapacity: 'Within capacity',
  overCapacityAlert_one:
    '{{visits}} visits booked, the caretakers can do {{capacity}}: {{count}} more caretaker is needed.',
  overCapacityAlert_other:
    '{{visits}} visits booked, the caretakers can do {{capacity}}: {{count}} more caretakers are needed.',
  citiesOverCapacity: 'Over capacity in: {{places}}',
  columns: {
    place: 'City / cemetery',
  },
  byCity: 'By city and cemetery',
  noPlaces: 'No visits booked and no caretakers free this day yet.',
};

// Serbian counts days and caretakers with a third plural form (few).
const sr = {
  title: 'Kapacitet za velike dane',
  subtitle:
    'Zadušnice i Pobusani ponedeljak u narednih dvanaest meseci: zakazane posete naspram negovatelja slobodnih tog dana (po {{perDay}} poseta).',
  loadFailed: 'Kapacitet nije mogao da se učita',
  retry: 'Pokušaj ponovo',
  noDays: 'Nema velikih zadušnih dana u narednih dvanaest meseci.',
  dayNotFound: '{{date}} nije veliki zadušni dan u narednih dvanaest meseci.',
  inDays_one: 'za {{count}} dan',
  inDays_few: 'za {{count}} dana',
  inDays_other: 'za {{count}} dana',
  today: 'danas',
  figures: {
    booked: 'Zakazano',
    caretakersAvailable: 'Slobodni negovatelji',
    capacity: 'Kapacitet',
    gap: 'Razlika',
  },
  gapFree: 'slobodno {{count}}',
  gapShort: 'nedostaje {{count}}',
  overCapacity: 'Preko kapaciteta',
  withinCapacity: 'U okviru kapaciteta',
  overCapacityAlert_one:
    'Zakazano je {{visits}} poseta, negovatelji mogu da obave {{capacity}}: potreban je još {{count}} negovatelj.',
  overCapacityAlert_few:
    'Zakazano je {{visits}} poseta, negovatelji mogu da obave {{capacity}}: potrebna su još {{count}} negovatelja.',
  overCapacityAlert_other:
    'Zakazano je {{visits}} poseta, negovatelji mogu da obave {{capacity}}: potrebno je još {{count}} negovatelja.',
  citiesOverCapacity: 'Preko kapaciteta u: {{places}}',
  columns: {
    place: 'Grad / groblje',
  },
  byCity: 'Po gradovima i grobljima',
  noPlaces: 'Za ovaj dan još nema zakazanih poseta ni slobodnih negovatelja.',
};

const de = {
  title: 'Kapazität für die großen Tage',
  subtitle:
    'Zadušnice und Pobusani ponedeljak der nächsten zwölf Monate: gebuchte Besuche gegenüber den an diesem Tag freien Betreuungskräften (je {{perDay}} Besuche).',
  loadFailed: 'Die Kapazität konnte nicht geladen werden',
  retry: 'Erneut versuchen',
  noDays: 'Keine großen Gedenktage in den nächsten zwölf Monaten.',
  dayNotFound: '{{date}} ist kein großer Gedenktag der nächsten zwölf Monate.',
  inDays_one: 'in {{count}} Tag',
  inDays_other: 'in {{count}} Tagen',
  today: 'heute',
  figures: {
    booked: 'Gebucht',
    caretakersAvailable: 'Freie Betreuungskräfte',
    capacity: 'Kapazität',
    gap: 'Differenz',
  },
  gapFree: '{{count}} frei',
  gapShort: '{{count}} fehlen',
  overCapacity: 'Überbucht',
  withinCapacity: 'Innerhalb der Kapazität',
  overCapacityAlert_one:
    '{{visits}} Besuche gebucht, die Betreuungskräfte schaffen {{capacity}}: {{count}} weitere Betreuungskraft wird gebraucht.',
  overCapacityAlert_other:
    '{{visits}} Besuche gebucht, die Betreuungskräfte schaffen {{capacity}}: {{count}} weitere Betreuungskräfte werden gebraucht.',
  citiesOverCapacity: 'Überbucht in: {{places}}',
  columns: {
    place: 'Stadt / Friedhof',
  },
  byCity: 'Nach Stadt und Friedhof',
  noPlaces: 'Für diesen Tag sind noch keine Besuche gebucht und keine Betreuungskräfte frei.',
};

export const memorialCapacityI18n = { en, sr, de } satisfies FeatureTranslations<typeof en>;
