import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// Caretaker payouts in a browser: the demo world's completed grave cleaning (€35.00, Dragan)
// earned him 70% (€24.50) through the worker; the admin closes the running month into his
// statement and marks it paid with his preferred method; Dragan sees the statement and its task.

const journey = setUpJourney();
const { pages } = journey;

/** The running month in Serbia, as the month picker shows it. */
const runningMonth = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Belgrade',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);

describe('the admin pays a caretaker', () => {
  const month = runningMonth();

  it("shows Dragan's open earnings from the completed demo task", async () => {
    const page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/payments`);
    await page.getByRole('tab', { name: 'Payouts', exact: true }).click();
    const open = page.getByRole('table', { name: 'Earnings not yet in a statement' });
    // The worker accrues it moments after the demo data is made: a page opened before shows
    // it after a reload.
    for (let attempt = 1; ; attempt++) {
      try {
        await open.getByText('Dragan Nikolić').waitFor({ timeout: 3_000 });
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
        await page.reload();
      }
    }
    const row = open.getByRole('row').filter({ hasText: 'Dragan Nikolić' });
    await row.getByText('€24.50').waitFor();
    expect(await row.textContent()).toContain('Bank transfer');
  });

  it('closes the running month into his statement, once', async () => {
    const page = pages.admin!;
    const picker = page.getByLabel('Month to close');
    await picker.click();
    await picker.fill(month);
    await picker.press('Enter');
    await page.getByRole('button', { name: 'Close month' }).click();
    await toast(page, `1 statement created for ${month}`).waitFor();
    await waitForToastsToClose(page);
    const statements = page.getByRole('table', { name: 'Payout statements' });
    const row = statements.getByRole('row').filter({ hasText: 'Dragan Nikolić' });
    await row.getByText('To pay').waitFor();
    expect(await row.textContent()).toContain('€24.50');
    await page.getByText('No open earnings').waitFor();

    await page.getByRole('button', { name: 'Close month' }).click();
    await toast(page, `Nothing new to close for ${month}`).waitFor();
    await waitForToastsToClose(page);
  });

  it('marks it paid, with his preferred method preselected', async () => {
    const page = pages.admin!;
    await page
      .getByRole('button', { name: `Mark the statement of Dragan Nikolić for ${month} paid` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Pay Dragan Nikolić for ${month}` });
    await dialog.getByText('Amount: €24.50').waitFor();
    await dialog.getByText('Bank transfer (preferred)').waitFor();
    await dialog.getByLabel('Reference').fill('E2E-PAYOUT-0001');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await toast(page, 'Payout marked paid').waitFor();
    const row = page
      .getByRole('table', { name: 'Payout statements' })
      .getByRole('row')
      .filter({ hasText: 'Dragan Nikolić' });
    await row.getByText(/Paid on .*\(Bank transfer\)/).waitFor();
    expect(await row.getByRole('button', { name: /Mark the statement/ }).count()).toBe(0);
  });

  it('Dragan sees his paid statement and the task in it', async () => {
    const page = await journey.openPage('caretaker');
    await signInFromLanding(
      page,
      journey.app.baseUrl,
      'caretaker@memorialcare.example',
      '/caretaker',
    );
    await page.getByRole('link', { name: 'Payouts' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/caretaker/payouts`);
    await page.getByText('No open earnings yet').waitFor();
    const row = page
      .getByRole('table', { name: 'Payout statements' })
      .getByRole('row')
      .filter({ hasText: month });
    await row.getByText('€24.50').waitFor();
    await row.getByText(/Paid on/).waitFor();
    await row.getByRole('button', { name: /expand/i }).click();
    const lines = page.getByRole('table', { name: `Tasks of the statement for ${month}` });
    const line = lines.getByRole('row').filter({ hasText: 'Grave cleaning' });
    await line.getByText('€35.00').waitFor();
    await line.getByText('€24.50').waitFor();
    expect(journey.consoleErrors).toEqual([]);
  });
});
