import type { Language } from './languages';

/**
 * The same keys as the English strings, any text. Features type their Serbian and German
 * objects with it so a missing or misspelt key fails the type check:
 *
 *   const en = { title: 'Cemeteries' };
 *   export const cemeteriesI18n = { en, sr: { title: 'Groblja' }, de: { title: 'Friedhöfe' } }
 *     satisfies FeatureTranslations<typeof en>;
 */
export type Translations<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translations<T[K]>;
};

export type FeatureTranslations<T> = { readonly en: T } & {
  readonly [L in Exclude<Language, 'en'>]: Translations<T>;
};
