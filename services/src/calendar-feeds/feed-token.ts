import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// A feed URL's token is `<feedId>.<mac>`: the MAC is HMAC-SHA256 over the feed id with a key
// derived from SESSION_SECRET, so the secret is in no event and no table, the URL can be shown
// again at any time, and only the server can make one. A new feed id makes a new URL; the old
// one then names a feed id the read model no longer has.

/** The feeds' own key, derived from the session secret (never the cookie key itself). */
export const calendarFeedKeyOf = (sessionSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', sessionSecret, '', 'calendar-feed', 32));

/** base64url(HMAC-SHA256(key, feedId)): 43 characters. */
const macOf = (key: Buffer, feedId: string) =>
  createHmac('sha256', key).update(feedId, 'utf8').digest('base64url');

/** `<feedId>.<mac>`, safe in a URL path. */
export const calendarFeedTokenFor = (key: Buffer, feedId: string) =>
  `${feedId}.${macOf(key, feedId)}`;

const feedIdSchema = z.guid();
const icsSuffix = '.ics';

/**
 * The feed id of a genuine token (with or without `.ics`), or null for anything else: a
 * malformed token and a forged MAC look the same to the caller.
 */
export const feedIdOfToken = (key: Buffer, token: string): string | null => {
  const bare = token.endsWith(icsSuffix) ? token.slice(0, -icsSuffix.length) : token;
  const [feedId = '', mac = '', ...rest] = bare.split('.');
  if (rest.length > 0 || !feedIdSchema.safeParse(feedId).success) return null;
  // Compared as text, so only the one spelling of the MAC passes (base64 decoding skips junk).
  const expected = Buffer.from(macOf(key, feedId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? feedId : null;
};

/** The https (or http) URL and its webcal:// twin, which calendar apps open directly. */
export const calendarFeedUrlsFor = (publicUrl: string, key: Buffer, feedId: string) => {
  const url = `${publicUrl.replace(/\/+$/, '')}/api/calendar-feed/${calendarFeedTokenFor(key, feedId)}${icsSuffix}`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
};
