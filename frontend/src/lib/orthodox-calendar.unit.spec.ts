import { describe, expect, it } from 'vitest';
import {
  culturalEventsOfYear,
  daysUntil,
  localIsoDate,
  orthodoxEaster,
  upcomingCulturalEvents,
} from './orthodox-calendar';

const dateOf = (year: number, kind: string) =>
  culturalEventsOfYear(year).find((event) => event.kind === kind)?.date;

describe('orthodoxEaster', () => {
  it.each([
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
  ])('%i falls on %s', (year, expected) => {
    expect(orthodoxEaster(year)).toBe(expected);
  });
});

describe('culturalEventsOfYear', () => {
  it('puts Christmas on 7 January', () => {
    expect(dateOf(2026, 'christmas')).toBe('2026-01-07');
  });

  it('puts the winter Zadušnice on the Saturday before Meatfare Sunday (Easter − 57)', () => {
    expect(dateOf(2025, 'winterZadusnice')).toBe('2025-02-22');
    expect(dateOf(2026, 'winterZadusnice')).toBe('2026-02-14');
  });

  it('puts the Pentecost Zadušnice on the Saturday before Duhovi (Easter + 48)', () => {
    expect(dateOf(2025, 'pentecostZadusnice')).toBe('2025-06-07');
  });

  it('puts the Miholjske Zadušnice on the last Saturday before 12 October', () => {
    expect(dateOf(2025, 'miholjskeZadusnice')).toBe('2025-10-11');
    expect(dateOf(2020, 'miholjskeZadusnice')).toBe('2020-10-10');
  });

  it('puts the Mitrovske Zadušnice on the last Saturday before 8 November', () => {
    expect(dateOf(2022, 'mitrovskeZadusnice')).toBe('2022-11-05');
    expect(dateOf(2024, 'mitrovskeZadusnice')).toBe('2024-11-02');
    // 8 November 2025 is itself a Saturday: the Zadušnice are the week before.
    expect(dateOf(2025, 'mitrovskeZadusnice')).toBe('2025-11-01');
  });

  it('lists every Zadušnice on a Saturday and the year in date order', () => {
    for (const year of [2024, 2025, 2026, 2027, 2030]) {
      const events = culturalEventsOfYear(year);
      const dates = events.map((event) => event.date);
      expect(dates).toEqual([...dates].sort());
      for (const event of events.filter((e) => e.kind.endsWith('Zadusnice'))) {
        expect(new Date(`${event.date}T00:00:00Z`).getUTCDay()).toBe(6);
      }
    }
  });
});

describe('upcomingCulturalEvents', () => {
  it('continues into the next year', () => {
    expect(upcomingCulturalEvents('2025-11-02', 3)).toEqual([
      { kind: 'christmas', date: '2026-01-07' },
      { kind: 'winterZadusnice', date: '2026-02-14' },
      { kind: 'easter', date: '2026-04-12' },
    ]);
  });

  it('includes an event that is today', () => {
    expect(upcomingCulturalEvents('2025-04-20', 1)).toEqual([
      { kind: 'easter', date: '2025-04-20' },
    ]);
  });
});

describe('date helpers', () => {
  it('counts days across a month end', () => {
    expect(daysUntil('2025-10-30', '2025-11-01')).toBe(2);
  });

  it('takes the local calendar date', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
