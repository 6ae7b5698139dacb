import { describe, expect, it } from 'vitest';
import { normalizeAmountText } from './amount-text';

describe('normalizeAmountText', () => {
  it.each([
    ['49.50', '49.50'],
    ['49,50', '49.50'],
    [' 49,5 ', '49.5'],
    ['1.234,50', '1234.50'],
    ['1,234.50', '1234.50'],
    ['1 234,50', '1234.50'],
    ['1\u00a0234,50', '1234.50'],
    ['12', '12'],
  ])('%j → %j', (typed, sent) => expect(normalizeAmountText(typed)).toBe(sent));
});
