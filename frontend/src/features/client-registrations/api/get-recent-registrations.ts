import { recentRegistrationListSchema } from '@memorial-care/contracts/http';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/clients/recent (admin only): self-registrations of the last 30 days, newest first,
 * each with its latest invite and that invite's mail delivery. Under ['clients'], so every
 * change to clients (approve, resend, send email) refreshes it; the sidebar badge reads the
 * same query, so one fetch serves both.
 */
export const recentRegistrationsQueryKey = ['clients', 'recent'] as const;

export const getRecentRegistrations = () =>
  apiGet('/api/clients/recent', recentRegistrationListSchema);

export const getRecentRegistrationsQueryOptions = () =>
  queryOptions({ queryKey: recentRegistrationsQueryKey, queryFn: getRecentRegistrations });
