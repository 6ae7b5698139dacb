import { describe, expect, it } from 'vitest';
import {
  busyMemorialDays,
  dayCapacity,
  isBusyMemorialDay,
  oneMoreOverCapacity,
  visitsPerCaretakerPerDay,
} from './capacity';

describe('dayCapacity', () => {
  it('gives each available caretaker a day of six visits', () => {
    expect(visitsPerCaretakerPerDay).toBe(6);
    expect(dayCapacity({ booked: 10, caretakersAvailable: 3 })).toEqual({
      booked: 10,
      caretakersAvailable: 3,
      capacity: 18,
      gap: 8,
      overCapacity: false,
      caretakersShort: 0,
    });
  });

  it('is full, not over, when the bookings fill the capacity exactly', () => {
    const full = dayCapacity({ booked: 12, caretakersAvailable: 2 });
    expect(full).toMatchObject({ capacity: 12, gap: 0, overCapacity: false, caretakersShort: 0 });
  });

  it('counts the visits and the caretakers missing on a day over capacity', () => {
    expect(dayCapacity({ booked: 13, caretakersAvailable: 2 })).toMatchObject({
      capacity: 12,
      gap: -1,
      overCapacity: true,
      caretakersShort: 1,
    });
    expect(dayCapacity({ booked: 25, caretakersAvailable: 1 })).toMatchObject({
      gap: -19,
      caretakersShort: 4,
    });
  });

  it('has no capacity without caretakers: one booking is already over', () => {
    expect(dayCapacity({ booked: 0, caretakersAvailable: 0 })).toMatchObject({
      capacity: 0,
      gap: 0,
      overCapacity: false,
      caretakersShort: 0,
    });
    expect(dayCapacity({ booked: 1, caretakersAvailable: 0 })).toMatchObject({
      overCapacity: true,
      caretakersShort: 1,
    });
  });
});

describe('oneMoreOverCapacity', () => {
  it('warns only when the next visit would not fit', () => {
    expect(oneMoreOverCapacity({ booked: 5, caretakersAvailable: 1 })).toBe(false);
    expect(oneMoreOverCapacity({ booked: 6, caretakersAvailable: 1 })).toBe(true);
    expect(oneMoreOverCapacity({ booked: 0, caretakersAvailable: 0 })).toBe(true);
  });
});

describe('busyMemorialDays', () => {
  it('answers the four Zadušnice and Pobusani ponedeljak, not Christmas, Easter or the pause', () => {
    expect(busyMemorialDays('2026-01-01', '2026-12-31')).toEqual([
      { date: '2026-02-14', kind: 'winterZadusnice' },
      { date: '2026-04-20', kind: 'pobusaniPonedeljak' },
      { date: '2026-05-30', kind: 'pentecostZadusnice' },
      { date: '2026-10-10', kind: 'miholjskeZadusnice' },
      { date: '2026-11-07', kind: 'mitrovskeZadusnice' },
    ]);
  });

  it('keeps to the range, both ends inclusive', () => {
    expect(busyMemorialDays('2026-02-14', '2026-04-20').map(({ date }) => date)).toEqual([
      '2026-02-14',
      '2026-04-20',
    ]);
    expect(busyMemorialDays('2026-02-15', '2026-04-19')).toEqual([]);
  });

  it('tells a busy day from an ordinary one', () => {
    expect(isBusyMemorialDay('2026-10-10')).toBe(true);
    expect(isBusyMemorialDay('2026-10-11')).toBe(false);
    // Easter itself is not a day at the graves.
    expect(isBusyMemorialDay('2026-04-12')).toBe(false);
  });
});
