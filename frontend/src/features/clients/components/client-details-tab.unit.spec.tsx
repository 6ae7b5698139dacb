import type { Client } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { serviceRequestsI18n } from '../../service-requests/i18n';
import { clientsI18n } from '../i18n';
import { ClientDetailsTab } from './client-details-tab';

// A static render (no DOM needed) of the profile's fields.

const client: Client = {
  id: 'c-1',
  name: 'Milica Jovanović',
  email: 'milica@example.com',
  phone: null,
  address: 'Hauptstraße 1',
  country: 'germany',
  notes: null,
  instagram: null,
  preferredLanguage: 'German',
  selectedPlan: null,
  planStatus: 'inactive',
  lastPaymentDate: null,
  nextPaymentDue: null,
  totalPaid: '0.00',
  emailVerified: false,
  reminderDaysBefore: 14,
  alternativeEmails: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('ClientDetailsTab', () => {
  it('names the country a registration stored as a code, not the raw code', async () => {
    const { text } = await renderToText(<ClientDetailsTab client={client} />, {
      translations: {
        clients: clientsI18n.en,
        serviceRequests: serviceRequestsI18n.en,
        common: commonI18n.en,
      },
    });
    expect(text).toContain('Country Germany');
    expect(text).not.toContain('germany');
  });

  it('shows the alternative addresses, or that there are none', async () => {
    const translations = {
      clients: clientsI18n.de,
      serviceRequests: serviceRequestsI18n.de,
      common: commonI18n.de,
    };
    const none = await renderToText(<ClientDetailsTab client={client} />, { translations });
    expect(none.text).toContain('Schreibt auch von Keine');
    const some = await renderToText(
      <ClientDetailsTab
        client={{ ...client, alternativeEmails: ['sin@example.com', 'posao@firma.de'] }}
      />,
      { translations },
    );
    expect(some.text).toContain('sin@example.com');
    expect(some.text).toContain('posao@firma.de');
  });
});
