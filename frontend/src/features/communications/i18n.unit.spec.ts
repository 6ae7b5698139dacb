import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { communicationsI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('communications translations', () => {
  it("renders the spec's wording in English", () => {
    const t = featureT('communications', communicationsI18n);
    expect(t('empty')).toBe('No communications yet');
    expect(
      (['syncEmail', 'syncInstagram', 'newMessage', 'sendMessage'] as const).map((key) =>
        t(`actions.${key}`),
      ),
    ).toEqual(['Sync Email', 'Sync Instagram', 'New Message', 'Send Message']);
    expect(t('toasts.sent')).toBe('Message sent');
  });

  it('counts new messages with Serbian plurals', () => {
    const sr = featureT('communications', communicationsI18n, 'sr');
    expect(sr('toasts.emailSynced', { count: 1 })).toBe('E-pošta je sinhronizovana: 1 nova poruka');
    expect(sr('toasts.emailSynced', { count: 3 })).toBe('E-pošta je sinhronizovana: 3 nove poruke');
    expect(sr('toasts.emailSynced', { count: 5 })).toBe(
      'E-pošta je sinhronizovana: 5 novih poruka',
    );
  });
});
