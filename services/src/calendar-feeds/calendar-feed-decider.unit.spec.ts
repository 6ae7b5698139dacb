import { describe, it } from 'vitest';
import type { CalendarFeedEvent, CalendarFeedIssued } from '@memorial-care/contracts/events';
import { ForbiddenError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { calendarFeedDecider, type IssueCalendarFeed } from './calendar-feed-decider';

const given = DeciderSpecification.for(calendarFeedDecider);

const userId = '0c5e7b9a-2f41-4d8e-9a51-7f3c2d1e0b6a';
const caretakerId = '5b1d9f20-8c3e-4a7b-b6d2-1e9f0a3c4d5e';
const clientId = '9e2a4c6b-1d3f-4e5a-8b7c-6d5e4f3a2b1c';
const firstFeed = '3f6a1c2e-7b8d-4e9f-a0b1-c2d3e4f5a6b7';
const secondFeed = '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';

const caretakerFeed = (feedId: string): CalendarFeedIssued => ({
  feedId,
  userId,
  role: 'caretaker',
  caretakerId,
  clientId: null,
});
const issue = (data: CalendarFeedIssued): IssueCalendarFeed => ({
  type: 'IssueCalendarFeed',
  data,
});
const issued = (data: CalendarFeedIssued): CalendarFeedEvent => ({
  type: 'CalendarFeedIssued',
  data,
});

describe('calendar feed decider', () => {
  it("issues a caretaker's first feed", () =>
    given([])
      .when(issue(caretakerFeed(firstFeed)))
      .then([issued(caretakerFeed(firstFeed))]));

  it("issues a client's feed for their client record", () => {
    const data: CalendarFeedIssued = {
      feedId: firstFeed,
      userId,
      role: 'client',
      caretakerId: null,
      clientId,
    };
    given([])
      .when(issue(data))
      .then([issued(data)]);
  });

  it('regenerates: a new feed id replaces the one in force', () =>
    given([issued(caretakerFeed(firstFeed))])
      .when(issue(caretakerFeed(secondFeed)))
      .then([issued(caretakerFeed(secondFeed))]));

  it('records nothing when the feed in force is issued again (a retried request)', () =>
    given([issued(caretakerFeed(firstFeed)), issued(caretakerFeed(secondFeed))])
      .when(issue(caretakerFeed(secondFeed)))
      .thenNothing());

  it('refuses a feed without the record its role needs, or with both records', () => {
    given([])
      .when(issue({ ...caretakerFeed(firstFeed), caretakerId: null }))
      .thenThrows(ForbiddenError, { message: 'This account is not linked to a caretaker' });
    given([])
      .when(issue({ ...caretakerFeed(firstFeed), role: 'client' }))
      .thenThrows(ForbiddenError, { message: 'This account is not linked to a client' });
    given([])
      .when(issue({ ...caretakerFeed(firstFeed), clientId }))
      .thenThrows(ForbiddenError);
  });
});
