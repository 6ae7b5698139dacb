import type { Grave } from '@memorial-care/contracts/http';
import { noImportantDates } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  careFormValuesToPatch,
  graveToCareFormValues,
  chosenImportantDates,
  importantDatesList,
  nextOccurrence,
} from './important-dates';

describe('nextOccurrence', () => {
  it('is this year when the day is still to come (today included), else next year', () => {
    expect(nextOccurrence('12-19', '2026-03-01')).toBe('2026-12-19');
    expect(nextOccurrence('03-01', '2026-03-01')).toBe('2026-03-01');
    expect(nextOccurrence('01-07', '2026-03-01')).toBe('2027-01-07');
  });

  it('keeps 29 February on 28 February outside leap years', () => {
    expect(nextOccurrence('02-29', '2027-01-10')).toBe('2027-02-28');
    expect(nextOccurrence('02-29', '2028-01-10')).toBe('2028-02-29');
  });
});

describe('importantDatesList', () => {
  const grave = {
    deceasedDateOfBirth: '1941-03-02',
    deceasedDateOfDeath: '2019-11-20',
    importantDates: {
      ...noImportantDates,
      deathAnniversary: true,
      easter: true,
      slava: { name: 'Sveti Nikola', date: '12-19' },
    },
  };

  it('derives the anniversary and birthday, and takes the feasts from the Orthodox calendar', () => {
    const list = importantDatesList(grave, '2026-03-01');
    expect(list).toEqual([
      { kind: 'deathAnniversary', wanted: true, next: '2026-11-20', label: null },
      { kind: 'birthday', wanted: false, next: '2026-03-02', label: null },
      { kind: 'slava', wanted: true, next: '2026-12-19', label: 'Sveti Nikola' },
      // Orthodox Easter 2026 is 12 April; Christmas is 7 January.
      { kind: 'easter', wanted: true, next: '2026-04-12', label: null },
      { kind: 'christmas', wanted: false, next: '2027-01-07', label: null },
      // Duhovske zadušnice: the Saturday before Pentecost (Easter + 48).
      { kind: 'zadusnice', wanted: false, next: '2026-05-30', label: null },
      { kind: 'other', wanted: false, next: null, label: null },
    ]);
  });

  it('has no date for an anniversary or birthday whose date is not known', () => {
    const list = importantDatesList(
      { ...grave, deceasedDateOfBirth: null, deceasedDateOfDeath: null },
      '2026-03-01',
    );
    expect(list.slice(0, 2).map((entry) => entry.next)).toEqual([null, null]);
  });
});

describe('chosenImportantDates', () => {
  it('lists only the days ticked for care', () => {
    const grave = {
      deceasedDateOfBirth: '1941-03-02',
      deceasedDateOfDeath: '2019-11-20',
      importantDates: { ...noImportantDates, easter: true },
    };
    expect(chosenImportantDates(grave, '2026-03-01')).toEqual([
      { kind: 'easter', wanted: true, next: '2026-04-12', label: null },
    ]);
  });

  it('lists nothing when no day is ticked', () => {
    const grave = {
      deceasedDateOfBirth: '1941-03-02',
      deceasedDateOfDeath: '2019-11-20',
      importantDates: noImportantDates,
    };
    expect(chosenImportantDates(grave, '2026-03-01')).toEqual([]);
  });
});

describe('care form values', () => {
  const grave = {
    importantDates: {
      ...noImportantDates,
      christmas: true,
      slava: { name: 'Sveti Nikola', date: '12-19' },
      other: { label: 'Pomen', date: '2026-05-01' },
    },
    visitFrequency: 'recurring',
    preferredServiceType: 'grave_cleaning',
    serviceNotes: null,
  } as Grave;

  it('round-trips a grave through the form', () => {
    const values = graveToCareFormValues(grave);
    expect(values.slavaDate?.format('MM-DD')).toBe('12-19');
    expect(careFormValuesToPatch(values)).toEqual({
      importantDates: grave.importantDates,
      visitFrequency: 'recurring',
      preferredServiceType: 'grave_cleaning',
      serviceNotes: null,
    });
  });

  it('keeps only the day and month of the slava, and drops half-filled days', () => {
    const values = {
      ...graveToCareFormValues(grave),
      slavaName: ' Đurđevdan ',
      slavaDate: dayjs('2031-05-06'),
      otherLabel: '',
      serviceNotes: ' Roses ',
      preferredServiceType: null,
    };
    expect(careFormValuesToPatch(values)).toMatchObject({
      importantDates: { slava: { name: 'Đurđevdan', date: '05-06' }, other: null },
      preferredServiceType: null,
      serviceNotes: 'Roses',
    });
  });
});
