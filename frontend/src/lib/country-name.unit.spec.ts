import { describe, expect, it } from 'vitest';
import { commonI18n } from './common-i18n';
import { countryName } from './country-name';
import { featureT } from './testing/translation-checks';

describe('countryName', () => {
  it('names a stored code or written name in the user’s language, never the raw code', () => {
    expect(countryName(featureT('common', commonI18n, 'en'), 'germany')).toBe('Germany');
    expect(countryName(featureT('common', commonI18n, 'sr'), 'germany')).toBe('Nemačka');
    expect(countryName(featureT('common', commonI18n, 'de'), 'Serbia')).toBe('Serbien');
  });

  it('shows any other name as written, and nothing for none', () => {
    const de = featureT('common', commonI18n, 'de');
    expect(countryName(de, ' Montenegro ')).toBe('Montenegro');
    expect(countryName(de, null)).toBeNull();
    expect(countryName(de, '  ')).toBeNull();
  });
});
