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
  type ServiceRequest,
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
 * The search looks in `search_text` (lower-cased names, emails and city, kept by the
 * projection; see search-names.ts) through its trigram index.
 */
const searchCondition = (search: string) =>
  sql.fragment`sr.search_text LIKE lower(${likePattern(search)})`;

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
  // Open offers are pending: a tab without pending ones is the caretaker's own tasks, which
  // their index finds without the OR.
  if (filter.tasksOf && statuses?.length && !statuses.includes('pending'))
    conditions.push(sql.fragment`sr.caretaker_id = ${filter.tasksOf}::uuid`);
  else if (filter.tasksOf)
    conditions.push(sql.fragment`(sr.caretaker_id = ${filter.tasksOf}::uuid
      OR (sr.caretaker_id IS NULL AND sr.status = 'pending'))`);
  return conditions.length > 0
    ? sql.fragment`WHERE ${sql.join(conditions, sql.fragment` AND `)}`
    : sql.fragment``;
};

/**
 * A value's place in its list (1-based), as literals: the expression is the one indexed by
 * migration 003 (service_requests_status_rank, _priority_rank and their _desc twins), so a sort
 * reads its index.
 */
const rank = (column: FragmentSqlToken, values: readonly string[]) =>
  sql.fragment`(CASE ${column} ${sql.join(
    values.map(
      (value, i) =>
        sql.fragment`WHEN ${sql.literalValue(value)} THEN ${sql.literalValue(String(i + 1))}::int`,
    ),
    sql.fragment` `,
  )} END)`;

/** Sort keys as SQL; status and priority sort in their workflow/urgency order, not by name. */
const sortKeys: Record<string, FragmentSqlToken> = {
  createdAt: sql.fragment`sr.created_at`,
  scheduledDate: sql.fragment`sr.scheduled_date`,
  amount: sql.fragment`sr.amount`,
  status: rank(sql.fragment`sr.status`, requestStatuses),
  priority: rank(sql.fragment`sr.priority`, priorities),
};

/** Only the scheduled date may be empty: unscheduled requests come last either way. */
const nullableSortKeys = new Set(['scheduledDate']);

/**
 * Newest first breaks ties so pages are stable. NULLS LAST only where a column can be null: on
 * the others it would not match the indexes (whose descending order puts nulls first).
 */
const orderBy = (sort: ServiceRequestSort) => {
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  const key = sortKeys[name] ?? sql.fragment`sr.created_at`;
  const nulls = nullableSortKeys.has(name) ? sql.fragment` NULLS LAST` : sql.fragment``;
  const direction = descending ? sql.fragment`DESC` : sql.fragment`ASC`;
  return sql.fragment`ORDER BY ${key} ${direction}${nulls}, sr.created_at DESC, sr.id DESC`;
};

/** The columns of one request as the API answers it; `sr` is a service_requests row. */
const requestColumns = sql.fragment`
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
  ${iso(sql.fragment`sr.updated_at`)} AS "updatedAt"`;

/** The names the lists show (client or guest, caretaker, deceased, cemetery), joined to `sr`. */
const nameJoins = sql.fragment`
  LEFT JOIN clients cl ON cl.id = sr.client_id
  LEFT JOIN caretakers ct ON ct.id = sr.caretaker_id
  LEFT JOIN graves g ON g.id = sr.grave_id
  LEFT JOIN cemeteries ce ON ce.id = coalesce(sr.cemetery_id, g.cemetery_id)`;

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
      SELECT ${requestColumns}
      FROM (
        SELECT * FROM service_requests sr
        ${where}
        ${order}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
      ) AS sr
      ${nameJoins}
      ${order}`),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`
      SELECT count(*)::int AS "total" FROM service_requests sr ${where}`),
  ]);
  return { items: [...items], total };
};

/** One request with the names the lists show; null when there is none (or it was deleted). */
export const findServiceRequest = (
  db: CommonQueryMethods,
  id: string,
): Promise<ServiceRequest | null> =>
  db.maybeOne(sql.type(serviceRequestSchema)`
    SELECT ${requestColumns}
    FROM service_requests sr
    ${nameJoins}
    WHERE sr.id = ${id}::uuid`);

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
