import type { PublicCemetery } from '@memorial-care/contracts/http';
import { registrationRequestSchema } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import {
  initialRegistrationValues,
  registrationFieldOfRequestKey,
  toRegistrationRequest,
  type RegistrationFormValues,
} from './registration-form-values';

const novo: PublicCemetery = {
  id: '9b2f2c7e-1d2a-4c3b-8e9f-0a1b2c3d4e5f',
  name: 'Novo groblje',
  city: 'Beograd',
  region: 'Grad Beograd',
  country: 'Serbia',
};

const values: RegistrationFormValues = {
  name: '  Milica Jovanović ',
  email: ' milica@example.com ',
  phone: ' +1 416 555 0100 ',
  address: ' 12 Queen St W, Toronto ',
  country: 'canada',
  selectedPlan: 'premium',
  preferredLanguage: 'English',
  password: ' secret pass ',
  confirmPassword: ' secret pass ',
};

describe('initialRegistrationValues', () => {
  it('starts with Serbia, the standard plan, and mails in the language of the page', () => {
    expect(initialRegistrationValues('en')).toEqual({
      country: 'serbia',
      selectedPlan: 'standard',
      preferredLanguage: 'English',
    });
    expect(initialRegistrationValues('de').preferredLanguage).toBe('German');
    expect(initialRegistrationValues('sr').preferredLanguage).toBe('Serbian');
  });

  it('takes English for a page language it does not know', () => {
    expect(initialRegistrationValues(undefined).preferredLanguage).toBe('English');
    expect(initialRegistrationValues('fr').preferredLanguage).toBe('English');
  });
});

describe('toRegistrationRequest', () => {
  it('trims the texts, keeps the passwords as typed, and sends no grave without one', () => {
    expect(toRegistrationRequest(values, [novo])).toEqual({
      name: 'Milica Jovanović',
      email: 'milica@example.com',
      phone: '+1 416 555 0100',
      address: '12 Queen St W, Toronto',
      country: 'canada',
      selectedPlan: 'premium',
      preferredLanguage: 'English',
      password: ' secret pass ',
      confirmPassword: ' secret pass ',
      deceasedName: null,
      cemeteryId: null,
      cemeteryName: null,
      notes: null,
    });
  });

  it('sends a cemetery picked from the list by id', () => {
    const request = toRegistrationRequest(
      { ...values, deceasedName: ' Dragan Jovanović ', cemetery: 'Novo groblje, Beograd' },
      [novo],
    );
    expect(request).toMatchObject({
      deceasedName: 'Dragan Jovanović',
      cemeteryId: novo.id,
      cemeteryName: null,
    });
  });

  it('sends a typed cemetery that is not in the list by name', () => {
    const request = toRegistrationRequest(
      { ...values, deceasedName: 'Dragan Jovanović', cemetery: ' Seosko groblje Brezna ' },
      [novo],
    );
    expect(request).toMatchObject({ cemeteryId: null, cemeteryName: 'Seosko groblje Brezna' });
  });

  it('turns blank optional texts into null', () => {
    const request = toRegistrationRequest(
      { ...values, deceasedName: '  ', cemetery: ' ', notes: '\n' },
      [novo],
    );
    expect(request).toMatchObject({
      deceasedName: null,
      cemeteryId: null,
      cemeteryName: null,
      notes: null,
    });
  });

  it('builds a body the server contract accepts', () => {
    const request = toRegistrationRequest(
      {
        ...values,
        deceasedName: 'Dragan Jovanović',
        cemetery: 'Novo groblje, Beograd',
        notes: 'Parcela 12',
      },
      [novo],
    );
    expect(registrationRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('registrationFieldOfRequestKey', () => {
  it('names a form field for every request key, both cemetery keys the one cemetery field', () => {
    expect([...registrationFieldOfRequestKey.keys()].sort()).toEqual(
      Object.keys(toRegistrationRequest(values, [novo])).sort(),
    );
    expect(registrationFieldOfRequestKey.get('cemeteryId')).toBe('cemetery');
    expect(registrationFieldOfRequestKey.get('cemeteryName')).toBe('cemetery');
  });
});
