import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serviceDay } from '@memorial-care/contracts/domain';
import { clientOrderLink } from '@memorial-care/contracts/http';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// Issue 15: the demo family orders care itself. A reminder's link opens the order prefilled
// (grave, service, day, occasion); the order is sent, shows as pending at the listed price, and
// the family calls it off again. My Graves' Order care opens the same page for its grave.

const journey = setUpJourney();
const { pages } = journey;

/** The read model, for ids the family's screens never show in full. */
const queryDatabase = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: journey.app.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};

/** A day three weeks ahead in Serbia, as yyyy-MM-dd and as the date field shows it. */
const visitDay = serviceDay(new Date(Date.now() + 21 * 24 * 60 * 60 * 1000)).date;
const [year, month, day] = visitDay.split('-');
const occasion = `slava:${visitDay}`;

const requestRow = (page: Page, number: string) =>
  page.getByRole('row').filter({ hasText: `#${number}` });

let orderNumber = '';

describe('a family orders a visit for a grave', () => {
  it('opens the link of a reminder and finds the order filled in', async () => {
    const [desanka] = await queryDatabase<{ id: string }>(
      "SELECT id FROM graves WHERE deceased_name = 'Desanka Jovanović'",
    );
    expect(desanka).toBeDefined();
    const page = await journey.openPage('client');
    await signInFromLanding(page, journey.app.baseUrl, 'client@memorialcare.example', '/client');
    const link = clientOrderLink({
      graveId: desanka!.id,
      serviceType: 'memorial_candles',
      date: visitDay,
      occasion,
    });
    await page.goto(`${journey.app.baseUrl}${link}`);
    await page.getByRole('heading', { name: 'Order care', level: 1 }).waitFor();
    const form = page.locator('form#client-order');
    await form.getByText('Desanka Jovanović', { exact: false }).first().waitFor();
    await form.getByText('Memorial Candles').waitFor();
    expect(await page.getByLabel('Visit date').inputValue()).toBe(`${day}.${month}.${year}`);
    // The occasion is shown, not editable: it came with the link.
    await form.getByText(/^Slava · /).waitFor();
  });

  it('sends the order and sees it pending at the listed price', async () => {
    const page = pages.client!;
    await page.getByLabel('Notes for the caretaker').fill('Please light two candles.');
    await page.getByRole('button', { name: 'Send order' }).click();
    await toast(page, 'Your order was sent').waitFor();
    await page.getByText('The office will confirm the visit.').waitFor();
    await page.waitForURL(`${journey.app.baseUrl}/client/service-requests`);

    const [stored] = await queryDatabase<{ id: string; status: string; amount: string }>(
      'SELECT id, status, amount::text AS amount FROM service_requests WHERE occasion_key = $1',
      [occasion],
    );
    expect(stored).toMatchObject({ status: 'pending', amount: '15.00' });
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Memorial Candles' })
      .filter({ hasText: 'Desanka Jovanović' });
    await row.waitFor();
    const text = await row.textContent();
    // The number people quote is the first eight hex digits of the id.
    orderNumber = text?.match(/#([0-9A-F]{8})/)?.[1] ?? '';
    expect(orderNumber).toBe(stored!.id.slice(0, 8).toUpperCase());
    expect(text).toContain('Pending');
    expect(text).toContain('€15.00');
  });

  it('calls the pending order off again', async () => {
    const page = pages.client!;
    await waitForToastsToClose(page);
    await requestRow(page, orderNumber)
      .getByRole('button', { name: `Cancel request #${orderNumber}` })
      .click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm
      .getByText('The office will not visit the grave for this request.', { exact: false })
      .waitFor();
    expect(await confirm.textContent()).toContain(`Cancel request #${orderNumber}?`);
    await confirm.getByRole('button', { name: 'Cancel request' }).click();
    await toast(page, 'Your request was cancelled').waitFor();
    await requestRow(page, orderNumber).getByText('Cancelled').waitFor();
    // Only pending requests can be called off by the family.
    expect(
      await requestRow(page, orderNumber)
        .getByRole('button', { name: `Cancel request #${orderNumber}` })
        .count(),
    ).toBe(0);
  });

  it("opens the order for a grave from My Graves' Order care", async () => {
    const page = pages.client!;
    await page.getByRole('link', { name: 'My Graves' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/client/graves`);
    await page.getByRole('link', { name: 'Order care for Radomir Jovanović' }).click();
    await page.waitForURL(/\/client\/order\?graveId=/);
    const form = page.locator('form#client-order');
    await form.getByText('Radomir Jovanović', { exact: false }).first().waitFor();
    expect(await page.getByLabel('Visit date').inputValue()).toBe('');
  });

  it('raised no errors in the browser console', () => {
    expect(journey.consoleErrors).toEqual([]);
  });
});
