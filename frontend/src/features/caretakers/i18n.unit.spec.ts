import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { caretakersI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('caretakers translations', () => {
  it('renders the spec wording in English', () => {
    const t = featureT('caretakers', caretakersI18n);
    expect(t('badges.onHolidayToday')).toBe('On Holiday Today');
    expect(t('badges.holidayIn', { count: 1 })).toBe('Holiday in 1 day');
    expect(t('badges.holidayIn', { count: 5 })).toBe('Holiday in 5 days');
    expect(t('planner.confirmContent', { count: 20, from: 'X', to: 'Y' })).toBe(
      'Add 20 days from X to Y?',
    );
    expect(t('toasts.rangeAddedText', { count: 3, from: 'X', to: 'Y' })).toBe(
      'Added 3 days from X to Y',
    );
    expect(t('deleteConfirm.content', { name: 'Dragan Nikolić' })).toBe(
      'Are you sure you want to delete Dragan Nikolić? This action cannot be undone.',
    );
  });

  it('uses Serbian plurals in Serbian', () => {
    const sr = featureT('caretakers', caretakersI18n, 'sr');
    expect(sr('badges.holidayIn', { count: 1 })).toBe('Odmor za 1 dan');
    expect(sr('planner.days', { count: 3 })).toBe('3 dana');
    expect(sr('planner.days', { count: 21 })).toBe('21 dan');
  });
});
