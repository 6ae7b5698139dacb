import type {
  CurrentUser,
  ServiceRequest,
  ServiceRequestHistory,
} from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { currentUserQueryKey } from '../../../lib/api/get-current-user';
import { getPhotosQueryOptions } from '../../../features/photos/api/get-photos';
import { photosI18n } from '../../../features/photos/i18n';
import { getServiceRequestHistoryQueryOptions } from '../../../lib/service-requests/api/get-service-request-history';
import { serviceRequestsI18n } from '../../../features/service-requests/i18n';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import { serviceRequestDetailsI18n } from '../i18n';
import { DetailsTitle } from './details-title';
import { ServiceRequestDetailsContent } from './service-request-details-content';

// A static render (no DOM needed): which cards, controls and texts each viewer gets.

const caretakerId = '11111111-1111-4111-8111-111111111111';

const request: ServiceRequest = {
  id: '4f2a9c1b-0d3e-4f56-8a9b-0c1d2e3f4a5b',
  clientId: '33333333-3333-4333-8333-333333333333',
  graveId: '44444444-4444-4444-8444-444444444444',
  cemeteryId: '55555555-5555-4555-8555-555555555555',
  caretakerId,
  serviceType: 'grave_cleaning',
  status: 'scheduled',
  priority: 'urgent',
  scheduledDate: '2030-05-01T08:00:00.000Z',
  completedDate: null,
  amount: '30.00',
  paymentStatus: 'pending',
  specialInstructions: null,
  planSelected: null,
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  description: null,
  clientName: 'Jelena Marković',
  clientEmail: 'jelena@example.com',
  caretakerName: 'Dragan Nikolić',
  grave: {
    id: '44444444-4444-4444-8444-444444444444',
    deceasedName: 'Milan Marković',
    graveNumber: 'A-12',
  },
  cemetery: { id: '55555555-5555-4555-8555-555555555555', name: 'Novo groblje', city: 'Beograd' },
  createdAt: '2030-04-01T08:00:00.000Z',
  updatedAt: '2030-04-02T09:00:00.000Z',
};

const fields = { caretakerId: null, priority: 'normal', scheduledDate: request.scheduledDate };
const ana = { userId: 'a', role: 'admin', name: 'Ana Admin' };
const history: ServiceRequestHistory = [
  {
    revision: 1,
    type: 'ServiceRequested',
    occurredAt: '2030-04-01T08:00:00.000Z',
    actor: ana,
    data: {},
    stateAfter: { status: 'pending', fields },
  },
  {
    revision: 2,
    type: 'ServiceRequestUpdated',
    occurredAt: '2030-04-01T09:00:00.000Z',
    actor: ana,
    data: {},
    stateAfter: { status: 'pending', fields: { ...fields, priority: 'urgent' } },
  },
  {
    revision: 3,
    type: 'TaskAccepted',
    occurredAt: '2030-04-02T09:00:00.000Z',
    actor: { userId: 'k', role: 'caretaker', name: 'Dragan Nikolić' },
    data: { caretakerId },
    stateAfter: { status: 'scheduled', fields: { ...fields, priority: 'urgent', caretakerId } },
  },
];

const caretakerUser: CurrentUser = {
  id: 'k',
  email: 'dragan@example.com',
  firstName: 'Dragan',
  lastName: 'Nikolić',
  profileImageUrl: null,
  role: 'caretaker',
  clientId: null,
  caretakerId,
};

const render = (viewer: ServiceRequestViewer, shown: ServiceRequest = request) =>
  renderToText(
    <>
      <DetailsTitle requestId={shown.id} request={shown} />
      <ServiceRequestDetailsContent request={shown} viewer={viewer} />
    </>,
    {
      translations: {
        serviceRequests: serviceRequestsI18n.en,
        serviceRequestDetails: serviceRequestDetailsI18n.en,
        photos: photosI18n.en,
      },
      setUp: (queryClient) => {
        queryClient.setQueryData(getServiceRequestHistoryQueryOptions(shown.id).queryKey, history);
        queryClient.setQueryData(getPhotosQueryOptions(shown.id).queryKey, []);
        if (viewer === 'caretaker') queryClient.setQueryData(currentUserQueryKey, caretakerUser);
      },
    },
  );

describe('ServiceRequestDetailsContent', () => {
  it('shows the admin every card, the Edit toggle, the quick action and the History', async () => {
    const { text } = await render('admin');
    expect(text).toContain('Service Request #4F2A9C1B Scheduled URGENT PRIORITY');
    expect(text).toContain(
      'Client & Grave Details Client Jelena Marković Deceased Milan Marković Cemetery Novo groblje, Beograd Grave Number A-12 Service Type Grave Cleaning Amount €30.00',
    );
    expect(text).toContain('Request Management Edit Status Scheduled Priority Urgent');
    expect(text).toContain('Completed Date Not completed Notes No special instructions');
    expect(text).toContain(
      'Before & After Photos No photos uploaded yet Description of the next photos (optional) Before Take Before Photo Add Before After Take After Photo Add After',
    );
    expect(text).toContain('Quick Actions Start Work');
    expect(text).not.toContain('Mark Complete');
    expect(text).toMatch(
      /History Request created Ana Admin · .+ Priority: Normal → Urgent Ana Admin · .+ Accepted by Dragan Nikolić Dragan Nikolić · /,
    );
  });

  it('names the History region and its ordered list after the heading', async () => {
    const { html } = await render('admin');
    const headingId = /<h5[^>]*id="([^"]+)"[^>]*>History<\/h5>/.exec(html)?.[1];
    expect(headingId).toBeDefined();
    expect(html).toContain(`<section aria-labelledby="${headingId}"`);
    expect(html).toMatch(new RegExp(`<ol[^>]*aria-labelledby="${headingId}"`));
    expect(html.match(/<li[^>]*class="[^"]*ant-timeline-item/g)).toHaveLength(3);
  });

  it('gives a client read-only cards and the History, without quick actions', async () => {
    const { text } = await render('client');
    expect(text).not.toContain('Edit');
    expect(text).not.toContain('Quick Actions');
    expect(text).toContain('Before & After Photos No photos uploaded yet History Request created');
    expect(text).not.toContain('Add Before');
  });

  it('gives the assigned caretaker the Edit toggle and quick actions, not the History', async () => {
    const { text } = await render('caretaker', { ...request, status: 'in_progress' });
    expect(text).toContain('Request Management Edit');
    expect(text).toContain('Quick Actions Mark Complete');
    expect(text).toContain('Add Before');
    expect(text).not.toContain('History');
  });

  it('offers a caretaker no Edit toggle on a finished task, and no quick actions', async () => {
    const { text } = await render('caretaker', {
      ...request,
      status: 'completed',
      completedDate: '2030-05-01T09:30:00.000Z',
    });
    expect(text).not.toContain('Edit');
    expect(text).toContain('No quick actions for a request with this status.');
  });

  it('reads empty values as the spec says', async () => {
    const { text } = await render('admin', {
      ...request,
      status: 'pending',
      scheduledDate: null,
      grave: null,
      cemetery: null,
    });
    expect(text).toContain('Scheduled Date Not scheduled');
    expect(text).toContain('Deceased - Cemetery - Grave Number -');
  });
});
