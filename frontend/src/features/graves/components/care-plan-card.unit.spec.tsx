import {
  noImportantDates,
  type CarePlan,
  type CurrentUser,
  type Grave,
} from '@memorial-care/contracts/http';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '../../../lib/api/get-current-user';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { serviceRequestsI18n } from '../../service-requests/i18n';
import { carePlanQueryKey } from '../api/care-plan';
import { gravesI18n } from '../i18n';
import { CarePlanCard } from './care-plan-card';

// A static render of the grave dialog's care plan, the plan and the viewer already loaded.

const graveId = '0f1e2d3c-4b5a-4968-8776-655443322110';
const grave: Grave = {
  id: graveId,
  clientId: 'c-1',
  cemeteryId: null,
  graveNumber: '12',
  graveLocation: null,
  deceasedName: 'Milica Jovanović',
  deceasedDateOfBirth: null,
  deceasedDateOfDeath: '2027-03-22',
  notes: null,
  importantDates: { ...noImportantDates, deathAnniversary: true },
  visitFrequency: 'scheduled',
  preferredServiceType: 'flower_arrangement',
  serviceNotes: null,
  client: null,
  cemetery: null,
  lastVisitAt: null,
  nextVisitAt: null,
  createdAt: '2027-03-23T00:00:00.000Z',
  updatedAt: '2027-03-23T00:00:00.000Z',
};

const occasion = (key: string, overrides: Partial<CarePlan['occasions'][number]> = {}) => {
  const [kind, date] = key.split(':') as [CarePlan['occasions'][number]['kind'], string];
  return {
    key,
    kind,
    date,
    visitDate: date,
    inEasterPause: false,
    years: null,
    label: null,
    skipped: false,
    request: null,
    ...overrides,
  };
};

const plan: CarePlan = {
  graveId,
  visitFrequency: 'scheduled',
  automatic: true,
  paused: false,
  leadDays: 21,
  memorialDays: [
    {
      kind: 'fortiethDay',
      date: '2027-04-30',
      years: null,
      inEasterPause: true,
      proposedDate: '2027-05-10',
    },
    { kind: 'halfYear', date: '2027-09-22', years: null, inEasterPause: false, proposedDate: null },
  ],
  occasions: [
    occasion('ninthDay:2027-03-30', {
      request: { id: 'r-1', status: 'scheduled' },
    }),
    occasion('fortiethDay:2027-04-30', { visitDate: '2027-05-10', inEasterPause: true }),
    occasion('halfYear:2027-09-22', { skipped: true }),
    occasion('slava:2027-12-19', { label: 'Sveti Nikola' }),
  ],
};

const viewer = (role: CurrentUser['role']): CurrentUser => ({
  id: 'u-1',
  email: 'someone@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role,
  clientId: role === 'client' ? 'c-1' : null,
  caretakerId: null,
});

const render = (shown: CarePlan, role: CurrentUser['role'], canEdit = true) =>
  renderToText(
    <MemoryRouter>
      <CarePlanCard grave={{ ...grave, visitFrequency: shown.visitFrequency }} canEdit={canEdit} />
    </MemoryRouter>,
    {
      translations: {
        graves: gravesI18n.en,
        serviceRequests: serviceRequestsI18n.en,
        common: commonI18n.en,
      },
      setUp: (queryClient) => {
        queryClient.setQueryData(carePlanQueryKey(graveId), shown);
        queryClient.setQueryData(currentUserQueryKey, viewer(role));
      },
    },
  );

describe('CarePlanCard', () => {
  it('shows an automatic plan: what is booked, skipped, moved by the Easter pause, and the memorial days', async () => {
    const { text, html } = await render(plan, 'client');
    expect(text).toContain('Active');
    expect(text).toContain('Visits are booked by themselves, 21 days before each occasion.');
    expect(text).toContain('Pause plan');
    expect(text).toContain('9th-day memorial');
    expect(text).toContain('Scheduled');
    expect(text).toContain('40th-day memorial');
    expect(text).toContain('Easter pause — moved to Pobusani ponedeljak');
    expect(text).toContain('Visit on May 10, 2027');
    expect(text).toContain('Skipped');
    expect(text).toContain('Undo skip');
    expect(text).toContain('Slava (Sveti Nikola)');
    expect(text.match(/Not booked yet/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Skip Slava (Sveti Nikola) on Dec 19, 2027"');
    expect(html).toContain('aria-label="Undo the skip of Half-year memorial on Sep 22, 2027"');
    expect(text).toContain('Memorial days');
    expect(text).not.toContain('Order');
  });

  it('offers a paused plan’s Resume, and nothing to change to whom may not edit', async () => {
    const paused = await render({ ...plan, paused: true }, 'admin');
    expect(paused.text).toContain('Paused');
    expect(paused.text).toContain('Resume plan');
    const readOnly = await render(plan, 'client', false);
    expect(readOnly.text).not.toContain('Pause plan');
    expect(readOnly.text).not.toContain('Undo skip');
  });

  it('links each occasion of an on-demand plan to the prefilled order, for the family only', async () => {
    const onDemand: CarePlan = {
      ...plan,
      visitFrequency: 'on_demand',
      automatic: false,
      memorialDays: [],
      occasions: [occasion('slava:2027-12-19', { label: 'Sveti Nikola' })],
    };
    const family = await render(onDemand, 'client');
    expect(family.text).toContain('On demand: nothing is booked by itself.');
    expect(family.text).not.toContain('Pause plan');
    expect(family.html).toContain(
      `href="/client/order?graveId=${graveId}&amp;serviceType=flower_arrangement&amp;date=2027-12-19&amp;occasion=slava%3A2027-12-19"`,
    );
    const admin = await render(onDemand, 'admin');
    expect(admin.html).not.toContain('/client/order');
  });
});
