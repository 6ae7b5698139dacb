import { serviceTimeZone } from '@memorial-care/contracts/domain';

// Visit windows are hours in Serbia (the graves are there); the calendar draws in the viewer's
// own zone, so a Serbian hour becomes an instant first.

const wallClocks = new Map<string, Intl.DateTimeFormat>();

const wallClockIn = (timeZone: string) => {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
};

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (instant: number, timeZone: string): number => {
  const part = Object.fromEntries(
    wallClockIn(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  const asUtc = Date.UTC(
    part.year!,
    part.month! - 1,
    part.day!,
    part.hour!,
    part.minute!,
    part.second!,
  );
  return asUtc - (instant - (instant % 1000));
};

/**
 * The instant a zone's clock shows `hour`:00 on `date` (yyyy-MM-dd). The offset is read twice:
 * the second time at the instant found, which is right across a change to or from summer time.
 */
export function instantOfWallTime(date: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** The instant it is `hour`:00 in Serbia on `date`. */
export const serviceHourOn = (date: string, hour: number): Date =>
  instantOfWallTime(date, hour, serviceTimeZone);
