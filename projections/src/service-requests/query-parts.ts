import { sql, type FragmentSqlToken } from 'slonik';
import type { Priority, RequestStatus } from '@memorial-care/contracts/domain';
import { iso } from '../shared/iso-instant';
import { likePattern } from '../shared/like-pattern';

export { likePattern };

// What the request queries (the list, the task list, the schedule) share: filters, names, ISO.

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

/**
 * The search looks in `search_text` (folded names, emails and city, kept by the projection; see
 * search-names.ts) through its trigram index; the term is folded alike, so "ilic" finds "Ilić".
 */
const searchCondition = (search: string) =>
  sql.fragment`sr.search_text LIKE search_fold(${likePattern(search)})`;

/** The filter's conditions on `sr`, a service_requests row. */
export const filterConditions = (filter: ServiceRequestFilter): FragmentSqlToken[] => {
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
  return conditions;
};

export const whereOf = (conditions: readonly FragmentSqlToken[]) =>
  conditions.length > 0
    ? sql.fragment`WHERE ${sql.join(conditions, sql.fragment` AND `)}`
    : sql.fragment``;

/** Who does what and when: the columns every answer about a request (`sr`) has. */
export const visitColumns = sql.fragment`
  sr.caretaker_id::text AS "caretakerId",
  sr.service_type AS "serviceType",
  sr.status AS "status",
  sr.priority AS "priority",
  ${iso(sql.fragment`sr.scheduled_date`)} AS "scheduledDate",
  ${iso(sql.fragment`sr.completed_date`)} AS "completedDate"`;

/** The names the lists show (client or guest, caretaker, deceased, cemetery), joined to `sr`. */
export const nameJoins = sql.fragment`
  LEFT JOIN clients cl ON cl.id = sr.client_id
  LEFT JOIN caretakers ct ON ct.id = sr.caretaker_id
  LEFT JOIN graves g ON g.id = sr.grave_id
  LEFT JOIN cemeteries ce ON ce.id = coalesce(sr.cemetery_id, g.cemetery_id)`;

/** The nested grave and cemetery the lists show, from `nameJoins`. */
export const graveAndCemetery = sql.fragment`
  CASE WHEN g.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', g.id::text, 'deceasedName', g.deceased_name, 'graveNumber', g.grave_number)
  END AS "grave",
  CASE WHEN ce.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', ce.id::text, 'name', ce.name, 'city', ce.city)
  END AS "cemetery"`;
