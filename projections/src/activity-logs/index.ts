export { activityLogsProjection } from './activity-logs-projection';
