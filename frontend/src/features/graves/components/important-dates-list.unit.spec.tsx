import { noImportantDates, type Grave } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { gravesI18n } from '../i18n';
import { ImportantDatesList } from './important-dates-list';

// A static render (no DOM needed) of the grave dialog's read-mode Important Dates.

const grave: Grave = {
  id: 'g-1',
  clientId: 'c-1',
  cemeteryId: null,
  graveNumber: '12',
  graveLocation: null,
  deceasedName: 'Radmila Ilić',
  deceasedDateOfBirth: '1941-03-02',
  deceasedDateOfDeath: '2019-11-20',
  notes: null,
  importantDates: noImportantDates,
  visitFrequency: null,
  preferredServiceType: null,
  serviceNotes: null,
  client: null,
  cemetery: null,
  lastVisitAt: null,
  nextVisitAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const render = (g: Grave) =>
  renderToText(<ImportantDatesList grave={g} />, { translations: { graves: gravesI18n.en } });

describe('ImportantDatesList', () => {
  it('lists no day and no "Next:" date when none is ticked', async () => {
    const { text } = await render(grave);
    expect(text).not.toContain('Next:');
    expect(text).toContain('No days chosen for care');
  });

  it('lists only the ticked days', async () => {
    const { text } = await render({
      ...grave,
      importantDates: { ...noImportantDates, easter: true },
    });
    expect(text).toContain('Easter');
    expect(text).not.toContain('Christmas');
    expect(text.match(/Next:/g)).toHaveLength(1);
  });
});
