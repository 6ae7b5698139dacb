import { describe, expect, it } from 'vitest';
import { formatRatio, monthChange } from './month-change';

describe('monthChange', () => {
  it('is a ratio against last month', () => {
    expect(monthChange(112, 100)).toEqual({ kind: 'ratio', ratio: 0.12 });
    expect(monthChange(97, 100)).toEqual({ kind: 'ratio', ratio: -0.03 });
    expect(monthChange(0, 4)).toEqual({ kind: 'ratio', ratio: -1 });
  });

  it('says "no change" for equal months, zero included', () => {
    expect(monthChange(5, 5)).toEqual({ kind: 'same' });
    expect(monthChange(0, 0)).toEqual({ kind: 'same' });
  });

  it('has no ratio when last month had nothing', () => {
    expect(monthChange(3, 0)).toEqual({ kind: 'new' });
  });

  it('measures a refund-heavy month against the size of last month', () => {
    expect(monthChange(50, -100)).toEqual({ kind: 'ratio', ratio: 1.5 });
  });
});

describe('formatRatio', () => {
  it('rounds to whole percent with a sign', () => {
    expect(formatRatio(0.12, 'en-GB')).toBe('+12%');
    expect(formatRatio(-0.034, 'en-GB')).toBe('-3%');
  });
});
