import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyPage } from './support/browser';
import { queryDatabase } from './support/database';
import { startApp, type RunningApp } from './support/app-server';
import { screenshotOnFailure, submitSignIn, watchConsoleErrors } from './support/page-helpers';

// Issue 15, care plans: the demo family turns a grave cared for on demand into a plan that books
// visits by itself, then pauses and resumes it and skips Easter and undoes the skip, each with its toast,
// each an event of the grave's history.

let app: RunningApp;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const graveName = 'Desanka Jovanović';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newJourneyPage(browser);
  watchConsoleErrors(page, consoleErrors, { allow: /\b401\b/ });
});

afterEach(({ task }) => screenshotOnFailure(task, { page }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const toast = (text: string) =>
  page.locator('.ant-notification-notice').getByText(text, { exact: true }).first();
const details = () => page.getByRole('dialog', { name: graveName });
const carePlan = () =>
  details()
    .locator('.ant-card')
    .filter({ has: page.getByText('Care plan', { exact: true }) });
const easterRow = () =>
  carePlan()
    .getByRole('listitem')
    .filter({ has: page.getByText('Easter', { exact: true }) });

describe('a family keeps a grave’s care plan', () => {
  it('opens a grave cared for on demand: nothing is booked by itself, each occasion can be ordered', async () => {
    await page.goto(app.baseUrl);
    await submitSignIn(page, 'client@memorialcare.example');
    await page.waitForURL(`${app.baseUrl}/client`);
    await page.getByRole('link', { name: 'My Graves' }).click();
    await page.getByRole('button', { name: graveName, exact: true }).click();
    await carePlan()
      .getByText('On demand: nothing is booked by itself', { exact: false })
      .waitFor();
    // The demo grave wants Christmas: its row links to the prefilled order.
    await carePlan()
      .getByRole('link', { name: /^Order care for Christmas on/ })
      .waitFor();
  });

  it('wants scheduled care at Easter: the plan is active and Easter waits for the pause to end', async () => {
    await details().getByRole('button', { name: 'Edit' }).click();
    await details()
      .locator('label')
      .filter({ hasText: /^Easter$/ })
      .click();
    await details()
      .locator('label')
      .filter({ hasText: /^Scheduled$/ })
      .click();
    await details().getByRole('button', { name: 'Save Changes' }).click();
    await toast('Grave updated successfully').waitFor();
    await carePlan().getByText('Active', { exact: true }).waitFor();
    await carePlan().getByText('21 days before each occasion', { exact: false }).waitFor();
    await easterRow().getByText('Easter pause — moved to Pobusani ponedeljak').waitFor();
    await easterRow().getByText('Not booked yet').waitFor();
  });

  it('pauses the plan and resumes it', async () => {
    await carePlan().getByRole('button', { name: 'Pause plan' }).click();
    await toast('Care plan paused').waitFor();
    await carePlan().getByText('Paused', { exact: true }).waitFor();
    await carePlan().getByRole('button', { name: 'Resume plan' }).click();
    await toast('Care plan resumed').waitFor();
    await carePlan().getByText('Active', { exact: true }).waitFor();
  });

  it('skips Easter and undoes the skip', async () => {
    await easterRow()
      .getByRole('button', { name: /^Skip Easter/ })
      .click();
    await toast('Occasion skipped').waitFor();
    await easterRow().getByText('Skipped', { exact: true }).waitFor();
    await easterRow()
      .getByRole('button', { name: /^Undo the skip of Easter/ })
      .click();
    await toast('Occasion back in the plan').waitFor();
    await easterRow().getByText('Not booked yet').waitFor();
  });

  it('wrote each change into the grave’s history', async () => {
    const [grave] = await queryDatabase<{ id: string }>(
      app.databaseUrl,
      'SELECT id FROM graves WHERE deceased_name = $1',
      [graveName],
    );
    const history = await queryDatabase<{ event_type: string }>(
      app.databaseUrl,
      'SELECT event_type FROM events WHERE stream_id = $1 ORDER BY revision',
      [`grave-${grave!.id}`],
    );
    expect(history.map((event) => event.event_type).slice(-5)).toEqual([
      'GraveUpdated',
      'GraveCarePlanPaused',
      'GraveCarePlanResumed',
      'GraveCareOccasionSkipped',
      'GraveCareOccasionRestored',
    ]);
  });

  it('raised no errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
