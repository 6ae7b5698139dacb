import { describe, expect, it } from 'vitest';
import { memorialCapacityQuerySchema, memorialCapacityRange } from './memorial-capacity';

describe('memorialCapacityRange', () => {
  it('answers the twelve months from today without a range', () => {
    expect(memorialCapacityRange({}, '2026-11-28')).toEqual({
      from: '2026-11-28',
      to: '2027-11-27',
    });
  });

  it('answers the twelve months from `from` without `to`, across month ends and leap days', () => {
    expect(memorialCapacityRange({ from: '2026-03-01' }, '2026-11-28')).toEqual({
      from: '2026-03-01',
      to: '2027-02-28',
    });
    expect(memorialCapacityRange({ from: '2028-02-29' }, '2026-11-28').to).toBe('2029-02-28');
    expect(memorialCapacityRange({ from: '2026-01-01' }, '2026-11-28').to).toBe('2026-12-31');
  });

  it('keeps a range given whole', () => {
    const range = { from: '2030-01-01', to: '2030-06-30' };
    expect(memorialCapacityRange(range, '2026-11-28')).toEqual(range);
  });
});

describe('memorialCapacityQuerySchema', () => {
  it('takes no range, `from` alone, or both', () => {
    expect(memorialCapacityQuerySchema.safeParse({}).success).toBe(true);
    expect(memorialCapacityQuerySchema.safeParse({ from: '2030-01-01' }).success).toBe(true);
    expect(
      memorialCapacityQuerySchema.safeParse({ from: '2030-01-01', to: '2032-12-31' }).success,
    ).toBe(true);
  });

  it('refuses `to` alone and a range past its bound', () => {
    expect(memorialCapacityQuerySchema.safeParse({ to: '2030-01-01' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['from'], message: 'from is required with to' }),
    ]);
    expect(
      memorialCapacityQuerySchema.safeParse({ from: '2030-01-01', to: '2033-01-04' }).success,
    ).toBe(false);
  });
});
