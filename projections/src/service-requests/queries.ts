import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { priorities, requestStatuses } from '@memorial-care/contracts/domain';
import {
  searchTotalCap,
  serviceRequestSchema,
  serviceRequestStatsSchema,
  type ServiceRequest,
  type ServiceRequestPage,
  type ServiceRequestSort,
  type ServiceRequestStats,
} from '@memorial-care/contracts/http';
import {
  filterConditions,
  graveAndCemetery,
  nameJoins,
  visitColumns,
  whereOf,
  type ServiceRequestFilter,
} from './query-parts';
import { iso } from '../shared/iso-instant';

export type { ServiceRequestFilter } from './query-parts';

const whereClause = (filter: ServiceRequestFilter) => whereOf(filterConditions(filter));

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
  ${visitColumns},
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
  ${graveAndCemetery},
  ${iso(sql.fragment`sr.created_at`)} AS "createdAt",
  ${iso(sql.fragment`sr.updated_at`)} AS "updatedAt"`;

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
    filter.search
      ? // A word most names share ("Ilić") matches nearly every row; counting them all cost
        // 42–56 ms at 100,000 requests (bench), past the 50 ms budget. Past the cap nobody pages.
        db.oneFirst(sql.type(z.object({ total: z.number() }))`
          SELECT count(*)::int AS "total"
          FROM (SELECT 1 FROM service_requests sr ${where} LIMIT ${searchTotalCap + 1}) AS hits`)
      : db.oneFirst(sql.type(z.object({ total: z.number() }))`
          SELECT count(*)::int AS "total" FROM service_requests sr ${where}`),
  ]);
  return filter.search && total > searchTotalCap
    ? { items: [...items], total: searchTotalCap, totalIsCapped: true }
    : { items: [...items], total };
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
