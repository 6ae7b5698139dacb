import { describe, expect, it } from 'vitest';
import { serviceRequestsI18n } from '../../../features/service-requests/i18n';
import { formatDateTime } from '../../../lib/format';
import type { Language } from '../../../lib/languages';
import { featureT } from '../../../lib/testing/translation-checks';
import { serviceRequestDetailsI18n } from '../i18n';
import { updateText, type HistoryTextTools } from './history-text';

/** The texts of a viewer with this language on this zone's clock. */
const toolsOf = (language: Language, timeZone: string): HistoryTextTools => ({
  t: featureT('serviceRequestDetails', serviceRequestDetailsI18n, language),
  tRequests: featureT('serviceRequests', serviceRequestsI18n, language),
  dateTime: (iso) => formatDateTime(iso, language, timeZone),
});

// 1 May 2030 08:00 UTC is 10:00 in Belgrade and 04:00 in New York; 3 May likewise.
const move = { from: '2030-05-01T08:00:00.000Z', to: '2030-05-03T08:00:00.000Z' };

describe('an update in the History', () => {
  it('shows a move as its old and new date and time, in the viewer’s zone and language', () => {
    const moved = { kind: 'updated' as const, moved: move, fields: [] };
    expect(updateText(moved, toolsOf('en', 'Europe/Belgrade'))).toBe(
      'Rescheduled from May 1, 2030, 10:00 AM to May 3, 2030, 10:00 AM',
    );
    expect(updateText(moved, toolsOf('en', 'America/New_York'))).toBe(
      'Rescheduled from May 1, 2030, 4:00 AM to May 3, 2030, 4:00 AM',
    );
    expect(updateText(moved, toolsOf('sr', 'Europe/Belgrade'))).toBe(
      'Pomereno sa 1. 5. 2030. 10:00 na 3. 5. 2030. 10:00',
    );
    expect(updateText(moved, toolsOf('de', 'Europe/Belgrade'))).toBe(
      'Verschoben von 01.05.2030, 10:00 auf 03.05.2030, 10:00',
    );
  });

  it('says when a visit got a day or lost it', () => {
    const tools = toolsOf('en', 'UTC');
    expect(
      updateText({ kind: 'updated', moved: { from: null, to: move.to }, fields: [] }, tools),
    ).toBe('Scheduled for May 3, 2030, 8:00 AM');
    expect(
      updateText({ kind: 'updated', moved: { from: move.from, to: null }, fields: [] }, tools),
    ).toBe('Schedule removed (was May 1, 2030, 8:00 AM)');
  });

  it('shows a new priority with its values, and names the other fields', () => {
    const tools = toolsOf('en', 'UTC');
    expect(
      updateText(
        {
          kind: 'updated',
          moved: move,
          priority: { from: 'normal', to: 'urgent' },
          fields: ['specialInstructions', 'amount'],
        },
        tools,
      ),
    ).toBe(
      'Rescheduled from May 1, 2030, 8:00 AM to May 3, 2030, 8:00 AM; Priority: Normal → Urgent; also updated: notes, amount',
    );
    expect(
      updateText(
        { kind: 'updated', priority: { from: 'low', to: 'high' }, fields: [] },
        toolsOf('de', 'UTC'),
      ),
    ).toBe('Priorität: Niedrig → Hoch');
    expect(updateText({ kind: 'updated', fields: ['amount'] }, tools)).toBe(
      'Details updated: amount',
    );
    expect(updateText({ kind: 'updated', fields: [] }, tools)).toBe('Details updated');
  });
});
