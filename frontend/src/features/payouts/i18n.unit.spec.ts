import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { payoutsI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('payouts translations', () => {
  it("has the mutations' toasts in every language", () => {
    const en = featureT('payouts', payoutsI18n);
    expect([en('toasts.closed', { count: 2, month: '2026-10' }), en('toasts.paid')]).toEqual([
      '2 statements created for 2026-10',
      'Payout marked paid',
    ]);
    const sr = featureT('payouts', payoutsI18n, 'sr');
    expect([sr('toasts.closed', { count: 3, month: '2026-10' }), sr('toasts.paid')]).toEqual([
      '3 obračuna su napravljena za 2026-10',
      'Isplata je označena kao izvršena',
    ]);
    const de = featureT('payouts', payoutsI18n, 'de');
    expect([de('toasts.closed', { count: 1, month: '2026-10' }), de('toasts.paid')]).toEqual([
      '1 Abrechnung für 2026-10 erstellt',
      'Auszahlung als erledigt markiert',
    ]);
  });

  it('counts tasks with the plural forms of each language', () => {
    const sr = featureT('payouts', payoutsI18n, 'sr');
    expect([1, 3, 5].map((count) => sr('tasksCount', { count }))).toEqual([
      '1 zadatak',
      '3 zadatka',
      '5 zadataka',
    ]);
  });

  it('writes Serbian in Latin script', () => {
    expect(JSON.stringify(payoutsI18n.sr)).not.toMatch(/[\u0400-\u04FF]/);
  });
});
