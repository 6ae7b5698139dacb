import { limits } from '@memorial-care/contracts/domain';

/** A broken password rule: the field it concerns and the i18n keys of its toast. */
export interface PasswordProblem {
  readonly field: 'password' | 'confirmPassword';
  readonly titleKey: 'passwordRules.mismatchTitle' | 'passwordRules.tooShortTitle';
  readonly textKey: 'passwordRules.mismatchText' | 'passwordRules.tooShortText';
}

/** The spec's two rules, in its order: the confirmation must match, then at least 8 characters. */
export function passwordProblemOf(
  password: string,
  confirmPassword: string,
): PasswordProblem | null {
  if (password !== confirmPassword) {
    return {
      field: 'confirmPassword',
      titleKey: 'passwordRules.mismatchTitle',
      textKey: 'passwordRules.mismatchText',
    };
  }
  if (password.length < limits.registrationPasswordMin) {
    return {
      field: 'password',
      titleKey: 'passwordRules.tooShortTitle',
      textKey: 'passwordRules.tooShortText',
    };
  }
  return null;
}
