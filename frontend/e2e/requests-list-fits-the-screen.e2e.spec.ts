import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import {
  keepScreenshot,
  measureCards,
  measureTable,
  primaryButtonsUnder,
  type ListFit,
} from './support/list-layout';
import { callApi, signInFromLanding, toast } from './support/page-helpers';

// Issue 18, "lists that fit the screen": at 1440 px and 1280 px (beside the 256 px sidebar) the
// service-requests table shows its columns whole with nothing to scroll sideways and the fixed
// Actions column over no other; below antd's md breakpoint (390 px) it is a list of cards with
// every field. Pictures of every width are kept in frontend/test-results and attached.

const journey = setUpJourney();

type Viewer = 'admin' | 'client' | 'caretaker';
const accounts: Record<Viewer, { email: string; home: string }> = {
  admin: { email: 'admin@memorialcare.example', home: '/admin' },
  client: { email: 'client@memorialcare.example', home: '/client' },
  caretaker: { email: 'caretaker@memorialcare.example', home: '/caretaker' },
};

/** Each viewer's facts (spec part 2, §6): no caretaker for clients, no client or money for caretakers. */
const columns: Record<Viewer, string[]> = {
  admin: [
    'Request',
    'Status',
    'Client',
    'Grave',
    'Caretaker',
    'Scheduled',
    'Priority',
    'Amount',
    'Actions',
  ],
  client: ['Request', 'Status', 'Client', 'Grave', 'Scheduled', 'Priority', 'Amount', 'Actions'],
  caretaker: ['Request', 'Status', 'Grave', 'Caretaker', 'Scheduled', 'Priority', 'Actions'],
};
const cardFields = (viewer: Viewer) => [
  'Service',
  ...columns[viewer].filter((name) => !['Request', 'Status', 'Actions'].includes(name)),
];

const listName = (viewer: Viewer) => (viewer === 'caretaker' ? 'Tasks' : 'Service requests');
const table = (page: Page, viewer: Viewer) => page.getByRole('table', { name: listName(viewer) });
const cards = (page: Page, viewer: Viewer) => page.getByRole('list', { name: listName(viewer) });

const fitsWhole = (fit: ListFit) => {
  expect(fit.pageScrollsSideways, 'the page scrolls sideways').toBe(false);
  expect(fit.listScrollsSideways, 'the list scrolls sideways').toBe(false);
  expect(fit.cutOff, 'cut off or past the window').toEqual([]);
  expect(fit.wrapped, 'headers over two lines').toEqual([]);
  expect(fit.underActions, 'headers under the Actions column').toEqual([]);
};

const openList = async (page: Page, viewer: Viewer, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${journey.app.baseUrl}/${viewer}/service-requests`);
  await page.getByRole('heading', { name: 'Service Requests', level: 1 }).waitFor();
};

const signIn = async (viewer: Viewer) => {
  const page = await journey.openPage(viewer);
  await signInFromLanding(page, journey.app.baseUrl, accounts[viewer].email, accounts[viewer].home);
  return page;
};

/** A day at 10:00 UTC, a week or more ahead, on one of the caretaker's working days. */
const workdayOf = (preferredDays: readonly string[]) => {
  const day = new Date();
  day.setUTCHours(10, 0, 0, 0);
  const weekday = () =>
    day.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
  do day.setUTCDate(day.getUTCDate() + 1);
  while (
    day.getTime() < Date.now() + 7 * 86_400_000 ||
    (preferredDays.length > 0 && !preferredDays.map((d) => d.toLowerCase()).includes(weekday()))
  );
  return day;
};

/** A visible toast covers none of the primary buttons in view. */
const toastCoversNoPrimaryButton = async (page: Page) => {
  const notice = page.locator('.ant-notification-notice').first();
  await notice.hover(); // a hovered toast stays while it is measured
  const covered = await primaryButtonsUnder(notice);
  expect(covered, 'primary buttons under the toast').toEqual([]);
};

let longRequestNumber = '';
let caretakerName = '';
/** How many requests the admin's list holds: the demo's and the long one. */
let adminTotal = 0;

describe('the service-requests list fits the screen', () => {
  it('the office adds a request with long names, a long email and the largest amounts', async () => {
    const page = await signIn('admin');
    const cemeteries = await callApi(page, 'GET', '/api/cemeteries');
    const cemetery = (cemeteries.json as { id: string; name: string }[]).find(
      (item) => item.name === 'Bežanijsko groblje',
    );
    const caretakers = await callApi(page, 'GET', '/api/caretakers');
    const caretaker = (
      caretakers.json as {
        id: string;
        name: string;
        isActive: boolean;
        preferredVisitDays: string[];
      }[]
    ).find((candidate) => candidate.isActive)!;
    caretakerName = caretaker.name;
    const created = await callApi(page, 'POST', '/api/service-requests', {
      clientName: 'Aleksandra Konstantinović-Radovanović',
      clientEmail: 'aleksandra.konstantinovic.radovanovic@example.com',
      deceasedName: 'Svetozar Konstantinović-Radovanović',
      graveNumber: 'Parcela 112, red 3, grob 27',
      cemeteryId: cemetery?.id,
      caretakerId: caretaker.id,
      scheduledDate: workdayOf(caretaker.preferredVisitDays).toISOString(),
      serviceType: 'full_service_package',
      priority: 'urgent',
      amount: '9999.99',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    longRequestNumber = (created.json as { id: string }).id.slice(0, 8).toUpperCase();
    adminTotal = ((await callApi(page, 'GET', '/api/service-requests')).json as { total: number })
      .total;
    expect(adminTotal).toBeLessThanOrEqual(20); // one page, at the default page size
  });

  for (const width of [1440, 1280]) {
    it(`at ${width} px the admin's table shows its columns whole, nothing to scroll sideways`, async ({
      annotate,
    }) => {
      const page = journey.pages.admin!;
      await openList(page, 'admin', width);
      await table(page, 'admin').getByRole('row').filter({ hasText: longRequestNumber }).waitFor();
      const fit = await measureTable(table(page, 'admin'));
      fitsWhole(fit);
      // Every column at 1440 px; at 1280 px the least needed one (Priority) gives way.
      expect(fit.labels).toEqual(
        width === 1440 ? columns.admin : columns.admin.filter((name) => name !== 'Priority'),
      );
      await keepScreenshot(page, `requests-list-admin-${width}`, annotate);
    });
  }

  it('ends a long text in an ellipsis and shows it whole in a tooltip', async () => {
    const page = journey.pages.admin!;
    const email = table(page, 'admin').getByText(
      'aleksandra.konstantinovic.radovanovic@example.com',
      { exact: true },
    );
    expect(await email.evaluate((line) => line.scrollWidth > line.clientWidth)).toBe(true);
    await email.hover();
    await page
      .getByRole('tooltip')
      .getByText('aleksandra.konstantinovic.radovanovic@example.com')
      .waitFor();
  });

  it('hides a column with the column chooser and brings it back, remembered on the device', async () => {
    const page = journey.pages.admin!;
    await openList(page, 'admin', 1440);
    const chooser = page.getByRole('button', { name: 'Columns' });
    await chooser.click();
    const ticks = page.getByRole('group', { name: 'Columns shown' });
    // The request's number and its actions are always shown.
    expect(await ticks.getByRole('checkbox', { name: 'Request' }).isDisabled()).toBe(true);
    expect(await ticks.getByRole('checkbox', { name: 'Actions' }).isDisabled()).toBe(true);
    await ticks.getByRole('checkbox', { name: 'Client' }).uncheck();
    const clientHeader = table(page, 'admin').getByRole('columnheader', { name: 'Client' });
    await clientHeader.waitFor({ state: 'detached' });
    fitsWhole(await measureTable(table(page, 'admin')));

    await page.reload();
    await table(page, 'admin').getByRole('row').nth(1).waitFor();
    expect(await clientHeader.count()).toBe(0);
    await chooser.click();
    await ticks.getByRole('checkbox', { name: 'Client' }).check();
    await clientHeader.waitFor();
    expect((await measureTable(table(page, 'admin'))).labels).toEqual(columns.admin);

    // At 1280 px a ticked Priority stays, and the next least needed column gives way.
    await page.setViewportSize({ width: 1280, height: 900 });
    const priorityHeader = table(page, 'admin').getByRole('columnheader', { name: 'Priority' });
    await priorityHeader.waitFor({ state: 'detached' });
    await page.getByText('Unticked columns without a choice of yours are left out').waitFor();
    await ticks.getByRole('checkbox', { name: 'Priority' }).check();
    await priorityHeader.waitFor();
    await table(page, 'admin')
      .getByRole('columnheader', { name: 'Amount' })
      .waitFor({ state: 'detached' });
    fitsWhole(await measureTable(table(page, 'admin')));
    // Each tick gives way to another column, until every one is ticked: more than fits, the
    // person's call, and then the list scrolls sideways.
    const unticked = ticks.getByRole('checkbox', { checked: false });
    while ((await unticked.count()) > 0) await unticked.first().check();
    await expect
      .poll(async () => (await measureTable(table(page, 'admin'))).labels)
      .toEqual(columns.admin);
    expect((await measureTable(table(page, 'admin'))).listScrollsSideways).toBe(true);
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await priorityHeader.waitFor({ state: 'detached' });
    await table(page, 'admin').getByRole('columnheader', { name: 'Amount' }).waitFor();
    await page.keyboard.press('Escape');
    await ticks.waitFor({ state: 'hidden' });
  });

  it('at 390 px the admin gets a card per request with every field and the same actions', async ({
    annotate,
  }) => {
    const page = journey.pages.admin!;
    await openList(page, 'admin', 390);
    const list = cards(page, 'admin');
    const card = list.getByRole('article', { name: `#${longRequestNumber}` });
    await card.waitFor();
    const fit = await measureCards(list);
    fitsWhole(fit);
    expect(fit.cards.length).toBe(adminTotal);
    for (const fields of fit.cards) expect(fields).toEqual(cardFields('admin'));
    const text = await card.textContent();
    for (const fact of [
      'Full Service Package',
      'Aleksandra Konstantinović-Radovanović',
      'aleksandra.konstantinovic.radovanovic@example.com',
      'Svetozar Konstantinović-Radovanović',
      'Bežanijsko groblje, Beograd · grave Parcela 112, red 3, grob 27',
      caretakerName,
      'Urgent',
      '€9,999.99',
    ])
      expect(text).toContain(fact);
    for (const action of ['View', 'Edit', 'Delete'])
      await card.getByRole('button', { name: `${action} request #${longRequestNumber}` }).waitFor();
    await page.getByText(`1-${adminTotal} of ${adminTotal}`, { exact: true }).waitFor();
    await keepScreenshot(page, 'requests-list-admin-390', annotate);

    // A tap on the card opens its details, as a row click does on a desktop.
    await card.getByText('Svetozar Konstantinović-Radovanović').click();
    const details = page.getByRole('dialog', { name: new RegExp(`#${longRequestNumber}`) });
    await details.waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
  });

  it('at 390 px a toast from a card leaves the page’s primary buttons free', async ({
    annotate,
  }) => {
    const page = journey.pages.admin!;
    await page.evaluate('scrollTo(0, 0)');
    const card = cards(page, 'admin').getByRole('article', { name: `#${longRequestNumber}` });
    await card.getByRole('combobox', { name: `Status of request #${longRequestNumber}` }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('Cancelled', { exact: true })
      .click();
    await toast(page, 'Status updated successfully').waitFor();
    await toastCoversNoPrimaryButton(page);
    await page.getByRole('main').getByRole('button', { name: 'New Request' }).waitFor();
    await keepScreenshot(page, 'requests-list-admin-390-toast', annotate);
  });

  it('at 390 px Cemetery Management’s table fits too, the city under the name', async ({
    annotate,
  }) => {
    const page = journey.pages.admin!;
    await page.goto(`${journey.app.baseUrl}/admin/cemeteries`);
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Table').click();
    const cemeteries = page.getByRole('table', { name: 'Cemeteries' });
    await cemeteries.getByRole('row').filter({ hasText: 'Novo groblje' }).waitFor();
    const fit = await measureTable(cemeteries);
    fitsWhole(fit);
    expect(fit.labels).toEqual(['Name', 'Graves', 'Actions']);
    expect(
      await cemeteries.getByRole('row').filter({ hasText: 'Novo groblje' }).textContent(),
    ).toContain('Beograd');
    await keepScreenshot(page, 'cemeteries-table-390', annotate);
    await page.getByRole('radiogroup', { name: 'View' }).getByText('By city').click();
  });

  for (const viewer of ['client', 'caretaker'] as const) {
    it(`the ${viewer}'s list fits at 1440 px as a table and at 390 px as cards`, async ({
      annotate,
    }) => {
      const page = await signIn(viewer);
      await openList(page, viewer, 1440);
      await table(page, viewer).getByRole('row').nth(1).waitFor();
      const fit = await measureTable(table(page, viewer));
      fitsWhole(fit);
      expect(fit.labels).toEqual(columns[viewer]);
      await keepScreenshot(page, `requests-list-${viewer}-1440`, annotate);

      await openList(page, viewer, 390);
      await cards(page, viewer).getByRole('article').first().waitFor();
      const cardFit = await measureCards(cards(page, viewer));
      fitsWhole(cardFit);
      for (const fields of cardFit.cards) expect(fields).toEqual(cardFields(viewer));
      await cards(page, viewer)
        .getByRole('button', { name: /^View request #/ })
        .first()
        .waitFor();
      await keepScreenshot(page, `requests-list-${viewer}-390`, annotate);
    });
  }

  it('at 390 px the sign-in toast covers none of the caretaker’s task-card buttons', async ({
    annotate,
  }) => {
    const page = await journey.openPage('caretaker on a phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInFromLanding(page, journey.app.baseUrl, accounts.caretaker.email, '/caretaker');
    await toast(page, 'Login successful').waitFor();
    await page.getByRole('article').getByRole('button').first().waitFor();
    await toastCoversNoPrimaryButton(page);
    await keepScreenshot(page, 'caretaker-tasks-390-toast', annotate);
  });

  it('raised no errors in the browser console', () => {
    expect(journey.consoleErrors).toEqual([]);
  });
});
