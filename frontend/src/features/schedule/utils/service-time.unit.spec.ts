import { describe, expect, it } from 'vitest';
import { instantOfWallTime, serviceHourOn } from './service-time';

describe('an hour on a zone’s clock as an instant', () => {
  it('is Serbian time for the service: UTC+1 in winter, UTC+2 in summer', () => {
    expect(serviceHourOn('2026-01-15', 8).toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(serviceHourOn('2026-07-15', 8).toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    // Europe: summer time from 02:00 on 29 March 2026, winter time from 03:00 on 25 October.
    expect(serviceHourOn('2026-03-29', 1).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(serviceHourOn('2026-03-29', 8).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(serviceHourOn('2026-10-25', 8).toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(serviceHourOn('2026-10-24', 20).toISOString()).toBe('2026-10-24T18:00:00.000Z');
  });

  it('reads any zone, east or west of Greenwich', () => {
    expect(instantOfWallTime('2026-03-08', 12, 'America/New_York').toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
    expect(instantOfWallTime('2026-03-07', 12, 'America/New_York').toISOString()).toBe(
      '2026-03-07T17:00:00.000Z',
    );
    expect(instantOfWallTime('2026-03-04', 0, 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-03T18:30:00.000Z',
    );
    expect(instantOfWallTime('2026-03-04', 8, 'UTC').toISOString()).toBe(
      '2026-03-04T08:00:00.000Z',
    );
  });
});
