import { sql, type DatabasePool, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  activityLogPageSchema,
  type ActivityLogPage,
  type ActivityLogsQuery,
} from '@memorial-care/contracts/http';
import { iso } from '../shared/iso-instant';
import { likePattern } from '../shared/like-pattern';

type ActivityFilter = Omit<ActivityLogsQuery, 'page' | 'pageSize'>;

/**
 * The filter's conditions on `a`, an activity_logs row; days are whole business days in Serbia
 * (Europe/Belgrade, where the office works), inclusive.
 */
const filterConditions = ({ type, entityType, from, to, search }: ActivityFilter) => {
  const conditions: FragmentSqlToken[] = [sql.fragment`TRUE`];
  if (type) conditions.push(sql.fragment`a.type = ${type}`);
  if (entityType) conditions.push(sql.fragment`a.entity_type = ${entityType}`);
  if (from)
    conditions.push(
      sql.fragment`a.created_at >= ${from}::date::timestamp AT TIME ZONE 'Europe/Belgrade'`,
    );
  if (to)
    conditions.push(
      sql.fragment`a.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Belgrade'`,
    );
  if (search) conditions.push(sql.fragment`a.description ILIKE ${likePattern(search)}`);
  return sql.join(conditions, sql.fragment` AND `);
};

const pageRow = z.object({ total: z.number(), items: z.array(z.unknown()) });

/** One page of the activity log, newest first, and how many entries match: one statement. */
export async function activityLogPage(
  pool: DatabasePool,
  query: ActivityFilter & { readonly page: number; readonly pageSize: number },
): Promise<ActivityLogPage> {
  const where = filterConditions(query);
  const row = await pool.one(sql.type(pageRow)`
    SELECT (SELECT count(*)::int FROM activity_logs a WHERE ${where}) AS "total",
           coalesce(json_agg(json_build_object(
             'id', p.id::text, 'type', p.type, 'description', p.description,
             'entityType', p.entity_type, 'entityId', p.entity_id::text,
             'userId', p.user_id::text, 'metadata', p.metadata,
             'createdAt', ${iso(sql.fragment`p.created_at`)})
             ORDER BY p.created_at DESC, p.id DESC), '[]') AS "items"
    FROM (SELECT a.* FROM activity_logs a WHERE ${where}
          ORDER BY a.created_at DESC, a.id DESC
          LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}) p`);
  return activityLogPageSchema.parse(row);
}
