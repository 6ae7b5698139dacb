import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { busyDayOf } from './busy-day';

const answer = (status: number, body: object) =>
  new ApiRequestError(status, JSON.stringify(body), body as never);

describe('busyDayOf', () => {
  it("reads the 409's figures", () =>
    expect(
      busyDayOf(
        answer(409, {
          message: 'busy',
          code: 'DAY_OVER_CAPACITY',
          details: { date: '2026-11-07', booked: 14, capacity: 12, caretakersAvailable: 3 },
        }),
      ),
    ).toEqual({ date: '2026-11-07', booked: 14, capacity: 12, caretakersAvailable: 3 }));

  it('warns without figures when the answer has none', () =>
    expect(busyDayOf(answer(409, { message: 'busy', code: 'DAY_OVER_CAPACITY' }))).toEqual({}));

  it('is null for every other failure', () => {
    expect(busyDayOf(answer(409, { message: 'raced', code: 'VERSION_CONFLICT' }))).toBeNull();
    expect(busyDayOf(answer(422, { message: 'busy', code: 'DAY_OVER_CAPACITY' }))).toBeNull();
    expect(busyDayOf(new Error('offline'))).toBeNull();
  });
});
