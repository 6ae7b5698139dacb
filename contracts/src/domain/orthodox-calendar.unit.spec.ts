import { describe, expect, it } from 'vitest';
import {
  culturalEventsOfYear,
  daysUntil,
  easterPauseOf,
  localIsoDate,
  memorialCalendarDays,
  orthodoxEaster,
  pobusaniPonedeljak,
  upcomingCulturalEvents,
} from './orthodox-calendar';

const dateOf = (year: number, kind: string) =>
  culturalEventsOfYear(year).find((event) => event.kind === kind)?.date;

describe('orthodoxEaster', () => {
  // The published dates of Vaskrs, 2016–2030.
  it.each([
    [2016, '2016-05-01'],
    [2017, '2017-04-16'],
    [2018, '2018-04-08'],
    [2019, '2019-04-28'],
    [2020, '2020-04-19'],
    [2021, '2021-05-02'],
    [2022, '2022-04-24'],
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2028, '2028-04-16'],
    [2029, '2029-04-08'],
    [2030, '2030-04-28'],
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
    // 12 October 2024 is itself a Saturday: the Zadušnice are the week before.
    expect(dateOf(2024, 'miholjskeZadusnice')).toBe('2024-10-05');
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

describe('the four Zadušnice', () => {
  const zadusniceOf = (year: number) =>
    culturalEventsOfYear(year)
      .filter((event) => event.kind.endsWith('Zadusnice'))
      .map((event) => event.date);

  it.each([
    [2024, ['2024-03-09', '2024-06-22', '2024-10-05', '2024-11-02']],
    [2025, ['2025-02-22', '2025-06-07', '2025-10-11', '2025-11-01']],
    [2026, ['2026-02-14', '2026-05-30', '2026-10-10', '2026-11-07']],
  ])('fall in %i on %j', (year, expected) => {
    expect(zadusniceOf(year)).toEqual(expected);
  });
});

describe('the Easter pause and Pobusani ponedeljak', () => {
  it('puts Pobusani ponedeljak on the Monday after Thomas Sunday (Easter + 8)', () => {
    expect(pobusaniPonedeljak(2024)).toBe('2024-05-13');
    expect(pobusaniPonedeljak(2025)).toBe('2025-04-28');
    expect(pobusaniPonedeljak(2026)).toBe('2026-04-20');
    for (const year of [2016, 2021, 2030])
      expect(new Date(`${pobusaniPonedeljak(year)}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('pauses from Lazarus Saturday (Easter − 8) through Thomas Sunday (Easter + 7)', () => {
    expect(easterPauseOf(2025)).toEqual({ from: '2025-04-12', to: '2025-04-27' });
    expect(easterPauseOf(2026)).toEqual({ from: '2026-04-04', to: '2026-04-19' });
  });
});

describe('memorialCalendarDays', () => {
  it('lists the general days of the range in date order, both ends included', () => {
    expect(memorialCalendarDays('2026-01-07', '2026-05-30')).toEqual([
      { kind: 'christmas', date: '2026-01-07' },
      { kind: 'winterZadusnice', date: '2026-02-14' },
      { kind: 'easterPauseStart', date: '2026-04-04' },
      { kind: 'easter', date: '2026-04-12' },
      { kind: 'easterPauseEnd', date: '2026-04-19' },
      { kind: 'pobusaniPonedeljak', date: '2026-04-20' },
      { kind: 'pentecostZadusnice', date: '2026-05-30' },
    ]);
  });

  it('spans years and answers nothing for a range without a general day', () => {
    expect(memorialCalendarDays('2025-11-01', '2026-01-07')).toEqual([
      { kind: 'mitrovskeZadusnice', date: '2025-11-01' },
      { kind: 'christmas', date: '2026-01-07' },
    ]);
    expect(memorialCalendarDays('2025-11-02', '2026-01-06')).toEqual([]);
  });

  it('has nine days a year, sorted', () => {
    const days = memorialCalendarDays('2027-01-01', '2029-12-31');
    expect(days).toHaveLength(27);
    const dates = days.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
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
