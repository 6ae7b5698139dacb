import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { cemeteriesI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('cemeteries translations', () => {
  it('renders the spec wording in English, Serbian plurals in Serbian', () => {
    const t = featureT('cemeteries', cemeteriesI18n);
    expect(t('toasts.imported', { count: 12 })).toBe(
      'Successfully imported 12 Serbian cemeteries!',
    );
    expect(t('toasts.alreadyPresent', { count: 3 })).toBe(
      '3 cemeteries were already in the database.',
    );
    expect(t('details.moreVisits', { count: 4 })).toBe('...and 4 more');
    const sr = featureT('cemeteries', cemeteriesI18n, 'sr');
    expect(sr('card.graves', { count: 1 })).toBe('1 grob');
    expect(sr('card.graves', { count: 3 })).toBe('3 groba');
    expect(sr('card.graves', { count: 11 })).toBe('11 grobova');
  });
});
