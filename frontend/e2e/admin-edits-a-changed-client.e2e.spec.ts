import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyPage } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import {
  screenshotOnFailure,
  submitSignIn,
  toast,
  watchConsoleErrors,
} from './support/page-helpers';

// Issue 12, optimistic concurrency in the browser: the admin opens Edit Client, someone else
// changes the client meanwhile, and saving is refused (412) with the message and a Reload that
// puts the new values into the dialog; saving again goes through.

let app: RunningApp;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newJourneyPage(browser);
  // The refused save answers 412 on purpose; the browser logs it as a failed resource.
  watchConsoleErrors(page, consoleErrors, { allow: /\b(401|412)\b/ });
});

afterEach(({ task }) => screenshotOnFailure(task, { page }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const theirPhone = '+381 64 999 0000';
const editDialog = () => page.getByRole('dialog', { name: 'Edit Client' });
const staleMessage = 'This was changed by someone else. Reload to see the new values.';

/** Someone else's change of Milica's phone, through the API (same session, same origin). */
const changePhoneUnderneath = () =>
  page.evaluate(async (phone) => {
    const clients = (await (await fetch('/api/clients')).json()) as { id: string; name: string }[];
    const milica = clients.find((c) => c.name === 'Milica Jovanović');
    const response = await fetch(`/api/clients/${milica?.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    return response.status;
  }, theirPhone);

describe('admin edits a client someone else changed meanwhile', () => {
  it('opens Edit Client for the demo client', async () => {
    await page.goto(app.baseUrl);
    await submitSignIn(page, 'admin@memorialcare.example');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Clients' })
      .getByRole('button', { name: /Milica Jovanović/ })
      .click();
    await page.getByRole('heading', { name: 'Milica Jovanović', exact: true, level: 3 }).waitFor();

    // The dialog fetches the client with its revision (ETag) as it opens.
    const tagged = page.waitForResponse(
      (r) => r.request().method() === 'GET' && /\/api\/clients\/[0-9a-f-]{36}$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect((await tagged).headers()['etag']).toMatch(/^"\d+"$/);
    await editDialog().waitFor();
  });

  it('is refused on save after the change underneath, keeping what was typed', async () => {
    expect(await changePhoneUnderneath()).toBe(200);

    await editDialog().getByLabel('Notes').fill('Prefers morning visits');
    await editDialog().getByRole('button', { name: 'Save Changes' }).click();

    await editDialog().getByText(staleMessage, { exact: true }).waitFor();
    expect(await editDialog().getByLabel('Phone').inputValue()).not.toBe(theirPhone);
    expect(await editDialog().getByLabel('Notes').inputValue()).toBe('Prefers morning visits');
  });

  it('shows the new values on Reload, and then saves', async () => {
    await editDialog().getByRole('button', { name: 'Reload' }).click();

    await expect.poll(() => editDialog().getByLabel('Phone').inputValue()).toBe(theirPhone);
    await editDialog().getByText(staleMessage, { exact: true }).waitFor({ state: 'detached' });

    await editDialog().getByLabel('Notes').fill('Prefers morning visits');
    await editDialog().getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Client updated successfully').waitFor();
    await editDialog().waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Details', exact: true }).click();
    await page.getByRole('tabpanel').getByText(theirPhone).waitFor();
    await page.getByRole('tabpanel').getByText('Prefers morning visits').waitFor();
  });

  it('raised no other errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
