import { describe, expect, it } from 'vitest';
import { googleCalendarLinkOf } from './calendar-links';

describe('googleCalendarLinkOf', () => {
  it('hands Google the webcal address, encoded as one query value', () => {
    expect(googleCalendarLinkOf('webcal://care.example/api/calendar-feed/a-b.c_d.ics')).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fcare.example%2Fapi%2Fcalendar-feed%2Fa-b.c_d.ics',
    );
  });
});
