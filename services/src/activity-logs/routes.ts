import { activityLogsQuerySchema } from '@memorial-care/contracts/http';
import { activityLogPage } from '@memorial-care/projections/activity-logs';
import { defineRoute, type AnyRoute } from '../http/route';

/**
 * The admin's activity feed, newest first, paged on the server (it grows with every event) and
 * filtered by kind, subject, days and words in the description.
 */
const listActivityLogs = defineRoute({
  method: 'get',
  path: '/api/activity-logs',
  access: ['admin'],
  query: activityLogsQuerySchema,
  handle: async ({ query, deps }) => ({ body: await activityLogPage(deps.pool, query) }),
});

export const activityLogsRoutes: readonly AnyRoute[] = [listActivityLogs];
