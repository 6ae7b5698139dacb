import type { CalendarFeedEvent, CalendarFeedIssued } from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { ForbiddenError } from '../shared/errors';

// A user's calendar feed, on `calendar-feed-<userId>`: each issue is a new feed id, and the URL
// made from the one before stops working (the read model keeps only the newest). The new id
// arrives in the command, so issuing again with the same id (a retried request) records nothing.

export interface IssueCalendarFeed {
  readonly type: 'IssueCalendarFeed';
  readonly data: CalendarFeedIssued;
}

export interface CalendarFeedState {
  /** The feed id in force; null before the first issue. */
  readonly feedId: string | null;
}

/** A feed shows one record's visits: a caretaker's, or a client's, never both or neither. */
const linkedRecordOf = ({ role, caretakerId, clientId }: CalendarFeedIssued) =>
  role === 'caretaker'
    ? caretakerId !== null && clientId === null
    : clientId !== null && caretakerId === null;

export const calendarFeedDecider: Decider<CalendarFeedState, IssueCalendarFeed, CalendarFeedEvent> =
  {
    eventTypes: ['CalendarFeedIssued'],
    initialState: () => ({ feedId: null }),
    evolve: (_state, event) => ({ feedId: event.data.feedId }),
    decide: ({ data }, { feedId }) => {
      if (!linkedRecordOf(data))
        throw new ForbiddenError(`This account is not linked to a ${data.role}`);
      return data.feedId === feedId ? [] : [{ type: 'CalendarFeedIssued', data }];
    },
  };
