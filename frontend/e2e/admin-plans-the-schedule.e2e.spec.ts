import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newJourneyContext } from './support/browser';
import { setUpJourney } from './support/journey';
import { signInFromLanding, toast, waitForToastsToClose } from './support/page-helpers';

// Issue 14's Schedule: the demo admin opens the schedule, switches between day, week and month,
// opens a busy day from its "+N more" in the month, filters by Dragan Nikolić, drags his candle visit to another day (the details' history shows
// the move), and is refused with the reason when dropping it on his holiday; Dragan then sees
// his week on a phone as a list of the days.

const journey = setUpJourney();
let page: Page;

/** The demo's scheduled candle visit for Dragan (three days after the demo data was made). */
const candleVisit = () => page.locator('.fc-event', { hasText: 'Memorial Candles' });
const dayCell = (date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);
const dayOfCell = (event: Locator) =>
  event.locator('xpath=ancestor::td[@data-date]').getAttribute('data-date');

/** Drags with small mouse steps, as a person does: FullCalendar starts a drag after a few px. */
const drag = async (from: Locator, to: Locator) => {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + 12, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 20, start.y + start.height / 2, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
};

/** The month around `day` (so the days after it are on screen too), loaded afresh. */
const showMonthAround = async (day: string) => {
  const url = new URL(page.url());
  url.searchParams.set('date', day);
  await page.goto(url.toString());
  await candleVisit().waitFor();
};

/** A day after `day` that Dragan works (Monday to Saturday). */
const workdayAfter = (day: string) => {
  let next = dayjs(day).add(1, 'day');
  while (next.day() === 0) next = next.add(1, 'day');
  return next.format('YYYY-MM-DD');
};

describe('admin plans the schedule', () => {
  it('opens Schedule from the sidebar: the cards, the filters and this week', async () => {
    page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    await page.getByRole('link', { name: 'Schedule', exact: true }).click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/schedule`);
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    const cards = page.getByRole('group', { name: 'Schedule summary' });
    for (const card of ["Today's Visits", 'This Week', 'Pending', 'Completed'])
      await cards.getByText(card, { exact: true }).waitFor();
    await page.locator('.fc-timeGridWeek-view').waitFor();
    // The visit windows lie behind the hours.
    await page.locator('.schedule-window--morning').first().waitFor();
  });

  it('switches to day and month, and the URL keeps the view', async () => {
    const views = page.getByRole('radiogroup', { name: 'Calendar view' });
    await views.getByText('Day', { exact: true }).click();
    await page.locator('.fc-timeGridDay-view').waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('day');
    await views.getByText('Month', { exact: true }).click();
    await page.locator('.fc-dayGridMonth-view').waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('month');
    await candleVisit().waitFor();
  });

  it('a busy day in the month shows its first visits and "+N more", which opens the day', async () => {
    // Six more of Dragan's visits on a day he works, months away from the demo's visits.
    const busyDay = workdayAfter(dayjs().add(100, 'day').format('YYYY-MM-DD'));
    const statuses = await page.evaluate(async (day) => {
      const list = (await (await fetch('/api/service-requests?search=Radomir')).json()) as {
        items: Record<'clientId' | 'graveId' | 'cemeteryId' | 'caretakerId', string>[];
      };
      const { clientId, graveId, cemeteryId, caretakerId } = list.items[0]!;
      const created: number[] = [];
      for (let hour = 8; hour < 14; hour += 1) {
        const response = await fetch('/api/service-requests', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            clientId,
            graveId,
            cemeteryId,
            caretakerId,
            serviceType: 'grave_cleaning',
            priority: 'normal',
            amount: '30',
            scheduledDate: `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`,
          }),
        });
        created.push(response.status);
      }
      return created;
    }, busyDay);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    const url = new URL(page.url());
    url.searchParams.set('date', busyDay);
    await page.goto(url.toString());
    const more = dayCell(busyDay).getByRole('link', { name: /^\+\d+ more$/ });
    await more.waitFor();
    const shown = await dayCell(busyDay).locator('.schedule-visit').count();
    const hidden = Number(/\d+/.exec((await more.textContent()) ?? '')?.[0]);
    expect(shown).toBe(3);
    expect(shown + hidden).toBeGreaterThanOrEqual(6);

    await more.click();
    await page.locator('.fc-timeGridDay-view').waitFor();
    const params = new URL(page.url()).searchParams;
    expect([params.get('view'), params.get('date')]).toEqual(['day', busyDay]);
    await expect
      .poll(() => page.locator('.fc-timeGridDay-view .schedule-visit').count())
      .toBe(shown + hidden);

    // Back to this month.
    url.searchParams.delete('date');
    await page.goto(url.toString());
    await page.locator('.fc-dayGridMonth-view').waitFor();
    await candleVisit().waitFor();
  });

  it('filters by caretaker: the Active Filters bar counts his visits', async () => {
    await page.getByLabel('Filter by caretaker').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('Dragan Nikolić', { exact: true })
      .click();
    const active = page.getByRole('region', { name: 'Active Filters' });
    await active.getByText('Caretaker: Dragan Nikolić').waitFor();
    await active.getByText(/^Results: \d+$/).waitFor();
    expect(new URL(page.url()).searchParams.get('caretakerId')).toMatch(/^[0-9a-f-]{36}$/);
    // Marija's visit of today is filtered out.
    await page.locator('.fc-event', { hasText: 'Full Service Package' }).waitFor({
      state: 'detached',
    });
  });

  it('drags the candle visit to another day; the details’ history shows the move', async () => {
    // The month of the visit, so that it and the next days are on screen whatever today is.
    const visitDay = (await dayOfCell(candleVisit()))!;
    const target = workdayAfter(visitDay);
    await showMonthAround(visitDay);

    await drag(candleVisit(), dayCell(target));
    await toast(page, 'Visit Moved').waitFor();
    await dayCell(target).locator('.fc-event', { hasText: 'Memorial Candles' }).waitFor();
    await waitForToastsToClose(page);

    await candleVisit().click();
    const details = page.getByRole('dialog').filter({ hasText: 'Service Request #' });
    const history = details.getByRole('region', { name: 'History' }).getByRole('listitem');
    await history.first().waitFor();
    await expect
      .poll(async () => (await history.allTextContents()).join('\n'))
      .toMatch(/Rescheduled from .+ to .+/);
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'hidden' });
  });

  it('refuses a drop on Dragan’s holiday with the reason, and the card goes back', async () => {
    const visitDay = (await dayOfCell(candleVisit()))!;
    const holiday = workdayAfter(visitDay);
    await page.evaluate(async (day) => {
      const caretakers = (await (await fetch('/api/caretakers')).json()) as {
        id: string;
        name: string;
        holidayDates: string[];
      }[];
      const dragan = caretakers.find((caretaker) => caretaker.name === 'Dragan Nikolić')!;
      await fetch(`/api/caretakers/${dragan.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ holidayDates: [...dragan.holidayDates, day] }),
      });
    }, holiday);
    // Fresh caretakers: his holiday is shaded on the calendar.
    await showMonthAround(visitDay);
    await dayCell(holiday).locator('.schedule-off-day--holiday').waitFor();

    await drag(candleVisit(), dayCell(holiday));
    await toast(page, 'Caretaker Not Available').waitFor();
    await page
      .getByText(new RegExp(`^Dragan Nikolić is on holiday on \\w+, ${holiday}$`))
      .first()
      .waitFor();
    expect(await dayOfCell(candleVisit())).toBe(visitDay);
    await waitForToastsToClose(page);
  });

  it('refuses a move of a visit someone else changed meanwhile, then shows it as it is', async () => {
    const visitDay = (await dayOfCell(candleVisit()))!;
    // Past his holiday, the day after the visit.
    const target = workdayAfter(workdayAfter(visitDay));
    await showMonthAround(visitDay);
    // Another admin raises its priority (no If-Match: they saw it as it is now).
    await page.evaluate(async () => {
      const list = (await (await fetch('/api/service-requests?search=Radomir')).json()) as {
        items: { id: string; serviceType: string }[];
      };
      const candles = list.items.find((item) => item.serviceType === 'memorial_candles')!;
      await fetch(`/api/service-requests/${candles.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ priority: 'high' }),
      });
    });

    await drag(candleVisit(), dayCell(target));
    await toast(page, 'Visit Not Moved').waitFor();
    await page
      .getByText(/changed by someone else/)
      .first()
      .waitFor();
    expect(await dayOfCell(candleVisit())).toBe(visitDay);
    await waitForToastsToClose(page);

    // Reloaded with its new revision, the same move goes through.
    await drag(candleVisit(), dayCell(target));
    await toast(page, 'Visit Moved').waitFor();
    await dayCell(target).locator('.fc-event', { hasText: 'Memorial Candles' }).waitFor();
    await waitForToastsToClose(page);
  });

  it('a caretaker on a phone sees the week as a list of the days', async () => {
    const visitDay = (await dayOfCell(candleVisit()))!;
    const context = await newJourneyContext(journey.browser, { width: 390, height: 844 });
    journey.contexts.push(context);
    const phone = await context.newPage();
    journey.pages.caretaker = phone;
    await signInFromLanding(
      phone,
      journey.app.baseUrl,
      'caretaker@memorialcare.example',
      '/caretaker',
    );
    await phone.goto(`${journey.app.baseUrl}/caretaker/schedule?date=${visitDay}`);
    await phone.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    await phone.locator('.fc-listWeek-view').waitFor();
    const visit = phone.locator('.fc-list-event', { hasText: 'Memorial Candles' });
    await visit.waitFor();
    // Their own visits only: Marija's is not on it, and no New Service Request.
    expect(await phone.locator('.fc-list-event', { hasText: 'Full Service Package' }).count()).toBe(
      0,
    );
    expect(await phone.getByRole('button', { name: 'New Service Request' }).count()).toBe(0);
    // Readable: nothing wider than the phone.
    expect(
      await phone.evaluate<number>('document.documentElement.scrollWidth'),
    ).toBeLessThanOrEqual(390);
  });

  it('raised no errors in the browser console beyond the refusals it provoked', () => {
    expect(journey.consoleErrors.filter((error) => !/\b(412|422)\b/.test(error))).toEqual([]);
  });
});
