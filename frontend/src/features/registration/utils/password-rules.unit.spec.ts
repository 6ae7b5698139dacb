import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationI18n } from '../i18n';
import { passwordProblemOf, type PasswordProblem } from './password-rules';

const i18n = createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    ns: ['registration'],
    defaultNS: 'registration',
    resources: { en: { registration: registrationI18n.en } },
  }),
);

/** The problem as the toast shows it in English. */
const shown = (problem: PasswordProblem | null) => {
  const t = i18n.getFixedT('en', 'registration');
  return problem && { field: problem.field, title: t(problem.titleKey), text: t(problem.textKey) };
};

describe('passwordProblemOf', () => {
  it('reports a mismatch with the spec texts, on the confirmation', () => {
    expect(shown(passwordProblemOf('long enough 1', 'long enough 2'))).toEqual({
      field: 'confirmPassword',
      title: 'Password mismatch',
      text: 'Passwords do not match. Please check and try again.',
    });
  });

  it('reports a password shorter than 8 characters with the spec texts', () => {
    expect(shown(passwordProblemOf('seven77', 'seven77'))).toEqual({
      field: 'password',
      title: 'Password too short',
      text: 'Password must be at least 8 characters long.',
    });
  });

  it('checks the match first, as the spec lists the rules', () => {
    expect(passwordProblemOf('short', 'shorter')?.field).toBe('confirmPassword');
  });

  it('accepts 8 characters that match', () => {
    expect(passwordProblemOf('eight888', 'eight888')).toBeNull();
  });
});
