import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { caretakerSchema, type Caretaker } from '@memorial-care/contracts/http';

/** timestamptz as an ISO-8601 UTC string, like `Date.prototype.toISOString`. */
const iso = (column: FragmentSqlToken) =>
  sql.fragment`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every caretaker, by name (Serbian Latin order): a small list, sent whole. */
export const listCaretakers = async (db: CommonQueryMethods): Promise<Caretaker[]> => [
  ...(await db.any(sql.type(caretakerSchema)`
    SELECT
      ct.id::text AS "id",
      ct.name AS "name",
      ct.email AS "email",
      ct.phone AS "phone",
      ct.region AS "region",
      ct.is_active AS "isActive",
      ct.preferred_visit_days AS "preferredVisitDays",
      ct.per_visit_rate::text AS "perVisitRate",
      ct.preferred_payment_method AS "preferredPaymentMethod",
      ct.bank_details AS "bankDetails",
      ct.payment_status AS "paymentStatus",
      ARRAY(
        SELECT to_char(day, 'YYYY-MM-DD') FROM unnest(ct.holiday_dates) AS day ORDER BY day
      ) AS "holidayDates",
      ${iso(sql.fragment`ct.created_at`)} AS "createdAt",
      ${iso(sql.fragment`ct.updated_at`)} AS "updatedAt"
    FROM caretakers ct
    ORDER BY ct.name COLLATE "sr-Latn-x-icu", ct.id`)),
];
