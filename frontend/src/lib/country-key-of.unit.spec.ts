import { describe, expect, it } from 'vitest';
import { countryKeyOf } from './country-name';

describe('countryKeyOf', () => {
  it('recognises the registration form codes, in any case', () => {
    expect(countryKeyOf('serbia')).toBe('serbia');
    expect(countryKeyOf('USA')).toBe('usa');
    expect(countryKeyOf(' Germany ')).toBe('germany');
  });

  it('leaves other names to be shown as written', () => {
    expect(countryKeyOf('Montenegro')).toBeNull();
    expect(countryKeyOf(null)).toBeNull();
    expect(countryKeyOf('')).toBeNull();
  });
});
