import type { Client } from '@memorial-care/contracts/http';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  addValuesToClientInput,
  addValuesToGraveInput,
  addClientFormFields,
  clientToEditValues,
  editValuesToPatch,
  emptyAddClientValues,
  type AddClientFormValues,
} from './client-form-values';

const filled: AddClientFormValues = {
  ...emptyAddClientValues,
  name: '  Vesna Marković ',
  email: ' vesna@example.com ',
  phone: ' ',
  address: 'Knez Mihailova 1 ',
  notes: '',
  instagram: '@vesna',
};

describe('Add Client values', () => {
  it('trims text, sends empty optional values as null, inactive without a plan', () => {
    expect(addValuesToClientInput(filled)).toEqual({
      name: 'Vesna Marković',
      email: 'vesna@example.com',
      phone: null,
      address: 'Knez Mihailova 1',
      country: 'Serbia',
      notes: null,
      instagram: '@vesna',
      preferredLanguage: 'Serbian',
      selectedPlan: null,
      reminderDaysBefore: 14,
      alternativeEmails: [],
      planStatus: 'inactive',
    });
  });

  it('makes the plan active when one is chosen', () => {
    expect(addValuesToClientInput({ ...filled, selectedPlan: 'premium' })).toMatchObject({
      selectedPlan: 'premium',
      planStatus: 'active',
    });
  });

  it('asks for a first grave only with includeGrave and a deceased name', () => {
    const grave = { deceasedName: ' Radmila Ilić ', cemeteryId: 'c-1', graveNumber: ' 12 ' };
    expect(addValuesToGraveInput({ ...filled, ...grave }, 'client-1')).toBeNull();
    expect(
      addValuesToGraveInput({ ...filled, ...grave, includeGrave: true, deceasedName: ' ' }, 'x'),
    ).toBeNull();
    expect(addValuesToGraveInput({ ...filled, ...grave, includeGrave: true }, 'client-1')).toEqual({
      clientId: 'client-1',
      deceasedName: 'Radmila Ilić',
      cemeteryId: 'c-1',
      graveNumber: '12',
      graveLocation: null,
    });
  });

  it('asks for no grave when the unticked grave fields were not submitted at all', () => {
    // What antd's onFinish hands over: only the mounted fields, so no grave fields at all.
    const submitted: AddClientFormValues = {
      ...addClientFormFields.reduce((values, field) => ({ ...values, [field]: filled[field] }), {
        includeGrave: false,
      } as AddClientFormValues),
    };
    expect(submitted).not.toHaveProperty('deceasedName');
    expect(addValuesToGraveInput(submitted, 'client-1')).toBeNull();
  });
});

describe('Edit Client values', () => {
  const client: Client = {
    id: 'c-1',
    name: 'Milica Jovanović',
    email: 'milica@example.com',
    phone: null,
    address: 'Hauptstraße 1',
    country: 'Germany',
    notes: null,
    instagram: null,
    preferredLanguage: 'German',
    selectedPlan: 'standard',
    planStatus: 'overdue',
    lastPaymentDate: '2025-03-01',
    nextPaymentDue: null,
    totalPaid: '120.00',
    emailVerified: true,
    reminderDaysBefore: 14,
    alternativeEmails: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('round-trips a client through the form unchanged', () => {
    expect(editValuesToPatch(clientToEditValues(client))).toEqual({
      name: 'Milica Jovanović',
      email: 'milica@example.com',
      phone: null,
      address: 'Hauptstraße 1',
      country: 'Germany',
      notes: null,
      instagram: null,
      preferredLanguage: 'German',
      selectedPlan: 'standard',
      reminderDaysBefore: 14,
      alternativeEmails: [],
      planStatus: 'overdue',
      lastPaymentDate: '2025-03-01',
      nextPaymentDue: null,
    });
  });

  it('sends picked dates as days and a cleared plan as null', () => {
    const values = {
      ...clientToEditValues(client),
      selectedPlan: undefined,
      nextPaymentDue: dayjs('2025-04-15'),
    };
    expect(editValuesToPatch(values)).toMatchObject({
      selectedPlan: null,
      nextPaymentDue: '2025-04-15',
    });
  });
});
