import { describe, expect, it } from 'vitest';
import { confirmationProblem, passwordProblem } from './activation-validation';

describe('invite activation validation', () => {
  it('wants at least 6 characters', () => {
    expect(passwordProblem(undefined)).toBe('tooShort');
    expect(passwordProblem('')).toBe('tooShort');
    expect(passwordProblem('12345')).toBe('tooShort');
    expect(passwordProblem('123456')).toBeNull();
  });

  it('wants the confirmation to match exactly', () => {
    expect(confirmationProblem('secret1', 'secret1')).toBeNull();
    expect(confirmationProblem('secret1', 'Secret1')).toBe('mismatch');
    expect(confirmationProblem('secret1', undefined)).toBe('mismatch');
    expect(confirmationProblem(undefined, undefined)).toBeNull();
  });
});
