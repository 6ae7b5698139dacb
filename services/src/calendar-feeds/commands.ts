import { calendarFeedStreamId } from '@memorial-care/contracts/events';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { calendarFeedDecider, type IssueCalendarFeed } from './calendar-feed-decider';

/** Issues the user's new feed (the old URL stops working); its position for read-your-writes. */
export const issueCalendarFeed = async (
  eventStore: EventStore,
  data: IssueCalendarFeed['data'],
  ctx: CommandContext,
) => {
  const result = await handleCommand(
    eventStore,
    calendarFeedStreamId(data.userId),
    calendarFeedDecider,
    { type: 'IssueCalendarFeed', data },
    ctx,
  );
  return { position: result.position };
};
