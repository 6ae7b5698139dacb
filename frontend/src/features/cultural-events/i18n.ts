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
  },
  zadusniceHint: 'Memorial Saturday: families visit and tend their graves',
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
    },
    zadusniceHint: 'Zadušna subota: porodice obilaze i uređuju grobove',
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
    },
    zadusniceHint: 'Totengedenksamstag: Familien besuchen und pflegen die Gräber',
  },
} satisfies FeatureTranslations<typeof en>;
