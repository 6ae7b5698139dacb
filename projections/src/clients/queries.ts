import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { ledgerNextPaymentDue, ledgerPlanStatus } from '../shared/plan-status';
import { reminderDaysBeforeLimits } from '@memorial-care/contracts/domain';
import {
  clientBillingSchema,
  clientInvoiceSchema,
  clientSchema,
  type ClientBilling,
  recentRegistrationSchema,
  type Client,
  type RecentRegistration,
} from '@memorial-care/contracts/http';
import { iso } from '../shared/iso-instant';

/**
 * Each client's payments in the ledger (the billing read model) as `ledger`: their sum and
 * latest day, both null when there are none (the record's stored total_paid and
 * last_payment_date, set by hand before the ledger existed, stand then).
 *
 * For every client at once, the payments grouped by client and hash-joined: one pass over
 * them (a lookup per client reads one heap page per payment); a filter on `c.id` reaches the
 * grouped subquery through the join, so one client's sums read only theirs.
 */
const everyLedgerJoin = sql.fragment`
  LEFT JOIN (
    SELECT p.client_id,
      sum(p.amount) - coalesce(min(back.refunded), 0) AS total_paid,
      max(p.paid_on) AS last_paid_on
    FROM payments p
    -- Refunds paid back (billing migration 005): what the family paid is net of them.
    LEFT JOIN (
      SELECT f.client_id, sum(f.amount) AS refunded FROM refunds f GROUP BY f.client_id
    ) AS back ON back.client_id = p.client_id
    GROUP BY p.client_id
  ) AS ledger ON ledger.client_id = c.id`;

/** The same for a few clients: their payments looked up one client at a time. */
const fewLedgerJoin = sql.fragment`
  LEFT JOIN LATERAL (
    SELECT sum(p.amount)
        - (SELECT coalesce(sum(f.amount), 0) FROM refunds f WHERE f.client_id = c.id)
        AS total_paid,
      max(p.paid_on) AS last_paid_on
    FROM payments p WHERE p.client_id = c.id
  ) AS ledger ON TRUE`;

/** The columns of a client as the API answers it: `c` is a clients row, `ledger` its payments. */
const clientColumns = (
  emailVerified: FragmentSqlToken = sql.fragment`c.email_verified`,
) => sql.fragment`
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
      ${ledgerPlanStatus(sql.identifier(['c']))} AS "planStatus",
      to_char(coalesce(ledger.last_paid_on, c.last_payment_date), 'YYYY-MM-DD')
        AS "lastPaymentDate",
      to_char(${ledgerNextPaymentDue(sql.identifier(['c']))}, 'YYYY-MM-DD') AS "nextPaymentDue",
      coalesce(ledger.total_paid, c.total_paid)::text AS "totalPaid",
      ${emailVerified} AS "emailVerified",
      coalesce(c.reminder_days_before, ${reminderDaysBeforeLimits.default}::int)
        AS "reminderDaysBefore",
      c.alternative_emails AS "alternativeEmails",
      ${iso(sql.fragment`c.created_at`)} AS "createdAt",
      ${iso(sql.fragment`c.updated_at`)} AS "updatedAt"`;

const selectClients = (where: FragmentSqlToken, orderBy: FragmentSqlToken) => sql.type(
  clientSchema,
)`
    SELECT ${clientColumns()}
    FROM clients c
    ${everyLedgerJoin}
    WHERE ${where}
    ORDER BY ${orderBy}`;

/** Every client, by name (Serbian Latin order), for the admin's lists and pickers. */
export const listClients = async (db: CommonQueryMethods): Promise<Client[]> => [
  ...(await db.any(
    selectClients(sql.fragment`TRUE`, sql.fragment`c.name COLLATE "sr-Latn-x-icu", c.id`),
  )),
];

/** One client, or null (also for an id that is not a UUID). */
export const getClient = async (db: CommonQueryMethods, id: string): Promise<Client | null> =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? db.maybeOne(selectClients(sql.fragment`c.id = ${id}::uuid`, sql.fragment`c.id`))
    : null;

/**
 * Clients who registered themselves since `since`, newest first (the Registrations screen),
 * each with their latest invite and that invite's latest mail delivery. Email verified also
 * counts an accepted invite (activating the link verifies the address).
 */
export const listRecentRegistrations = async (
  db: CommonQueryMethods,
  since: Date,
): Promise<RecentRegistration[]> => [
  ...(await db.any(sql.type(recentRegistrationSchema)`
    SELECT ${clientColumns(sql.fragment`c.email_verified OR EXISTS (
        SELECT 1 FROM invites a WHERE a.account_id = c.id AND a.accepted_at IS NOT NULL)`)},
      -- Before ClientApproved existed, issuing the first invite was the approval.
      ${iso(sql.fragment`COALESCE(c.approved_at, (
        SELECT min(f.issued_at) FROM invites f WHERE f.account_id = c.id))`)} AS "approvedAt",
      CASE WHEN i.invite_id IS NULL THEN NULL ELSE jsonb_build_object(
        'inviteId', i.invite_id::text,
        'expiresAt', ${iso(sql.fragment`i.expires_at`)},
        'acceptedAt', ${iso(sql.fragment`i.accepted_at`)},
        'mail', CASE WHEN m.job_id IS NULL THEN NULL ELSE jsonb_build_object(
          'status', m.status,
          'attempts', m.attempts,
          'lastError', m.last_error,
          'sentAt', ${iso(sql.fragment`m.sent_at`)}) END)
      END AS "latestInvite"
    FROM clients c
    ${fewLedgerJoin}
    LEFT JOIN LATERAL (
      SELECT * FROM invites i WHERE i.account_id = c.id
      ORDER BY i.issued_at DESC, i.invite_id DESC LIMIT 1
    ) AS i ON TRUE
    LEFT JOIN LATERAL (
      SELECT * FROM mail_deliveries m WHERE m.kind = 'invite' AND m.ref_id = i.invite_id::text
      ORDER BY m.created_at DESC LIMIT 1
    ) AS m ON TRUE
    WHERE c.source = 'self-registration' AND c.created_at >= ${since.toISOString()}::timestamptz
    ORDER BY c.created_at DESC, c.id`)),
];

const clientIdsByEmailSchema = z.object({ address: z.string(), clientIds: z.array(z.string()) });

/**
 * Which clients each address belongs to, matched case-insensitively against the main email and
 * the alternative addresses (for the mailbox: whose conversation a message is part of). Keys are
 * the lowercased, trimmed addresses that matched; an address matching no one is left out. An
 * address may match several clients (alternatives are not unique); ids come sorted.
 */
export const findClientIdsByEmails = async (
  db: CommonQueryMethods,
  emails: readonly string[],
): Promise<Map<string, string[]>> => {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))].filter(
    (address) => address.length > 0,
  );
  if (addresses.length === 0) return new Map();
  // Two lookups, each on its index: md5(lower(email)) (the unique index) and the GIN on the
  // alternatives (stored lowercased by the projection).
  const rows = await db.any(sql.type(clientIdsByEmailSchema)`
    WITH wanted AS (SELECT unnest(${sql.array(addresses, 'text')}) AS address),
    matches AS (
      SELECT w.address, c.id FROM wanted w
      JOIN clients c ON md5(lower(c.email)) = md5(w.address)
      UNION
      SELECT w.address, c.id FROM wanted w
      JOIN clients c ON c.alternative_emails @> ARRAY[w.address]
    )
    SELECT address, array_agg(id::text ORDER BY id::text) AS "clientIds"
    FROM matches GROUP BY address`);
  return new Map(rows.map((row) => [row.address, [...row.clientIds]]));
};

/** Requests that will still happen: a client with any of them is not deleted. */
const openRequestStatuses = ['pending', 'scheduled', 'in_progress'];

/** How many of the client's service requests are still open (pending, scheduled, in progress). */
export const countOpenRequestsOfClient = (db: CommonQueryMethods, clientId: string) =>
  db.oneFirst(
    sql.type(z.object({ count: z.number() }))`
      SELECT count(*)::int AS "count" FROM service_requests
      WHERE client_id = ${clientId}::uuid
        AND status = ANY(${sql.array(openRequestStatuses, 'text')})`,
  );

const billingTotalsSchema = clientBillingSchema.omit({ invoices: true });

/**
 * The Billing tab's ledger, from the read models: the recorded total (the client's payments in
 * the ledger, or the stored total while there are none) plus the requests marked paid; the open
 * balance of completed requests not paid; the recorded last payment date (the latest payment's,
 * or the stored one) or the newest paid completion; the completed requests, newest first, as
 * invoices. Null when the client does not exist.
 */
export const getClientBilling = async (
  db: CommonQueryMethods,
  clientId: string,
): Promise<ClientBilling | null> => {
  const totals = await db.maybeOne(sql.type(billingTotalsSchema)`
    SELECT
      c.id::text AS "clientId",
      (coalesce(ledger.total_paid, c.total_paid)
        + coalesce(sum(sr.amount) FILTER (WHERE sr.payment_status = 'paid'), 0))
        ::numeric(12, 2)::text AS "totalPaid",
      coalesce(sum(sr.amount) FILTER (
        WHERE sr.status = 'completed' AND sr.payment_status <> 'paid'), 0)
        ::numeric(12, 2)::text AS "openBalance",
      to_char(coalesce(ledger.last_paid_on, c.last_payment_date,
        (max(sr.completed_date) FILTER (WHERE sr.payment_status = 'paid') AT TIME ZONE 'UTC')
          ::date), 'YYYY-MM-DD') AS "lastPaymentDate",
      to_char(c.next_payment_due, 'YYYY-MM-DD') AS "nextPaymentDue",
      NULL::text AS "paymentMethod"
    FROM clients c
    ${fewLedgerJoin}
    LEFT JOIN service_requests sr ON sr.client_id = c.id
    WHERE c.id = ${clientId}::uuid
    GROUP BY c.id, ledger.total_paid, ledger.last_paid_on`);
  if (!totals) return null;
  const invoices = await db.any(sql.type(clientInvoiceSchema)`
    SELECT
      sr.id::text AS "requestId",
      sr.service_type AS "serviceType",
      ${iso(sql.fragment`sr.completed_date`)} AS "completedDate",
      sr.amount::text AS "amount",
      sr.payment_status AS "paymentStatus",
      g.deceased_name AS "deceasedName",
      ce.name AS "cemeteryName"
    FROM service_requests sr
    LEFT JOIN graves g ON g.id = sr.grave_id
    LEFT JOIN cemeteries ce ON ce.id = coalesce(sr.cemetery_id, g.cemetery_id)
    WHERE sr.client_id = ${clientId}::uuid AND sr.status = 'completed'
    ORDER BY sr.completed_date DESC NULLS LAST, sr.created_at DESC, sr.id`);
  return { ...totals, invoices: [...invoices] };
};
