export { activityLogsProjection } from './activity-logs-projection';
export { activityLogPage } from './queries';
