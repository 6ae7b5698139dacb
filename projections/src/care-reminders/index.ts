export { careRemindersProjection, careReminderRowsOf } from './care-reminders-projection';
export * from './queries';
