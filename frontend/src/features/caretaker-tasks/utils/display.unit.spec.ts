import { describe, expect, it } from 'vitest';
import { formatChange, greetingNameOf, humanizeCode } from './display';

describe('greetingNameOf', () => {
  it('greets by first name', () => {
    expect(greetingNameOf({ firstName: ' Marko ', lastName: 'Petrović', email: 'm@x.rs' })).toBe(
      'Marko',
    );
  });

  it('falls back to the last name, then the email’s name part', () => {
    expect(greetingNameOf({ firstName: ' ', lastName: 'Petrović', email: 'm@x.rs' })).toBe(
      'Petrović',
    );
    expect(greetingNameOf({ firstName: null, lastName: null, email: 'jovan.j@x.rs' })).toBe(
      'jovan.j',
    );
  });
});

describe('formatChange', () => {
  it('writes a signed whole percentage', () => {
    expect(formatChange(0.12, 'en')).toBe('+12%');
    expect(formatChange(-0.031, 'en')).toBe('-3%');
    expect(formatChange(0, 'en')).toBe('0%');
    expect(formatChange(0.004, 'en')).toBe('0%');
  });

  it('follows the language', () => {
    expect(formatChange(0.12, 'de').replace(/\s/g, ' ')).toBe('+12 %');
    expect(formatChange(0.5, 'sr')).toMatch(/^\+50\s?%$/);
  });
});

describe('humanizeCode', () => {
  it('makes an untranslated code readable', () => {
    expect(humanizeCode('full_service_package')).toBe('Full service package');
    expect(humanizeCode('by-appointment')).toBe('By appointment');
  });
});
