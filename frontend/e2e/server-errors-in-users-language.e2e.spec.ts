import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyPage } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import {
  screenshotOnFailure,
  submitSignIn,
  waitForToastsToClose,
  watchConsoleErrors,
} from './support/page-helpers';

// Issue 11: the server's messages are in English; a Serbian or German admin must read its
// refusals in their own language. A cemetery that already exists in its city is something only
// the server knows, so the form lets it through and the server refuses it (409).

let app: RunningApp;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const cemetery = { name: 'Groblje Lešće', city: 'Beograd', region: 'Grad Beograd' };
const serverEnglish = `A cemetery named "${cemetery.name}" already exists in ${cemetery.city}`;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await newJourneyPage(browser);
  // The refused creates answer 409 and 400 on purpose.
  watchConsoleErrors(page, consoleErrors, { allow: /\b(400|401|409)\b/ });
});

afterEach(({ task }) => screenshotOnFailure(task, { page }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const switchLanguage = async (languageName: string) => {
  await page.getByRole('button', { name: /(Language|Jezik|Sprache):/ }).click();
  await page.getByRole('menuitem', { name: languageName }).click();
};

/** Fills the Add dialog (its labels in the interface language) and submits it. */
const addCemetery = async (texts: {
  add: string;
  create: string;
  name: string;
  city: string;
  region: string;
}) => {
  await page.getByRole('button', { name: texts.add }).click();
  const dialog = page.getByRole('dialog', { name: texts.add });
  await dialog.getByLabel(texts.name, { exact: true }).fill(cemetery.name);
  await dialog.getByLabel(texts.city, { exact: true }).fill(cemetery.city);
  await dialog.getByLabel(texts.region, { exact: true }).fill(cemetery.region);
  await dialog.getByRole('button', { name: texts.create }).click();
  return dialog;
};

const serbian = {
  add: 'Dodaj groblje',
  create: 'Kreiraj groblje',
  name: 'Naziv',
  city: 'Grad',
  region: 'Region',
};
const german = {
  add: 'Friedhof hinzufügen',
  create: 'Friedhof anlegen',
  name: 'Name',
  city: 'Stadt',
  region: 'Region',
};

describe('a server refusal reaches the admin in their language', () => {
  it('signs in and switches the interface to Srpski', async () => {
    await page.goto(app.baseUrl);
    await submitSignIn(page, 'admin@memorialcare.example');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await switchLanguage('Srpski');
    await page.getByRole('link', { name: 'Groblja' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/cemeteries`);
  });

  it('adds a cemetery, then the same one again: the refusal is in Serbian', async () => {
    const first = await addCemetery(serbian);
    await first.waitFor({ state: 'hidden' });
    await waitForToastsToClose(page);

    const again = await addCemetery(serbian);
    await page.getByText('Kreiranje groblja nije uspelo', { exact: true }).first().waitFor();
    await page.getByText('Ovo groblje već postoji u ovom gradu', { exact: true }).first().waitFor();
    expect(await page.getByText(serverEnglish).count()).toBe(0);
    // The dialog stays open with what was typed.
    await again.getByRole('button', { name: serbian.create }).waitFor();
    await again.getByRole('button', { name: 'Otkaži' }).click();
    await again.waitFor({ state: 'hidden' });
    await waitForToastsToClose(page);
  });

  it('says the same refusal in German after switching to Deutsch', async () => {
    await switchLanguage('Deutsch');
    const again = await addCemetery(german);
    await page
      .getByText('Friedhof konnte nicht angelegt werden', { exact: true })
      .first()
      .waitFor();
    await page
      .getByText('Dieser Friedhof existiert in dieser Stadt bereits', { exact: true })
      .first()
      .waitFor();
    expect(await page.getByText(serverEnglish).count()).toBe(0);
    await again.getByRole('button', { name: 'Abbrechen' }).click();
    await again.waitFor({ state: 'hidden' });
    await waitForToastsToClose(page);
  });

  it('says a field the server refused beside it, in German (a pasted control character)', async () => {
    await page.getByRole('button', { name: german.add }).click();
    const dialog = page.getByRole('dialog', { name: german.add });
    // A bell character pasted from elsewhere: the form takes it, the server refuses it.
    await dialog.getByLabel(german.name, { exact: true }).fill('Groblje\u0007Topola');
    await dialog.getByLabel(german.city, { exact: true }).fill('Topola');
    await dialog.getByLabel(german.region, { exact: true }).fill('Šumadijski okrug');
    await dialog.getByRole('button', { name: german.create }).click();
    await dialog
      .getByText('Enthält Zeichen, die nicht gespeichert werden können', { exact: true })
      .waitFor();
    expect(await page.getByText('Contains characters that are not allowed').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  });

  it('logged no unexpected console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
