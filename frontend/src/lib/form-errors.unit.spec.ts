import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { commonI18n } from './common-i18n';
import { routeServerFieldErrors, serverFieldErrorsOf } from './form-errors';
import { serverErrorTextsOf } from './server-error-text';
import { featureT } from './testing/translation-checks';

// The three forms that route server errors: the fields these cases need.
const cemeteryFields = ['name', 'city', 'region', 'caretakerIds'];
const guestRequestFields = ['guestName', 'guestEmail', 'guestPhone', 'serviceType'] as const;
// Registration: most request keys are field names, two name the one cemetery field.
const registrationFieldOfRequestKey = new Map<string, string>([
  ...['email', 'phone', 'password', 'confirmPassword'].map((key): [string, string] => [key, key]),
  ['cemeteryId', 'cemetery'],
  ['cemeteryName', 'cemetery'],
]);

/** The registration form's errors for an answer with this status and body. */
const registrationFieldErrors = (status: number, body: ApiRequestError['body']) =>
  serverFieldErrorsOf(
    new ApiRequestError(status, 'Error', body),
    registrationFieldOfRequestKey,
    'email',
  ).fields;

describe('routeServerFieldErrors', () => {
  it('routes body paths to the form fields they name', () => {
    expect(
      routeServerFieldErrors(
        {
          message: 'Invalid request',
          errors: [
            { path: 'body.name', message: 'Name is required' },
            { path: 'body.caretakerIds.0', message: 'Unknown caretaker' },
            { path: 'body.caretakerIds.1', message: 'Unknown caretaker' },
          ],
        },
        cemeteryFields,
      ),
    ).toEqual({
      fields: [
        { name: 'name', errors: ['Name is required'] },
        { name: 'caretakerIds', errors: ['Unknown caretaker'] },
      ],
      unmatched: [],
    });
  });

  it('puts each 400 error on the field its path names, once', () => {
    expect(
      routeServerFieldErrors(
        {
          message: 'Validation failed',
          errors: [
            { path: 'body.guestEmail', message: 'Please enter a valid email address.' },
            { path: 'body.serviceType', message: 'Please select the type of service you need.' },
            { path: 'body.guestEmail', message: 'Please enter a valid email address.' },
          ],
        },
        guestRequestFields,
      ).fields,
    ).toEqual([
      { name: 'guestEmail', errors: ['Please enter a valid email address.'] },
      { name: 'serviceType', errors: ['Please select the type of service you need.'] },
    ]);
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

  it('puts the errors of request keys that name one field on that field (a Map)', () => {
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
      routeServerFieldErrors(
        { errors: [{ path: 'city', message: 'City is required' }] },
        cemeteryFields,
      ).fields,
    ).toEqual([{ name: 'city', errors: ['City is required'] }]);
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

  it('keeps messages for unknown paths apart', () => {
    expect(
      routeServerFieldErrors(
        {
          errors: [
            { path: 'params.id', message: 'Invalid id' },
            { path: '', message: 'Bad' },
          ],
        },
        cemeteryFields,
      ),
    ).toEqual({ fields: [], unmatched: ['Invalid id', 'Bad'] });
  });

  it('leaves out paths that name no field of the form', () => {
    expect(
      routeServerFieldErrors(
        {
          message: 'Validation failed',
          errors: [
            { path: 'body', message: 'Expected object' },
            { path: 'body.clientId', message: 'Unexpected' },
          ],
        },
        guestRequestFields,
      ).fields,
    ).toEqual([]);
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

  it('ignores bodies without a usable errors list', () => {
    const nothing = { fields: [], unmatched: [] };
    expect(routeServerFieldErrors(undefined, cemeteryFields)).toEqual(nothing);
    expect(routeServerFieldErrors({ message: 'x' }, cemeteryFields)).toEqual(nothing);
    expect(routeServerFieldErrors({ errors: 'x' }, cemeteryFields)).toEqual(nothing);
    expect(routeServerFieldErrors({ errors: [{ path: 1 }] }, cemeteryFields)).toEqual(nothing);
  });

  it('has nothing to show without a body or errors', () => {
    expect(routeServerFieldErrors(null, guestRequestFields).fields).toEqual([]);
    expect(
      routeServerFieldErrors({ message: 'Something went wrong' }, guestRequestFields).fields,
    ).toEqual([]);
  });
});

describe('serverFieldErrorsOf', () => {
  it('puts a 409 (the email is taken) on the conflict field', () => {
    expect(
      registrationFieldErrors(409, { message: 'A client with this email already exists' }),
    ).toEqual([{ name: 'email', errors: ['A client with this email already exists'] }]);
  });

  it('has nothing to show without a body', () => {
    expect(registrationFieldErrors(500, null)).toEqual([]);
  });

  it('routes the body of an API answer and has nothing for other failures', () => {
    const body = { message: 'Invalid request', errors: [{ path: 'body.name', message: 'Taken' }] };
    expect(
      serverFieldErrorsOf(new ApiRequestError(400, 'Bad Request', body), cemeteryFields),
    ).toEqual({ fields: [{ name: 'name', errors: ['Taken'] }], unmatched: [] });
    expect(serverFieldErrorsOf(new TypeError('Failed to fetch'), cemeteryFields)).toEqual({
      fields: [],
      unmatched: [],
    });
  });

  it('routes a 409 like any answer when the form names no conflict field', () => {
    expect(
      serverFieldErrorsOf(
        new ApiRequestError(409, 'Conflict', { message: 'Name already used' }),
        cemeteryFields,
      ),
    ).toEqual({ fields: [], unmatched: [] });
  });
});

describe('serverFieldErrorsOf in the user’s language', () => {
  const german = serverErrorTextsOf(featureT('common', commonI18n, 'de'));

  it('words each field’s problem by its code, beside the field', () => {
    const invalid = new ApiRequestError(400, '', {
      message: 'Invalid request body',
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'body.holidayDates.0', message: 'Invalid date', code: 'invalid_date' },
        { path: 'body.secret', message: 'Unrecognized key', code: 'unrecognized_keys' },
      ],
    });
    expect(serverFieldErrorsOf(invalid, ['holidayDates'], undefined, german)).toEqual({
      fields: [{ name: 'holidayDates', errors: ['Dieses Datum gibt es im Kalender nicht'] }],
      unmatched: ['Enthält unerwartete Felder'],
    });
  });

  it('words a 409 on the conflict field by its code', () => {
    const taken = new ApiRequestError(409, '', {
      message: 'A client with this email already exists',
      code: 'CLIENT_EMAIL_TAKEN',
    });
    expect(serverFieldErrorsOf(taken, ['email'], 'email', german).fields).toEqual([
      { name: 'email', errors: ['Ein Kunde mit dieser E-Mail-Adresse existiert bereits'] },
    ]);
  });
});
