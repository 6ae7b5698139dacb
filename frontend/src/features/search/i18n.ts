import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the admin's header search (namespace `search`).

const en = {
  placeholder: 'Search clients, graves, cemeteries…',
  label: 'Search clients, graves, cemeteries, caretakers and requests',
  noResults: 'No results for “{{term}}”',
  searching: 'Searching…',
  failed: 'The search failed. Try again.',
  more: 'More than {{count}} found: type more to narrow it down',
  groups: {
    clients: 'Clients',
    graves: 'Graves',
    cemeteries: 'Cemeteries',
    caretakers: 'Caretakers',
    requests: 'Service requests',
  },
};

export const searchI18n = {
  en,
  sr: {
    placeholder: 'Pretraži klijente, grobove, groblja…',
    label: 'Pretraži klijente, grobove, groblja, negovatelje i zahteve',
    noResults: 'Nema rezultata za „{{term}}“',
    searching: 'Pretraga…',
    failed: 'Pretraga nije uspela. Pokušajte ponovo.',
    more: 'Pronađeno je više od {{count}}: upišite više da suzite izbor',
    groups: {
      clients: 'Klijenti',
      graves: 'Grobovi',
      cemeteries: 'Groblja',
      caretakers: 'Negovatelji',
      requests: 'Zahtevi za uslugu',
    },
  },
  de: {
    placeholder: 'Kunden, Gräber, Friedhöfe suchen…',
    label: 'Kunden, Gräber, Friedhöfe, Grabpfleger und Anfragen suchen',
    noResults: 'Keine Ergebnisse für „{{term}}“',
    searching: 'Suche läuft…',
    failed: 'Die Suche ist fehlgeschlagen. Bitte erneut versuchen.',
    more: 'Mehr als {{count}} gefunden: Suchbegriff verfeinern',
    groups: {
      clients: 'Kunden',
      graves: 'Gräber',
      cemeteries: 'Friedhöfe',
      caretakers: 'Grabpfleger',
      requests: 'Serviceanfragen',
    },
  },
} satisfies FeatureTranslations<typeof en>;
