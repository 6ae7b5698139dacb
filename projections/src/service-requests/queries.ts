import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import type { RequestStatus } from '@memorial-care/contracts/domain';
import { serviceRequestSchema, type ServiceRequestPage } from '@memorial-care/contracts/http';

/** timestamptz as an ISO-8601 UTC string, like `Date.prototype.toISOString`. */
const iso = (column: FragmentSqlToken) =>
  sql.fragment`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface ServiceRequestFilter {
  /** Only this client's requests (a client sees nothing else). */
  readonly clientId?: string;
  readonly status?: RequestStatus;
}

const whereClause = ({ clientId, status }: ServiceRequestFilter) => {
  const conditions: FragmentSqlToken[] = [];
  if (clientId) conditions.push(sql.fragment`sr.client_id = ${clientId}::uuid`);
  if (status) conditions.push(sql.fragment`sr.status = ${status}`);
  return conditions.length > 0
    ? sql.fragment`WHERE ${sql.join(conditions, sql.fragment` AND `)}`
    : sql.fragment``;
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
    ...filter
  }: ServiceRequestFilter & { readonly page: number; readonly pageSize: number },
): Promise<ServiceRequestPage> => {
  const where = whereClause(filter);
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
        ORDER BY sr.created_at DESC, sr.id DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
      ) AS sr
      LEFT JOIN clients cl ON cl.id = sr.client_id
      LEFT JOIN caretakers ct ON ct.id = sr.caretaker_id
      LEFT JOIN graves g ON g.id = sr.grave_id
      LEFT JOIN cemeteries ce ON ce.id = coalesce(sr.cemetery_id, g.cemetery_id)
      ORDER BY sr.created_at DESC, sr.id DESC`),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`
      SELECT count(*)::int AS "total" FROM service_requests sr ${where}`),
  ]);
  return { items: [...items], total };
};
