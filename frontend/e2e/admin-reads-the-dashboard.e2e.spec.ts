import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serviceDay } from '@memorial-care/contracts/domain';
import { setUpJourney } from './support/journey';
import { callApi, signInFromLanding, toast } from './support/page-helpers';

// The admin's dashboard in a browser: its cards move when a request comes in (Active and
// Pending +1) and when it is completed, and Generate Report downloads the month as CSV.

const journey = setUpJourney();

const cardValue = async (page: Page, key: string) => {
  const card = page.getByTestId(`dashboard-card-${key}`);
  const text = await card.locator('.ant-statistic-content-value').textContent();
  return Number(text);
};

const cardsSettled = async (page: Page, active: number, pending: number) => {
  await expect
    .poll(
      async () => [
        await cardValue(page, 'activeRequests'),
        await cardValue(page, 'pendingRequests'),
      ],
      {
        timeout: 10_000,
      },
    )
    .toEqual([active, pending]);
};

describe('the admin reads the dashboard', () => {
  let page: Page;
  let before = { active: 0, pending: 0 };
  let requestId = '';

  it('shows the overview with the four cards from the server', async () => {
    page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).first().waitFor();
    await page
      .getByTestId('dashboard-card-activeCaretakers')
      .getByText(/from last month|No change|None last month/)
      .waitFor();
    before = {
      active: await cardValue(page, 'activeRequests'),
      pending: await cardValue(page, 'pendingRequests'),
    };
  });

  it('counts a new request as active and pending', async () => {
    const graves = await callApi(page, 'GET', '/api/graves');
    const grave = (graves.json as { id: string; clientId: string }[])[0]!;
    const caretakers = await callApi(page, 'GET', '/api/caretakers');
    const caretaker = (
      caretakers.json as { id: string; isActive: boolean; preferredVisitDays: string[] }[]
    ).find((c) => c.isActive)!;
    const visit = new Date();
    visit.setUTCHours(10, 0, 0, 0);
    const weekday = (day: Date) =>
      day.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    // A day the caretaker works, a week or more ahead (past their holidays in the demo).
    do visit.setUTCDate(visit.getUTCDate() + 1);
    while (
      visit.getTime() < Date.now() + 7 * 86_400_000 ||
      (caretaker.preferredVisitDays.length > 0 &&
        !caretaker.preferredVisitDays
          .map((d) => d.toLowerCase())
          .includes(weekday(visit).toLowerCase()))
    );
    const created = await callApi(page, 'POST', '/api/service-requests', {
      caretakerId: caretaker.id,
      scheduledDate: visit.toISOString(),
      clientId: grave.clientId,
      graveId: grave.id,
      serviceType: 'grave_cleaning',
      priority: 'normal',
      amount: '30',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    requestId = (created.json as { id: string }).id;
    await page.reload();
    await cardsSettled(page, before.active + 1, before.pending + 1);
  });

  it('drops it from both once it is completed', async () => {
    const done = await callApi(page, 'PATCH', `/api/service-requests/${requestId}`, {
      status: 'completed',
    });
    expect(done.status).toBe(200);
    await page.reload();
    await cardsSettled(page, before.active, before.pending);
  });

  it('downloads the month’s report as CSV from Generate Report', async () => {
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Report' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    const month = serviceDay(new Date()).date.slice(0, 7);
    expect(download.suggestedFilename()).toBe(`monthly-report-${month}.csv`);
    const rows = parse(await readFile((await download.path())!, 'utf8'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ section: 'month', item: month });
    expect(rows.some((row) => row.section === 'revenue')).toBe(true);
    await toast(page, 'Report downloaded').waitFor();
  });
});
