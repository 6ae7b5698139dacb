import { describe, expect, it } from 'vitest';
import { guestRequestFieldErrors } from './server-field-errors';

describe('guestRequestFieldErrors', () => {
  it('puts each 400 error on the field its path names', () => {
    expect(
      guestRequestFieldErrors({
        message: 'Validation failed',
        errors: [
          { path: 'body.guestEmail', message: 'Please enter a valid email address.' },
          { path: 'body.serviceType', message: 'Please select the type of service you need.' },
          { path: 'body.guestEmail', message: 'Please enter a valid email address.' },
        ],
      }),
    ).toEqual([
      { name: 'guestEmail', errors: ['Please enter a valid email address.'] },
      { name: 'serviceType', errors: ['Please select the type of service you need.'] },
    ]);
  });

  it('leaves out paths that name no field of the form', () => {
    expect(
      guestRequestFieldErrors({
        message: 'Validation failed',
        errors: [
          { path: 'body', message: 'Expected object' },
          { path: 'body.clientId', message: 'Unexpected' },
        ],
      }),
    ).toEqual([]);
  });

  it('has nothing to show without a body or errors', () => {
    expect(guestRequestFieldErrors(null)).toEqual([]);
    expect(guestRequestFieldErrors({ message: 'Something went wrong' })).toEqual([]);
  });
});
