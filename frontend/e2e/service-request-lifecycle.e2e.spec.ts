import dayjs from 'dayjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import { openPersonPage, screenshotOnFailure, signInFromLanding } from './support/page-helpers';

// Issue 4's "done when": the admin creates a request for the demo client's grave and assigns the
// demo caretaker, the caretaker accepts and starts it, the admin marks it complete, the client
// sees it completed, and the history shows all of it in order.

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pages: Record<'admin' | 'caretaker' | 'client', Page | undefined> = {
  admin: undefined,
  caretaker: undefined,
  client: undefined,
};
const consoleErrors: string[] = [];
/** The request's short number ("4F2A9C1B"), read off the list once it is created. */
let requestNumber = '';

// A Wednesday at least two days ahead: the demo caretaker works Monday to Saturday.
const visitDay = (() => {
  let day = dayjs().add(2, 'day').hour(10).minute(0);
  while (day.day() !== 3) day = day.add(1, 'day');
  return day;
})();

const openPage = async (role: keyof typeof pages) => {
  const page = await openPersonPage(browser, contexts, consoleErrors, role);
  pages[role] = page;
  return page;
};

const signIn = (page: Page, email: string, landing: string) =>
  signInFromLanding(page, app.baseUrl, email, landing);

const pickOption = async (page: Page, text: string | RegExp) => {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .getByText(text, typeof text === 'string' ? { exact: true } : undefined)
    .first()
    .click();
};

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const historyItems = async (page: Page) => {
  const items = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await items.first().waitFor();
  return (await items.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
};

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterEach(({ task }) => screenshotOnFailure(task, pages));

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
});

describe('a service request from creation to completion', () => {
  it('the admin creates a request for the demo client’s grave, assigning the demo caretaker', async () => {
    const page = await openPage('admin');
    await signIn(page, 'admin@memorialcare.example', '/admin');
    await page.getByRole('link', { name: 'Service Requests' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/service-requests`);
    await page.getByRole('heading', { name: 'Service Requests', level: 1 }).waitFor();
    // The demo world's four requests are listed.
    await page.getByRole('button', { name: /^Total 4/ }).waitFor();

    await page.getByRole('main').getByRole('button', { name: 'New Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Service Request' });
    await dialog.waitFor();

    // Nothing filled in: every problem is listed at once, and nothing is sent.
    await dialog.getByRole('button', { name: 'Create Request' }).click();
    await dialog.getByText(/^\d+ Errors Found$/).waitFor();

    await dialog.getByLabel('Client', { exact: true }).fill('Milica');
    // Typing picks the first client whose name matches, and fills the read-only email.
    await expect
      .poll(() => dialog.getByLabel('Email', { exact: true }).inputValue())
      .toBe('client@memorialcare.example');
    await dialog.getByLabel('Grave', { exact: true }).click();
    await pickOption(page, /^Radomir Jovanović/);
    await dialog.getByLabel('Service Type', { exact: true }).click();
    await pickOption(page, 'Monument Cleaning');
    await dialog.getByLabel('Caretaker', { exact: true }).click();
    await pickOption(page, /^Dragan Nikolić/);
    await dialog.getByLabel('Visit Date', { exact: true }).click();
    await dialog
      .getByLabel('Visit Date', { exact: true })
      .fill(visitDay.format('YYYY-MM-DD HH:mm'));
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
    await dialog.getByLabel('Priority', { exact: true }).click();
    await pickOption(page, 'High');
    await dialog.getByLabel('Amount (EUR)', { exact: true }).fill('45');
    await dialog.getByRole('button', { name: 'Create Request' }).click();

    await toast(page, 'Service Request Created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^Total 5/ }).waitFor();
    const row = page
      .getByRole('table', { name: 'Service requests' })
      .getByRole('row')
      .filter({ hasText: 'Monument Cleaning' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Dragan Nikolić');
    const viewName = await row
      .getByRole('button', { name: /^View request #/ })
      .getAttribute('aria-label');
    requestNumber = viewName?.match(/#([0-9A-F]{8})/)?.[1] ?? '';
    expect(requestNumber).toMatch(/^[0-9A-F]{8}$/);
  });

  it('the caretaker accepts the task and starts the work', async () => {
    const page = await openPage('caretaker');
    await signIn(page, 'caretaker@memorialcare.example', '/caretaker');
    await page.getByRole('heading', { name: 'Welcome back, Dragan' }).waitFor();

    await page.getByRole('tab', { name: /^Pending \(\d+\)$/ }).click();
    const pendingCard = page
      .getByRole('article', { name: 'Radomir Jovanović' })
      .filter({ hasText: 'Monument Cleaning' });
    await pendingCard.getByRole('button', { name: 'Accept Task' }).click();
    await toast(page, 'Task Accepted').waitFor();
    await pendingCard.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /^Scheduled \(\d+\)$/ }).click();
    const scheduledCard = page
      .getByRole('article', { name: 'Radomir Jovanović' })
      .filter({ hasText: 'Monument Cleaning' });
    await scheduledCard.getByRole('button', { name: 'Start Task' }).click();
    await toast(page, 'Task Started').waitFor();

    await page.getByRole('tab', { name: /^In Progress \(\d+\)$/ }).click();
    const inProgressCard = page
      .getByRole('article', { name: 'Radomir Jovanović' })
      .filter({ hasText: 'Monument Cleaning' });
    await inProgressCard.waitFor();
    // An in-progress task offers no buttons, only its badge.
    expect(await inProgressCard.getByRole('button', { name: 'Start Task' }).count()).toBe(0);
  });

  it('the admin marks it complete from the details dialog', async () => {
    const page = pages.admin!;
    await page.reload();
    const viewButton = page.getByRole('button', { name: `View request #${requestNumber}` });
    await viewButton.click();
    const dialog = page.getByRole('dialog', {
      name: new RegExp(`Service Request #${requestNumber}`),
    });
    await dialog.getByText('Client & Grave Details').waitFor();
    expect(await dialog.textContent()).toContain('In Progress');
    // Start Work shows only for a scheduled request.
    expect(await dialog.getByRole('button', { name: 'Start Work' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Mark Complete' }).click();
    // The visit is days ahead: completing it now is confirmed first.
    const early = page.locator('.ant-modal-confirm');
    // antd also keeps a hidden copy of the title for screen readers: the visible one is last.
    await early.getByText('Complete before the scheduled day?').last().waitFor();
    await early.getByRole('button', { name: 'Mark Complete' }).click();
    await toast(page, 'Service request updated successfully').waitFor();
    await dialog.getByRole('button', { name: 'Mark Complete' }).waitFor({ state: 'detached' });
    expect(await dialog.getByText('Not completed').count()).toBe(0);
  });

  it('the client sees it completed, and its history in order', async () => {
    const page = await openPage('client');
    await signIn(page, 'client@memorialcare.example', '/client');
    await page.getByRole('link', { name: 'Service Requests' }).click();
    await page.waitForURL(`${app.baseUrl}/client/service-requests`);
    const row = page.getByRole('row').filter({
      has: page.getByRole('button', { name: `View request #${requestNumber}` }),
    });
    await row.waitFor();
    // Clients get a read-only badge, and no caretaker column.
    expect(await row.getByRole('combobox').count()).toBe(0);
    expect(await row.textContent()).toContain('Completed');
    expect(await page.getByRole('columnheader', { name: 'Caretaker', exact: true }).count()).toBe(
      0,
    );

    await row.getByRole('button', { name: `View request #${requestNumber}` }).click();
    const dialog = page.getByRole('dialog', {
      name: new RegExp(`Service Request #${requestNumber}`),
    });
    await dialog.getByText('Client & Grave Details').waitFor();
    // A client neither edits nor moves a request.
    expect(await dialog.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Mark Complete' }).count()).toBe(0);

    const history = await historyItems(page);
    const steps = [
      'Request created',
      'Accepted by Dragan Nikolić',
      'Work started',
      'Marked complete',
    ];
    const positions = steps.map((step) => history.findIndex((item) => item.startsWith(step)));
    expect(
      positions.every((position) => position >= 0),
      history.join('\n'),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(history[positions[0]!]).toContain('Jelena Petrović');
    expect(history[positions[1]!]).toContain('Dragan Nikolić');
    expect(history[positions[3]!]).toContain('Jelena Petrović');
  });

  it('keeps the client from changing a request on the server too', async () => {
    const page = pages.client!;
    // The context's request API shares the page's session cookie, without console noise.
    const list = (await (await page.request.get(`${app.baseUrl}/api/service-requests`)).json()) as {
      items: { id: string }[];
    };
    expect(list.items.length).toBeGreaterThan(0);
    const response = await page.request.patch(
      `${app.baseUrl}/api/service-requests/${list.items[0]?.id ?? ''}`,
      { data: { status: 'cancelled' } },
    );
    const status = response.status();
    expect(status).toBe(403);
  });

  it('raised no errors in the browser consoles', () => {
    expect(consoleErrors).toEqual([]);
  });
});
