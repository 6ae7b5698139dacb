import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { launchPersistentJourneyContext } from './support/browser';
import { setUpJourney } from './support/journey';
import { callApi, signInFromLanding, watchConsoleErrors } from './support/page-helpers';

// Issue 18's installable app, checked the way Lighthouse does: on a 390 px phone the demo
// caretaker signs in; the page links a valid web app manifest whose icons are the sizes it
// declares, the service worker installs and controls the page, and Chromium itself finds
// nothing in the way of installing the app. Then the phone loses its signal: the app reopens
// with the tasks, a task's details and the schedule it showed last, under a banner that says
// they are offline and how old the data is.

const journey = setUpJourney();
const phone = { width: 390, height: 844 };
let context: BrowserContext;
let page: Page;
/** Set E2E_SCREENSHOTS=1 to keep pictures of the offline screens in test-results/. */
const keepScreenshots = Boolean(process.env.E2E_SCREENSHOTS);
/** The phone's browser profile: Chromium installs no app from an incognito window. */
let profileDir: string;

afterAll(async () => {
  await context?.close();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

/** The scheduled task the caretaker looks at online, to find again offline. */
let task: { readonly id: string; readonly deceasedName: string; readonly day: string };

const url = (path: string) => new URL(path, journey.app.baseUrl).toString();

const imageSize = async (path: string) => {
  const response = await fetch(url(path));
  expect(response.status, path).toBe(200);
  const { width, height, format } = await sharp(
    Buffer.from(await response.arrayBuffer()),
  ).metadata();
  return `${width}x${height} ${format}`;
};

/** The page's service worker registrations (scope and script), read in the page. */
const registrations = (target: Page) =>
  target.evaluate<string[]>(
    `navigator.serviceWorker.getRegistrations().then((all) =>
      all.map((r) => r.scope + ' ' + (r.active ?? r.waiting ?? r.installing)?.scriptURL))`,
  );

/** The texts the console kept on the device (features/offline), once it has saved them. */
const keptData = (target: Page) =>
  target.evaluate<string>(
    `new Promise((resolve) => {
      const open = indexedDB.open('memorial-care-offline');
      open.onerror = () => resolve('');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('query-cache')) return db.close(), resolve('');
        const all = db.transaction('query-cache').objectStore('query-cache').getAll();
        all.onsuccess = () => (db.close(), resolve(all.result.join('\\n')));
        all.onerror = () => (db.close(), resolve(''));
      };
    })`,
  );

const offlineBanner = () =>
  page.getByRole('alert').filter({ hasText: /^You are offline — showing data from / });

const taskCard = () => page.getByRole('article', { name: task.deceasedName }).first();
const scheduledTab = () => page.getByRole('tab', { name: /^Scheduled \(\d+\)$/ });
const scheduleUrl = () => url(`/caretaker/schedule?date=${task.day}`);

describe('the caretaker installs the app and opens it without a signal', () => {
  it('the caretaker signs in on a phone; the landing page installs nothing', async () => {
    profileDir = await mkdtemp(join(tmpdir(), 'mc-e2e-phone-'));
    context = await launchPersistentJourneyContext(profileDir, phone);
    page = context.pages()[0] ?? (await context.newPage());
    journey.pages.caretaker = page;
    // Offline, the app's own requests fail by design (it shows the kept data instead).
    watchConsoleErrors(page, journey.consoleErrors, { allow: /\b401\b|ERR_INTERNET_DISCONNECTED/ });

    await page.goto(journey.app.baseUrl);
    await page.getByLabel('Email').waitFor();
    expect(await registrations(page)).toEqual([]);

    await signInFromLanding(
      page,
      journey.app.baseUrl,
      'caretaker@memorialcare.example',
      '/caretaker',
    );
    await page.getByRole('heading', { name: 'Welcome back, Dragan' }).waitFor();
  });

  it('links a valid web app manifest whose icons are the sizes it declares', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(url(href!));
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({
      name: 'Memorial Care',
      short_name: expect.stringMatching(/\S/),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f4a3d',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    for (const icon of manifest.icons) {
      expect(icon.type, icon.src).toBe('image/png');
      expect(await imageSize(icon.src), icon.src).toBe(`${icon.sizes} png`);
    }
    const any = manifest.icons.filter((icon) => (icon.purpose ?? 'any').includes('any'));
    expect(any.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);

    // iOS does not read the manifest: its home-screen icon and app title come from the page.
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await imageSize(appleIcon!)).toBe('180x180 png');
    expect(
      await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content'),
    ).toBe('Memorial Care');
  });

  it('installs the service worker, which controls the app after a reload', async () => {
    const sw = await fetch(url('/sw.js'));
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');

    // Ready once installed: the app shell is precached by then.
    const ready = await page.evaluate<string>(
      `navigator.serviceWorker.ready.then((r) => r.scope + ' ' + r.active.scriptURL)`,
    );
    expect(ready).toBe(`${url('/')} ${url('/sw.js')}`);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Dragan' }).waitFor();
    expect(
      await page.evaluate<string | null>('navigator.serviceWorker.controller?.scriptURL'),
    ).toBe(url('/sw.js'));
  });

  it('passes Chromium’s own installability check', async () => {
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(manifest.url).toBe(url('/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('online, the caretaker looks at a scheduled task and their schedule', async () => {
    const scheduled = await callApi(
      page,
      'GET',
      '/api/caretaker/tasks?tab=scheduled&page=1&pageSize=10',
    );
    const first = (
      scheduled.json as {
        items: { id: string; scheduledDate: string; grave: { deceasedName: string } | null }[];
      }
    ).items[0]!;
    task = {
      id: first.id,
      deceasedName: first.grave!.deceasedName,
      day: first.scheduledDate.slice(0, 10),
    };

    await scheduledTab().click();
    await taskCard().getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: /Service Request #/ });
    await dialog.getByText(task.deceasedName).first().waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    // The console keeps what it showed on the device (saving at most once a second).
    await expect.poll(() => keptData(page), { timeout: 10_000 }).toContain(`"one","${task.id}"`);

    await page.goto(scheduleUrl());
    await page.locator('.fc-listWeek-view').waitFor();
    await page.locator('.fc-list-event').first().waitFor();
    await expect.poll(() => keptData(page), { timeout: 10_000 }).toContain('"schedule"');
    const kept = await keptData(page);
    expect(kept).toContain('"caretaker-tasks"');
    // Who is signed in is never part of it: the server's answer rules.
    expect(kept).not.toContain('"auth"');
  });

  it('offline five minutes later, the tasks and a task’s details open with the last data', async () => {
    const visitsOnline = await page.locator('.fc-list-event').allTextContents();
    await context.setOffline(true);
    // The page's clock runs five minutes ahead: the banner tells the data's age.
    await page.clock.install({ time: new Date(Date.now() + 5 * 60_000) });

    await page.goto(url('/caretaker'));
    await page.getByRole('heading', { name: 'Welcome back, Dragan' }).waitFor();
    await offlineBanner().waitFor();
    expect(await offlineBanner().textContent()).toMatch(
      /^You are offline — showing data from .+ \((5|6) min ago\)$/,
    );

    await scheduledTab().click();
    await taskCard().waitFor();
    if (keepScreenshots) await page.screenshot({ path: 'test-results/offline-tasks.png' });
    await taskCard().getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: /Service Request #/ });
    await dialog.getByText(task.deceasedName).first().waitFor();
    if (keepScreenshots) await page.screenshot({ path: 'test-results/offline-task-details.png' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // A deep link opens too (the service worker answers every page with the app).
    await page.goto(scheduleUrl());
    await page.locator('.fc-listWeek-view').waitFor();
    await offlineBanner().waitFor();
    await expect.poll(() => page.locator('.fc-list-event').allTextContents()).toEqual(visitsOnline);
    if (keepScreenshots) await page.screenshot({ path: 'test-results/offline-schedule.png' });
  });

  it('back online, the banner goes and the server answers again', async () => {
    // The browser may not notice the signal is back: the app asks the server now and then.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/user',
      { timeout: 40_000 },
    );
    await context.setOffline(false);
    expect((await answered).status()).toBe(200);
    await offlineBanner().waitFor({ state: 'detached' });
  });

  it('raised no errors in the browser console', () => {
    expect(journey.consoleErrors).toEqual([]);
  });
});
