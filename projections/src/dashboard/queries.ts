import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { limits } from '@memorial-care/contracts/domain';
import {
  dashboardStatsSchema,
  monthlyReportSchema,
  type DashboardStats,
  type MonthlyReport,
} from '@memorial-care/contracts/http';
import { monthOf, monthStart } from './months';

// The admin dashboard's cards and the monthly report, read from the service requests, caretakers
// and payments ledger read models. Month windows are Serbia's: a day's bounds are taken in
// Europe/Belgrade. What each figure means is written down in contracts/src/http/dashboard.ts.

/** The instant a Serbian calendar day (`YYYY-MM-DD`) starts. */
const belgradeMidnight = (day: string) =>
  sql.fragment`(${day}::timestamp AT TIME ZONE 'Europe/Belgrade')`;

const statsRow = z.object({
  active: z.number(),
  pending: z.number(),
  createdThisMonth: z.number(),
  createdLastMonth: z.number(),
  pendingThisMonth: z.number(),
  pendingLastMonth: z.number(),
  revenueThisMonth: z.string(),
  revenueLastMonth: z.string(),
  activeCaretakers: z.number(),
  activeCaretakersBefore: z.number(),
});

/**
 * Every card in one query: one pass over the requests, the ledger's movements of two months
 * (payments in, refunds out, by the day the money moved) and the caretakers. `today` is the
 * business day in Serbia.
 */
export const dashboardStats = async (
  db: CommonQueryMethods,
  today: string,
): Promise<DashboardStats> => {
  const lastStart = monthStart(today, -1);
  const thisStart = monthStart(today, 0);
  const nextStart = monthStart(today, 1);
  const inThisMonth = sql.fragment`sr.created_at >= ${belgradeMidnight(thisStart)} AND sr.created_at < ${belgradeMidnight(nextStart)}`;
  const inLastMonth = sql.fragment`sr.created_at >= ${belgradeMidnight(lastStart)} AND sr.created_at < ${belgradeMidnight(thisStart)}`;
  const row = await db.one(sql.type(statsRow)`
    WITH requests AS (
      SELECT
        count(*) FILTER (WHERE sr.status IN ('pending', 'in_progress'))::int AS active,
        count(*) FILTER (WHERE sr.status = 'pending')::int AS pending,
        count(*) FILTER (WHERE ${inThisMonth})::int AS created_this,
        count(*) FILTER (WHERE ${inLastMonth})::int AS created_last,
        count(*) FILTER (WHERE sr.status = 'pending' AND ${inThisMonth})::int AS pending_this,
        count(*) FILTER (WHERE sr.status = 'pending' AND ${inLastMonth})::int AS pending_last
      FROM service_requests sr
    ), money AS (
      SELECT
        coalesce(sum(m.amount) FILTER (WHERE m.day >= ${thisStart}::date), 0) AS this_month,
        coalesce(sum(m.amount) FILTER (WHERE m.day < ${thisStart}::date), 0) AS last_month
      FROM (
        SELECT p.paid_on AS day, p.amount FROM payments p
        WHERE p.paid_on >= ${lastStart}::date AND p.paid_on < ${nextStart}::date
        UNION ALL
        SELECT r.refunded_on, -r.amount FROM refunds r
        WHERE r.refunded_on >= ${lastStart}::date AND r.refunded_on < ${nextStart}::date
      ) AS m
    ), team AS (
      SELECT
        count(*) FILTER (WHERE ct.is_active)::int AS active,
        count(*) FILTER (WHERE ct.is_active AND ct.created_at < ${belgradeMidnight(thisStart)})::int AS before
      FROM caretakers ct
    )
    SELECT r.active AS "active", r.pending AS "pending",
      r.created_this AS "createdThisMonth", r.created_last AS "createdLastMonth",
      r.pending_this AS "pendingThisMonth", r.pending_last AS "pendingLastMonth",
      m.this_month::numeric(1000, 2)::text AS "revenueThisMonth",
      m.last_month::numeric(1000, 2)::text AS "revenueLastMonth",
      t.active AS "activeCaretakers", t.before AS "activeCaretakersBefore"
    FROM requests r, money m, team t`);
  return dashboardStatsSchema.parse({
    month: monthOf(thisStart),
    previousMonth: monthOf(lastStart),
    activeRequests: {
      value: row.active,
      thisMonth: row.createdThisMonth,
      lastMonth: row.createdLastMonth,
    },
    pendingRequests: {
      value: row.pending,
      thisMonth: row.pendingThisMonth,
      lastMonth: row.pendingLastMonth,
    },
    revenue: {
      value: row.revenueThisMonth,
      thisMonth: row.revenueThisMonth,
      lastMonth: row.revenueLastMonth,
    },
    activeCaretakers: {
      value: row.activeCaretakers,
      thisMonth: row.activeCaretakers,
      lastMonth: row.activeCaretakersBefore,
    },
  });
};

const reportRow = z.object({ report: monthlyReportSchema.omit({ month: true }) });

/**
 * The figures of one month (`yyyy-MM`): the requests whose visit is scheduled in it (by status,
 * by service; completion hours from the scheduled visit to the completion; per caretaker the
 * completed visits and 70% of their amounts) and the money received in it net of refunds.
 */
export const monthlyReport = async (
  db: CommonQueryMethods,
  month: string,
): Promise<MonthlyReport> => {
  const start = monthStart(month, 0);
  const end = monthStart(month, 1);
  const share = String(limits.caretakerEarningsShare);
  const { report } = await db.one(sql.type(reportRow)`
    WITH visits AS (
      SELECT sr.status, sr.service_type, sr.amount, sr.caretaker_id,
        extract(epoch FROM sr.completed_date - sr.scheduled_date) / 3600 AS hours
      FROM service_requests sr
      WHERE sr.scheduled_date >= ${belgradeMidnight(start)}
        AND sr.scheduled_date < ${belgradeMidnight(end)}
    ), done AS (
      SELECT * FROM visits v WHERE v.status = 'completed'
    ), money AS (
      SELECT coalesce(sum(m.amount), 0)::numeric(1000, 2)::text AS received,
        count(*) FILTER (WHERE m.amount > 0 AND m.payment)::int AS payments
      FROM (
        SELECT p.amount, true AS payment FROM payments p
        WHERE p.paid_on >= ${start}::date AND p.paid_on < ${end}::date
        UNION ALL
        SELECT -r.amount, false FROM refunds r
        WHERE r.refunded_on >= ${start}::date AND r.refunded_on < ${end}::date
      ) AS m
    )
    SELECT json_build_object(
      'byStatus', (SELECT coalesce(json_agg(json_build_object('status', s.status, 'requests', s.n)
          ORDER BY s.status), '[]') FROM (SELECT status, count(*)::int AS n FROM visits GROUP BY status) s),
      'byService', (SELECT coalesce(json_agg(json_build_object('serviceType', s.service_type,
          'requests', s.n, 'amount', s.amount) ORDER BY s.service_type), '[]')
        FROM (SELECT service_type, count(*)::int AS n, sum(amount)::numeric(1000, 2)::text AS amount
          FROM visits GROUP BY service_type) s),
      'revenue', (SELECT received FROM money),
      'payments', (SELECT payments FROM money),
      'completed', (SELECT count(*)::int FROM done),
      'averageCompletionHours', (SELECT round(avg(hours)::numeric, 1)::float8 FROM done),
      'medianCompletionHours', (SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY hours))::numeric, 1)::float8 FROM done),
      'caretakers', (SELECT coalesce(json_agg(json_build_object('caretakerId', c.caretaker_id,
          'name', coalesce(ct.name, ''), 'visitsCompleted', c.n, 'earnings', c.earnings)
          ORDER BY ct.name, c.caretaker_id), '[]')
        FROM (SELECT caretaker_id, count(*)::int AS n,
            sum(round(amount * ${share}::numeric, 2))::numeric(1000, 2)::text AS earnings
          FROM done WHERE caretaker_id IS NOT NULL GROUP BY caretaker_id) c
        LEFT JOIN caretakers ct ON ct.id = c.caretaker_id)
    ) AS "report"`);
  return { month, ...report };
};
