import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEur, formatWholeEur } from './format';
import { pickLanguage } from './languages';

// Intl output contains narrow no-break spaces in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEur', () => {
  it('formats euro per language with two decimals', () => {
    expect(plain(formatEur(1234.5, 'en'))).toBe('€1,234.50');
    expect(plain(formatEur(1234.5, 'de'))).toBe('1.234,50 €');
    expect(plain(formatEur(1234.5, 'sr'))).toBe('1.234,50 €');
  });

  it('accepts the decimal strings the API sends', () => {
    expect(formatEur('30.00', 'en')).toBe('€30.00');
  });

  it('leaves a value that is not a number as it is', () => {
    expect(formatEur('n/a', 'en')).toBe('n/a');
  });
});

describe('formatWholeEur', () => {
  it('writes whole euros as each language does', () => {
    // Intl separates "29" and "€" with a no-break space.
    expect(formatWholeEur(29, 'en')).toBe('€29');
    expect(plain(formatWholeEur(29, 'sr'))).toBe('29 €');
    expect(plain(formatWholeEur(29, 'de'))).toBe('29 €');
  });

  it('rounds to whole euros', () => {
    expect(formatWholeEur(49, 'en')).toBe('€49');
    expect(formatWholeEur(48.6, 'en')).toBe('€49');
  });
});

describe('formatDate', () => {
  it('formats a calendar date as that day whatever the time zone', () => {
    expect(formatDate('2025-11-01', 'en')).toBe('Nov 1, 2025');
    expect(formatDate('2025-11-01', 'de')).toBe('01.11.2025');
    expect(formatDate('2025-11-01', 'sr')).toBe('1. 11. 2025.');
  });

  it('formats an instant in the given time zone', () => {
    expect(formatDate('2025-11-01T23:30:00Z', 'en', 'Europe/Belgrade')).toBe('Nov 2, 2025');
  });
});

describe('formatDateTime', () => {
  it('shows date and time in the given time zone', () => {
    expect(plain(formatDateTime('2025-11-01T08:05:00Z', 'en', 'Europe/Belgrade'))).toBe(
      'Nov 1, 2025, 9:05 AM',
    );
    expect(formatDateTime('2025-11-01T08:05:00Z', 'de', 'Europe/Belgrade')).toBe(
      '01.11.2025, 09:05',
    );
  });
});

describe('pickLanguage', () => {
  it('prefers the saved choice, then the browser, then English', () => {
    expect(pickLanguage('de', ['sr-RS'])).toBe('de');
    expect(pickLanguage(null, ['sr-Latn-RS', 'en'])).toBe('sr');
    expect(pickLanguage('xx', ['fr-FR', 'de-AT'])).toBe('de');
    expect(pickLanguage(null, ['fr-FR'])).toBe('en');
  });
});
