import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { clientRegistrationsI18n } from './i18n';

describe('client registrations translations', () => {
  it("renders the spec's English texts with their values", () => {
    const t = featureT('clientRegistrations', clientRegistrationsI18n);
    expect(t('title')).toBe('Client Registrations');
    expect(t('empty.title')).toBe('No recent registrations');
    expect(t('toast.resentDescription', { name: 'Jelena' })).toBe(
      'New invite link generated for Jelena',
    );
    expect(t('toast.emailSent', { email: 'j@example.com' })).toBe(
      'Invite email sent to j@example.com',
    );
    // A count alone needs no plural form here: "Attempts: 1", "3 Recent".
    expect(t('mail.attempts', { count: 1 })).toBe('Attempts: 1');
    expect(t('recent.count', { count: 3 })).toBe('3 Recent');
  });
});
