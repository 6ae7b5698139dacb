import { useQuery } from '@tanstack/react-query';
import { getRecentRegistrationsQueryOptions } from '../api/get-recent-registrations';
import { hasMailInFlight } from '../lib/invite-status';

/** How often the screen looks again while an invite mail is queued or sending. */
export const mailPollMs = 4000;

/**
 * The Registrations screen's list. Mail is delivered by a background worker, so while a mail
 * is on its way the screen polls until it is sent or failed — and then stops; otherwise the
 * list refreshes only when a change invalidates it.
 */
export const useRecentRegistrations = () =>
  useQuery({
    ...getRecentRegistrationsQueryOptions(),
    refetchInterval: (query) => (hasMailInFlight(query.state.data) ? mailPollMs : false),
  });
