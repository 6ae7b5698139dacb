import type { RecentRegistration } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { clientRegistrationsI18n } from '../i18n';
import { RecentRegistrations } from './recent-registrations';

// A static render (no DOM needed) of the list: its registrations, and what a failed load says.

const failedWith = (error: Error) =>
  ({
    data: undefined,
    error,
    isPending: false,
    isError: true,
    isSuccess: false,
    isFetching: false,
    refetch: () => Promise.resolve(),
  }) as unknown as UseQueryResult<RecentRegistration[]>;

const loaded = (registrations: RecentRegistration[]) =>
  ({
    data: registrations,
    error: null,
    isPending: false,
    isError: false,
    isSuccess: true,
    isFetching: false,
    refetch: () => Promise.resolve(),
  }) as unknown as UseQueryResult<RecentRegistration[]>;

const registration = (name: string, approvedAt: string | null): RecentRegistration => ({
  id: `id-${name}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: null,
  address: null,
  country: 'Germany',
  notes: null,
  instagram: null,
  preferredLanguage: 'German',
  selectedPlan: 'standard',
  planStatus: 'active',
  lastPaymentDate: null,
  nextPaymentDue: null,
  totalPaid: '0.00',
  emailVerified: false,
  reminderDaysBefore: 14,
  alternativeEmails: [],
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  approvedAt,
  latestInvite: null,
});

const render = (query: UseQueryResult<RecentRegistration[]>) =>
  renderToText(
    <RecentRegistrations
      query={query}
      now={new Date('2026-03-02T10:00:00.000Z')}
      onInviteIssued={() => undefined}
      onOpenDetails={() => undefined}
    />,
    {
      translations: {
        clientRegistrations: clientRegistrationsI18n.en,
        common: commonI18n.en,
      },
    },
  );

describe('RecentRegistrations', () => {
  it('shows when a registration was approved, and nothing for one not approved yet', async () => {
    const { text } = await render(
      loaded([registration('Jelena', '2026-03-01T09:05:00.000Z'), registration('Marko', null)]),
    );
    expect(text.match(/Approved /g)).toHaveLength(1);
  });

  it('says what went wrong in words, never the raw "500: …"', async () => {
    const crash = new ApiRequestError(500, '{"message":"Internal server error"}', {
      message: 'Internal server error',
    });
    const { text } = await render(failedWith(crash));
    expect(text).not.toContain('500:');
    expect(text).toContain('Something went wrong on the server. Please try again.');
  });
});
