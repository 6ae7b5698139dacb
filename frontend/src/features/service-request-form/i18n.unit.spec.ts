import { describe, expect, it } from 'vitest';
import { pluralBases } from '../../lib/testing/translation-checks';
import { serviceRequestFormI18n } from './i18n';
import { formT } from './testing/form-t';

// Keys, plural forms, empty texts: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('service request form translations', () => {
  it('counts with plural forms, which the namespaces spec checks in every language', () => {
    expect(pluralBases(serviceRequestFormI18n.en).size).toBeGreaterThan(0);
  });

  it('renders the spec wording in English', () => {
    const t = formT('en');
    expect(t('title.create')).toBe('New Service Request');
    expect(t('title.edit')).toBe('Edit Service Request');
    expect(t('summary.title', { count: 1 })).toBe('1 Error Found');
    expect(t('summary.title', { count: 3 })).toBe('3 Errors Found');
    expect(t('planWarning.title')).toBe('Plan Status Warning');
    expect(t('planWarning.text')).toBe(
      "This client's plan is overdue. Please verify payment before proceeding.",
    );
    expect(t('clientInfo.overdueWarning')).toBe('Payment is required to continue services');
    expect(t('toasts.created')).toBe('Service Request Created');
    expect(t('toasts.updated')).toBe('Service Request Updated');
    expect(t('toasts.createFailed')).toBe('Error Creating Service Request');
    expect(t('toasts.updateFailed')).toBe('Error Updating Service Request');
    expect(t('toasts.caretakerNotAvailable')).toBe('Caretaker Not Available');
    expect(t('validation.amountTooHigh')).toBe('Amount seems unusually high (max €10,000)');
  });

  it('uses the form labels the browser tests look for', () => {
    const t = formT('en');
    expect(
      [
        'client',
        'email',
        'grave',
        'serviceType',
        'caretaker',
        'visitDate',
        'status',
        'priority',
        'amount',
        'paymentStatus',
        'specialInstructions',
        'plan',
      ].map((field) => t(`fields.${field}` as 'fields.client')),
    ).toEqual([
      'Client',
      'Email',
      'Grave',
      'Service Type',
      'Caretaker',
      'Visit Date',
      'Status',
      'Priority',
      'Amount (EUR)',
      'Payment Status',
      'Special Instructions',
      'Plan',
    ]);
    expect([t('actions.create'), t('actions.update'), t('actions.cancel')]).toEqual([
      'Create Request',
      'Update Request',
      'Cancel',
    ]);
  });

  it('counts errors with Serbian and German plurals', () => {
    const sr = formT('sr');
    expect(sr('summary.title', { count: 1 })).toBe('Pronađena je 1 greška');
    expect(sr('summary.title', { count: 3 })).toBe('Pronađene su 3 greške');
    expect(sr('summary.title', { count: 5 })).toBe('Pronađeno je 5 grešaka');
    const de = formT('de');
    expect(de('summary.title', { count: 2 })).toBe('2 Fehler gefunden');
  });
});
