import { parseFeed } from '@memorial-care/services/calendar-feeds/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// The calendar feed in a browser: the demo caretaker opens "Calendar feed" from the user menu,
// creates the address, copies it, and a calendar app fetching it (no cookies) finds his visits
// and nobody else's; regenerating it (after the warning) kills the old address. The demo
// family's feed holds their graves' visits.

/** Set E2E_SCREENSHOTS=1 to keep a picture of the dialog in test-results/ for a visual check. */
const keepScreenshots = Boolean(process.env.E2E_SCREENSHOTS);

const journey = setUpJourney();
const { pages } = journey;
let firstAddress = '';

const openCalendarFeed = async (page: Page, name: RegExp) => {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Calendar feed' }).click();
  return page.getByRole('dialog', { name: 'Calendar feed' });
};

/** What a calendar app fetching the address gets: the status and, when 200, the feed. */
const fetchAsCalendarApp = async (address: string) => {
  const response = await fetch(new URL(new URL(address).pathname, journey.app.baseUrl));
  return {
    status: response.status,
    feed: response.status === 200 ? parseFeed(await response.text()) : null,
  };
};

describe('a caretaker subscribes to his visits from a calendar app', () => {
  it('Dragan creates his calendar address and copies it', async () => {
    const page = await journey.openPage('caretaker');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.app.baseUrl,
    });
    await signInFromLanding(
      page,
      journey.app.baseUrl,
      'caretaker@memorialcare.example',
      '/caretaker',
    );
    const dialog = await openCalendarFeed(page, /^Account: Dragan Nikolić/);
    await dialog.getByText('You have no calendar address yet.').waitFor();
    await dialog.getByRole('button', { name: 'Create address' }).click();
    await toast(page, 'Calendar address created').waitFor();

    const address = dialog.getByRole('textbox', { name: 'Calendar address' });
    firstAddress = await address.inputValue();
    expect(firstAddress).toMatch(/\/api\/calendar-feed\/[\w-]+\.[\w-]{43}\.ics$/);
    const webcal = firstAddress.replace(/^https?:/, 'webcal:');
    expect(
      await dialog.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'),
    ).toBe(webcal);
    expect(
      await dialog.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'),
    ).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`);

    await waitForToastsToClose(page);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Copied').waitFor();
    // A string: the journeys are typed without the DOM library.
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(firstAddress);
    if (keepScreenshots) await page.screenshot({ path: 'test-results/calendar-feed-dialog.png' });
  });

  it('a calendar app fetching the address finds his visits, and only his', async () => {
    const { status, feed } = await fetchAsCalendarApp(firstAddress);
    expect(status).toBe(200);
    expect(feed?.timeZoneIds).toEqual(['Europe/Belgrade']);
    expect(feed?.events.map((event) => event.summary).sort()).toEqual([
      'Grave cleaning — Radomir Jovanović',
      'Memorial candles — Radomir Jovanović',
    ]);
  });

  it('regenerating, after the warning, kills the old address', async () => {
    const page = pages.caretaker!;
    const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
    await waitForToastsToClose(page);
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate the calendar address?' });
    await confirm.getByText('The old address will stop working.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await toast(page, 'New calendar address created').waitFor();

    const address = dialog.getByRole('textbox', { name: 'Calendar address' });
    await expect.poll(() => address.inputValue()).not.toBe(firstAddress);
    expect((await fetchAsCalendarApp(firstAddress)).status).toBe(404);
    expect((await fetchAsCalendarApp(await address.inputValue())).status).toBe(200);
  });
});

describe("a family subscribes to their graves' visits", () => {
  it('Milica finds the visits to her family’s graves in her feed', async () => {
    const page = await journey.openPage('client');
    await signInFromLanding(page, journey.app.baseUrl, 'client@memorialcare.example', '/client');
    const dialog = await openCalendarFeed(page, /^Account: /);
    await dialog.getByRole('button', { name: 'Create address' }).click();
    await toast(page, 'Calendar address created').waitFor();
    const address = await dialog.getByRole('textbox', { name: 'Calendar address' }).inputValue();
    const { feed } = await fetchAsCalendarApp(address);
    const summaries = feed?.events.map((event) => event.summary) ?? [];
    expect(summaries).toContain('Memorial candles — Radomir Jovanović');
    expect(summaries.some((summary) => summary.includes('Petar Marković'))).toBe(false);
  });
});
