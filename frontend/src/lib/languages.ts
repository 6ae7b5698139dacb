// The languages the app speaks. Kept free of i18next so pure code and tests can use it.

import type { PreferredLanguage } from '@memorial-care/contracts/domain';

export const languages = ['en', 'sr', 'de'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** Each language's name in itself, for the switch. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  sr: 'Srpski',
  de: 'Deutsch',
};

/** Locale for Intl formatting; Serbian is written in Latin script throughout the app. */
export const intlLocale: Record<Language, string> = {
  en: 'en-US',
  sr: 'sr-Latn-RS',
  de: 'de-DE',
};

/** The profile's language (what mails are written in) for each interface language. */
export const preferredLanguageOf: Record<Language, PreferredLanguage> = {
  en: 'English',
  sr: 'Serbian',
  de: 'German',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The saved choice wins; else the first browser language we speak; else English. */
export function pickLanguage(saved: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    // Croatian, Bosnian and Montenegrin readers understand Serbian Latin best of the three.
    if (primary === 'sr' || primary === 'hr' || primary === 'bs' || primary === 'cnr') return 'sr';
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
