import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// Credit notes and refunds in a browser: the admin issues an invoice to the demo family, takes
// a payment for it, credits part of it with a credit note and pays the resulting credit back;
// the family sees the credit note (with its PDF) and the refund in its payment history.

const journey = setUpJourney();
const { pages } = journey;

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const bankReference = 'E2E-CREDIT-0001';
let invoiceNumber = '';
let creditNoteNumber = '';

describe('the admin credits an invoice and refunds a payment; the family sees both', () => {
  it('the admin issues an invoice to the demo family and records its payment', async () => {
    const page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/payments`);

    await page.getByRole('button', { name: 'New Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Invoice' });
    await dialog.getByLabel('Client').click();
    await dialog.getByLabel('Client').fill('Milica');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('Milica Jovanović')
      .first()
      .click();
    await dialog.getByLabel('Description (1)').fill('Grave care, spring');
    await dialog.getByLabel('Unit price (EUR) (1)').fill('100');
    await dialog.getByRole('button', { name: 'Issue Invoice' }).click();
    await toast(page, 'Invoice issued').waitFor();
    await waitForToastsToClose(page);
    await page.getByRole('tab', { name: 'Invoices', exact: true }).click();
    const row = rowWith(page, '€100.00').filter({ hasText: 'Milica Jovanović' }).first();
    invoiceNumber = /\d{4}-\d{6}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);

    await rowWith(page, invoiceNumber)
      .getByRole('button', { name: `Record Payment: invoice ${invoiceNumber}` })
      .click();
    const pay = page.getByRole('dialog', { name: 'Record Payment' });
    await pay.getByLabel('Bank reference').fill(bankReference);
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment recorded').waitFor();
    await waitForToastsToClose(page);
  });

  it('credits €30 of the paid invoice: over-crediting is refused first', async () => {
    const page = pages.admin!;
    await rowWith(page, invoiceNumber)
      .getByRole('button', { name: `Issue a credit note for invoice ${invoiceNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Credit note for invoice ${invoiceNumber}` });
    await dialog.getByText('Left to credit: €100.00').waitFor();
    await dialog.getByText('An amount', { exact: true }).click();
    await dialog.getByLabel('Amount (VAT included)').fill('100.01');
    await dialog.getByLabel('Reason').fill('Spring visit cancelled');
    await dialog.getByRole('button', { name: 'Issue Credit Note' }).click();
    await dialog.getByText('At most €100.00 is left to credit').waitFor();
    await dialog.getByLabel('Amount (VAT included)').fill('30');
    await dialog.getByRole('button', { name: 'Issue Credit Note' }).click();
    await toast(page, 'Credit note issued').waitFor();
    await waitForToastsToClose(page);

    const row = rowWith(page, invoiceNumber);
    await row.getByText('Credited €30.00').waitFor();
    const link = row.getByRole('link', { name: /^Open credit note \d{4}-\d{6} as a PDF$/ });
    creditNoteNumber = /\d{4}-\d{6}/.exec((await link.textContent()) ?? '')?.[0] ?? '';
    expect(Number(creditNoteNumber.slice(5))).toBeGreaterThan(Number(invoiceNumber.slice(5)));
    // Paid €100 against €70 still asked: a credit of €30.
    await row.getByText('-€30.00').waitFor();
  });

  it('refunds the €30 credit from the payments list', async () => {
    const page = pages.admin!;
    await page.getByRole('tab', { name: 'Payments', exact: true }).click();
    const row = rowWith(page, bankReference);
    await row
      .getByRole('button', { name: `Refund the payment of €100.00 for invoice ${invoiceNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
    await dialog.getByText('Left to refund: €100.00').waitFor();
    await dialog.getByLabel('Amount refunded').fill('30');
    await dialog.getByLabel('Bank reference').fill('E2E-REFUND-0001');
    await dialog.getByRole('button', { name: 'Record Refund' }).click();
    await toast(page, 'Refund recorded').waitFor();
    await row.getByText('Refunded €30.00', { exact: true }).waitFor();
  });

  it('the family sees the credit note with its PDF and the refund in its history', async () => {
    const page = await journey.openPage('client');
    await signInFromLanding(page, journey.app.baseUrl, 'client@memorialcare.example', '/client');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/client/payments`);

    const notes = page.getByRole('list', { name: 'Your credit notes' });
    const note = notes.getByRole('listitem').filter({ hasText: creditNoteNumber });
    await note.getByText(`Credits invoice ${invoiceNumber}`).waitFor();
    await note.getByText('Spring visit cancelled').waitFor();
    const pdf = note.getByRole('link', { name: `Open credit note ${creditNoteNumber} as a PDF` });
    const response = await page.request.get(
      `${journey.app.baseUrl}${(await pdf.getAttribute('href')) ?? ''}`,
    );
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');

    const history = rowWith(page, bankReference);
    await history.getByText('Refunded €30.00', { exact: true }).waitFor();
    await history.getByText(/^Refunded €30.00 on /).waitFor();
  });

  it('logged no console error on the way', () => {
    expect(journey.consoleErrors).toEqual([]);
  });
});
