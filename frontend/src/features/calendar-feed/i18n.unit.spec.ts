import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { calendarFeedI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('calendar feed translations', () => {
  it("has the dialog's toasts and the regenerate warning in every language", () => {
    const texts = (language?: 'sr' | 'de') => {
      const t = featureT('calendarFeed', calendarFeedI18n, language);
      return [t('toasts.copied'), t('toasts.regenerated'), t('regenerateConfirm.content')];
    };
    expect(texts()).toEqual([
      'Copied',
      'New calendar address created',
      'The old address will stop working. Calendars subscribed to it have to be subscribed again with the new one.',
    ]);
    expect(texts('sr')[0]).toBe('Kopirano');
    expect(texts('de')[0]).toBe('Kopiert');
  });

  it('writes Serbian in Latin script', () => {
    expect(JSON.stringify(calendarFeedI18n.sr)).not.toMatch(/[\u0400-\u04FF]/);
  });
});
