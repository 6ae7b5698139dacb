import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { commonI18n } from '../../../lib/common-i18n';
import { serverErrorTextsOf } from '../../../lib/server-error-text';
import { featureT } from '../../../lib/testing/translation-checks';
import { failureTextOf } from './failure-text';

const apiError = (body: ConstructorParameters<typeof ApiRequestError>[2]) =>
  new ApiRequestError(422, JSON.stringify(body), body);

describe('failureTextOf', () => {
  it("prefers the server's details text", () => {
    expect(
      failureTextOf(apiError({ message: 'Validation failed', details: 'Date is in the past' })),
    ).toBe('Date is in the past');
  });

  it('uses the message when the details are absent, empty or not text', () => {
    expect(failureTextOf(apiError({ message: 'A completed request cannot be started' }))).toBe(
      'A completed request cannot be started',
    );
    expect(failureTextOf(apiError({ message: 'Denied', details: '  ' }))).toBe('Denied');
    expect(failureTextOf(apiError({ message: 'Denied', details: { from: 'completed' } }))).toBe(
      'Denied',
    );
  });

  it('is null when the server said nothing usable (the caller falls back)', () => {
    expect(failureTextOf(apiError({ message: '' }))).toBeNull();
    expect(failureTextOf(new ApiRequestError(502, 'Bad Gateway', null))).toBeNull();
    expect(failureTextOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(failureTextOf(undefined)).toBeNull();
  });

  it('says a coded message in the interface language', () => {
    const german = serverErrorTextsOf(featureT('common', commonI18n, 'de'));
    const refused = apiError({
      message: 'A request that is completed cannot be started',
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect(failureTextOf(refused, german)).toBe('Der Status des Auftrags erlaubt das nicht');
  });
});
