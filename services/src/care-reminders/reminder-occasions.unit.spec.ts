import { describe, expect, it } from 'vitest';
import type { ReminderCandidate } from '@memorial-care/projections/care-reminders';
import { memorialDaysToRemind, occasionsToRemind, reminderWindow } from './reminder-occasions';

const candidate = (overrides: Partial<ReminderCandidate> = {}): ReminderCandidate => ({
  graveId: '4f0c7a4e-8a55-4a53-9d43-6a3c0e7f1a10',
  clientId: '0b6d3a0e-2f1c-4c7e-8a59-1e7d2c3b4a51',
  reminderDaysBefore: 14,
  importantDates: {
    deathAnniversary: false,
    birthday: false,
    slava: { name: 'Sveti Nikola', date: '12-19' },
    easter: false,
    christmas: false,
    zadusnice: false,
    other: null,
  },
  visitFrequency: 'on_demand',
  deceasedDateOfBirth: null,
  deceasedDateOfDeath: null,
  ...overrides,
});

const keysOf = (grave: ReminderCandidate, today: string) =>
  occasionsToRemind(grave, today).map((occasion) => occasion.occasionKey);

describe('reminderWindow', () => {
  it('runs from tomorrow to N days ahead, across a month and a year', () => {
    expect(reminderWindow('2026-12-25', 14)).toEqual({ from: '2026-12-26', to: '2027-01-08' });
  });
});

describe('occasionsToRemind', () => {
  it('reminds of an occasion from N days before it until the day before', () => {
    expect(keysOf(candidate(), '2026-12-04')).toEqual([]);
    expect(keysOf(candidate(), '2026-12-05')).toEqual(['slava:2026-12-19']);
    // A run missed for days still reminds, up to the day before.
    expect(keysOf(candidate(), '2026-12-18')).toEqual(['slava:2026-12-19']);
    expect(keysOf(candidate(), '2026-12-19')).toEqual([]);
  });

  it('follows the family’s own number of days', () => {
    expect(keysOf(candidate({ reminderDaysBefore: 30 }), '2026-11-19')).toEqual([
      'slava:2026-12-19',
    ]);
    expect(keysOf(candidate({ reminderDaysBefore: 3 }), '2026-12-15')).toEqual([]);
  });

  it('reminds of nothing when reminders are off or a plan books the occasions by itself', () => {
    expect(keysOf(candidate({ reminderDaysBefore: 0 }), '2026-12-10')).toEqual([]);
    expect(keysOf(candidate({ visitFrequency: 'scheduled' }), '2026-12-10')).toEqual([]);
    expect(keysOf(candidate({ visitFrequency: 'recurring' }), '2026-12-10')).toEqual([]);
    expect(keysOf(candidate({ visitFrequency: null }), '2026-12-10')).toEqual(['slava:2026-12-19']);
  });

  it('carries what the mail says: the visit day of a memorial in the Easter pause, the years', () => {
    // Orthodox Easter 2027 is 2 May: the pause runs 24 April to 9 May, Pobusani ponedeljak is 10 May.
    const grave = candidate({
      importantDates: { ...candidate().importantDates, slava: null, deathAnniversary: true },
      deceasedDateOfDeath: '2026-04-28',
    });
    expect(occasionsToRemind(grave, '2027-05-01')).toEqual([
      {
        graveId: grave.graveId,
        clientId: grave.clientId,
        kind: 'firstYear',
        occasionKey: 'firstYear:2027-04-28',
        date: '2027-04-28',
        visitDate: '2027-05-10',
        years: 1,
        label: null,
        daysBefore: 14,
      },
    ]);
  });
});

describe('memorialDaysToRemind', () => {
  it('lists the first year’s memorials still to come after a recent death', () => {
    expect(memorialDaysToRemind('2026-05-20', '2026-06-01', 30)).toEqual({
      days: [
        {
          kind: 'fortiethDay',
          occasionKey: 'fortiethDay:2026-06-28',
          date: '2026-06-28',
          visitDate: '2026-06-28',
          years: null,
        },
        {
          kind: 'halfYear',
          occasionKey: 'halfYear:2026-11-20',
          date: '2026-11-20',
          visitDate: '2026-11-20',
          years: null,
        },
        {
          kind: 'firstYear',
          occasionKey: 'firstYear:2027-05-20',
          date: '2027-05-20',
          visitDate: '2027-05-20',
          years: 1,
        },
      ],
      // Within the family's 30 days: this mail is its reminder.
      coveredOccasionKeys: ['fortiethDay:2026-06-28'],
    });
  });

  it('proposes Pobusani ponedeljak for a memorial in the Easter pause', () => {
    const reminder = memorialDaysToRemind('2026-04-24', '2026-05-01', 14);
    expect(reminder?.days.map((day) => `${day.occasionKey}@${day.visitDate}`)).toEqual([
      'ninthDay:2026-05-02@2026-05-02',
      'fortiethDay:2026-06-02@2026-06-02',
      'halfYear:2026-10-24@2026-10-24',
      'firstYear:2027-04-24@2027-05-10',
    ]);
    expect(reminder?.coveredOccasionKeys).toEqual(['ninthDay:2026-05-02']);
  });

  it('reminds of nothing for a death more than 40 days ago or in the future', () => {
    expect(memorialDaysToRemind('2026-04-21', '2026-06-01', 14)).toBeNull();
    expect(memorialDaysToRemind('2026-06-02', '2026-06-01', 14)).toBeNull();
    // 40 days ago: the 40th day was yesterday; the half year and the first year remain.
    expect(
      memorialDaysToRemind('2026-04-22', '2026-06-01', 14)?.days.map((day) => day.kind),
    ).toEqual(['halfYear', 'firstYear']);
  });
});
