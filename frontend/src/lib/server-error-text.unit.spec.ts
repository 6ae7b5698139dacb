import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { commonI18n } from './common-i18n';
import { translateCode, translateFieldError, translateServerError } from './server-error-text';
import { featureT } from './testing/translation-checks';

const en = featureT('common', commonI18n, 'en');
const sr = featureT('common', commonI18n, 'sr');
const de = featureT('common', commonI18n, 'de');

const answer = (status: number, body: ConstructorParameters<typeof ApiRequestError>[2]) =>
  new ApiRequestError(status, body ? JSON.stringify(body) : 'Internal Server Error', body);

describe('translateServerError', () => {
  it('says a known code in the user’s language, not the server’s English', () => {
    const taken = answer(409, {
      message: 'A client with this email already exists',
      code: 'CLIENT_EMAIL_TAKEN',
    });
    expect(translateServerError(en, taken)).toBe('A client with this email already exists');
    expect(translateServerError(sr, taken)).toBe('Klijent sa ovom e-adresom već postoji');
    expect(translateServerError(de, taken)).toBe(
      'Ein Kunde mit dieser E-Mail-Adresse existiert bereits',
    );
  });

  it('never shows a raw "500: …": a 5xx is told by its status', () => {
    const crash = answer(500, { message: 'Internal server error' });
    expect(translateServerError(sr, crash)).toBe(
      'Došlo je do greške na serveru. Pokušajte ponovo.',
    );
    expect(translateServerError(de, answer(500, null))).not.toMatch(/^500/);
    expect(translateServerError(en, answer(503, { message: 'Database unavailable' }))).toBe(
      'The service is briefly unavailable. Please try again in a moment.',
    );
  });

  it('gives English users the server’s own (English, more specific) message', () => {
    const refused = answer(422, {
      message: 'A request that is completed cannot be started',
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect(translateServerError(en, refused)).toBe('A request that is completed cannot be started');
    expect(translateServerError(sr, refused)).toBe('Status zahteva ovo ne dozvoljava');
  });

  it('falls back to the server’s message for a code it does not know', () => {
    const novel = answer(422, { message: 'Something new went wrong', code: 'BRAND_NEW_RULE' });
    expect(translateServerError(de, novel)).toBe('Something new went wrong');
  });

  it('lists a 400’s fields with their problems translated', () => {
    const invalid = answer(400, {
      message: 'Invalid request body',
      code: 'VALIDATION_FAILED',
      errors: [
        {
          path: 'body.name',
          message: 'Too big: expected string to have <=200 characters',
          code: 'too_big',
          maximum: 200,
        },
        { path: 'body.holidayDates.0', message: 'Invalid date', code: 'invalid_date' },
      ],
    });
    expect(translateServerError(de, invalid)).toBe(
      'Einige Angaben sind ungültig: name: Zu lang (höchstens 200 Zeichen); holidayDates: Dieses Datum gibt es im Kalender nicht',
    );
  });

  it('uses the fallback for what is no answer of the API, and names a lost connection', () => {
    expect(translateServerError(en, new Error('boom'), 'Failed to save')).toBe('Failed to save');
    expect(translateServerError(sr, new TypeError('Failed to fetch'))).toBe(
      'Server nije dostupan. Proverite vezu i pokušajte ponovo.',
    );
  });
});

describe('translateFieldError', () => {
  it('words bounds by what was measured', () => {
    const item = (code: string, message: string, bounds: object = {}) => ({
      path: 'body.x',
      message,
      code,
      ...bounds,
    });
    expect(translateFieldError(sr, item('too_big', '<=10000', { maximum: 10000 }))).toBe(
      'Preveliko (najviše 10000)',
    );
    expect(
      translateFieldError(
        sr,
        item('too_small', 'expected string to have >=1 characters', { minimum: 1 }),
      ),
    ).toBe('Obavezno');
    expect(translateFieldError(en, item('too_small', 'Name is required', { minimum: 1 }))).toBe(
      'Name is required',
    );
    expect(translateFieldError(de, item('date_out_of_range', 'Date out of range'))).toBe(
      'Dieses Datum liegt außerhalb des erlaubten Bereichs',
    );
    expect(translateFieldError(de, item('invalid_text', 'Text contains a NUL byte'))).toBe(
      'Enthält Zeichen, die nicht gespeichert werden können',
    );
    // What was measured comes from zod's `origin` when the message does not say it.
    expect(
      translateFieldError(
        sr,
        item('too_big', 'Please enter a valid email', { maximum: 254, origin: 'string' }),
      ),
    ).toBe('Predugačko (najviše 254 znakova)');
    // A check of the server's own: its English message is for English users only.
    expect(translateFieldError(de, item('custom', 'Amount cannot be negative'))).toBe('Ungültig');
    expect(translateFieldError(en, item('custom', 'Amount cannot be negative'))).toBe(
      'Amount cannot be negative',
    );
    expect(translateFieldError(sr, { path: 'graveId', message: 'Unknown grave' })).toBe(
      'Nije ispravno',
    );
  });
});

describe('translateCode', () => {
  it('says a kept code in the user’s language, the message in English or for an unknown code', () => {
    expect(translateCode(de, 'INVITE_EXPIRED', 'This invite has expired')).toBe(
      'Diese Einladung ist abgelaufen',
    );
    expect(translateCode(en, 'INVITE_EXPIRED', 'This invite has expired')).toBe(
      'This invite has expired',
    );
    expect(translateCode(sr, undefined, 'Invite not found')).toBe('Invite not found');
  });
});
