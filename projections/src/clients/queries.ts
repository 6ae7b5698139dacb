import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { clientSchema, type Client } from '@memorial-care/contracts/http';

/** timestamptz as an ISO-8601 UTC string, like `Date.prototype.toISOString`. */
const iso = (column: FragmentSqlToken) =>
  sql.fragment`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const selectClients = (where: FragmentSqlToken, orderBy: FragmentSqlToken) => sql.type(
  clientSchema,
)`
    SELECT
      c.id::text AS "id",
      c.name AS "name",
      c.email AS "email",
      c.phone AS "phone",
      c.address AS "address",
      c.country AS "country",
      c.notes AS "notes",
      c.instagram AS "instagram",
      c.preferred_language AS "preferredLanguage",
      c.selected_plan AS "selectedPlan",
      c.plan_status AS "planStatus",
      to_char(c.last_payment_date, 'YYYY-MM-DD') AS "lastPaymentDate",
      to_char(c.next_payment_due, 'YYYY-MM-DD') AS "nextPaymentDue",
      c.total_paid::text AS "totalPaid",
      c.email_verified AS "emailVerified",
      ${iso(sql.fragment`c.created_at`)} AS "createdAt",
      ${iso(sql.fragment`c.updated_at`)} AS "updatedAt"
    FROM clients c
    WHERE ${where}
    ORDER BY ${orderBy}`;

/** Every client, by name (Serbian Latin order), for the admin's lists and pickers. */
export const listClients = async (db: CommonQueryMethods): Promise<Client[]> => [
  ...(await db.any(
    selectClients(sql.fragment`TRUE`, sql.fragment`c.name COLLATE "sr-Latn-x-icu", c.id`),
  )),
];

/** Clients who registered themselves since `since`, newest first (the Registrations screen). */
export const listRecentRegistrations = async (
  db: CommonQueryMethods,
  since: Date,
): Promise<Client[]> => [
  ...(await db.any(
    selectClients(
      sql.fragment`c.source = 'self-registration' AND c.created_at >= ${since.toISOString()}::timestamptz`,
      sql.fragment`c.created_at DESC, c.id`,
    ),
  )),
];
