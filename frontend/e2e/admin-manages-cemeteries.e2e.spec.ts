import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyPage, newJourneyContext } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import {
  screenshotOnFailure,
  submitSignIn,
  waitForToastsToClose as waitForToastsToCloseOn,
  watchConsoleErrors,
} from './support/page-helpers';

// The Foundation's "done when": a newcomer starts the app with demo data, signs in with the
// demo admin shown on the landing page, and manages cemeteries.

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

const card = (name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

const toast = (text: string) => page.getByText(text, { exact: true }).first();

// A city's heading holds the button that opens its group, named with the city and its count.
const cityName = (city: string) => new RegExp(`^${city} \\d+ cemeter`);
const cityHeading = (city: string) => page.getByRole('heading', { name: cityName(city) });
const cityToggle = (city: string) => page.getByRole('button', { name: cityName(city) });

const searchBox = () => page.getByLabel('Filter cemeteries by name, city or region');

const waitForToastsToClose = () => waitForToastsToCloseOn(page);

describe('admin manages cemeteries', () => {
  it('signs in with the demo admin shown on the landing page', async () => {
    await page.goto(app.baseUrl);
    await page.getByText('admin@memorialcare.example').first().waitFor();
    await submitSignIn(page, 'admin@memorialcare.example');
    await toast('Login successful').waitFor();
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByText('Jelena Petrović').first().waitFor();
  });

  it('opens Cemetery Management from the sidebar and sees the demo cemeteries by city', async () => {
    await page.getByRole('link', { name: 'Cemeteries' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/cemeteries`);
    await page.getByRole('heading', { name: 'Cemetery Management' }).waitFor();
    // Few cities: every group is open.
    await card('Novo groblje').waitFor();
    await cityHeading('Beograd').waitFor();
    await cityHeading('Novi Sad').waitFor();
    expect(await cityToggle('Beograd').getAttribute('aria-expanded')).toBe('true');
  });

  it('adds a cemetery, which appears under its city at once', async () => {
    await page.getByRole('button', { name: 'Add Cemetery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Cemetery' });
    // Required fields are enforced before anything is sent.
    await dialog.getByRole('button', { name: 'Create Cemetery' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Gradsko groblje Kragujevac');
    await dialog.getByLabel('City').fill('Kragujevac');
    await dialog.getByLabel('Region').fill('Šumadijski okrug');
    await dialog.getByRole('button', { name: 'Create Cemetery' }).click();
    await toast('Cemetery created successfully').waitFor();
    await card('Gradsko groblje Kragujevac').waitFor();
    await cityHeading('Kragujevac').waitFor();
    expect(await card('Gradsko groblje Kragujevac').textContent()).toContain(
      'Šumadijski okrug Region',
    );
  });

  it('adds a phone and edits the cemetery from its details', async () => {
    await card('Gradsko groblje Kragujevac').getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Gradsko groblje Kragujevac' });
    await details.getByText('None scheduled').waitFor();
    await details.getByRole('button', { name: 'Add Phone' }).click();
    await page.getByLabel('Phone or email').fill('+381 34 300 000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Cemetery updated successfully').waitFor();
    await details.getByText('+381 34 300 000').waitFor();

    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Cemetery' });
    await edit.getByLabel('Name').fill('Varoško groblje');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    // After saving, the details come back with the new name.
    const renamed = page.getByRole('dialog', { name: 'Varoško groblje' });
    await renamed.getByText('+381 34 300 000').waitFor();
    await renamed.getByRole('button', { name: 'Close' }).last().click();
    await renamed.waitFor({ state: 'hidden' });
    await card('Varoško groblje').waitFor();
    expect(await card('Gradsko groblje Kragujevac').count()).toBe(0);
  });

  it('deletes the cemetery after confirmation', async () => {
    await card('Varoško groblje').getByRole('button', { name: 'Details' }).click();
    await page
      .getByRole('dialog', { name: 'Varoško groblje' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Are you sure you want to delete this cemetery?').waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await toast('Cemetery deleted successfully').waitFor();
    await card('Varoško groblje').waitFor({ state: 'detached' });
  });

  it('imports the Serbian cemeteries once, and a second import adds nothing', async () => {
    await waitForToastsToClose();
    await page.getByRole('button', { name: 'Import Serbian Cemeteries' }).click();
    await page
      .getByText(/^Successfully imported \d+ Serbian cemeteries!$/)
      .first()
      .waitFor();
    const imported = Number(
      (
        await page
          .getByText(/^Successfully imported \d+ Serbian cemeteries!$/)
          .first()
          .textContent()
      )?.match(/\d+/)?.[0],
    );
    expect(imported).toBeGreaterThanOrEqual(60);
    // Some fifty cities, most of one cemetery: the groups close to a line each, with counts.
    await cityHeading('Subotica').waitFor();
    expect(await cityToggle('Beograd').getAttribute('aria-expanded')).toBe('false');
    expect(await card('Novo groblje').count()).toBe(0);
    await waitForToastsToClose();
    await cityToggle('Subotica').click();
    await card('Bajsko groblje').waitFor();
    expect(await cityToggle('Subotica').getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: 'Import Serbian Cemeteries' }).click();
    await page
      .getByText(/^\d+ cemeteries were already in the database\.$/)
      .last()
      .waitFor();
  });

  it('searches by city, case-insensitively', async () => {
    await searchBox().fill('novi sad');
    // The groups a search finds open by themselves.
    await card('Almaško groblje').waitFor();
    // Only the Novi Sad group is left: Belgrade's cemeteries are filtered out.
    await cityHeading('Beograd').waitFor({ state: 'detached' });
    expect(await cityHeading('Novi Sad').count()).toBe(1);
    await searchBox().fill('zzzz');
    await page.getByText('No cemeteries found').waitFor();
  });

  it('switches to a table of all cemeteries that sorts, searches and keeps every action', async () => {
    await searchBox().fill('');
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Table').click();
    const table = page.getByRole('table', { name: 'Cemeteries' });
    await page.getByText(/^1-20 of \d+$/).waitFor();

    // Most graves first: the demo cemeteries (one grave each) lead the imported ones.
    const graves = table.getByRole('columnheader', { name: 'Graves' });
    await graves.click();
    await graves.click();
    expect(await graves.getAttribute('aria-sort')).toBe('descending');
    expect(await table.getByRole('row').nth(1).getByRole('cell').nth(4).textContent()).toBe('1');

    await searchBox().fill('subotica');
    const bajsko = table.getByRole('row').filter({ hasText: 'Bajsko groblje' });
    await bajsko.waitFor();
    expect(await bajsko.textContent()).toContain('Severnobački okrug');
    await bajsko.getByRole('button', { name: 'Details: Bajsko groblje, Subotica' }).click();
    const details = page.getByRole('dialog', { name: 'Bajsko groblje' });
    await details.getByText('None scheduled').waitFor();
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'hidden' });

    await bajsko.getByRole('button', { name: 'Edit Bajsko groblje, Subotica' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Cemetery' });
    await edit.getByLabel('Address', { exact: true }).fill('Bajski put 1');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Cemetery updated successfully').waitFor();
    await edit.waitFor({ state: 'hidden' });
    // Edited from the table, the admin is back at the table, not in the details.
    expect(await page.getByRole('dialog', { name: 'Bajsko groblje' }).count()).toBe(0);

    await waitForToastsToClose();
    await bajsko.getByRole('button', { name: 'Delete Bajsko groblje, Subotica' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await toast('Cemetery deleted successfully').waitFor();
    await bajsko.waitFor({ state: 'detached' });

    // The table stays the admin's view on this device.
    await page.reload();
    await table.waitFor();
    expect(await page.getByRole('radio', { name: 'Table' }).isChecked()).toBe(true);
  });

  it('keeps a client out of the admin console', async () => {
    const context = await newJourneyContext(browser);
    const client = await context.newPage();
    await client.goto(app.baseUrl);
    await submitSignIn(client, 'client@memorialcare.example');
    await client.waitForURL(`${app.baseUrl}/client`);
    await client.goto(`${app.baseUrl}/admin/cemeteries`);
    await client.waitForURL(`${app.baseUrl}/client`);
    const forbidden = await client.evaluate(async () => {
      const response = await fetch('/api/cemeteries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'X', city: 'Y', region: 'Z' }),
      });
      return response.status;
    });
    expect(forbidden).toBe(403);
    await context.close();
  });

  it('raised no errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
