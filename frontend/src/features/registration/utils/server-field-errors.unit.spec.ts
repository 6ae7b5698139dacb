import { describe, expect, it } from 'vitest';
import { registrationFieldErrors } from './server-field-errors';

describe('registrationFieldErrors', () => {
  it('puts each 400 error on the field its path names', () => {
    expect(
      registrationFieldErrors(400, {
        message: 'Validation failed',
        errors: [
          { path: 'body.email', message: 'Please enter a valid email address.' },
          { path: 'body.password', message: 'Password must be at least 8 characters long.' },
          { path: 'body.confirmPassword', message: 'Passwords do not match.' },
        ],
      }),
    ).toEqual([
      { name: 'email', errors: ['Please enter a valid email address.'] },
      { name: 'password', errors: ['Password must be at least 8 characters long.'] },
      { name: 'confirmPassword', errors: ['Passwords do not match.'] },
    ]);
  });

  it('puts errors of the cemetery id or name on the one cemetery field', () => {
    expect(
      registrationFieldErrors(400, {
        message: 'Validation failed',
        errors: [
          { path: 'body.cemeteryId', message: 'Invalid UUID' },
          { path: 'body.cemeteryName', message: 'Too long' },
        ],
      }),
    ).toEqual([{ name: 'cemetery', errors: ['Invalid UUID', 'Too long'] }]);
  });

  it('accepts paths without the body prefix and drops repeats', () => {
    expect(
      registrationFieldErrors(400, {
        message: 'Validation failed',
        errors: [
          { path: 'phone', message: 'Phone is required' },
          { path: 'body.phone', message: 'Phone is required' },
        ],
      }),
    ).toEqual([{ name: 'phone', errors: ['Phone is required'] }]);
  });

  it('leaves out paths that name no field of the form', () => {
    expect(
      registrationFieldErrors(400, {
        message: 'Validation failed',
        errors: [
          { path: 'body', message: 'Expected object' },
          { path: 'body.constructor', message: 'Unexpected' },
          { path: 'query.page', message: 'Unexpected' },
        ],
      }),
    ).toEqual([]);
  });

  it('puts a 409 (the email is taken) on the email field', () => {
    expect(
      registrationFieldErrors(409, { message: 'A client with this email already exists' }),
    ).toEqual([{ name: 'email', errors: ['A client with this email already exists'] }]);
  });

  it('has nothing to show without a body', () => {
    expect(registrationFieldErrors(500, null)).toEqual([]);
  });
});
