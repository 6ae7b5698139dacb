/**
 * Google Calendar's "add by URL" link: it subscribes to the webcal:// address given as `cid`
 * (Google fetches the feed itself; the address must be reachable from the internet).
 */
export const googleCalendarLinkOf = (webcalUrl: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`;
