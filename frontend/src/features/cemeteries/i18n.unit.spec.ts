import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cemeteriesI18n } from './i18n';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (tree: Tree) => new Set(flatten(tree).map((key) => key.replace(pluralSuffix, '')));

const languages = Object.keys(cemeteriesI18n) as (keyof typeof cemeteriesI18n)[];

describe('cemeteries translations', () => {
  it.each(languages)('%s has exactly the English keys', (language) => {
    expect([...baseKeys(cemeteriesI18n[language])].sort()).toEqual(
      [...baseKeys(cemeteriesI18n.en)].sort(),
    );
  });

  it.each(languages)('%s has every plural form its language needs', (language) => {
    const keys = new Set(flatten(cemeteriesI18n[language]));
    const pluralBases = new Set(
      flatten(cemeteriesI18n.en)
        .filter((key) => pluralSuffix.test(key))
        .map((key) => key.replace(pluralSuffix, '')),
    );
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const category of categories) expect(keys).toContain(`${base}_${category}`);
    }
  });

  it('renders the spec wording in English, Serbian plurals in Serbian', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      ns: ['cemeteries'],
      resources: Object.fromEntries(
        languages.map((language) => [language, { cemeteries: cemeteriesI18n[language] }]),
      ),
    });
    const t = i18n.getFixedT('en', 'cemeteries');
    expect(t('toasts.imported', { count: 12 })).toBe(
      'Successfully imported 12 Serbian cemeteries!',
    );
    expect(t('toasts.alreadyPresent', { count: 3 })).toBe(
      '3 cemeteries were already in the database.',
    );
    expect(t('details.moreVisits', { count: 4 })).toBe('...and 4 more');
    const sr = i18n.getFixedT('sr', 'cemeteries');
    expect(sr('card.graves', { count: 1 })).toBe('1 grob');
    expect(sr('card.graves', { count: 3 })).toBe('3 groba');
    expect(sr('card.graves', { count: 11 })).toBe('11 grobova');
  });
});
