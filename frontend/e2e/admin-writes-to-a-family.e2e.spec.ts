import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '@memorial-care/services/mail/testing';
import { launchBrowser, newJourneyPage } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import {
  screenshotOnFailure,
  submitSignIn,
  toast,
  waitForToastsToClose,
  watchConsoleErrors,
} from './support/page-helpers';

// The Communications tab: the admin adds a family, finds no communications yet, writes to them
// (the mail reaches the SMTP server on loopback, the message is in the list at once), and asks
// for the mailbox and Instagram messages while neither is connected (the explanation shows).

let smtp: SmtpTestServer;
let app: RunningApp;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const suffix = randomBytes(3).toString('hex');
const name = `Dragana Ilić ${suffix}`;
const email = `dragana.${suffix}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startApp({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  page = await newJourneyPage(browser);
  // The syncs answer 503 on purpose (nothing connected); the browser logs the failed resource.
  watchConsoleErrors(page, consoleErrors, { allow: /\b(401|503)\b/ });
});

afterEach(({ task }) => screenshotOnFailure(task, { page }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const messageDialog = () => page.getByRole('dialog', { name: 'New Message' });
const conversations = () => page.getByRole('region', { name: `Communications with ${name}` });

describe('the admin writes to a family', () => {
  it('adds a family and finds no communications yet', async () => {
    await page.goto(app.baseUrl);
    await submitSignIn(page, 'admin@memorialcare.example');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/admin/clients`);
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Name').fill(name);
    // The address field itself (the alternative addresses' picker is labelled "… Emails").
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Instagram').fill('@dragana.ilic');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await toast(page, 'Client added successfully').waitFor();
    await page.getByRole('heading', { name, exact: true, level: 3 }).waitFor();

    await page.getByRole('tab', { name: 'Communications', exact: true }).click();
    await page.getByText('No communications yet', { exact: true }).waitFor();
    await page.getByText('Instagram: @dragana.ilic', { exact: true }).waitFor();
  });

  it('writes a message from the empty state: refused blank, then sent and listed at once', async () => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    await messageDialog().getByRole('button', { name: 'Send', exact: true }).click();
    await messageDialog().getByText('Subject is required').waitFor();
    await messageDialog().getByText('Message is required').waitFor();

    await messageDialog().getByLabel('Subject').fill('Photos of the grave');
    await messageDialog()
      .getByLabel('Message')
      .fill('Dear Dragana,\nthe grave is clean and the <b>flowers</b> are fresh.');
    await messageDialog().getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Message sent').waitFor();
    await messageDialog().waitFor({ state: 'hidden' });

    const message = conversations().getByRole('article', { name: 'Photos of the grave' });
    await message.waitFor();
    const text = message.getByText(/^Dear Dragana,/);
    // Text as written: the line break kept, the markup shown as text.
    expect(await text.innerText()).toBe(
      'Dear Dragana,\nthe grave is clean and the <b>flowers</b> are fresh.',
    );
    await message.getByText('Outbound', { exact: true }).waitFor();
    await message.getByText(`To: ${email}`, { exact: true }).waitFor();
    await message.getByText(/^(Queued|Sending|Sent)$/).waitFor();
    await waitForToastsToClose(page);
  });

  it('the mail reaches the family, and the list says it was sent', async () => {
    const deadline = Date.now() + 30_000;
    while (smtp.receivedBy(email).length === 0) {
      if (Date.now() > deadline) throw new Error(`No mail reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(smtp.receivedBy(email)[0]?.raw).toContain('Subject: Photos of the grave');
    // The list reads the status again while the mail is on its way.
    await conversations()
      .getByRole('article', { name: 'Photos of the grave' })
      .getByText('Sent', { exact: true })
      .waitFor();
  });

  it('explains that no mailbox and no Instagram are connected', async () => {
    await page.getByRole('button', { name: 'Sync Email' }).click();
    await toast(page, 'Email could not be synced').waitFor();
    await page.getByText('The office mailbox is not connected', { exact: true }).waitFor();
    await waitForToastsToClose(page);

    await page.getByRole('button', { name: 'Sync Instagram' }).click();
    await toast(page, 'Instagram could not be synced').waitFor();
    await page.getByText('Instagram is not connected', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
