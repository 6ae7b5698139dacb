import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the caretaker app's offline mode (namespace `offline`): the banner over the
// console's screens while the device has no connection.

const en = {
  banner: 'You are offline — showing data from {{time}} ({{age}})',
  noData: 'You are offline — nothing saved on this device yet for this screen',
  age: {
    justNow: 'just now',
    minutes: '{{count}} min ago',
    hours_one: '{{count}} hour ago',
    hours_other: '{{count}} hours ago',
    days_one: '{{count}} day ago',
    days_other: '{{count}} days ago',
  },
};

// Serbian counts in three forms (1 sat, 2–4 sata, 5 sati): declared apart, so its extra
// "few" keys are not excess properties of the check below.
const sr = {
  banner: 'Niste na mreži — prikazani su podaci od {{time}} ({{age}})',
  noData: 'Niste na mreži — za ovaj ekran na uređaju još nema sačuvanih podataka',
  age: {
    justNow: 'upravo sada',
    minutes: 'pre {{count}} min',
    hours_one: 'pre {{count}} sat',
    hours_few: 'pre {{count}} sata',
    hours_other: 'pre {{count}} sati',
    days_one: 'pre {{count}} dan',
    days_few: 'pre {{count}} dana',
    days_other: 'pre {{count}} dana',
  },
};

const de = {
  banner: 'Sie sind offline — Daten vom {{time}} ({{age}})',
  noData: 'Sie sind offline — für diese Ansicht ist auf dem Gerät noch nichts gespeichert',
  age: {
    justNow: 'gerade eben',
    minutes: 'vor {{count}} Min.',
    hours_one: 'vor {{count}} Stunde',
    hours_other: 'vor {{count}} Stunden',
    days_one: 'vor {{count}} Tag',
    days_other: 'vor {{count}} Tagen',
  },
};

export const offlineI18n = { en, sr, de } satisfies FeatureTranslations<typeof en>;
