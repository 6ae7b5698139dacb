import { describe, expect, it } from 'vitest';
import { lowestPlanPriceEur } from './lowest-plan-price';

describe('lowestPlanPriceEur', () => {
  it('is the basic plan’s 29 euro, the custom plan having no price', () => {
    expect(lowestPlanPriceEur()).toBe(29);
  });
});
