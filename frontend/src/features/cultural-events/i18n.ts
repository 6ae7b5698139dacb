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
  },
} satisfies FeatureTranslations<typeof en>;
