import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { mailAuthorizationI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('mail authorization translations', () => {
  it("has the spec's button and the toasts in every language", () => {
    const texts = (language?: 'sr' | 'de') => {
      const t = featureT('mailAuthorization', mailAuthorizationI18n, language);
      return [t('steps.code.action'), t('toasts.connected'), t('toasts.disconnected')];
    };
    expect(texts()).toEqual([
      'Get Refresh Token',
      'The office mailbox is connected',
      'The office mailbox is disconnected',
    ]);
    expect(texts('sr')[1]).toBe('Sanduče kancelarije je povezano');
    expect(texts('de')[1]).toBe('Das Postfach des Büros ist verbunden');
  });

  it('writes Serbian in Latin script', () => {
    expect(JSON.stringify(mailAuthorizationI18n.sr)).not.toMatch(/[\u0400-\u04FF]/);
  });
});
