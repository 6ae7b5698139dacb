import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  calendarFeedKeyOf,
  calendarFeedTokenFor,
  calendarFeedUrlsFor,
  feedIdOfToken,
} from './feed-token';

const key = calendarFeedKeyOf('a-session-secret-of-at-least-thirty-two-characters');
const feedId = randomUUID();

describe('calendar feed tokens', () => {
  it('are the feed id with a MAC, read back to the feed id with or without .ics', () => {
    const token = calendarFeedTokenFor(key, feedId);
    expect(token).toMatch(new RegExp(`^${feedId}\\.[A-Za-z0-9_-]{43}$`));
    expect(feedIdOfToken(key, token)).toBe(feedId);
    expect(feedIdOfToken(key, `${token}.ics`)).toBe(feedId);
  });

  it('refuse a forged MAC, another key’s token, a swapped feed id and malformed text', () => {
    const token = calendarFeedTokenFor(key, feedId);
    const mac = token.slice(feedId.length + 1);
    const otherKey = calendarFeedKeyOf('another-session-secret-of-thirty-two-characters');
    const forged = `${feedId}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [
      forged,
      calendarFeedTokenFor(otherKey, feedId),
      `${randomUUID()}.${mac}`,
      `${token}x`,
      `${token}.${mac}`,
      feedId,
      `not-a-uuid.${mac}`,
      '',
    ])
      expect(feedIdOfToken(key, candidate), candidate).toBeNull();
  });

  it('derive their key from the session secret, not use it as is', () => {
    const secret = 'a-session-secret-of-at-least-thirty-two-characters';
    expect(calendarFeedKeyOf(secret).equals(Buffer.from(secret))).toBe(false);
    expect(calendarFeedKeyOf(secret)).toHaveLength(32);
  });

  it('make an https URL and its webcal:// twin under the public URL', () => {
    const { url, webcalUrl } = calendarFeedUrlsFor('https://care.example/', key, feedId);
    const token = calendarFeedTokenFor(key, feedId);
    expect(url).toBe(`https://care.example/api/calendar-feed/${token}.ics`);
    expect(webcalUrl).toBe(`webcal://care.example/api/calendar-feed/${token}.ics`);
  });
});
