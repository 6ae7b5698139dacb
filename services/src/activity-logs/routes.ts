import { sql } from 'slonik';
import { z } from 'zod';
import { activityLogSchema, activityLogsQuerySchema } from '@memorial-care/contracts/http';
import { defineRoute, type AnyRoute } from '../http/route';

const totalRow = z.object({ total: z.number() });

/** The admin's activity feed, newest first, paged on the server (it grows with every event). */
const listActivityLogs = defineRoute({
  method: 'get',
  path: '/api/activity-logs',
  access: ['admin'],
  query: activityLogsQuerySchema,
  handle: async ({ query, deps }) => {
    const items = await deps.pool.any(sql.type(activityLogSchema)`
      SELECT id::text AS "id", type AS "type", description AS "description",
             entity_type AS "entityType", entity_id::text AS "entityId",
             user_id::text AS "userId", metadata AS "metadata",
             to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
      FROM activity_logs
      ORDER BY created_at DESC, id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
    const { total } = await deps.pool.one(sql.type(totalRow)`
      SELECT count(*)::int AS "total" FROM activity_logs`);
    return { body: { items, total } };
  },
});

export const activityLogsRoutes: readonly AnyRoute[] = [listActivityLogs];
