import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { signInFromLanding } from './support/page-helpers';

// Issue 16's client dashboard: the office books a visit for the demo family's grave and bills
// them; the family sees both on its home page, opens the visit's details and the Pay Now
// instructions. The admin then reads the whole activity log and filters it.

const journey = setUpJourney();

let graveName = '';

/** The office's bookings and invoice through the admin API, as the admin's browser sends them. */
const bookAndBill = (page: Page, visitAt: string, dueDate: string) =>
  page.evaluate(
    async ({ visitAt, dueDate }) => {
      const post = async (path: string, body: object) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status !== 201)
          throw new Error(`${path} refused: ${response.status} ${await response.text()}`);
      };
      const clients = (await (await fetch('/api/clients')).json()) as {
        id: string;
        email: string;
      }[];
      const milica = clients.find((client) => client.email === 'client@memorialcare.example')!;
      const graves = (await (await fetch(`/api/graves?clientId=${milica.id}`)).json()) as {
        id: string;
        cemeteryId: string | null;
        deceasedName: string;
      }[];
      const grave = graves[0]!;
      // The first day from `visitAt` on which a caretaker works in Serbia (no one works Sundays).
      const caretakers = (await (await fetch('/api/caretakers')).json()) as {
        id: string;
        isActive: boolean;
        preferredVisitDays: string[];
        holidayDates: string[];
      }[];
      const booking = [0, 1, 2, 3, 4, 5, 6].flatMap((days) => {
        const at = new Date(Date.parse(visitAt) + days * 86_400_000);
        const inBelgrade = (options: Intl.DateTimeFormatOptions) =>
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', ...options }).format(at);
        const weekday = inBelgrade({ weekday: 'long' });
        const day = inBelgrade({ year: 'numeric', month: '2-digit', day: '2-digit' });
        const free = caretakers.find(
          (caretaker) =>
            caretaker.isActive &&
            (caretaker.preferredVisitDays.length === 0 ||
              caretaker.preferredVisitDays.includes(weekday)) &&
            !caretaker.holidayDates.includes(day),
        );
        return free ? [{ caretakerId: free.id, scheduledDate: at.toISOString() }] : [];
      })[0]!;
      await post('/api/service-requests', {
        clientId: milica.id,
        graveId: grave.id,
        cemeteryId: grave.cemeteryId,
        caretakerId: booking.caretakerId,
        serviceType: 'grave_cleaning',
        priority: 'normal',
        amount: '30',
        scheduledDate: booking.scheduledDate,
      });
      await post('/api/invoices', {
        clientId: milica.id,
        lines: [{ description: 'Dashboard journey: candles', quantity: 1, unitPrice: '17.50' }],
        dueDate,
      });
      return grave.deceasedName;
    },
    { visitAt, dueDate },
  );

describe('a family sees its home', () => {
  it('the office books a visit for the demo family and bills them', async () => {
    const page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    // Within the hour (a day later where nobody works that day): sooner than the demo's visits.
    graveName = await bookAndBill(
      page,
      dayjs().add(50, 'minute').toISOString(),
      dayjs().add(10, 'day').format('YYYY-MM-DD'),
    );
    expect(graveName).not.toBe('');
  });

  it('the family sees the visit and what is due on its dashboard, and opens both', async () => {
    const page = await journey.openPage('client');
    await signInFromLanding(page, journey.app.baseUrl, 'client@memorialcare.example', '/client');
    await page.getByRole('heading', { name: 'Welcome back, Milica', level: 1 }).waitFor();
    for (const card of ['My Graves', 'Pending Services', 'Upcoming Visits'])
      await page.getByText(card, { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'View payments' }).waitFor();
    await page.getByText(/€[\d,.]+ due/).waitFor();

    const visits = page.getByRole('list', { name: 'Upcoming Visits' });
    const first = visits.getByRole('listitem').first();
    await first.getByText(graveName).waitFor();
    expect(await visits.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await first.getByRole('button', { name: /: open the visit of/ }).click();
    const details = page.getByRole('dialog');
    await details.getByText(graveName).first().waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page
      .getByRole('dialog', { name: /^Pay invoice/ })
      .getByText('RS19 1050 0000 0000 0123 45')
      .waitFor();
  });

  it("the family's bell opens the new invoice's Pay Now", async () => {
    const page = journey.pages.client!;
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /^Pay invoice/ }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^(Notifications|\d+ unread notifications?)$/ }).click();
    const notice = page
      .getByTestId('notification-item')
      .filter({ hasText: /Invoice \S+ was issued/ })
      .first();
    const number = /Invoice (\S+) was issued/.exec(await notice.innerText())?.[1] ?? '';
    expect(number).not.toBe('');
    await notice.click();
    await page.waitForURL(/\/client\/payments$/);
    await page.getByRole('dialog', { name: new RegExp(`^Pay invoice ${number}`) }).waitFor();
  });

  it('the admin reads the whole activity log and filters it', async () => {
    const page = journey.pages.admin!;
    await page.goto(`${journey.app.baseUrl}/admin/activity`);
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    const table = page.getByRole('table');
    await table.getByText('Service request created: Grave cleaning').first().waitFor();

    await page.getByLabel('Search descriptions').fill('registered');
    await table
      .getByText(/^New client registered:/)
      .first()
      .waitFor();
    await expect
      .poll(() => table.getByText('Service request created: Grave cleaning').count())
      .toBe(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await table.getByText('Service request created: Grave cleaning').first().waitFor();
  });
});
