import { describe, expect, it } from 'vitest';
import { visibleHoursOf } from './calendar-view';

/** A local time today (the grids show the viewer's time zone). */
const at = (hours: number, minutes = 0) => new Date(2026, 4, 12, hours, minutes);

describe('the hours the day and week grids show', () => {
  it('are the working day, 06:00 to 22:00, without visits or with visits inside it', () => {
    const working = { slotMinTime: '06:00:00', slotMaxTime: '22:00:00' };
    expect(visibleHoursOf([])).toEqual(working);
    expect(visibleHoursOf([at(9), at(20, 30)])).toEqual(working);
  });

  it('widen to an early visit and to the hour after a late one', () => {
    expect(visibleHoursOf([at(5, 30), at(22)])).toEqual({
      slotMinTime: '05:00:00',
      slotMaxTime: '23:00:00',
    });
    expect(visibleHoursOf([at(22, 15)]).slotMaxTime).toBe('24:00:00');
    expect(visibleHoursOf([at(23, 30)]).slotMaxTime).toBe('24:00:00');
  });
});
