import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayToIso, isoToDay, serviceDay } from '@memorial-care/contracts/domain';
import { startSmtpTestServer, type SmtpTestServer } from '@memorial-care/services/mail/testing';
import {
  reminderMailsTo,
  runCareRemindersOn,
  type ReadReminderMail,
} from '@memorial-care/services/care-reminders/testing';
import { startApp, type RunningApp } from './support/app-server';
import { launchBrowser } from './support/browser';
import {
  openPersonPage,
  screenshotOnFailure,
  signInFromLanding,
  submitSignIn,
  toast,
} from './support/page-helpers';

// Issue 15: a family is reminded of a day they chose for a grave. The demo family (Milica
// Jovanović) sets her reminders to 21 days; the office adds a grave whose slava is in 20 days;
// the reminder job runs (twice) and one mail arrives at a real SMTP server; its link opens the
// order prefilled (after signing in); the family sends it and the office sees it pending.

let smtp: SmtpTestServer;
let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const consoleErrors: string[] = [];
const pages: Record<string, Page> = {};

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startApp({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});
afterEach(({ task }) => screenshotOnFailure(task, pages));
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const openPage = async (label: string) =>
  (pages[label] = await openPersonPage(browser, contexts, consoleErrors, label));

/** The slava in 20 days (Serbian time): within the family's 21 days, beyond the default 14. */
const slavaDay = dayToIso(isoToDay(serviceDay(new Date()).date) + 20);
const [year, month, day] = slavaDay.split('-');
const deceased = 'Zorka Stanković';

let familyEmail = '';
let graveId = '';
let reminder: ReadReminderMail;

describe('a family is reminded of a day chosen for a grave', () => {
  it('the family sets its reminders to 21 days before each chosen day', async () => {
    const page = await openPage('family');
    await signInFromLanding(page, app.baseUrl, 'client@memorialcare.example', '/client');
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reminder mails' });
    const days = dialog.getByLabel('Days before each chosen day');
    await days.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Send me reminder mails' }).isChecked()).toBe(
      true,
    );
    expect(await days.inputValue()).toBe('14');
    await days.fill('21');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Reminder settings saved').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    familyEmail = await page.evaluate(async () => {
      const user = (await (await fetch('/api/auth/user')).json()) as { clientId: string };
      const client = (await (await fetch(`/api/clients/${user.clientId}`)).json()) as {
        email: string;
        reminderDaysBefore: number;
      };
      if (client.reminderDaysBefore !== 21) throw new Error('The setting was not saved');
      return client.email;
    });
  });

  it('the office adds a grave whose slava is near, and sees the family’s setting', async () => {
    const page = await openPage('office');
    await signInFromLanding(page, app.baseUrl, 'admin@memorialcare.example', '/admin');
    graveId = await page.evaluate(
      async ({ slavaMonthDay, name }) => {
        const clients = (await (await fetch('/api/clients')).json()) as {
          id: string;
          name: string;
        }[];
        const milica = clients.find((client) => client.name === 'Milica Jovanović')!;
        const graves = (await (await fetch('/api/graves')).json()) as {
          deceasedName: string;
          cemeteryId: string;
        }[];
        const desanka = graves.find((grave) => grave.deceasedName === 'Desanka Jovanović')!;
        const response = await fetch('/api/graves', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            clientId: milica.id,
            deceasedName: name,
            graveNumber: '7',
            cemeteryId: desanka.cemeteryId,
            visitFrequency: 'on_demand',
            preferredServiceType: 'flower_arrangement',
            importantDates: {
              deathAnniversary: false,
              birthday: false,
              slava: { name: 'Đurđevdan', date: slavaMonthDay },
              easter: false,
              christmas: false,
              zadusnice: false,
              other: null,
            },
          }),
        });
        if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
        return ((await response.json()) as { id: string }).id;
      },
      { slavaMonthDay: slavaDay.slice(5), name: deceased },
    );

    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Clients' })
      .getByRole('button', { name: /Milica Jovanović/ })
      .click();
    await page
      .getByRole('tabpanel')
      .getByText('21 days before each chosen day', { exact: true })
      .waitFor();
  });

  it('the reminder job runs twice and one mail with the order link arrives', async () => {
    const first = await runCareRemindersOn(app.databaseUrl);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await runCareRemindersOn(app.databaseUrl)).reminded).toBe(0);
    const [mail, ...more] = await reminderMailsTo(smtp, familyEmail, { about: deceased });
    expect(more).toEqual([]);
    reminder = mail!;
    expect(reminder.text).toContain('Slava – Đurđevdan');
    expect(reminder.orderLinks).toEqual([
      `${app.baseUrl}/client/order?graveId=${graveId}&serviceType=flower_arrangement&date=${slavaDay}&occasion=slava%3A${slavaDay}`,
    ]);
  });

  it('the link opens the order filled in, once the family has signed in', async () => {
    // The family's phone: not signed in yet.
    const page = await openPage('phone');
    await page.goto(reminder.orderLinks[0]!);
    await submitSignIn(page, 'client@memorialcare.example');
    await page.getByRole('heading', { name: 'Order care', level: 1 }).waitFor();
    expect(page.url()).toBe(reminder.orderLinks[0]);
    const form = page.locator('form#client-order');
    await form.getByText(deceased, { exact: false }).first().waitFor();
    await form.getByText('Flower Arrangement').waitFor();
    expect(await page.getByLabel('Visit date').inputValue()).toBe(`${day}.${month}.${year}`);
    await form.getByText(/^Slava · /).waitFor();
  });

  it('the family sends the order, and the office sees it pending', async () => {
    const page = pages.phone!;
    await page.getByRole('button', { name: 'Send order' }).click();
    // A busy day at the cemetery asks first; the family orders anyway.
    const busy = page.getByRole('button', { name: 'Order anyway' });
    const sent = toast(page, 'Your order was sent');
    await Promise.race([sent.waitFor(), busy.waitFor()]);
    if (await busy.isVisible()) await busy.click();
    await sent.waitFor();
    await page.waitForURL(`${app.baseUrl}/client/service-requests`);

    const office = pages.office!;
    await office.getByRole('link', { name: 'Service Requests', exact: true }).click();
    await office.waitForURL(`${app.baseUrl}/admin/service-requests`);
    const row = office.getByRole('row').filter({ hasText: deceased });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pending');
    // Booked: the job reminds of it no more.
    expect((await runCareRemindersOn(app.databaseUrl)).reminded).toBe(0);
    expect(await reminderMailsTo(smtp, familyEmail, { about: deceased })).toHaveLength(1);
  });

  it('raised no errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
