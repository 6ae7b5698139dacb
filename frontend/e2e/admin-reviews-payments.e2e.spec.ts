import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serviceDay } from '@memorial-care/contracts/domain';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// The admin's Payments reports in a browser: a bank statement with one transfer that names an
// invoice and one that names none is imported; the unmatched one is assigned to an invoice;
// the revenue of the month and the open balances move by what came in; the invoices list is
// exported as a CSV file with its filters.

const journey = setUpJourney();
const { pages } = journey;

const today = serviceDay(new Date()).date;

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** "€1,234.50" → 123450 (cents), from the first euro amount in the text. */
const centsIn = (text: string | null) => {
  const match = /€([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`No amount in ${text}`);
  return Math.round(Number(match[1]!.replaceAll(',', '')) * 100);
};

const revenueTotal = async (page: Page) =>
  centsIn(await page.getByText(/^Last 12 months: /).textContent());

const notYetDue = async (page: Page) =>
  centsIn(
    await page
      .getByRole('region', { name: 'What open invoices still owe, by days past their due date' })
      .locator('.ant-card')
      .filter({ hasText: 'Not Yet Due' })
      .textContent(),
  );

/** Issues an invoice of one line to the demo family from the New Invoice dialog; its number. */
const issueInvoice = async (page: Page, description: string, price: string) => {
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Invoice' });
  await dialog.getByLabel('Client').click();
  await dialog.getByLabel('Client').fill('Milica');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .getByText('Milica Jovanović')
    .first()
    .click();
  await dialog.getByLabel('Description (1)').fill(description);
  await dialog.getByLabel('Unit price (EUR) (1)').fill(price);
  await dialog.getByRole('button', { name: 'Issue Invoice' }).click();
  await toast(page, 'Invoice issued').waitFor();
  await waitForToastsToClose(page);
  // The Invoices tab shows it at once.
  const row = rowWith(page, `€${price}.00`).filter({ hasText: 'Milica Jovanović' }).first();
  const number = /\d{4}-\d{6}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  return number;
};

let matchedInvoice = '';
let assignedInvoice = '';
let revenueBefore = 0;
let notDueBefore = 0;

describe('the admin reviews the money that came in', () => {
  it('opens Payments on the Overview: revenue by month and open invoices by days past due', async () => {
    const page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/payments`);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await page.getByText('Revenue by Month').waitFor();
    // The chart (a chunk of its own) and the table of the same figures.
    await page.getByRole('img', { name: /^Bar chart of the money received per month/ }).waitFor();
    await page.locator('svg.recharts-surface').first().waitFor();
    await page.getByRole('columnheader', { name: 'Received' }).waitFor();

    matchedInvoice = await issueInvoice(page, 'Grave care, summer', '58');
    assignedInvoice = await issueInvoice(page, 'Candles and flowers', '25');
    await page.getByRole('tab', { name: 'Overview' }).click();
    revenueBefore = await revenueTotal(page);
    notDueBefore = await notYetDue(page);
    expect(notDueBefore).toBeGreaterThanOrEqual(8_300);
  });

  it('imports a CSV statement: one transfer recorded, one left for review', async () => {
    const page = pages.admin!;
    await page.getByRole('tab', { name: 'Statements' }).click();
    const statement = [
      'Date;Amount;Currency;Reference;Bank reference;Payer',
      `${today};58,00;EUR;Faktura ${matchedInvoice};E2E-STMT-0001;Milica Jovanović`,
      `${today};25,00;EUR;Cvece i svece;E2E-STMT-0002;Milica Jovanović`,
    ].join('\n');
    await page.locator('input[type=file]').setInputFiles({
      name: 'izvod.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statement, 'utf8'),
    });
    await toast(page, 'Statement imported').waitFor();
    const result = page.locator('.ant-card').filter({ hasText: 'Imported izvod.csv' });
    await result.getByText('Transfers read').waitFor();
    expect(await result.getByRole('status').textContent()).toMatch(
      /Transfers read\s*2\s*Recorded as payments\s*1\s*Already recorded\s*0\s*To review\s*1/,
    );
    await result.getByText(`Line 2: €58.00 for invoice ${matchedInvoice}`).waitFor();
    await waitForToastsToClose(page);
    await rowWith(page, 'Cvece i svece').getByText('No invoice reference').waitFor();
  });

  it('assigns the unmatched transfer to an invoice, which records the payment', async () => {
    const page = pages.admin!;
    await rowWith(page, 'Cvece i svece')
      .getByRole('button', { name: /^Assign the transfer of €25\.00/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Assign Transfer' });
    // Nothing is sent without an invoice.
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText('Choose the invoice the transfer pays').waitFor();
    await dialog.getByLabel('Invoice').click();
    await dialog.getByLabel('Invoice').fill(assignedInvoice);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText(new RegExp(`^${assignedInvoice} · Milica Jovanović`))
      .click();
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Transfer recorded as a payment').waitFor();
    await page.getByText('Nothing to review').waitFor();
    await waitForToastsToClose(page);
  });

  it('sees the revenue and the open balances move by what came in', async () => {
    const page = pages.admin!;
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => revenueTotal(page)).toBe(revenueBefore + 5_800 + 2_500);
    await expect.poll(() => notYetDue(page)).toBe(notDueBefore - 5_800 - 2_500);
  });

  it('opens the invoices of a bucket from its card, and exports them as a CSV file', async () => {
    const page = pages.admin!;
    await page.getByRole('button', { name: /^Show \d+ invoices?: Not Yet Due$/ }).click();
    await page.getByRole('tab', { name: 'Invoices', selected: true }).waitFor();
    await page.getByRole('search').getByText('Not Yet Due').waitFor();
    // Both invoices are paid now: not among the open ones.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await rowWith(page, assignedInvoice).getByText('Paid', { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoices-${today}.csv`);
    const text = await readFile((await download.path())!, 'utf8');
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const total = await page.getByText(/^\d+–\d+ of \d+$/).textContent();
    expect(rows).toHaveLength(Number(/of (\d+)$/.exec(total ?? '')?.[1]));
    for (const number of [matchedInvoice, assignedInvoice])
      expect(rows.find((row) => row.number === number)).toMatchObject({
        client: 'Milica Jovanović',
        status: 'paid',
        balance: '0.00',
      });
  });

  it('logged no console error on the way', () => {
    expect(journey.consoleErrors).toEqual([]);
  });
});
