import type { RecentRegistration } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { clientRegistrationsI18n } from '../i18n';
import { RecentRegistrations } from './recent-registrations';

// A static render (no DOM needed) of the list when loading it failed.

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

describe('RecentRegistrations', () => {
  it('says what went wrong in words, never the raw "500: …"', async () => {
    const crash = new ApiRequestError(500, '{"message":"Internal server error"}', {
      message: 'Internal server error',
    });
    const { text } = await renderToText(
      <RecentRegistrations
        query={failedWith(crash)}
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
    expect(text).not.toContain('500:');
    expect(text).toContain('Something went wrong on the server. Please try again.');
  });
});
