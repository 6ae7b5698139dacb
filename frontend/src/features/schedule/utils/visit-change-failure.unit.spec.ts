import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { featureT } from '../../../lib/testing/translation-checks';
import { scheduleI18n } from '../i18n';
import { unavailabilityText, visitChangeFailureOf } from './visit-change-failure';

const refusal = {
  message: 'Dragan Nikolić is on holiday on Wednesday, 2026-03-04',
  code: 'CARETAKER_NOT_AVAILABLE',
  details: {
    caretakerId: 'c1',
    caretakerName: 'Dragan Nikolić',
    reason: 'holiday',
    date: '2026-03-04',
    weekday: 'Wednesday',
    availableDays: ['Monday', 'Wednesday'],
  },
};

describe('why a change of a visit was refused', () => {
  it('412: someone else changed it first', () => {
    const error = new ApiRequestError(412, 'Precondition Failed', {
      message: 'Changed',
      code: 'PRECONDITION_FAILED',
    });
    expect(visitChangeFailureOf(error)).toEqual({ kind: 'stale' });
  });

  it('422 CARETAKER_NOT_AVAILABLE: the caretaker and the facts the server gave', () => {
    expect(visitChangeFailureOf(new ApiRequestError(422, refusal.message, refusal))).toEqual({
      kind: 'unavailable',
      caretakerName: 'Dragan Nikolić',
      unavailability: {
        reason: 'holiday',
        date: '2026-03-04',
        weekday: 'Wednesday',
        availableDays: ['Monday', 'Wednesday'],
      },
    });
    const { reason: _holiday, ...weekdayFacts } = refusal.details;
    expect(
      visitChangeFailureOf(new ApiRequestError(422, 'x', { ...refusal, details: weekdayFacts })),
    ).toMatchObject({ kind: 'unavailable', unavailability: { reason: 'weekday' } });
    const withoutFacts = { ...refusal, details: 'busy' };
    expect(visitChangeFailureOf(new ApiRequestError(422, 'x', withoutFacts))).toEqual({
      kind: 'unavailable',
      caretakerName: '',
      unavailability: null,
    });
  });

  it('anything else is told by the server’s error', () => {
    expect(visitChangeFailureOf(new ApiRequestError(400, 'Bad', null))).toEqual({ kind: 'other' });
    expect(visitChangeFailureOf(new TypeError('offline'))).toEqual({ kind: 'other' });
  });
});

describe('the reason, in the interface language', () => {
  const holiday = {
    reason: 'holiday',
    date: '2026-03-04',
    weekday: 'Wednesday',
    availableDays: ['Monday', 'Wednesday'],
  } as const;
  const weekday = { ...holiday, reason: 'weekday' } as const;

  it('is the spec’s sentence in English, the same as the server’s', () => {
    const t = featureT('schedule', scheduleI18n);
    expect(unavailabilityText(t, 'en', 'Dragan Nikolić', holiday)).toBe(refusal.message);
    expect(unavailabilityText(t, 'en', 'Marija', weekday)).toBe(
      'Marija is not available on Wednesday. Available days: Monday, Wednesday',
    );
    expect(unavailabilityText(t, 'en', '', holiday)).toBe(
      'Selected caretaker is on holiday on Wednesday, 2026-03-04',
    );
  });

  it('names the days in Serbian and German', () => {
    expect(
      unavailabilityText(featureT('schedule', scheduleI18n, 'sr'), 'sr', 'Dragan', holiday),
    ).toBe('Dragan je na odmoru: sreda, 2026-03-04');
    expect(
      unavailabilityText(featureT('schedule', scheduleI18n, 'de'), 'de', 'Marija', weekday),
    ).toBe('Marija ist am Mittwoch nicht verfügbar. Verfügbare Tage: Montag, Mittwoch');
  });
});
