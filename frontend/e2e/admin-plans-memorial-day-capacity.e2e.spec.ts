import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey';
import { signInFromLanding } from './support/page-helpers';

// Capacity for the big Saturdays (issue 15): the admin follows the Cultural Events panel's
// Capacity link to the coming Zadušnice, sees it within capacity, and once more visits are booked
// at Novo groblje than its caretakers can do, the city and the cemetery are marked over capacity.

const journey = setUpJourney();
const { pages } = journey;
let date = '';

/** The day's card, framed when the link asked for it. */
const dayCard = () => pages.admin!.locator(`#capacity-day-${date}`);

describe('the admin plans the capacity of a busy memorial day', () => {
  it('follows the Cultural Events panel’s Capacity link to the coming Zadušnice', async () => {
    const page = await journey.openPage('admin');
    await signInFromLanding(page, journey.app.baseUrl, 'admin@memorialcare.example', '/admin');
    const link = page
      .getByRole('region', { name: 'Cultural Events' })
      .getByRole('link', { name: /^Capacity on .+Zadušnice$/ })
      .first();
    const href = (await link.getAttribute('href')) ?? '';
    date = /date=(\d{4}-\d{2}-\d{2})$/.exec(href)?.[1] ?? '';
    expect(date).not.toBe('');
    await link.click();
    await page.waitForURL(`${journey.app.baseUrl}/admin/capacity?date=${date}`);
    await page.getByRole('heading', { name: 'Capacity for the busy days', level: 1 }).waitFor();
    await dayCard().waitFor();
    expect(await dayCard().getAttribute('class')).toContain('memorial-capacity__day--highlighted');
    // The sidebar's own entry is the active one.
    await page.getByRole('link', { name: 'Capacity', exact: true }).waitFor();
    const text = (await dayCard().textContent()) ?? '';
    expect(text).toContain('Booked');
    expect(text).toContain('Beograd');
    expect(text).toContain('Novi Sad');
  });

  it('marks Beograd over capacity once Novo groblje has more visits than its caretakers can do', async () => {
    const page = pages.admin!;
    // Bookings as the office makes them (POST /api/service-requests), one more than fits.
    await page.evaluate(async (day) => {
      const graves = (await (await fetch('/api/graves')).json()) as {
        id: string;
        clientId: string;
        cemeteryId: string | null;
        cemetery: { name: string } | null;
      }[];
      const grave = graves.find((candidate) => candidate.cemetery?.name === 'Novo groblje')!;
      const caretakers = (await (await fetch('/api/caretakers')).json()) as {
        id: string;
        name: string;
      }[];
      const dragan = caretakers.find((caretaker) => caretaker.name === 'Dragan Nikolić')!;
      const capacity = (await (
        await fetch(`/api/memorial-capacity?from=${day}&to=${day}`)
      ).json()) as {
        days: { cities: { cemeteries: { name: string; booked: number; capacity: number }[] }[] }[];
      };
      const novo = capacity.days[0]!.cities.flatMap((city) => city.cemeteries).find(
        (cemetery) => cemetery.name === 'Novo groblje',
      ) ?? { booked: 0, capacity: 0 };
      for (let visit = novo.booked; visit <= novo.capacity; visit += 1) {
        const response = await fetch('/api/service-requests', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            clientId: grave.clientId,
            graveId: grave.id,
            cemeteryId: grave.cemeteryId,
            caretakerId: dragan.id,
            serviceType: 'grave_cleaning',
            priority: 'normal',
            amount: '30',
            scheduledDate: `${day}T08:00:00.000Z`,
          }),
        });
        if (response.status !== 201)
          throw new Error(`Booking refused: ${response.status} ${await response.text()}`);
      }
    }, date);
    await page.reload();
    // Marija in Novi Sad still has room: the day as a whole is not over, Beograd is.
    await dayCard().getByRole('alert').filter({ hasText: 'Over capacity in: Beograd' }).waitFor();
    // Beograd is over capacity, so it opens on its cemeteries.
    await dayCard()
      .getByRole('row')
      .filter({ hasText: 'Novo groblje' })
      .filter({ hasText: 'short' })
      .waitFor();
  });
});
