import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyPage } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import { screenshotOnFailure, submitSignIn, watchConsoleErrors } from './support/page-helpers';

// Issue 5, clients: the demo admin adds a client with a first grave, finds the grave on the
// profile, edits the client, reads the demo client's requests, and deletes a client — while a
// client with open requests is kept.

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

const toast = (text: string) => page.getByText(text, { exact: true }).first();
const clientList = () => page.getByRole('navigation', { name: 'Clients' });
const profileTab = (name: string) => page.getByRole('tab', { name, exact: true });
const profileHeading = (name: string) => page.getByRole('heading', { name, exact: true, level: 3 });

describe('admin manages clients', () => {
  it('signs in as the demo admin and opens Clients from the sidebar', async () => {
    await page.goto(app.baseUrl);
    await submitSignIn(page, 'admin@memorialcare.example');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/admin/clients`);
    await page.getByText('Select a client', { exact: true }).waitFor();
    await page
      .getByText('Choose a client from the list to view their profile and service history', {
        exact: true,
      })
      .waitFor();
    await clientList()
      .getByRole('button', { name: /Milica Jovanović/ })
      .waitFor();
  });

  it('adds a client with a first grave and sees the grave on the Graves tab', async () => {
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Vesna Marković');
    await dialog.getByLabel('Email').fill('vesna.markovic@example.com');
    await dialog.getByLabel('Country').fill('Austria');
    await dialog.getByLabel('Add a first grave').check();
    await dialog.getByLabel('Deceased Name').fill('Stojan Marković');
    await dialog.getByLabel('Cemetery').click();
    await dialog.getByLabel('Cemetery').fill('Novo groblje');
    await dialog.getByLabel('Cemetery').press('Enter');
    await dialog.getByLabel('Grave Number').fill('21');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await toast('Client and grave added successfully').waitFor();

    // The new client is in the list at once and its profile is open.
    await clientList()
      .getByRole('button', { name: /Vesna Marković/ })
      .waitFor();
    await profileHeading('Vesna Marković').waitFor();
    await profileTab('Graves').click();
    const grave = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Stojan Marković' }) });
    await grave.waitFor();
    expect(await grave.textContent()).toContain('Novo groblje');
    await grave.getByText('No visits yet').waitFor();
  });

  it('edits the client and sees the change on Details', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await dialog.getByLabel('Phone').fill('+43 1 234 5678');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Client updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await profileTab('Details').click();
    await page.getByRole('tabpanel').getByText('+43 1 234 5678').waitFor();
    await page.getByRole('tabpanel').getByText('Austria').waitFor();
  });

  it("lists the demo client's requests on her Service Requests tab", async () => {
    await page.getByLabel('Search clients', { exact: true }).fill('jovanovic');
    await clientList()
      .getByRole('button', { name: /Vesna Marković/ })
      .waitFor({ state: 'detached' });
    await clientList()
      .getByRole('button', { name: /Milica Jovanović/ })
      .click();
    await profileHeading('Milica Jovanović').waitFor();
    await profileTab('Service Requests').click();
    const requests = page.getByRole('region', { name: 'Service requests of Milica Jovanović' });
    await requests.getByRole('article', { name: 'Grave Cleaning' }).waitFor();
    await requests.getByRole('article', { name: 'Memorial Candles' }).waitFor();
    await requests.getByRole('article', { name: 'Flower Arrangement' }).waitFor();
    expect(await requests.textContent()).toContain('Radomir Jovanović');

    // A request opens its details.
    await requests.getByRole('button', { name: 'Grave Cleaning' }).click();
    const details = page.getByRole('dialog').filter({ hasText: 'Radomir Jovanović' }).last();
    await details.waitFor();
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'hidden' });
  });

  it('keeps a client with open requests, saying why', async () => {
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByText(/^Milica Jovanović has 2 open service requests\. They must be completed/)
      .waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Close' }).click();
    await profileHeading('Milica Jovanović').waitFor();
  });

  it('deletes the new client after confirmation; the list updates at once', async () => {
    await page.getByLabel('Search clients', { exact: true }).fill('');
    await clientList()
      .getByRole('button', { name: /Vesna Marković/ })
      .click();
    await profileHeading('Vesna Marković').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByText('Are you sure you want to delete Vesna Marković? This action cannot be undone.')
      .waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await toast('Client deleted successfully').waitFor();
    await clientList()
      .getByRole('button', { name: /Vesna Marković/ })
      .waitFor({ state: 'detached' });
    await page.getByText('Select a client', { exact: true }).waitFor();
  });

  it('raised no errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
