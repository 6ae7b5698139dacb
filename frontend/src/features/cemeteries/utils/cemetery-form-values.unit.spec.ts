import { describe, expect, it } from 'vitest';
import { cemeteryInputSchema, type Cemetery } from '@memorial-care/contracts/http';
import {
  cemeteryToFormValues,
  emptyCemeteryFormValues,
  formValuesToInput,
  textOrNull,
} from './cemetery-form-values';

const cemetery: Cemetery = {
  id: 'c1',
  name: 'Novo groblje',
  city: 'Beograd',
  region: 'Grad Beograd',
  country: 'Serbia',
  address: 'Ruzveltova 50',
  contact: null,
  phoneEmail: '+381 11 3224 255',
  phones: ['+381 11 000'],
  emails: [],
  caretakerIds: ['6f1d2a4e-8c1b-4c9e-9d1a-2f3b4c5d6e7f'],
  preferredVisitHours: 'morning',
  accessNotes: null,
  latitude: 44.8101,
  longitude: 20.4889,
  gravesCount: 4,
  openVisitsCount: 1,
  scheduledVisitsCount: 2,
  nextVisitAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('textOrNull', () => {
  it('trims text and turns blank input into null', () => {
    expect(textOrNull('  061 123 ')).toBe('061 123');
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
  });
});

describe('cemetery form values', () => {
  it('starts a new cemetery in Serbia with nothing else filled', () => {
    expect(emptyCemeteryFormValues.country).toBe('Serbia');
    expect(emptyCemeteryFormValues.caretakerIds).toEqual([]);
  });

  it('round-trips a cemetery through the form into a valid body', () => {
    const input = formValuesToInput(cemeteryToFormValues(cemetery));
    expect(input).toEqual({
      name: 'Novo groblje',
      city: 'Beograd',
      region: 'Grad Beograd',
      country: 'Serbia',
      address: 'Ruzveltova 50',
      contact: null,
      phoneEmail: '+381 11 3224 255',
      caretakerIds: ['6f1d2a4e-8c1b-4c9e-9d1a-2f3b4c5d6e7f'],
      preferredVisitHours: 'morning',
      accessNotes: null,
      latitude: 44.8101,
      longitude: 20.4889,
    });
    expect(cemeteryInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends an unknown or cleared position as null, both coordinates', () => {
    expect(formValuesToInput({ ...emptyCemeteryFormValues, name: 'N' })).toMatchObject({
      latitude: null,
      longitude: null,
    });
    const cleared = formValuesToInput({
      ...cemeteryToFormValues(cemetery),
      latitude: null,
      longitude: null,
    });
    expect(cleared).toMatchObject({ latitude: null, longitude: null });
    expect(cemeteryInputSchema.safeParse(cleared).success).toBe(true);
  });

  it('trims, sends cleared fields as null and defaults a blank country to Serbia', () => {
    const input = formValuesToInput({
      ...emptyCemeteryFormValues,
      name: ' Bubanj ',
      city: 'Niš ',
      region: ' Nišavski okrug',
      country: ' ',
      address: '  ',
    });
    expect(input).toMatchObject({
      name: 'Bubanj',
      city: 'Niš',
      region: 'Nišavski okrug',
      country: 'Serbia',
      address: null,
      preferredVisitHours: null,
    });
  });

  it('leaves phones and emails out so an edit keeps them', () => {
    const input = formValuesToInput(cemeteryToFormValues(cemetery));
    expect(input).not.toHaveProperty('phones');
    expect(input).not.toHaveProperty('emails');
  });
});
