import { describe, expect, it } from 'vitest';
import { serviceRequestFormI18n } from './i18n';
import { formT } from './testing/form-t';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (tree: Tree) => new Set(flatten(tree).map((key) => key.replace(pluralSuffix, '')));

const languages = Object.keys(serviceRequestFormI18n) as (keyof typeof serviceRequestFormI18n)[];

describe('service request form translations', () => {
  it.each(languages)('%s has exactly the English keys', (language) => {
    expect([...baseKeys(serviceRequestFormI18n[language])].sort()).toEqual(
      [...baseKeys(serviceRequestFormI18n.en)].sort(),
    );
  });

  it.each(languages)('%s has every plural form its language needs', (language) => {
    const keys = new Set(flatten(serviceRequestFormI18n[language]));
    const pluralBases = new Set(
      flatten(serviceRequestFormI18n.en)
        .filter((key) => pluralSuffix.test(key))
        .map((key) => key.replace(pluralSuffix, '')),
    );
    expect(pluralBases.size).toBeGreaterThan(0);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const category of categories) expect(keys).toContain(`${base}_${category}`);
    }
  });

  it.each(languages)('%s leaves no text empty', (language) => {
    const texts = (tree: Tree): string[] =>
      Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
    for (const text of texts(serviceRequestFormI18n[language])) expect(text.trim()).not.toBe('');
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
