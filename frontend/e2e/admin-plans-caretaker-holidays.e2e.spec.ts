import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '@memorial-care/services/mail/testing';
import { launchBrowser, newJourneyPage, newJourneyContext } from './support/browser';
import { startApp, type RunningApp } from './support/app-server';
import {
  inviteLinkMailedTo,
  screenshotOnFailure,
  submitSignIn,
  watchConsoleErrors,
} from './support/page-helpers';

// The admin's Caretakers screen: the demo admin plans Dragan Nikolić's holiday with the holiday
// planner and sees the badge on his card; then adds a caretaker, who gets an invite mail,
// activates the account and signs in to the caretaker console.

let app: RunningApp;
let smtp: SmtpTestServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const newCaretakerEmail = `ivana.${randomUUID().slice(0, 8)}@example.rs`;
const newPassword = 'lipa-cveta-2026';

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startApp({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  page = await newJourneyPage(browser);
  // A save refused because someone else changed the caretaker answers 412 on purpose; the
  // browser logs it as a failed resource.
  watchConsoleErrors(page, consoleErrors, { allow: /\b(401|412)\b/ });
});

afterEach(({ task }) => screenshotOnFailure(task, { page }));

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const card = (name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The All / Active / Inactive filter: radio buttons, clicked on their label. */
const filter = (name: string) =>
  page.locator('label', { has: page.getByRole('radio', { name, exact: true }) });

const toast = (text: string) => page.getByText(text, { exact: true }).first();

/** The planner's day button: its name is the long date, as the planner writes it (English). */
const dayButton = (scope: ReturnType<Page['getByRole']>, date: dayjs.Dayjs) =>
  scope.getByRole('button', { name: date.format('dddd, D MMMM YYYY'), exact: true });

/**
 * The three days planned: today and the next two, or the two before today when the next ones
 * fall in the next month (a click on a day of another month turns the calendar to that month).
 */
const plannedDays = () => {
  const today = dayjs();
  const start = today.add(2, 'day').month() === today.month() ? today : today.subtract(2, 'day');
  return [start, start.add(1, 'day'), start.add(2, 'day')] as const;
};

describe('admin plans a caretaker’s holidays', () => {
  it('signs in as the demo admin and opens Caretakers from the sidebar', async () => {
    await page.goto(app.baseUrl);
    await submitSignIn(page, 'admin@memorialcare.example');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByRole('link', { name: 'Caretakers', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/admin/caretakers`);
    await page.getByRole('heading', { name: 'Caretakers', level: 1 }).waitFor();
    await card('Dragan Nikolić').waitFor();
    await card('Marija Stojanović').waitFor();
    const dragan = await card('Dragan Nikolić').textContent();
    expect(dragan).toContain('caretaker@memorialcare.example');
    expect(dragan).toContain('Current');
    expect(await card('Dragan Nikolić').getByRole('img', { name: 'Active' }).count()).toBe(1);
  });

  it('searches and filters the cards', async () => {
    const search = page.getByLabel('Filter caretakers by name, email or region');
    await search.fill('novi sad');
    await card('Marija Stojanović').waitFor();
    await card('Dragan Nikolić').waitFor({ state: 'detached' });
    await search.fill('');
    await filter('Inactive').click();
    await page.getByText('No caretakers found').waitFor();
    await filter('Active').click();
    await card('Dragan Nikolić').waitFor();
    await filter('All').click();
    await card('Dragan Nikolić').waitFor();
  });

  it('plans a range with today in it with two clicks, saves, and the card shows the badge', async () => {
    await card('Dragan Nikolić').getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Dragan Nikolić' });
    await details.getByRole('heading', { name: 'Holiday planner' }).waitFor();
    const calendar = details.getByRole('group', { name: 'Holiday calendar' });
    const [start, middle, end] = plannedDays();

    await dayButton(calendar, start).click();
    await toast('Date Added').waitFor();
    await dayButton(calendar, end).click();
    // Two days apart: the day in between is filled in.
    await toast('Range Added').waitFor();
    await page
      .getByText(/^Added 3 days from .+ to .+$/)
      .first()
      .waitFor();
    for (const date of [start, middle, end])
      expect(await dayButton(calendar, date).getAttribute('aria-pressed')).toBe('true');
    await details.getByText('Unsaved changes').waitFor();
    await details.getByText('3 days', { exact: true }).waitFor();

    await details.getByRole('button', { name: 'Save Holidays' }).click();
    await toast('Holiday dates updated successfully').waitFor();
    await details.getByText('Unsaved changes').waitFor({ state: 'detached' });
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'hidden' });

    await card('Dragan Nikolić').getByText('On Holiday Today').waitFor();
    expect(await card('Dragan Nikolić').getByRole('img', { name: 'On Holiday' }).count()).toBe(1);
  });

  it('a click on a selected day removes it; Reset brings the saved days back', async () => {
    await card('Dragan Nikolić').getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Dragan Nikolić' });
    const calendar = details.getByRole('group', { name: 'Holiday calendar' });
    const today = dayjs();
    await dayButton(calendar, today).click();
    await toast('Date Removed').waitFor();
    expect(await dayButton(calendar, today).getAttribute('aria-pressed')).toBe('false');
    await details.getByRole('button', { name: 'Reset' }).click();
    expect(await dayButton(calendar, today).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks before adding a range of more than 14 days', async () => {
    const details = page.getByRole('dialog', { name: 'Dragan Nikolić' });
    const calendar = details.getByRole('group', { name: 'Holiday calendar' });
    // Two days of this month, away from the saved days.
    const saved = plannedDays().map((day) => day.format('YYYY-MM-DD'));
    const free = (date: dayjs.Dayjs) => !saved.includes(date.format('YYYY-MM-DD'));
    const monthStart = dayjs().startOf('month');
    const monthEnd = dayjs().endOf('month').startOf('day');
    const from = free(monthStart) ? monthStart : monthStart.add(5, 'day');
    const to = free(monthEnd) ? monthEnd : monthStart.add(21, 'day');
    const days = to.diff(from, 'day') + 1;
    const question = new RegExp(`^Add ${days} days from .+ to .+\\?$`);
    const pressed = async (date: dayjs.Dayjs) =>
      dayButton(calendar, date).getAttribute('aria-pressed');

    // Declined: only the clicked date is added.
    await dayButton(calendar, from).click();
    await dayButton(calendar, to).click();
    await page.getByText(question).waitFor();
    await page.getByRole('button', { name: 'Only this date' }).click();
    await toast('Date Added').waitFor();
    expect(await pressed(to)).toBe('true');
    expect(await pressed(from.add(1, 'day'))).toBe('false');
    await details.getByRole('button', { name: 'Reset' }).click();

    // Confirmed: the whole range.
    await dayButton(calendar, from).click();
    await dayButton(calendar, to).click();
    await page.getByText(question).waitFor();
    await page.getByRole('button', { name: 'Add range' }).click();
    await page
      .getByText(new RegExp(`^Added ${days} days from .+ to .+$`))
      .first()
      .waitFor();
    expect(await pressed(from.add(1, 'day'))).toBe('true');
    await details.getByRole('button', { name: 'Reset' }).click();
    expect(await pressed(from.add(1, 'day'))).toBe(String(!free(from.add(1, 'day'))));
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'hidden' });
  });

  it('does not overwrite a holiday someone else saved meanwhile: Reload brings it in', async () => {
    // The planner saves against the revision the details were fetched with (If-Match).
    await card('Dragan Nikolić').getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Dragan Nikolić' });
    const calendar = details.getByRole('group', { name: 'Holiday calendar' });
    await calendar.waitFor();
    const today = dayjs();

    // Someone else adds a day, through the API, while the planner is open.
    const theirDay = today.add(40, 'day').format('YYYY-MM-DD');
    const holidaysAfter = (change?: string) =>
      page.evaluate(async (added) => {
        const caretakers = (await (await fetch('/api/caretakers')).json()) as {
          id: string;
          name: string;
          holidayDates: string[];
        }[];
        const dragan = caretakers.find((c) => c.name === 'Dragan Nikolić')!;
        if (!added) return dragan.holidayDates;
        await fetch(`/api/caretakers/${dragan.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ holidayDates: [...dragan.holidayDates, added] }),
        });
        const after = (await (await fetch(`/api/caretakers/${dragan.id}`)).json()) as {
          holidayDates: string[];
        };
        return after.holidayDates;
      }, change);
    expect(await holidaysAfter(theirDay)).toContain(theirDay);

    // Saving the planner as it was opened would drop their day: refused, nothing overwritten.
    await dayButton(calendar, today).click();
    await toast('Date Removed').waitFor();
    await details.getByRole('button', { name: 'Save Holidays' }).click();
    const stale = details.getByText(
      'This was changed by someone else. Reload to see the new values.',
      { exact: true },
    );
    await stale.waitFor();
    expect(await holidaysAfter()).toEqual(
      expect.arrayContaining([theirDay, today.format('YYYY-MM-DD')]),
    );

    // Reload takes in their day; the change made again then saves over the new revision.
    await details.getByRole('button', { name: 'Reload' }).click();
    await stale.waitFor({ state: 'detached' });
    expect(await dayButton(calendar, today).getAttribute('aria-pressed')).toBe('true');
    await dayButton(calendar, today).click();
    await details.getByRole('button', { name: 'Save Holidays' }).click();
    await toast('Holiday dates updated successfully').waitFor();
    const saved = await holidaysAfter();
    expect(saved).toContain(theirDay);
    expect(saved).not.toContain(today.format('YYYY-MM-DD'));

    // Today on holiday again, as the next steps expect (their later day stays).
    await dayButton(calendar, today).click();
    await details.getByRole('button', { name: 'Save Holidays' }).click();
    await details.getByText('Unsaved changes').waitFor({ state: 'detached' });
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'hidden' });
  });

  it('adds a caretaker, whose card appears at once', async () => {
    await page.getByRole('button', { name: 'Add Caretaker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Caretaker' });
    await dialog.getByRole('button', { name: 'Create Caretaker' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Ivana Petrović');
    await dialog.getByLabel('Email').fill(newCaretakerEmail);
    await dialog.getByLabel('Phone').fill('+381 62 555 0101');
    await dialog.getByLabel('Region (city)').fill('Kragujevac');
    await dialog.getByLabel('Per-visit rate (EUR)').fill('27.5');
    await dialog.getByLabel('Saturday').check();
    await dialog.getByRole('button', { name: 'Create Caretaker' }).click();
    await toast('Caretaker created successfully').waitFor();
    await card('Ivana Petrović').waitFor();
    const text = await card('Ivana Petrović').textContent();
    expect(text).toContain('Kragujevac');
    expect(text).toContain(newCaretakerEmail);
  });

  it('the new caretaker gets the invite mail, activates and signs in to the caretaker console', async () => {
    const link = await inviteLinkMailedTo(smtp, newCaretakerEmail);
    expect(link.startsWith(`${app.baseUrl}/invite/`), link).toBe(true);
    const context = await newJourneyContext(browser);
    const caretaker = await context.newPage();
    await caretaker.goto(link);
    await caretaker.getByText('Ivana Petrović').first().waitFor();
    await caretaker.getByLabel('Choose Your Password').fill(newPassword);
    await caretaker.getByLabel('Confirm Password').fill(newPassword);
    await caretaker.getByRole('button', { name: 'Activate My Account' }).click();
    await caretaker.getByText('Account activated successfully!').first().waitFor();
    await caretaker.waitForURL(`${app.baseUrl}/`);
    await submitSignIn(caretaker, newCaretakerEmail, newPassword);
    await caretaker.waitForURL(`${app.baseUrl}/caretaker`);
    await context.close();
  });

  it('edits the new caretaker, then deletes it after confirmation', async () => {
    await card('Ivana Petrović').getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Ivana Petrović' });
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Caretaker' });
    const active = edit.getByRole('switch', { name: 'Active' });
    expect(await active.getAttribute('aria-checked')).toBe('true');
    await active.click();
    expect(await active.getAttribute('aria-checked')).toBe('false');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Caretaker updated successfully').waitFor();
    // Back in the details, now inactive.
    await details.getByText('Inactive', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByText('Are you sure you want to delete Ivana Petrović? This action cannot be undone.')
      .waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await toast('Caretaker deleted successfully').waitFor();
    await card('Ivana Petrović').waitFor({ state: 'detached' });
  });

  it('does not offer to delete a caretaker with open requests, and says how many', async () => {
    await card('Dragan Nikolić').getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Dragan Nikolić' });
    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(/^Dragan Nikolić still has \d+ open service requests?\./).waitFor();
    expect(await confirm.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await details.getByRole('button', { name: 'Close' }).last().click();
    await card('Dragan Nikolić').waitFor();
  });

  it('raised no errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
