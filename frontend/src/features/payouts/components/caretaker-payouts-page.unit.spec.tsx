import type { OpenEarnings, PayoutStatementPage } from '@memorial-care/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { getOpenEarningsQueryOptions } from '../api/get-open-earnings';
import { getPayoutsQueryOptions } from '../api/get-payouts';
import { payoutsI18n } from '../i18n';
import { AdminPayoutsSection } from './admin-payouts-section';
import { CaretakerPayoutsPage } from './caretaker-payouts-page';

// Static renders of the payouts screens from answers in the query cache.

const earnings: OpenEarnings = {
  caretakers: [
    {
      caretakerId: 'c-1',
      caretakerName: 'Dragan Nikolić',
      preferredPaymentMethod: 'paypal',
      tasks: 2,
      total: '44.33',
    },
  ],
  total: '44.33',
  earnings: [
    {
      earningId: 'e-1',
      requestId: 'r-1',
      serviceType: 'grave_cleaning',
      completedOn: '2026-10-10',
      taskAmount: '30.00',
      amount: '21.00',
    },
    {
      earningId: 'e-2',
      requestId: 'r-2',
      serviceType: 'monument_cleaning',
      completedOn: '2026-10-20',
      taskAmount: '33.33',
      amount: '23.33',
    },
  ],
};

const statements: PayoutStatementPage = {
  total: 2,
  items: [
    {
      id: 's-2',
      caretakerId: 'c-1',
      caretakerName: 'Dragan Nikolić',
      month: '2026-09',
      closedOn: '2026-10-01',
      tasks: 3,
      total: '63.00',
      status: 'closed',
      paidOn: null,
      method: null,
      reference: null,
      preferredPaymentMethod: 'paypal',
    },
    {
      id: 's-1',
      caretakerId: 'c-1',
      caretakerName: 'Dragan Nikolić',
      month: '2026-08',
      closedOn: '2026-09-01',
      tasks: 1,
      total: '21.00',
      status: 'paid',
      paidOn: '2026-09-05',
      method: 'paypal',
      reference: 'PP-1',
      preferredPaymentMethod: 'paypal',
    },
  ],
};

const setUp = (queryClient: QueryClient) => {
  queryClient.setQueryData(getOpenEarningsQueryOptions().queryKey, earnings);
  queryClient.setQueryData(getPayoutsQueryOptions({ page: 1, pageSize: 20 }).queryKey, statements);
};
const translations = { payouts: payoutsI18n.en, common: commonI18n.en };

describe('CaretakerPayoutsPage', () => {
  it('shows their open earnings with each task and their statements', async () => {
    const { text } = await renderToText(<CaretakerPayoutsPage />, { translations, setUp });
    expect(text).toContain('Open earnings');
    expect(text).toContain('2 tasks');
    expect(text).toContain('Grave cleaning');
    expect(text).toContain('Monument cleaning');
    expect(text).toMatch(/30\.00.*21\.00.*33\.33.*23\.33/);
    expect(text).toContain('2026-09');
    expect(text).toContain('To pay');
    expect(text).toContain('PayPal');
    // Their own statements: no caretaker column, and nothing to pay out themselves.
    expect(text).not.toContain('Caretaker');
    expect(text).not.toContain('Mark paid');
  });
});

describe('AdminPayoutsSection', () => {
  it('shows open earnings per caretaker, Close month, and Mark paid on a statement to pay', async () => {
    const { text, html } = await renderToText(<AdminPayoutsSection />, { translations, setUp });
    expect(text).toContain('Caretaker payouts');
    expect(text).toMatch(/Dragan Nikolić\s+2\s+.*44\.33\s+PayPal/);
    expect(text).toContain('Close month');
    expect(text).toContain('Total open:');
    // Only the statement still to pay has the button.
    expect(html.match(/Mark paid</g)).toHaveLength(1);
    expect(text).toContain('Paid on');
  });
});
