import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '@memorial-care/services/mail/testing';
import { launchBrowser, newJourneyPage, newJourneyContext } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import { inviteLinkMailedTo, screenshotOnFailure, submitSignIn } from './support/page-helpers';

// Accounts and onboarding, as people do it: a visitor registers (choosing German for our mails
// on the English page), the invite mail arrives in German at a real SMTP server, the link
// activates the account, the new client signs in; a guest asks for a service; the admin resends
// an invite from Registrations.

let smtp: SmtpTestServer;
let app: RunningApp;
let browser: Browser;
let visitorContext: BrowserContext;
let visitor: Page;
const suffix = randomBytes(3).toString('hex');
const visitorEmail = `vesna.${suffix}@example.com`;
const guestEmail = `guest.${suffix}@example.com`;
const newPassword = 'grob-lepo-uredjen';

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startApp({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  visitorContext = await newJourneyContext(browser);
  visitor = await visitorContext.newPage();
});

afterEach(({ task }) => screenshotOnFailure(task, { visitor }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const pickOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  // antd draws the visible options outside the dialog, as items with their label as title.
  await page
    .locator('.ant-select-dropdown .ant-select-item-option')
    .getByText(option, { exact: true })
    .click();
};

/** The newest mail to `recipient` as it was sent, its quoted-printable line folds undone. */
const newestMailTo = (recipient: string) =>
  smtp
    .receivedBy(recipient)
    .at(-1)!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

describe('a visitor becomes a client', () => {
  it('registers on the landing page', async () => {
    await visitor.goto(app.baseUrl);
    await visitor.getByRole('button', { name: 'Start Your Care Journey' }).first().click();
    const dialog = visitor.getByRole('dialog', { name: 'Start Your Care Journey' });
    await dialog.getByLabel('Full Name').fill('Vesna Ilić');
    await dialog.getByLabel('Email').fill(visitorEmail);
    await dialog.getByLabel('Phone').fill('+49 170 555 0101');
    await dialog.getByLabel('Address').fill('Hauptstraße 5, Stuttgart');
    await pickOption(visitor, 'Country', 'Germany');
    // The page is in English, so that is the default; the family reads German best.
    await dialog.getByText('English', { exact: true }).waitFor();
    await pickOption(visitor, 'Language we write to you in', 'German');
    await dialog.getByLabel('Deceased Name').fill('Miodrag Ilić');
    await dialog.getByLabel('Cemetery').fill('Groblje Lešće');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm Password').fill('short');
    await dialog.getByRole('button', { name: 'Create My Account' }).click();
    await visitor.getByText('Password too short').first().waitFor();

    await dialog.getByLabel('Password', { exact: true }).fill('first-password');
    await dialog.getByLabel('Confirm Password').fill('first-password');
    await dialog.getByRole('button', { name: 'Create My Account' }).click();
    await visitor.getByText('Registration successful!').first().waitFor();
  });

  it('receives the invite mail and activates the account with a new password', async () => {
    const link = await inviteLinkMailedTo(smtp, visitorEmail);
    expect(link.startsWith(`${app.baseUrl}/invite/`), link).toBe(true);
    const mail = newestMailTo(visitorEmail);
    expect(mail).toContain('<html lang="de-DE">');
    expect(mail).toContain('Mein Konto aktivieren');
    expect(mail).not.toContain('Activate my account');
    await visitor.goto(link);
    await visitor.getByText('Vesna Ilić').first().waitFor();
    await visitor.getByText(visitorEmail).first().waitFor();
    await visitor.getByLabel('Choose Your Password').fill(newPassword);
    await visitor.getByLabel('Confirm Password').fill('something-else');
    await visitor.getByRole('button', { name: 'Activate My Account' }).click();
    await visitor.getByText('Passwords do not match').first().waitFor();
    await visitor.getByLabel('Confirm Password').fill(newPassword);
    await visitor.getByRole('button', { name: 'Activate My Account' }).click();
    await visitor.getByText('Account activated successfully!').first().waitFor();
    await visitor.waitForURL(`${app.baseUrl}/`);
  });

  it('signs in with the new password and lands on the client home', async () => {
    await submitSignIn(visitor, visitorEmail, newPassword);
    await visitor.getByText('Login successful').first().waitFor();
    await visitor.waitForURL(`${app.baseUrl}/client`);
  });

  it('no longer accepts the used link', async () => {
    const link = await inviteLinkMailedTo(smtp, visitorEmail);
    const page = await newJourneyPage(browser);
    await page.goto(link);
    await page.getByText('Invalid Invite').first().waitFor();
    await page.context().close();
  });
});

describe('a guest and the admin', () => {
  it('a guest schedules a service from the landing page', async () => {
    const context = await newJourneyContext(browser, { width: 390, height: 844 });
    const guest = await context.newPage();
    await guest.goto(app.baseUrl);
    await guest.getByRole('button', { name: 'Schedule a Service' }).first().click();
    const dialog = guest.getByRole('dialog', { name: 'Schedule a Service' });
    // A click during the dialog's opening animation can miss the form: wait until it is shown.
    await dialog.getByLabel('Full Name').waitFor();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Please enter your full name.').waitFor();
    await dialog.getByText('Please select the type of service you need.').waitFor();
    await dialog.getByLabel('Full Name').fill('Goran Petrović');
    await dialog.getByLabel('Email').fill(guestEmail);
    await dialog.getByLabel('Phone').fill('+1 647 555 0199');
    await pickOption(guest, 'Service Type', 'Flower arrangement');
    await dialog.getByLabel('Message').fill('Fresh flowers for my grandmother before Zadušnice.');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await guest.getByText('Service request submitted!').first().waitFor();
    await context.close();
  });

  it('the admin sees the guest request and resends an invite from Registrations', async () => {
    const context = await newJourneyContext(browser);
    const admin = await context.newPage();
    await admin.goto(app.baseUrl);
    await submitSignIn(admin, 'admin@memorialcare.example');
    await admin.waitForURL(`${app.baseUrl}/admin`);

    // The requests screen is a later work item; the admin's list API already has the request.
    const requests = await admin.evaluate(async () => {
      const response = await fetch('/api/service-requests?pageSize=100');
      return (await response.json()) as { items: { guestEmail: string | null }[] };
    });
    expect(requests.items.map((r) => r.guestEmail)).toContain(guestEmail);

    await admin.getByRole('link', { name: /Registrations/ }).click();
    await admin.waitForURL(`${app.baseUrl}/admin/client-registrations`);
    const card = admin
      .getByRole('article')
      .filter({ has: admin.getByRole('heading', { name: 'Vesna Ilić' }) });
    await card.getByRole('button', { name: 'Resend Invite' }).click();
    await admin.getByText('Invite resent successfully').first().waitFor();
    const sent = admin.getByRole('dialog', { name: 'Invite Sent' });
    await sent
      .getByText(/\/invite\//)
      .first()
      .waitFor();
    const before = smtp.receivedBy(visitorEmail).length;
    await sent.getByRole('button', { name: 'Send Email' }).click();
    await admin.getByText(`Invite email sent to ${visitorEmail}`).first().waitFor();
    // The resend's own mail and the one "Send Email" asked for both arrive.
    await inviteLinkMailedTo(smtp, visitorEmail, before + 1);
    await context.close();
  });
});
