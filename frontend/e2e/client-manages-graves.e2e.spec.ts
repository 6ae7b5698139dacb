import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyPage } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import {
  screenshotOnFailure,
  submitSignIn,
  waitForToastsToClose as waitForToastsToCloseOn,
  watchConsoleErrors,
} from './support/page-helpers';

// Issue 5, graves: the demo client keeps their graves on My Graves — adds one, edits it, saves
// its slava in the details, removes it — and cannot reach another client's grave.

let app: RunningApp;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newJourneyPage(browser);
  // The refused removal below answers 409 on purpose.
  watchConsoleErrors(page, consoleErrors, { allow: /\b(401|409)\b/ });
});

afterEach(({ task }) => screenshotOnFailure(task, { page }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const card = (name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

const toast = (text: string) => page.getByText(text, { exact: true }).first();

const waitForToastsToClose = () => waitForToastsToCloseOn(page, 880);

/** A statistic card's value by its title. */
const statistic = (title: string) =>
  page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');

/** The read model, for ids the client's screens never show (another client's grave). */
const queryDatabase = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};

const newGrave = 'Vukosava Jovanović';

describe('client manages graves', () => {
  it('signs in as the demo client and opens My Graves', async () => {
    await page.goto(app.baseUrl);
    await submitSignIn(page, 'client@memorialcare.example');
    await page.waitForURL(`${app.baseUrl}/client`);
    await page.getByRole('link', { name: 'My Graves' }).click();
    await page.waitForURL(`${app.baseUrl}/client/graves`);
    await page.getByRole('heading', { name: 'My Graves', level: 1 }).waitFor();
    await card('Radomir Jovanović').waitFor();
    await card('Desanka Jovanović').waitFor();
    // Only the client's own graves.
    expect(await card('Petar Marković').count()).toBe(0);
    expect(await statistic('Total Graves').textContent()).toBe('2');
    expect(await statistic('Cemeteries').textContent()).toBe('2');
    const radomir = await card('Radomir Jovanović').textContent();
    expect(radomir).toContain('#14');
    expect(radomir).toContain('Novo groblje');
    expect(radomir).toContain('Parcela 14, red 3');
  });

  it('adds a grave: the form asks for what the spec requires, then the card appears', async () => {
    await page.getByRole('button', { name: 'Add Grave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Grave' });
    await dialog.getByRole('button', { name: 'Add Grave' }).click();
    await dialog.getByText('Deceased name is required').waitFor();
    await dialog.getByText('Grave number is required').waitFor();
    await dialog.getByText('Cemetery is required').waitFor();

    await dialog.getByLabel('Deceased Name').fill(newGrave);
    await dialog.getByLabel('Grave Number').fill('21');
    await dialog.getByLabel('Cemetery').click();
    await dialog.getByLabel('Cemetery').fill('Novo groblje');
    await dialog.getByLabel('Cemetery').press('Enter');
    await dialog.getByLabel('Location').fill('Parcela 9, red 1');
    await dialog.getByLabel('Date of Birth').fill('02.03.1945');
    await dialog.getByLabel('Date of Birth').press('Enter');
    await dialog.getByLabel('Date of Death').fill('20.11.2024');
    await dialog.getByLabel('Date of Death').press('Enter');
    await dialog.getByRole('button', { name: 'Add Grave' }).click();

    await toast('Grave added successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const added = card(newGrave);
    await added.waitFor();
    const text = await added.textContent();
    expect(text).toContain('#21');
    expect(text).toContain('Novo groblje');
    expect(text).toContain('No visits yet');
    expect(text).toContain('Not scheduled');
    expect(await statistic('Total Graves').textContent()).toBe('3');
    // The demo graves were made when the app started: all three are recent.
    expect(await statistic('Recent Additions').textContent()).toBe('3');
  });

  it('edits the grave', async () => {
    await waitForToastsToClose();
    await page.getByRole('button', { name: `Edit ${newGrave}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Grave' });
    expect(await dialog.getByLabel('Grave Number').inputValue()).toBe('21');
    await dialog.getByLabel('Grave Number').fill('21a');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Grave updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card(newGrave).getByText('#21a').waitFor();
  });

  it('opens the details and saves a slava date, which is still there on reopening', async () => {
    await waitForToastsToClose();
    await page.getByRole('button', { name: newGrave, exact: true }).click();
    const details = page.getByRole('dialog', { name: newGrave });
    await details.getByText('No photos yet').waitFor();
    // Read mode lists only the days ticked for care: none yet.
    await details.getByText('No days chosen for care').waitFor();
    await details.getByRole('button', { name: 'Edit' }).click();

    await details.getByLabel('Slava name').fill('Sveti Nikola');
    await details.getByLabel('Slava date').fill('19.12.');
    // Tab, not Enter: Enter in a field of the form submits it, as forms do.
    await details.getByLabel('Slava date').press('Tab');
    // antd draws its own boxes over the (invisible) inputs: click the labels, as a user does.
    await details
      .locator('label')
      .filter({ hasText: /^Easter$/ })
      .click();
    await details
      .locator('label')
      .filter({ hasText: /^Recurring$/ })
      .click();
    expect(await details.getByRole('checkbox', { name: 'Easter' }).isChecked()).toBe(true);
    await details.getByRole('button', { name: 'Save Changes' }).click();

    await toast('Grave updated successfully').waitFor();
    await details.getByText('Slava: Sveti Nikola').waitFor();
    await details.getByText('Recurring').waitFor();
    expect(await details.getByText('No days chosen for care').count()).toBe(0);
    expect(await details.getByText('Death Anniversary').count()).toBe(0);

    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: newGrave, exact: true }).click();
    const reopened = page.getByRole('dialog', { name: newGrave });
    await reopened.getByText('Slava: Sveti Nikola').waitFor();
    const [row] = await queryDatabase<{ important_dates: { slava: unknown; easter: boolean } }>(
      'SELECT important_dates FROM graves WHERE deceased_name = $1',
      [newGrave],
    );
    expect(row?.important_dates).toMatchObject({
      slava: { name: 'Sveti Nikola', date: '12-19' },
      easter: true,
    });
    await reopened.getByRole('button', { name: 'Close' }).last().click();
    await reopened.waitFor({ state: 'hidden' });
  });

  it('is told why a grave with an open visit cannot be removed', async () => {
    await waitForToastsToClose();
    await page.getByRole('button', { name: 'Remove Radomir Jovanović' }).click();
    await page.getByText('This cannot be undone.', { exact: false }).waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Remove' }).click();
    await toast('Failed to remove grave. Please try again.').waitFor();
    await page.getByText(/This grave has 1 open service request/).waitFor();
    await card('Radomir Jovanović').waitFor();
  });

  it('removes the new grave after confirmation, and it is gone', async () => {
    await waitForToastsToClose();
    await page.getByRole('button', { name: `Remove ${newGrave}` }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm
      .getByText(`The grave of ${newGrave} will be removed from your graves.`, {
        exact: false,
      })
      .waitFor();
    expect(await confirm.textContent()).toContain(
      'Its completed and cancelled service requests stay in your service history.',
    );
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast('Grave removed successfully').waitFor();
    await card(newGrave).waitFor({ state: 'detached' });
    expect(await statistic('Total Graves').textContent()).toBe('2');
  });

  it("cannot read, change, remove or add to another client's graves", async () => {
    const [other] = await queryDatabase<{ id: string; client_id: string }>(
      "SELECT id, client_id FROM graves WHERE deceased_name = 'Petar Marković'",
    );
    expect(other).toBeDefined();
    const api = page.request;
    const url = `${app.baseUrl}/api/graves/${other!.id}`;
    expect((await api.get(url)).status()).toBe(404);
    expect((await api.patch(url, { data: { notes: 'mine now' } })).status()).toBe(404);
    expect((await api.delete(url)).status()).toBe(404);
    const smuggled = await api.post(`${app.baseUrl}/api/graves`, {
      data: {
        clientId: other!.client_id,
        deceasedName: 'Smuggled',
        graveNumber: '1',
        cemeteryId: (await queryDatabase<{ id: string }>('SELECT id FROM cemeteries LIMIT 1'))[0]!
          .id,
      },
    });
    expect(smuggled.status()).toBe(403);
    expect(await queryDatabase("SELECT id FROM graves WHERE deceased_name = 'Smuggled'")).toEqual(
      [],
    );
  });

  it('raised no errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
