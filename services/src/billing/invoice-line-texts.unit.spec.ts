import { describe, expect, it } from 'vitest';
import { preferredLanguages } from '@memorial-care/contracts/domain';
import { planLineText, serviceLineText } from './invoice-line-texts';

describe('invoice line texts', () => {
  it("names a plan's month in the family's language", () => {
    expect(planLineText('English', 'standard', '2026-03')).toBe('Standard plan, March 2026');
    expect(planLineText('Serbian', 'standard', '2026-03')).toBe('Standardni plan, mart 2026.');
    expect(planLineText('German', 'memorial', '2026-12')).toBe('Tarif Gedenktage, Dezember 2026');
  });

  it('names the service and the grave it was done at', () => {
    const place = { deceasedName: 'Radomir Petrović', cemeteryName: 'Novo groblje' };
    expect(serviceLineText('English', 'grave_cleaning', place, '2026-03-05')).toBe(
      'Grave cleaning — Radomir Petrović, Novo groblje',
    );
    expect(serviceLineText('Serbian', 'monument_cleaning', place, '2026-03-05')).toBe(
      'Čišćenje spomenika — Radomir Petrović, Novo groblje',
    );
    expect(
      serviceLineText('German', 'memorial_candles', { ...place, deceasedName: null }, '2026-03-05'),
    ).toBe('Gedenkkerzen — Novo groblje');
  });

  it('names the day of the work when the request names no place', () => {
    const nowhere = { deceasedName: null, cemeteryName: null };
    expect(serviceLineText('English', 'other', nowhere, '2026-03-05')).toBe(
      'Other service — 05/03/2026',
    );
    expect(serviceLineText('Serbian', 'grave_cleaning', nowhere, '2026-03-05')).toBe(
      'Čišćenje groba — 5. 3. 2026.',
    );
    expect(serviceLineText('German', 'grave_maintenance', nowhere, '2026-03-05')).toBe(
      'Grabpflege — 5.3.2026',
    );
  });

  it('has every plan and service in every language, never empty', () => {
    for (const language of preferredLanguages) {
      for (const plan of ['basic', 'standard', 'premium', 'memorial', 'custom'] as const)
        expect(planLineText(language, plan, '2026-01')).toMatch(/^\S.+, \S/);
      for (const service of ['grave_cleaning', 'candle_lighting', 'other'] as const)
        expect(
          serviceLineText(
            language,
            service,
            { deceasedName: 'A', cemeteryName: null },
            '2026-01-01',
          ),
        ).toMatch(/^\S.+ — A$/);
    }
  });
});
