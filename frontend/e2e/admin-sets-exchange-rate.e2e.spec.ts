import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// Paying in dinars in a browser: the admin sets the EUR→RSD rate on the Payments screen (a
// refused one first); the family's Pay Now then offers the NBS IPS QR code beside the EPC one,
// with the dinar amount and the rate's day. On the same tab, two admins price one service: the
// save made on a list that changed meanwhile is refused (If-Match) and offers Reload.

const journey = setUpJourney();
const { pages } = journey;

describe('the admin sets the EUR→RSD rate, and a family can pay in dinars', () => {
  it('the family is offered only the SEPA QR code while no rate is set', async () => {
    const page = await journey.openPage('client');
    await signInFromLanding(page, journey.app.baseUrl, 'client@memorialcare.example', '/client');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    // The demo family's standard plan: the worker's monthly job issued this month's invoice.
    await page.getByText('€49.00 to pay').waitFor();
    await page
      .getByRole('button', { name: /^Pay Now: invoice \d{4}-\d{6}$/ })
      .first()
      .click();
    const payNow = page.getByRole('dialog', { name: /^Pay invoice/ });
    await payNow.getByText('SEPA QR code (EPC)').waitFor();
    expect(await payNow.getByText('IPS QR code (banks in Serbia)').count()).toBe(0);
    await payNow.getByRole('button', { name: 'Close' }).first().click();
  });

  it('the admin sets the rate: an absurd one is refused, the right one shown at once', async () => {
    const page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/payments`);
    await page.getByRole('tab', { name: 'Prices and rates', exact: true }).click();
    await page.getByText('No rate set yet: invoices show only the SEPA QR code.').waitFor();

    await page.getByLabel('Dinars per euro').fill('5000');
    await page.getByRole('button', { name: 'Set rate' }).click();
    await toast(page, 'Could not set the exchange rate').waitFor();
    await waitForToastsToClose(page);

    await page.getByLabel('Dinars per euro').fill('117,2345');
    await page.getByLabel('Note').fill('NBS middle rate');
    await page.getByRole('button', { name: 'Set rate' }).click();
    await toast(page, 'Exchange rate set').waitFor();
    await page.getByText('1 EUR = 117.2345 RSD').waitFor();
    await page.getByText(/Rate of .* · NBS middle rate/).waitFor();
  });

  it('the family now sees the IPS QR code with the amount in dinars and the rate', async () => {
    const page = pages.client!;
    await page.reload();
    await page.getByText('€49.00 to pay').waitFor();
    // The plan invoice's own Pay Now (other open invoices may be listed above it).
    await page
      .getByText('€49.00 to pay')
      .locator('xpath=ancestor::*[.//button][1]')
      .getByRole('button', { name: /^Pay Now: invoice \d{4}-\d{6}$/ })
      .click();
    const payNow = page.getByRole('dialog', { name: /^Pay invoice/ });
    await payNow.getByText('From a bank in Serbia: instant payment in dinars').waitFor();
    // 49.00 × 117.2345 = 5744.4905 → RSD 5,744.49
    await payNow.getByText('RSD 5,744.49').first().waitFor();
    await payNow.getByText(/^At 117\.2345 RSD per euro, the rate of /).waitFor();
    const ips = payNow.getByRole('img', { name: /^NBS IPS QR code for paying invoice/ });
    await ips.waitFor();
    expect(
      await ips.evaluate((img) => (img as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);
    // The one failed request is the absurd rate the server refused.
    expect(journey.consoleErrors).toEqual([
      'admin: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  it("a price saved on a stale list is refused with Reload, not written over another admin's", async () => {
    const first = journey.pages.admin!;
    const second = await journey.openPage('second admin');
    await signInFromLanding(second, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await second.goto(`${journey.app.baseUrl}/admin/payments?tab=prices`);
    const priceRow = (page: typeof first) =>
      page.getByRole('row').filter({ hasText: 'Grave Cleaning' });
    await second.getByLabel('New price of Grave Cleaning').fill('36');
    await priceRow(second).getByRole('button', { name: 'Save' }).click();
    await toast(second, 'Price saved').waitFor();

    // The first admin still shows the list as it was (€35.00) and saves against it.
    await first.getByLabel('New price of Grave Cleaning').fill('37');
    await priceRow(first).getByRole('button', { name: 'Save' }).click();
    await first
      .getByText('This was changed by someone else. Reload to see the new values.')
      .waitFor();
    await first.getByRole('button', { name: 'Reload' }).click();
    await priceRow(first).getByText('€36.00').waitFor();
    // What they typed is still there: saving it again, now on the new list, goes through.
    await priceRow(first).getByRole('button', { name: 'Save' }).click();
    await toast(first, 'Price saved').waitFor();
    await priceRow(first).getByText('€37.00').waitFor();
    expect(journey.consoleErrors.at(-1)).toBe(
      'admin: Failed to load resource: the server responded with a status of 412 (Precondition Failed)',
    );
  });
});
