import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { billingI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('billing translations', () => {
  it("has the spec's wording and the mutations' toasts in every language", () => {
    const en = featureT('billing', billingI18n);
    expect(en('history.empty')).toBe('No payment records found');
    expect([en('cards.totalPaid'), en('cards.pending'), en('cards.outstanding')]).toEqual([
      'Total Paid',
      'Pending Payments',
      'Outstanding',
    ]);
    expect([en('toasts.issued'), en('toasts.recorded'), en('toasts.voided')]).toEqual([
      'Invoice issued',
      'Payment recorded',
      'Invoice voided',
    ]);
    const sr = featureT('billing', billingI18n, 'sr');
    expect([sr('toasts.issued'), sr('toasts.recorded'), sr('toasts.voided')]).toEqual([
      'Faktura je izdata',
      'Uplata je evidentirana',
      'Faktura je stornirana',
    ]);
    const de = featureT('billing', billingI18n, 'de');
    expect([de('toasts.issued'), de('toasts.recorded'), de('toasts.voided')]).toEqual([
      'Rechnung ausgestellt',
      'Zahlung erfasst',
      'Rechnung storniert',
    ]);
  });

  it('counts invoices with the plural forms of each language', () => {
    const sr = featureT('billing', billingI18n, 'sr');
    expect(sr('cards.openInvoices', { count: 1 })).toBe('1 otvorena faktura');
    expect(sr('cards.openInvoices', { count: 3 })).toBe('3 otvorene fakture');
    expect(sr('cards.openInvoices', { count: 5 })).toBe('5 otvorenih faktura');
    expect(featureT('billing', billingI18n, 'de')('cards.openInvoices', { count: 2 })).toBe(
      '2 offene Rechnungen',
    );
  });

  it('writes Serbian in Latin script', () => {
    const texts = JSON.stringify(billingI18n.sr);
    expect(texts).not.toMatch(/[\u0400-\u04FF]/);
  });

  it("has the price list's toast and card title in every language", () => {
    const texts = (['en', 'sr', 'de'] as const).map((language) => {
      const t = featureT('billing', billingI18n, language);
      return [t('priceList.title'), t('priceList.saved')];
    });
    expect(texts).toEqual([
      ['Price list', 'Price saved'],
      ['Cenovnik', 'Cena je sačuvana'],
      ['Preisliste', 'Preis gespeichert'],
    ]);
  });
});
