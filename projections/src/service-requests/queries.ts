import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  priorities,
  requestStatuses,
  type Priority,
  type RequestStatus,
} from '@memorial-care/contracts/domain';
import {
  serviceRequestSchema,
  serviceRequestStatsSchema,
  type ServiceRequestPage,
  type ServiceRequestSort,
  type ServiceRequestStats,
} from '@memorial-care/contracts/http';

/** timestamptz as an ISO-8601 UTC string, like `Date.prototype.toISOString`. */
const iso = (column: FragmentSqlToken) =>
  sql.fragment`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface ServiceRequestFilter {
  /** Only this client's requests (a client sees nothing else). */
  readonly clientId?: string;
  readonly status?: RequestStatus | readonly RequestStatus[];
  readonly priority?: readonly Priority[];
  readonly caretakerId?: string;
  readonly cemeteryId?: string;
  /** Client, guest, deceased or cemetery name, email or city; case-insensitive substring. */
  readonly search?: string;
  /** Scheduled date bounds, ISO dates, both days inclusive. */
  readonly from?: string;
  readonly to?: string;
  /** A caretaker's task list: assigned to them, or pending offers open to any caretaker. */
  readonly tasksOf?: string;
}

/** ILIKE treats % and _ as wildcards: a typed one means itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Each name table is searched once (hashed subplans), not once per request row. A request for a
 * grave carries the grave's cemetery (the write side fills it in), so cemetery_id is enough.
 */
const searchCondition = (search: string) => {
  const pattern = likePattern(search);
  return sql.fragment`(
    sr.guest_name ILIKE ${pattern} OR sr.guest_email ILIKE ${pattern}
    OR sr.client_id IN (SELECT cl.id FROM clients cl
      WHERE cl.name ILIKE ${pattern} OR cl.email ILIKE ${pattern})
    OR sr.grave_id IN (SELECT g.id FROM graves g WHERE g.deceased_name ILIKE ${pattern})
    OR sr.cemetery_id IN (SELECT ce.id FROM cemeteries ce
      WHERE ce.name ILIKE ${pattern} OR ce.city ILIKE ${pattern}))`;
};

const whereClause = (filter: ServiceRequestFilter) => {
  const { clientId, caretakerId, cemeteryId, search, from, to } = filter;
  const statuses = typeof filter.status === 'string' ? [filter.status] : filter.status;
  const conditions: FragmentSqlToken[] = [];
  if (clientId) conditions.push(sql.fragment`sr.client_id = ${clientId}::uuid`);
  if (statuses?.length)
    conditions.push(sql.fragment`sr.status = ANY(${sql.array(statuses, 'text')})`);
  if (filter.priority?.length)
    conditions.push(sql.fragment`sr.priority = ANY(${sql.array(filter.priority, 'text')})`);
  if (caretakerId) conditions.push(sql.fragment`sr.caretaker_id = ${caretakerId}::uuid`);
  if (cemeteryId) conditions.push(sql.fragment`sr.cemetery_id = ${cemeteryId}::uuid`);
  if (from) conditions.push(sql.fragment`sr.scheduled_date >= ${from}::date`);
  if (to) conditions.push(sql.fragment`sr.scheduled_date < ${to}::date + 1`);
  if (search) conditions.push(searchCondition(search));
  if (filter.tasksOf)
    conditions.push(sql.fragment`(sr.caretaker_id = ${filter.tasksOf}::uuid
      OR (sr.caretaker_id IS NULL AND sr.status = 'pending'))`);
  return conditions.length > 0
    ? sql.fragment`WHERE ${sql.join(conditions, sql.fragment` AND `)}`
    : sql.fragment``;
};

/** Sort keys as SQL; status and priority sort in their workflow/urgency order, not by name. */
const sortKeys: Record<string, FragmentSqlToken> = {
  createdAt: sql.fragment`sr.created_at`,
  scheduledDate: sql.fragment`sr.scheduled_date`,
  amount: sql.fragment`sr.amount`,
  status: sql.fragment`array_position(${sql.array([...requestStatuses], 'text')}, sr.status)`,
  priority: sql.fragment`array_position(${sql.array([...priorities], 'text')}, sr.priority)`,
};

/** Unscheduled requests last either way; newest first breaks ties so pages are stable. */
const orderBy = (sort: ServiceRequestSort) => {
  const descending = sort.startsWith('-');
  const key = sortKeys[descending ? sort.slice(1) : sort] ?? sql.fragment`sr.created_at`;
  const direction = descending ? sql.fragment`DESC NULLS LAST` : sql.fragment`ASC NULLS LAST`;
  return sql.fragment`ORDER BY ${key} ${direction}, sr.created_at DESC, sr.id DESC`;
};

/**
 * One page of requests, newest first, with the names the lists show (client or guest,
 * caretaker, deceased, cemetery) joined from the other read models, and the total count.
 */
export const listServiceRequests = async (
  db: CommonQueryMethods,
  {
    page,
    pageSize,
    sort = '-createdAt',
    ...filter
  }: ServiceRequestFilter & {
    readonly page: number;
    readonly pageSize: number;
    readonly sort?: ServiceRequestSort;
  },
): Promise<ServiceRequestPage> => {
  const where = whereClause(filter);
  const order = orderBy(sort);
  const [items, total] = await Promise.all([
    db.any(sql.type(serviceRequestSchema)`
      SELECT
        sr.id::text AS "id",
        sr.client_id::text AS "clientId",
        sr.grave_id::text AS "graveId",
        sr.cemetery_id::text AS "cemeteryId",
        sr.caretaker_id::text AS "caretakerId",
        sr.service_type AS "serviceType",
        sr.status AS "status",
        sr.priority AS "priority",
        ${iso(sql.fragment`sr.scheduled_date`)} AS "scheduledDate",
        ${iso(sql.fragment`sr.completed_date`)} AS "completedDate",
        sr.amount::text AS "amount",
        sr.payment_status AS "paymentStatus",
        sr.special_instructions AS "specialInstructions",
        sr.plan_selected AS "planSelected",
        sr.guest_name AS "guestName",
        sr.guest_email AS "guestEmail",
        sr.guest_phone AS "guestPhone",
        sr.description AS "description",
        coalesce(cl.name, sr.guest_name) AS "clientName",
        coalesce(cl.email, sr.guest_email) AS "clientEmail",
        ct.name AS "caretakerName",
        CASE WHEN g.id IS NULL THEN NULL ELSE jsonb_build_object(
          'id', g.id::text, 'deceasedName', g.deceased_name, 'graveNumber', g.grave_number)
        END AS "grave",
        CASE WHEN ce.id IS NULL THEN NULL ELSE jsonb_build_object(
          'id', ce.id::text, 'name', ce.name, 'city', ce.city)
        END AS "cemetery",
        ${iso(sql.fragment`sr.created_at`)} AS "createdAt",
        ${iso(sql.fragment`sr.updated_at`)} AS "updatedAt"
      FROM (
        SELECT * FROM service_requests sr
        ${where}
        ${order}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
      ) AS sr
      LEFT JOIN clients cl ON cl.id = sr.client_id
      LEFT JOIN caretakers ct ON ct.id = sr.caretaker_id
      LEFT JOIN graves g ON g.id = sr.grave_id
      LEFT JOIN cemeteries ce ON ce.id = coalesce(sr.cemetery_id, g.cemetery_id)
      ${order}`),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`
      SELECT count(*)::int AS "total" FROM service_requests sr ${where}`),
  ]);
  return { items: [...items], total };
};

/** The list's tiles: counts per status over the same scope (and filters) as the list. */
export const countServiceRequests = async (
  db: CommonQueryMethods,
  filter: ServiceRequestFilter,
): Promise<ServiceRequestStats> =>
  db.one(sql.type(serviceRequestStatsSchema)`
    SELECT
      count(*)::int AS "total",
      count(*) FILTER (WHERE sr.status = 'pending')::int AS "pending",
      count(*) FILTER (WHERE sr.status = 'scheduled')::int AS "scheduled",
      count(*) FILTER (WHERE sr.status = 'in_progress')::int AS "inProgress",
      count(*) FILTER (WHERE sr.status = 'completed')::int AS "completed",
      count(*) FILTER (WHERE sr.status = 'cancelled')::int AS "cancelled"
    FROM service_requests sr ${whereClause(filter)}`);
