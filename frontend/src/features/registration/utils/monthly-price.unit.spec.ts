import { describe, expect, it } from 'vitest';
import { planPriceText } from './monthly-price';

// Intl separates "49" and "€" with a no-break space; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('planPriceText', () => {
  it('shows the spec prices in whole euros, as each language writes them', () => {
    expect(plain(planPriceText('basic', 'en'))).toBe('€29');
    expect(plain(planPriceText('standard', 'en'))).toBe('€49');
    expect(plain(planPriceText('premium', 'sr'))).toBe('79 €');
    expect(plain(planPriceText('memorial', 'de'))).toBe('99 €');
  });

  it('has no price for the custom plan (contact us)', () => {
    expect(planPriceText('custom', 'en')).toBeNull();
  });
});
