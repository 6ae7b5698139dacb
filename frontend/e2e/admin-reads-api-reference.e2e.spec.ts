import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyPage } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import { screenshotOnFailure, signInFromLanding, watchConsoleErrors } from './support/page-helpers';

// An admin opens the API reference from the user menu and reads one route: who may call it,
// and what it answers (the document the server generates from its route table).

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

describe('admin reads the API reference', () => {
  it('opens it from the user menu', async () => {
    await signInFromLanding(page, app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'API Reference' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/api-reference`);
    await page.getByRole('heading', { name: 'API Reference', level: 1 }).waitFor();
    await page.getByText('Memorial Care API 1 · OpenAPI 3.1.0').waitFor();
  });

  it('finds a route by filter and reads who may call it and what it answers', async () => {
    await page
      .getByRole('searchbox', { name: 'Filter by path, method or summary' })
      .fill('patch cemeteries');
    const cemeteries = page.getByRole('region', { name: 'cemeteries' });
    await cemeteries.getByText('1 route').waitFor();
    await cemeteries.getByRole('button', { name: /PATCH.*\/api\/cemeteries\/\{id\}/ }).click();

    await cemeteries.getByText('Who may call it').waitFor();
    await cemeteries.getByText('Admin', { exact: true }).waitFor();
    await cemeteries.getByRole('cell', { name: 'If-Match', exact: true }).waitFor();
    const answers = cemeteries.getByRole('table').last();
    await answers.getByRole('cell', { name: '412', exact: true }).waitFor();
    expect(await answers.textContent()).toContain('nothing was changed (PRECONDITION_FAILED)');
    expect(consoleErrors).toEqual([]);
  });
});
