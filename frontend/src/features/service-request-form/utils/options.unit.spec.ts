import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formT } from '../testing/form-t';
import {
  caretakerChoices,
  caretakerOptionLabel,
  firstClientMatching,
  graveOptionLabel,
  isDisabledVisitDay,
} from './options';

const t = formT('en');

describe('firstClientMatching', () => {
  const clients = [
    { id: '1', name: 'Milan Jovanović' },
    { id: '2', name: 'Milica Jovanović' },
    { id: '3', name: 'Dragana Ilić' },
  ];

  it('picks the first client whose name contains the text, ignoring case', () => {
    expect(firstClientMatching(clients, 'mil')?.id).toBe('1');
    expect(firstClientMatching(clients, 'MILICA')?.id).toBe('2');
    expect(firstClientMatching(clients, 'jovanović')?.id).toBe('1');
    expect(firstClientMatching(clients, ' ilić ')?.id).toBe('3');
  });

  it('picks nobody for blanks or no match', () => {
    expect(firstClientMatching(clients, '  ')).toBeUndefined();
    expect(firstClientMatching(clients, 'Petar')).toBeUndefined();
  });
});

describe('caretakers', () => {
  const caretakers = [
    { id: 'a', isActive: true },
    { id: 'b', isActive: false },
    { id: 'c', isActive: false },
  ];

  it('offers the active ones and the one already assigned', () => {
    expect(caretakerChoices(caretakers).map((c) => c.id)).toEqual(['a']);
    expect(caretakerChoices(caretakers, 'c').map((c) => c.id)).toEqual(['a', 'c']);
  });

  it('labels a caretaker with the days they work', () => {
    expect(
      caretakerOptionLabel(t, { name: 'Ana', preferredVisitDays: ['Monday', 'Thursday'] }),
    ).toBe('Ana (Monday, Thursday)');
    expect(caretakerOptionLabel(t, { name: 'Ana', preferredVisitDays: [] })).toBe('Ana (any day)');
    expect(caretakerOptionLabel(formT('sr'), { name: 'Ana', preferredVisitDays: ['Monday'] })).toBe(
      'Ana (ponedeljak)',
    );
  });
});

describe('graveOptionLabel', () => {
  it('names the deceased and the grave number', () => {
    expect(graveOptionLabel(t, { deceasedName: 'Stevan', graveNumber: '12' })).toBe(
      'Stevan (grave 12)',
    );
    expect(graveOptionLabel(t, { deceasedName: 'Stevan', graveNumber: null })).toBe('Stevan');
  });
});

describe('isDisabledVisitDay', () => {
  const now = dayjs('2030-05-01T14:00:00');

  it('disables past days but not today or later', () => {
    expect(isDisabledVisitDay(dayjs('2030-04-30T23:59:00'), now)).toBe(true);
    expect(isDisabledVisitDay(dayjs('2030-05-01T08:00:00'), now)).toBe(false);
    expect(isDisabledVisitDay(dayjs('2031-01-01T08:00:00'), now)).toBe(false);
  });

  it('disables days before 1900', () => {
    expect(isDisabledVisitDay(dayjs('1899-12-31T12:00:00'), dayjs('1850-01-01'))).toBe(true);
    expect(isDisabledVisitDay(dayjs('1900-01-01T12:00:00'), dayjs('1850-01-01'))).toBe(false);
  });
});
