import { localIsoDate, upcomingCulturalEvents } from '@memorial-care/contracts/domain';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { culturalEventsI18n } from '../i18n';
import { UpcomingCulturalEvents } from './upcoming-cultural-events';

const render = (capacityLinks: boolean) =>
  renderToText(
    <MemoryRouter>
      {/* Six events: a year's worth, so four Zadušnice among them whatever today is. */}
      <UpcomingCulturalEvents count={6} capacityLinks={capacityLinks} />
    </MemoryRouter>,
    { translations: { culturalEvents: culturalEventsI18n.en } },
  );

const capacityLinks = (html: string) =>
  [...html.matchAll(/href="(\/admin\/capacity\?date=[^"]+)"/g)].map((match) => match[1]);

describe('UpcomingCulturalEvents', () => {
  it('links each Zadušnice to its capacity for an admin', async () => {
    const zadusnice = upcomingCulturalEvents(localIsoDate(new Date()), 6).filter((event) =>
      event.kind.endsWith('Zadusnice'),
    );
    const { html } = await render(true);
    expect(zadusnice).toHaveLength(4);
    expect(capacityLinks(html)).toEqual(
      zadusnice.map((event) => `/admin/capacity?date=${event.date}`),
    );
    expect(html).toContain('aria-label="Capacity on ');
  });

  it('has no links for anyone else', async () => {
    expect(capacityLinks((await render(false)).html)).toEqual([]);
  });
});
