import { describe, expect, it } from 'vitest';
import { checkEasterPause, personalMemorialDays } from './personal-memorial-days';

describe('personalMemorialDays', () => {
  it('counts the day of death as day 1: 9th day, 40th day, half a year, the first year', () => {
    expect(personalMemorialDays('2025-03-10', '2025-01-01', '2026-12-31')).toEqual([
      { kind: 'ninthDay', date: '2025-03-18', years: null },
      { kind: 'fortiethDay', date: '2025-04-18', years: null },
      { kind: 'halfYear', date: '2025-09-10', years: null },
      { kind: 'firstYear', date: '2026-03-10', years: 1 },
    ]);
  });

  it('crosses month and year ends', () => {
    expect(personalMemorialDays('2025-12-28', '2025-12-28', '2026-12-31')).toEqual([
      { kind: 'ninthDay', date: '2026-01-05', years: null },
      { kind: 'fortiethDay', date: '2026-02-05', years: null },
      { kind: 'halfYear', date: '2026-06-28', years: null },
      { kind: 'firstYear', date: '2026-12-28', years: 1 },
    ]);
  });

  it('keeps a day the later month lacks on its last day', () => {
    const halfYear = personalMemorialDays('2025-08-31', '2026-01-01', '2026-03-31');
    expect(halfYear).toEqual([{ kind: 'halfYear', date: '2026-02-28', years: null }]);
    const leapDeath = personalMemorialDays('2024-02-29', '2025-01-01', '2028-12-31');
    expect(leapDeath).toEqual([
      { kind: 'firstYear', date: '2025-02-28', years: 1 },
      { kind: 'anniversary', date: '2026-02-28', years: 2 },
      { kind: 'anniversary', date: '2027-02-28', years: 3 },
      { kind: 'anniversary', date: '2028-02-29', years: 4 },
    ]);
  });

  it('lists only the anniversaries within the range', () => {
    expect(personalMemorialDays('1990-06-15', '2025-01-01', '2026-12-31')).toEqual([
      { kind: 'anniversary', date: '2025-06-15', years: 35 },
      { kind: 'anniversary', date: '2026-06-15', years: 36 },
    ]);
    expect(personalMemorialDays('1990-06-15', '2025-06-16', '2026-06-14')).toEqual([]);
  });
});

describe('checkEasterPause', () => {
  it('proposes Pobusani ponedeljak for a memorial from Lazarus Saturday to Thomas Sunday', () => {
    // Easter 2026 is 12 April: the pause runs 4–19 April, Pobusani ponedeljak is 20 April.
    const [fortieth] = personalMemorialDays('2026-03-01', '2026-04-01', '2026-04-30');
    expect(fortieth).toEqual({ kind: 'fortiethDay', date: '2026-04-09', years: null });
    for (const date of ['2026-04-04', '2026-04-09', '2026-04-12', '2026-04-19'])
      expect(checkEasterPause(date), date).toEqual({
        inEasterPause: true,
        proposedDate: '2026-04-20',
      });
    expect(checkEasterPause('2025-04-27')).toEqual({
      inEasterPause: true,
      proposedDate: '2025-04-28',
    });
  });

  it('leaves the days around the pause alone', () => {
    for (const date of ['2026-04-03', '2026-04-20', '2026-01-07', '2025-04-11', '2025-04-28'])
      expect(checkEasterPause(date), date).toEqual({ inEasterPause: false });
  });
});
