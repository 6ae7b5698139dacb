import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '@memorial-care/services/mail/testing';
import { launchBrowser, newJourneyContext } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import { screenshotOnFailure, submitSignIn } from './support/page-helpers';

// The admin's bell: a visitor registers on the landing page, the admin's open console counts it
// without a reload (the bell polls), lists it, and Mark all read clears the count.

let smtp: SmtpTestServer;
let app: RunningApp;
let browser: Browser;
let admin: Page;
let visitor: Page;
const suffix = randomBytes(3).toString('hex');
const visitorName = `Vesna Ilić ${suffix}`;
// The bell polls every 20 s: a new notification shows within one interval and a margin.
const pollingWait = { timeout: 45_000 };

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startApp({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  admin = await (await newJourneyContext(browser)).newPage();
  visitor = await (await newJourneyContext(browser)).newPage();
});

afterEach(({ task }) => screenshotOnFailure(task, { admin, visitor }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const bell = () =>
  admin.getByRole('button', { name: /^(Notifications|\d+ unread notifications?)$/ });
const unreadCount = async () => {
  const label = (await bell().getAttribute('aria-label')) ?? '';
  return Number(/^(\d+)/.exec(label)?.[1] ?? 0);
};

describe("the admin's bell", () => {
  let before = 0;

  it('shows the unread count of the signed-in admin', async () => {
    await admin.goto(app.baseUrl);
    await submitSignIn(admin, 'admin@memorialcare.example');
    await admin.waitForURL(`${app.baseUrl}/admin`);
    await bell().waitFor();
    before = await unreadCount();
  });

  it('counts a registration from the landing page without a reload', async () => {
    await visitor.goto(app.baseUrl);
    await visitor.getByRole('button', { name: 'Start Your Care Journey' }).first().click();
    const dialog = visitor.getByRole('dialog', { name: 'Start Your Care Journey' });
    await dialog.getByLabel('Full Name').fill(visitorName);
    await dialog.getByLabel('Email').fill(`vesna.${suffix}@example.com`);
    await dialog.getByLabel('Phone').fill('+49 170 555 0101');
    await dialog.getByLabel('Address').fill('Hauptstraße 5, Stuttgart');
    await dialog.getByLabel('Country', { exact: true }).click();
    await visitor
      .locator('.ant-select-dropdown .ant-select-item-option')
      .getByText('Germany', { exact: true })
      .click();
    await dialog.getByLabel('Deceased Name').fill('Miodrag Ilić');
    await dialog.getByLabel('Cemetery').fill('Groblje Lešće');
    await dialog.getByLabel('Password', { exact: true }).fill('first-password');
    await dialog.getByLabel('Confirm Password').fill('first-password');
    await dialog.getByRole('button', { name: 'Create My Account' }).click();
    await visitor.getByText('Registration successful!').first().waitFor();

    const expected = before + 1;
    await admin
      .getByRole('button', { name: `${expected} unread notification${expected === 1 ? '' : 's'}` })
      .waitFor(pollingWait);
  });

  it('lists the registration, and Mark all read clears the count', async () => {
    await bell().click();
    const item = admin
      .getByTestId('notification-item')
      .filter({ hasText: `New registration: ${visitorName}` });
    await item.waitFor();
    await item.getByText(/ago|now/).waitFor();
    await admin.getByRole('button', { name: 'Mark all read' }).click();
    await admin.getByText('All notifications marked read').first().waitFor();
    await admin.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await unreadCount()).toBe(0);
  });
});
