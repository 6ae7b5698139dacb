import type { CalendarFeed } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getCalendarFeedQueryOptions } from '../api/get-calendar-feed';
import { calendarFeedI18n } from '../i18n';
import { CalendarFeedPanel, type CalendarFeedRole } from './calendar-feed-dialog';

// Static renders of the calendar feed dialog's content from an answer in the query cache.

const token = '3f6a1c2e-7b8d-4e9f-a0b1-c2d3e4f5a6b7.abcdefghijklmnopqrstuvwxyz_ABCDEFGHIJ-0123456';
const issued: CalendarFeed = {
  url: `https://care.example/api/calendar-feed/${token}.ics`,
  webcalUrl: `webcal://care.example/api/calendar-feed/${token}.ics`,
  issuedAt: '2026-06-01T10:00:00.000Z',
};
const none: CalendarFeed = { url: null, webcalUrl: null, issuedAt: null };

const render = (answer: CalendarFeed, role: CalendarFeedRole = 'caretaker') =>
  renderToText(<CalendarFeedPanel role={role} />, {
    translations: { calendarFeed: calendarFeedI18n.en, common: commonI18n.en },
    setUp: (queryClient) =>
      queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, answer),
  });

describe('CalendarFeedPanel', () => {
  it('offers to create the address when there is none yet', async () => {
    const { text } = await render(none);
    expect(text).toContain('Subscribe to your visits from Google Calendar');
    expect(text).toContain('You have no calendar address yet.');
    expect(text).toContain('Create address');
    expect(text).not.toContain('Regenerate');
  });

  it('shows the address to copy, the Google and webcal links, and Regenerate', async () => {
    const { text, html } = await render(issued);
    expect(html).toContain(`value="${issued.url}"`);
    expect(html).toContain('readOnly=""');
    expect(text).toContain('Copy');
    expect(html).toContain(
      `href="https://calendar.google.com/calendar/r?cid=${encodeURIComponent(issued.webcalUrl!)}"`,
    );
    expect(text).toContain('Add to Google Calendar');
    expect(html).toContain(`href="${issued.webcalUrl}"`);
    expect(text).toContain('Open in calendar app');
    expect(text).toContain('Regenerate');
    expect(text).toContain('Keep this address private');
    expect(text).not.toContain('Create address');
  });

  it("explains a family's feed as their graves' visits", async () => {
    const { text } = await render(issued, 'client');
    expect(text).toContain('Subscribe to the visits to your family&#x27;s graves');
  });
});
