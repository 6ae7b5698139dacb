import { dayCapacity } from '@memorial-care/contracts/domain';
import type { MemorialCapacity } from '@memorial-care/contracts/http';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { culturalEventsI18n } from '../../cultural-events/i18n';
import { getMemorialCapacityQueryOptions } from '../api/get-memorial-capacity';
import { memorialCapacityI18n } from '../i18n';
import { MemorialCapacityPage } from './memorial-capacity-page';

// Static renders of Admin › Capacity from an answer in the query cache.

const capacity: MemorialCapacity = {
  from: '2030-01-01',
  to: '2030-12-31',
  visitsPerCaretakerPerDay: 6,
  days: [
    {
      date: '2030-03-02',
      kind: 'winterZadusnice',
      totals: dayCapacity({ booked: 15, caretakersAvailable: 2 }),
      cities: [
        {
          city: 'Beograd',
          ...dayCapacity({ booked: 13, caretakersAvailable: 1 }),
          cemeteries: [
            {
              cemeteryId: 'c-1',
              name: 'Novo groblje',
              ...dayCapacity({ booked: 13, caretakersAvailable: 1 }),
            },
          ],
        },
        {
          city: 'Novi Sad',
          ...dayCapacity({ booked: 2, caretakersAvailable: 1 }),
          cemeteries: [
            {
              cemeteryId: 'c-2',
              name: 'Almaško groblje',
              ...dayCapacity({ booked: 2, caretakersAvailable: 1 }),
            },
          ],
        },
      ],
    },
    {
      date: '2030-05-06',
      kind: 'pobusaniPonedeljak',
      totals: dayCapacity({ booked: 0, caretakersAvailable: 0 }),
      cities: [],
    },
  ],
};

const render = (path: string) =>
  renderToText(
    <MemoryRouter initialEntries={[path]}>
      <MemorialCapacityPage />
    </MemoryRouter>,
    {
      translations: {
        memorialCapacity: memorialCapacityI18n.en,
        culturalEvents: culturalEventsI18n.en,
        common: commonI18n.en,
      },
      setUp: (queryClient) =>
        queryClient.setQueryData(getMemorialCapacityQueryOptions().queryKey, capacity),
    },
  );

describe('MemorialCapacityPage', () => {
  it('shows each busy day with its totals and warns of a day over capacity', async () => {
    const { text } = await render('/admin/capacity');
    expect(text).toContain('Winter Zadušnice');
    expect(text).toContain('Pobusani ponedeljak');
    expect(text).toContain('6 visits each');
    expect(text).toContain(
      '15 visits booked, the caretakers can do 12: 1 more caretaker is needed.',
    );
    expect(text).toContain('Over capacity in: Beograd');
    expect(text).toContain('3 short');
    // The city over capacity is open on its cemetery; the other city is a row of its own.
    expect(text).toMatch(/Beograd\s+13\s+1\s+6\s+7 short/);
    expect(text).toMatch(/Novo groblje\s+Over capacity\s+13\s+1\s+6\s+7 short/);
    expect(text).toMatch(/Novi Sad\s+2\s+1\s+6\s+4 free/);
    expect(text).toContain('No visits booked and no caretakers free this day yet.');
  });

  it('frames the day a link asks for, and says when it is not a busy day', async () => {
    const framed = await render('/admin/capacity?date=2030-05-06');
    expect(framed.html).toMatch(
      /id="capacity-day-2030-05-06"[^>]*memorial-capacity__day--highlighted|memorial-capacity__day--highlighted[^>]*id="capacity-day-2030-05-06"/,
    );
    expect(framed.html.match(/memorial-capacity__day--highlighted/g)).toHaveLength(1);
    expect(framed.text).not.toContain('is not a busy memorial day');

    const missing = await render('/admin/capacity?date=2030-05-07');
    expect(missing.text).toContain('is not a busy memorial day of the coming twelve months');
    expect(missing.html).not.toContain('memorial-capacity__day--highlighted');
  });
});
