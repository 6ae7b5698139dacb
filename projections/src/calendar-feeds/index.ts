export { calendarFeedsProjection, foldCalendarFeedBatch } from './calendar-feeds-projection';
export * from './queries';
