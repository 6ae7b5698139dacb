import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
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
});
