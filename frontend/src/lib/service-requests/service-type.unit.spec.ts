import { describe, expect, it } from 'vitest';
import { humanizeServiceType, isKnownServiceType } from './service-type';

describe('service types', () => {
  it("knows the form's and the guest form's types", () => {
    expect(isKnownServiceType('grave_cleaning')).toBe(true);
    expect(isKnownServiceType('monument_cleaning')).toBe(true);
    expect(isKnownServiceType('candle_lighting')).toBe(true);
    expect(isKnownServiceType('deep_cleaning')).toBe(false);
  });

  it('reads an unknown type as words', () => {
    expect(humanizeServiceType('deep_cleaning')).toBe('Deep cleaning');
    expect(humanizeServiceType('')).toBe('');
  });
});
