import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { memorialCapacityI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('memorialCapacity translations', () => {
  it('counts the caretakers still needed with the plural forms of each language', () => {
    const alert = (language: 'en' | 'sr' | 'de', count: number) =>
      featureT(
        'memorialCapacity',
        memorialCapacityI18n,
        language,
      )('overCapacityAlert', {
        visits: 20,
        capacity: 6,
        count,
      });
    expect([alert('en', 1), alert('en', 3)]).toEqual([
      '20 visits booked, the caretakers can do 6: 1 more caretaker is needed.',
      '20 visits booked, the caretakers can do 6: 3 more caretakers are needed.',
    ]);
    expect([alert('sr', 1), alert('sr', 3), alert('sr', 5)]).toEqual([
      'Zakazano je 20 poseta, negovatelji mogu da obave 6: potreban je još 1 negovatelj.',
      'Zakazano je 20 poseta, negovatelji mogu da obave 6: potrebna su još 3 negovatelja.',
      'Zakazano je 20 poseta, negovatelji mogu da obave 6: potrebno je još 5 negovatelja.',
    ]);
    expect(alert('de', 2)).toBe(
      '20 Besuche gebucht, die Betreuungskräfte schaffen 6: 2 weitere Betreuungskräfte werden gebraucht.',
    );
  });

  it('writes Serbian in Latin script', () => {
    expect(JSON.stringify(memorialCapacityI18n.sr)).not.toMatch(/[\u0400-\u04FF]/);
  });
});
