import { describe, expect, it } from 'vitest';
import { featureT } from '../../lib/testing/translation-checks';
import { inviteI18n } from './i18n';

describe('invite translations', () => {
  it("keeps the spec's English wording", () => {
    const t = featureT('invite', inviteI18n);
    expect(t('verifying')).toBe('Verifying your invite...');
    expect(t('invalid.title')).toBe('Invalid Invite');
    expect(t('invalid.home')).toBe('Return to Homepage');
    expect(t('form.password')).toBe('Choose Your Password');
    expect(t('form.confirmPassword')).toBe('Confirm Password');
    expect(t('form.submit')).toBe('Activate My Account');
    expect(t('form.tooShort')).toBe('Password must be at least 6 characters');
    expect(t('form.mismatch')).toBe('Passwords do not match');
    expect(t('toast.activated')).toBe('Account activated successfully!');
    expect(t('toast.activatedDescription')).toBe('You can now login with your credentials');
    expect(t('toast.activationFailed')).toBe('Failed to activate account');
    expect(t('failures.invalidLink')).toBe('Invalid invite link');
    expect(t('failures.verifyFailed')).toBe('Failed to verify invite link');
  });
});
