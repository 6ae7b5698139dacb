import { describe, expect, it } from 'vitest';
import { storableDate, storableText, storableValue } from './storable-values';

describe('storableText', () => {
  it('drops NUL and replaces lone surrogates, keeping real pairs', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(storableText('emoji 😀 ok')).toBe('emoji 😀 ok');
    expect(storableText('end\uD83D')).toBe('end\uFFFD');
  });
});

describe('storableDate', () => {
  it('moves impossible dates to the nearest real one PostgreSQL reads', () => {
    expect(storableDate('0000-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00Z');
    expect(storableDate('2026-02-30T00:00:00Z')).toBe('2026-02-28T00:00:00Z');
    expect(storableDate('2024-02-30')).toBe('2024-02-29');
    expect(storableDate('2026-13-45')).toBe('2026-12-31');
    expect(storableDate('2026-00-00')).toBe('2026-01-01');
  });

  it('turns an offset beyond ±15:59 into the same instant in UTC', () => {
    expect(storableDate('2026-01-01T00:00:00+20:00')).toBe('2025-12-31T04:00:00.000Z');
    expect(storableDate('2026-01-01T00:00:00-15:59')).toBe('2026-01-01T00:00:00-15:59');
  });

  it('leaves real dates and other text as they are', () => {
    for (const value of ['2026-05-01', '9999-12-31T23:59:59.999Z', 'Petar', '2026-05-01 notes'])
      expect(storableDate(value)).toBe(value);
  });
});

describe('storableValue', () => {
  it('returns a payload that is storable already as it is, not a copy', () => {
    const payload = { name: 'Ana', at: '2026-02-28T10:00:00Z', tags: ['a', { n: 1 }] };
    expect(storableValue(payload)).toBe(payload);
  });

  it('copies only what it changes', () => {
    const clean = { city: 'Bor' };
    const cleaned = storableValue({ name: 'A\u0000', clean }) as Record<string, unknown>;
    expect(cleaned).toEqual({ name: 'A', clean });
    expect(cleaned.clean).toBe(clean);
  });

  it('walks objects and arrays, keys included, and keeps other values', () => {
    expect(
      storableValue({
        name: 'A\u0000',
        'k\u0000': [1, true, null, '2026-02-30'],
        nested: { when: '0000-01-01T00:00:00Z' },
      }),
    ).toEqual({
      name: 'A',
      k: [1, true, null, '2026-02-28'],
      nested: { when: '0001-01-01T00:00:00Z' },
    });
  });
});
