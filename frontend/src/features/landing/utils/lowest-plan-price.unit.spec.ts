import { describe, expect, it } from 'vitest';
import { formatWholeEur, lowestPlanPriceEur } from './lowest-plan-price';

describe('lowestPlanPriceEur', () => {
  it('is the basic plan’s 29 euro, the custom plan having no price', () => {
    expect(lowestPlanPriceEur()).toBe(29);
  });
});

describe('formatWholeEur', () => {
  it('writes whole euros as each language does', () => {
    // Intl separates "29" and "€" with a no-break space.
    expect(formatWholeEur(29, 'en')).toBe('€29');
    expect(formatWholeEur(29, 'sr').replace(/\s/g, ' ')).toBe('29 €');
    expect(formatWholeEur(29, 'de').replace(/\s/g, ' ')).toBe('29 €');
  });
});
