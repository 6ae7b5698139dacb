import { describe, expect, it } from 'vitest';
import { serviceRequestsI18n } from '../../service-requests/i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { scheduleI18n } from '../i18n';
import { defaultScheduleState } from '../utils/schedule-state';
import { ActiveFiltersBar } from './active-filters-bar';

// A static render (no DOM needed) of the bar above the calendar.

const translations = { schedule: scheduleI18n.en, serviceRequests: serviceRequestsI18n.en };
const ignore = () => undefined;

describe('ActiveFiltersBar', () => {
  it('names each filter in force and the result count', async () => {
    const { text } = await renderToText(
      <ActiveFiltersBar
        state={{
          ...defaultScheduleState,
          search: 'Jovanović',
          status: ['pending', 'scheduled'],
          caretakerId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        }}
        onChange={ignore}
        total={7}
        caretakerName="Dragan Nikolić"
        cemeteryName={null}
      />,
      { translations },
    );
    expect(text).toContain('Active Filters:');
    expect(text).toContain('Search: Jovanović');
    expect(text).toContain('Caretaker: Dragan Nikolić');
    expect(text).toContain('Status: Pending, Scheduled');
    expect(text).not.toContain('Cemetery:');
    expect(text).toContain('Results: 7');
  });

  it('is not there while nothing is filtered', async () => {
    const { html } = await renderToText(
      <ActiveFiltersBar
        state={{ ...defaultScheduleState, view: 'month', date: '2026-03-01' }}
        onChange={ignore}
        total={3}
        caretakerName={null}
        cemeteryName={null}
      />,
      { translations },
    );
    expect(html).not.toContain('Active Filters');
  });
});
