import { createInstance, type Namespace, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../languages';

/** One language's texts of a namespace: texts under keys, nested. */
export type TranslationTree = { readonly [key: string]: string | TranslationTree };

/** A namespace's texts in every language, English the reference (as `features/<feature>/i18n.ts`). */
export type FeatureI18n = { readonly en: TranslationTree } & Readonly<
  Record<string, TranslationTree>
>;

/** Every text's dotted key: `{ a: { b: 'x' } }` → `['a.b']`. */
export const flattenKeys = (tree: TranslationTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const withoutPluralSuffix = (key: string) => key.replace(pluralSuffix, '');

/** The keys counted with a plural form (`count_one`, `count_other` → `count`). */
export const pluralBases = (tree: TranslationTree) =>
  new Set(
    flattenKeys(tree)
      .filter((key) => pluralSuffix.test(key))
      .map(withoutPluralSuffix),
  );

const baseKeys = (tree: TranslationTree) => [
  ...new Set(flattenKeys(tree).map(withoutPluralSuffix)),
];

const textAt = (tree: TranslationTree, key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<string | TranslationTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : undefined;
};

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * The checks every namespace passes in every language: the English keys (plural forms aside),
 * each plural form the language needs (Intl.PluralRules), the English placeholders in each text
 * and no empty text.
 */
export function describeTranslationKeys(name: string, featureI18n: FeatureI18n) {
  const languages = Object.keys(featureI18n);
  const english = featureI18n.en;
  const texts = (language: string): TranslationTree => featureI18n[language] ?? {};

  describe(`${name} translations`, () => {
    it.each(languages)('%s has exactly the English keys', (language) => {
      expect(baseKeys(texts(language)).sort()).toEqual(baseKeys(english).sort());
    });

    it.each(languages)('%s has every plural form its language needs', (language) => {
      const keys = new Set(flattenKeys(texts(language)));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of pluralBases(english)) {
        for (const category of categories) expect(keys).toContain(`${base}_${category}`);
      }
    });

    it.each(languages)('%s keeps the placeholders of the English texts', (language) => {
      for (const key of flattenKeys(english)) {
        const translated =
          textAt(texts(language), key) ??
          textAt(texts(language), `${withoutPluralSuffix(key)}_other`);
        expect(translated, `${language}: ${key}`).toBeTypeOf('string');
        expect(placeholders(translated ?? ''), `${language}: ${key}`).toEqual(
          placeholders(textAt(english, key) ?? ''),
        );
      }
    });

    it.each(languages)('%s leaves no text empty', (language) => {
      for (const key of flattenKeys(texts(language))) {
        expect(textAt(texts(language), key)?.trim(), `${language}: ${key}`).not.toBe('');
      }
    });
  });
}

/** A namespace's `t` in one language, for tests of its texts (no React, no app set-up). */
export function featureT<N extends Namespace>(
  namespace: N,
  featureI18n: FeatureI18n,
  language: Language = 'en',
): TFunction<N> {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    ns: [namespace as string],
    defaultNS: namespace as string,
    resources: Object.fromEntries(
      Object.entries(featureI18n).map(([lng, texts]) => [lng, { [namespace as string]: texts }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.getFixedT(language, namespace);
}
