import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { visitInstantOf } from './visit-day';

// Which day is "today" is Serbia's, whatever the server's clock zone.

/** 23:30 UTC on 4 March 2026 is already 00:30 on 5 March in Belgrade (winter time, UTC+1). */
const lateEvening = new Date('2026-03-04T23:30:00.000Z');

describe('visitInstantOf', () => {
  it('puts the visit at 08:00 in Belgrade, in winter and in summer time', () => {
    expect(visitInstantOf('2026-03-10', lateEvening)).toBe('2026-03-10T07:00:00.000Z');
    expect(visitInstantOf('2026-07-10', lateEvening)).toBe('2026-07-10T06:00:00.000Z');
  });

  it('takes today in Belgrade', () =>
    expect(visitInstantOf('2026-03-05', lateEvening)).toBe('2026-03-05T07:00:00.000Z'));

  it('refuses a day already past in Belgrade with a 422 on the field', () => {
    const refusal = (() => {
      try {
        visitInstantOf('2026-03-04', lateEvening);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(ValidationError);
    expect(refusal).toMatchObject({
      status: 422,
      errors: [{ path: 'body.visitDate', message: 'Please choose a date from today on' }],
    });
  });
});
