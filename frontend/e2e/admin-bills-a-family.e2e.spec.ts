import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// The ledger's "done when" in a browser: the admin issues an invoice to the demo family and
// records a payment against it; the family sees the payment, what is left to pay and how to
// pay it (IBAN, RF reference, EPC QR code).

const journey = setUpJourney();
const { pages } = journey;

const invoiceRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

let invoiceNumber = '';

describe('the admin bills a family, and the family pays', () => {
  it('the admin issues an invoice to the demo family from the Payments screen', async () => {
    const page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/payments`);
    await page.getByText('Total Received').waitFor();

    await page.getByRole('button', { name: 'New Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Invoice' });
    // Nothing is sent without a client and a described line.
    await dialog.getByRole('button', { name: 'Issue Invoice' }).click();
    await dialog.getByText('Choose a client').waitFor();

    await dialog.getByLabel('Client').click();
    await dialog.getByLabel('Client').fill('Milica');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('Milica Jovanović')
      .first()
      .click();
    await dialog.getByLabel('Description (1)').fill('Standard plan, December 2026');
    await dialog.getByLabel('Unit price (EUR) (1)').fill('49');
    await dialog.getByRole('button', { name: 'Add Line' }).click();
    await dialog.getByLabel('Description (2)').fill('Memorial candles');
    await dialog.getByLabel('Quantity (2)').fill('2');
    await dialog.getByLabel('Unit price (EUR) (2)').fill('4,50');
    await dialog.getByText('€58.00').first().waitFor();
    await dialog.getByRole('button', { name: 'Issue Invoice' }).click();
    await toast(page, 'Invoice issued').waitFor();
    await waitForToastsToClose(page);

    // The demo family's plan invoice of the month may be listed too (the worker issues it).
    const row = invoiceRow(page, '€58.00').filter({ hasText: 'Milica Jovanović' });
    await row.waitFor();
    invoiceNumber = /\d{4}-\d{6}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
  });

  it('records a partial payment: a refused amount first, then the right one', async () => {
    const page = pages.admin!;
    await invoiceRow(page, invoiceNumber)
      .getByRole('button', { name: `Record Payment: invoice ${invoiceNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    await dialog.getByLabel('Amount (EUR)').fill('0');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText('Enter an amount above 0.00 with at most two decimals').waitFor();
    await dialog.getByLabel('Amount (EUR)').fill('20.00');
    await dialog.getByLabel('Bank reference').fill('E2E-TRANSFER-0001');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment recorded').waitFor();
    await waitForToastsToClose(page);
    const row = invoiceRow(page, invoiceNumber);
    await row.getByText('€38.00').waitFor();
    expect(await row.textContent()).toContain('€20.00');
    await page.getByText('€20.00').first().waitFor();
  });

  it('the family sees the payment, what is left, and how to pay it', async () => {
    const page = await journey.openPage('client');
    await signInFromLanding(page, journey.app.baseUrl, 'client@memorialcare.example', '/client');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/client/payments`);
    const balance = page.getByRole('region', { name: 'Your balance' });
    await balance.getByText('€20.00').waitFor();
    await page.getByText('€38.00 to pay').waitFor();
    // The demo family's standard plan: the worker's monthly job issued this month's invoice.
    await page.getByText('€49.00 to pay').waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'E2E-TRANSFER-0001' })
      .getByText('€20.00')
      .waitFor();

    await page.getByRole('button', { name: `Pay Now: invoice ${invoiceNumber}` }).click();
    const payNow = page.getByRole('dialog', { name: `Pay invoice ${invoiceNumber}` });
    await payNow.getByText('RS19 1050 0000 0000 0123 45').waitFor();
    await payNow
      .getByText(/^RF\d{2}/)
      .first()
      .waitFor();
    const qr = payNow.getByRole('img', {
      name: `EPC QR code for paying invoice ${invoiceNumber} by SEPA transfer`,
    });
    await qr.waitFor();
    // The image decoded (an SVG the browser could draw), not a broken one.
    expect(
      await qr.evaluate((img) => (img as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);
  });

  it("the admin changes a family's plan and pauses it from the client's Billing tab", async () => {
    const page = pages.admin!;
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/clients`);
    await page
      .getByRole('navigation', { name: 'Clients' })
      .getByRole('button', { name: /Nikola Marković/ })
      .click();
    await page.getByRole('tab', { name: 'Billing', exact: true }).click();
    const card = page.getByRole('region', { name: 'Plan subscription' });
    // The demo family's premium plan, started by the demo seed.
    await card.getByText('€79.00').waitFor();

    await card.getByRole('button', { name: 'Change Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Plan' });
    await dialog.getByLabel('Plan').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('Basic', { exact: true })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Subscription changed').waitFor();
    await card.getByText('€29.00').waitFor();

    await card.getByRole('button', { name: 'Pause' }).click();
    await toast(page, 'Subscription paused').waitFor();
    await card.getByText('Paused', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Resume' }).click();
    await toast(page, 'Subscription resumed').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
  });

  it('logged no console error on the way', () => {
    expect(journey.consoleErrors).toEqual([]);
  });
});
