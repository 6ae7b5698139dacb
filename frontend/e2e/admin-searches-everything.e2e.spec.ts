import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyPage } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import { screenshotOnFailure, submitSignIn, watchConsoleErrors } from './support/page-helpers';

// Issue 16, the header search: the demo admin types a name without its diacritics, sees the
// matching clients and graves grouped, and opens the first hit with the keyboard.

let app: RunningApp;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newJourneyPage(browser);
  watchConsoleErrors(page, consoleErrors);
});

afterEach(({ task }) => screenshotOnFailure(task, { page }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const searchBox = () =>
  page.getByRole('combobox', {
    name: 'Search clients, graves, cemeteries, caretakers and requests',
  });

describe('admin searches everything', () => {
  it('finds clients and graves typed without diacritics, grouped', async () => {
    await page.goto(app.baseUrl);
    await submitSignIn(page, 'admin@memorialcare.example');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await searchBox().fill('jovanovic');
    // The popup's visible rows (antd's listbox proper holds only the active option's value).
    const hits = page.locator('.ant-select-item-option');
    await page.getByText('Graves', { exact: true }).waitFor();
    await hits.getByText('Radomir Jovanović', { exact: true }).waitFor();
    await hits.getByText('Desanka Jovanović', { exact: true }).waitFor();
    await page.getByText('Service requests', { exact: true }).waitFor();
    expect(await hits.first().textContent()).toContain('Milica Jovanović');
    expect(await page.locator('.ant-select-item-group').first().textContent()).toBe('Clients');
  });

  it('opens the first hit with ArrowDown and Enter: the client’s profile', async () => {
    await searchBox().press('ArrowDown');
    await searchBox().press('Enter');
    await page.waitForURL(`${app.baseUrl}/admin/clients`);
    await page.getByRole('heading', { name: 'Milica Jovanović', exact: true, level: 3 }).waitFor();
  });

  it('says when nothing matches', async () => {
    await searchBox().fill('zzqqxx');
    await page.getByText('No results for “zzqqxx”', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
