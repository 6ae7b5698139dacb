import type { Grave } from '@memorial-care/contracts/http';
import { noImportantDates } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  deathBeforeBirth,
  emptyGraveFormValues,
  formValuesToInput,
  formValuesToPatch,
  graveToFormValues,
} from './grave-form-values';

const grave: Grave = {
  id: 'g1',
  clientId: 'c1',
  cemeteryId: 'ce1',
  graveNumber: '12',
  graveLocation: null,
  deceasedName: 'Zoran Marković',
  deceasedDateOfBirth: '1941-03-02',
  deceasedDateOfDeath: null,
  notes: 'Marble',
  importantDates: noImportantDates,
  visitFrequency: null,
  preferredServiceType: null,
  serviceNotes: null,
  client: null,
  cemetery: { id: 'ce1', name: 'Novo groblje', city: 'Beograd' },
  lastVisitAt: null,
  nextVisitAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('grave form values', () => {
  it('fills the form from a grave: blanks for nulls, dates as days', () => {
    const values = graveToFormValues(grave);
    expect(values).toMatchObject({
      deceasedName: 'Zoran Marković',
      graveNumber: '12',
      cemeteryId: 'ce1',
      graveLocation: '',
      deceasedDateOfDeath: null,
      notes: 'Marble',
    });
    expect(values.deceasedDateOfBirth?.format('YYYY-MM-DD')).toBe('1941-03-02');
  });

  it('sends the form back trimmed, empty optional values as null', () => {
    expect(
      formValuesToPatch({
        ...graveToFormValues(grave),
        deceasedName: ' Zoran ',
        graveLocation: '   ',
        notes: '',
        deceasedDateOfDeath: dayjs('2019-11-20'),
      }),
    ).toEqual({
      deceasedName: 'Zoran',
      graveNumber: '12',
      cemeteryId: 'ce1',
      graveLocation: null,
      deceasedDateOfBirth: '1941-03-02',
      deceasedDateOfDeath: '2019-11-20',
      notes: null,
    });
  });

  it("names the client only when one is given (an admin's form)", () => {
    const values = {
      ...emptyGraveFormValues,
      deceasedName: 'Ana',
      graveNumber: '1',
      cemeteryId: 'x',
    };
    expect(formValuesToInput(values, null)).not.toHaveProperty('clientId');
    expect(formValuesToInput(values, 'c9')).toMatchObject({ clientId: 'c9', deceasedName: 'Ana' });
    expect(formValuesToInput(emptyGraveFormValues, null)).toMatchObject({
      cemeteryId: '',
      deceasedDateOfBirth: null,
      notes: null,
    });
  });

  it('finds a death before the birth, and only then', () => {
    expect(deathBeforeBirth(dayjs('2000-01-02'), dayjs('2000-01-01'))).toBe(true);
    expect(deathBeforeBirth(dayjs('2000-01-02'), dayjs('2000-01-02'))).toBe(false);
    expect(deathBeforeBirth(null, dayjs('2000-01-01'))).toBe(false);
  });
});
