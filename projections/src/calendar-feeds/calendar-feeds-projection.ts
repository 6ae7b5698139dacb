import { calendarFeedEventSchema, calendarFeedEventTypes } from '@memorial-care/contracts/events';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { Projection } from '../runner/projection';
import { foldRowOutcomes, writeRowOutcomes, type RowTable } from '../shared';

const calendarFeedsTable: RowTable = {
  name: 'calendar_feeds',
  columns: ['feed_id', 'role', 'caretaker_id', 'client_id'],
};

/**
 * One row per user of the batch, the last issue winning: each issue is an insert that replaces
 * the user's row (see foldRowOutcomes), so only the newest feed id is ever found.
 */
export const foldCalendarFeedBatch = (events: readonly RecordedEvent[]) =>
  foldRowOutcomes(events, calendarFeedEventSchema, ({ data }) => ({
    kind: 'insert',
    id: data.userId,
    row: {
      feed_id: data.feedId,
      role: data.role,
      caretaker_id: data.caretakerId,
      client_id: data.clientId,
    },
  }));

export const calendarFeedsProjection: Projection = {
  name: 'calendar-feeds',
  eventTypes: calendarFeedEventTypes,
  tables: ['calendar_feeds'],
  migrations: {
    group: 'projection-calendar-feeds',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: (tx, events) =>
    writeRowOutcomes(tx, calendarFeedsTable, foldCalendarFeedBatch(events)),
};
