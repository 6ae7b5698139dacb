import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `landing`.

const en = {
  header: { signIn: 'Sign In' },
  hero: {
    tagline: 'Memorial Care',
    promise:
      'Your family’s graves in Serbia, cared for by trusted local caretakers — with photos of every visit, wherever you live.',
    coverage: 'Serbia-wide coverage',
    photos: 'Before and after photos',
    calendar: 'Orthodox calendar reminders',
  },
  footer: {
    rights: '© {{year}} Memorial Care. Grave care across Serbia.',
  },
};

export const landingI18n = {
  en,
  sr: {
    header: { signIn: 'Prijavi se' },
    hero: {
      tagline: 'Memorial Care',
      promise:
        'Grobovi vaših najmilijih u Srbiji, u rukama pouzdanih lokalnih održavalaca — sa fotografijama svake posete, gde god da živite.',
      coverage: 'Pokrivenost cele Srbije',
      photos: 'Fotografije pre i posle',
      calendar: 'Podsetnici po pravoslavnom kalendaru',
    },
    footer: {
      rights: '© {{year}} Memorial Care. Održavanje grobova širom Srbije.',
    },
  },
  de: {
    header: { signIn: 'Anmelden' },
    hero: {
      tagline: 'Memorial Care',
      promise:
        'Die Gräber Ihrer Familie in Serbien, gepflegt von vertrauenswürdigen Grabpflegern vor Ort — mit Fotos von jedem Besuch, wo immer Sie leben.',
      coverage: 'In ganz Serbien',
      photos: 'Vorher- und Nachher-Fotos',
      calendar: 'Erinnerungen nach dem orthodoxen Kalender',
    },
    footer: {
      rights: '© {{year}} Memorial Care. Grabpflege in ganz Serbien.',
    },
  },
} satisfies FeatureTranslations<typeof en>;
