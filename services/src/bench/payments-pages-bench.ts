import { sql, type DatabasePool } from 'slonik';
import { pageLimits, serviceDay } from '@memorial-care/contracts/domain';
import { percentile, signInBenchUser, withBenchApi } from './bench-api';

export interface PaymentsPagesResult {
  readonly invoices: number;
  readonly payments: number;
  readonly samples: number;
  /**
   * Every request of both pages but the business's totals (`adminSummaryP95Ms`, which sums the
   * whole ledger): what DESIGN's list-page budget is about.
   */
  readonly p95Ms: number;
  /** The client's Payments page: their summary, open invoices and payment history. */
  readonly clientPageP95Ms: number;
  /** The admin's Invoices tab (filters, sorts, a deep page) and Payments tab. */
  readonly adminListP95Ms: number;
  /** The admin's tiles: the business's totals over every invoice and payment (it scans). */
  readonly adminSummaryP95Ms: number;
  /** p95 per request (`client: <url>` or `admin: <url>`), to see which one breaks the budget. */
  readonly byQuery: Readonly<Record<string, number>>;
}

const firstNames = (
  'Jelena Milica Marko Nikola Ana Stefan Jovana Dragan Ivana Miloš Snežana Zoran Marija ' +
  'Nenad Tijana Goran Dragana Vladimir Biljana Aleksandar'
).split(' ');
const lastNames = (
  'Jovanović Petrović Nikolić Marković Đorđević Stojanović Ilić Stanković Pavlović ' +
  'Milošević Todorović Đukić Kostić Popović Živković Mitrović Ristić Savić Lazić Obradović ' +
  'Kovačević Radović Tomić Pešić Simić Lukić Vasić Filipović Marinković Babić Mladenović ' +
  'Stevanović Gajić Bogdanović Janković Vuković Mihajlović Milenković Krstić Zdravković ' +
  'Aćimović Ranković Nedeljković Dimitrijević Cvetković Antić Perić Stojković Veselinović ' +
  'Knežević'
).split(' ');

/** One name in `firstNames.length` × `lastNames.length` (1,000): each is borne by ~20 clients. */
const nameOf = (n: number) =>
  `${firstNames[n % firstNames.length]} ${lastNames[Math.floor(n / firstNames.length) % lastNames.length]}`;

const textArray = (values: readonly string[]) => sql.array(values, 'text');

// The read-model rows are bulk-inserted (like the service-requests page bench): what is
// measured is the pages' queries over 100,000 invoices, not the ~300,000 events that would
// produce them. The rows are what the billing projection would have written: `paid` and
// `last_payment_on` are summed from the payments rows, `version` counts the invoice stream's
// events, numbers are gapless per year in order of issue, references are their RF references.
//
// The shape: 60 % of the invoices are monthly plan invoices of 1 client in 8 (24 months each,
// the history the client page is measured on), the rest manual invoices spread over the other
// clients; issued over the last two years, due 14 or 30 days later. 2 % are voided; of the
// others, most are paid (6 % of them in two instalments), some open: nearly all of those not
// yet due, more of the recent ones than of the old ones (overdue); 12 % of the open ones had
// a partial payment. About 0.8 payments per invoice.
const seedStatements = ({
  today,
  clients,
  planClients,
  manualInvoices,
}: {
  readonly today: string;
  readonly clients: number;
  readonly planClients: number;
  readonly manualInvoices: number;
}) => {
  const day = sql.literalValue(today);
  const int = (value: number) => sql.literalValue(String(value));
  return [
    sql.unsafe`SELECT setseed(0.2024)`,
    sql.unsafe`INSERT INTO clients (id, name, email, preferred_language, plan_status, version,
        created_at, updated_at)
      SELECT md5('bench-client-' || n)::uuid,
        (${textArray(firstNames)})[1 + n % ${int(firstNames.length)}] || ' ' ||
          (${textArray(lastNames)})[1 + (n / ${int(firstNames.length)}) % ${int(lastNames.length)}],
        'client' || n || '@example.com',
        CASE WHEN n % 4 = 0 THEN 'English' ELSE 'Serbian' END,
        CASE WHEN n <= ${int(planClients)} THEN 'active' ELSE 'inactive' END,
        0, now() - interval '800 days', now()
      FROM generate_series(1, ${int(clients)}) n`,
    sql.unsafe`CREATE TEMP TABLE bench_invoices ON COMMIT DROP AS
      WITH drafts AS (
        SELECT n AS client_no, 'plan' AS kind, n % 3 AS tier, 0 AS candles,
          ${day}::date - (k * 30 + n % 30) AS issued_on, 14 AS terms
        FROM generate_series(1, ${int(planClients)}) n CROSS JOIN generate_series(0, 23) k
        UNION ALL
        SELECT ${int(planClients + 1)} + (j * 7919) % ${int(clients - planClients)}, 'manual',
          j % 12, j % 5, ${day}::date - floor(random() * 730)::int,
          CASE WHEN j % 3 = 0 THEN 30 ELSE 14 END
        FROM generate_series(1, ${int(manualInvoices)}) j
      ), lined AS (
        SELECT d.*, gen_random_uuid() AS id, md5('bench-client-' || d.client_no)::uuid AS client_id,
          d.issued_on + d.terms AS due_date,
          random() AS r, random() AS r2, random() AS r3,
          CASE WHEN d.kind = 'plan'
            THEN 'Care plan ' || (ARRAY['Basic', 'Standard', 'Premium'])[1 + d.tier] || ', ' ||
              to_char(d.issued_on, 'MM/YYYY')
            ELSE (ARRAY['Grave cleaning', 'Flowers and wreath', 'Headstone polishing',
              'Candle lighting'])[1 + d.tier % 4] END AS description,
          (CASE WHEN d.kind = 'plan' THEN (ARRAY[29, 49, 89])[1 + d.tier]
            ELSE 30 + d.tier * 10 END)::numeric(12, 2) AS price,
          d.kind = 'manual' AND d.client_no % 10 = 0 AS abroad
        FROM drafts d
      ), priced AS (
        SELECT l.*, (l.price + l.candles * 4.99)::numeric(12, 2) AS subtotal,
          CASE WHEN l.abroad THEN '0' ELSE '20' END AS vat_rate,
          CASE WHEN l.r < 0.02 THEN 'void'
            WHEN l.due_date >= ${day}::date THEN CASE WHEN l.r < 0.72 THEN 'open' ELSE 'paid' END
            WHEN ${day}::date - l.issued_on < 120 THEN
              CASE WHEN l.r < 0.38 THEN 'open' ELSE 'paid' END
            ELSE CASE WHEN l.r < 0.21 THEN 'open' ELSE 'paid' END END AS fate
        FROM lined l
      )
      SELECT p.id, p.client_id, p.kind, p.issued_on, p.due_date, p.terms, p.fate, p.r3,
        extract(year FROM p.issued_on)::int AS year,
        row_number() OVER (PARTITION BY extract(year FROM p.issued_on)
          ORDER BY p.issued_on, p.id)::int AS sequence,
        jsonb_build_array(jsonb_build_object('description', p.description, 'quantity', 1,
            'unitPrice', p.price::text, 'amount', p.price::text))
          || CASE WHEN p.candles > 0 THEN jsonb_build_array(jsonb_build_object(
            'description', 'Candles', 'quantity', p.candles, 'unitPrice', '4.99',
            'amount', (p.candles * 4.99)::numeric(12, 2)::text)) ELSE '[]'::jsonb END AS lines,
        p.subtotal, p.vat_rate,
        round(p.subtotal * p.vat_rate::numeric / 100, 2)::numeric(12, 2) AS vat_amount,
        (p.subtotal + round(p.subtotal * p.vat_rate::numeric / 100, 2))::numeric(12, 2) AS total,
        CASE WHEN p.abroad THEN 'Not subject to VAT: service supplied to a client abroad' END
          AS vat_note,
        CASE WHEN p.fate = 'paid' AND p.r2 < 0.04 THEN 2
          WHEN p.fate = 'paid' OR (p.fate = 'open' AND p.r2 < 0.1) THEN 1
          ELSE 0 END AS payments,
        (p.issued_on + time '08:00') AT TIME ZONE 'Europe/Belgrade'
          + floor(p.r2 * 600) * interval '1 minute' AS created_at
      FROM priced p`,
    sql.unsafe`INSERT INTO invoices (id, number, year, sequence, client_id, kind, lines,
        subtotal, vat_rate, vat_amount, total, vat_note, currency, issued_on, due_date, reference,
        voided_at, void_reason, version, created_at, updated_at)
      SELECT b.id, number, b.year, b.sequence, b.client_id, b.kind, b.lines, b.subtotal,
        b.vat_rate, b.vat_amount, b.total, b.vat_note, 'EUR', b.issued_on, b.due_date,
        -- ISO 11649: RF, then 98 − (digits ‖ "RF00" as R=27 F=15) mod 97, then the digits.
        'RF' || lpad((98 - (digits || '271500')::numeric % 97)::text, 2, '0') || digits,
        voided_at, CASE WHEN b.fate = 'void' THEN 'Issued in error' END,
        b.payments + (b.fate = 'void')::int - 1, b.created_at,
        coalesce(voided_at, b.created_at)
      FROM bench_invoices b
      CROSS JOIN LATERAL (SELECT b.year || '-' || lpad(b.sequence::text, 6, '0') AS number) n
      CROSS JOIN LATERAL (SELECT replace(n.number, '-', '') AS digits) d
      CROSS JOIN LATERAL (SELECT CASE WHEN b.fate = 'void'
        THEN least(now(), b.created_at + interval '2 days') END AS voided_at) v`,
    // A paid invoice's payments add up to its total (the second instalment 15 days after the
    // first); a partial one pays 40 %. Most come by bank transfer, each with the bank's reference.
    sql.unsafe`INSERT INTO payments (id, invoice_id, client_id, amount, method, paid_on,
        bank_reference, recorded_at)
      SELECT gen_random_uuid(), b.id, b.client_id,
        CASE WHEN b.fate = 'open' THEN round(b.total * 0.4, 2)
          WHEN b.payments = 1 THEN b.total
          WHEN t.k = 1 THEN round(b.total / 2, 2)
          ELSE b.total - round(b.total / 2, 2) END,
        t.method, t.paid_on,
        CASE t.method WHEN 'bank_transfer' THEN 'NBS' || upper(substr(md5(random()::text), 1, 16))
          WHEN 'card' THEN 'CARD' || upper(substr(md5(random()::text), 1, 12))
          WHEN 'paypal' THEN 'PAYID' || upper(substr(md5(random()::text), 1, 17)) END,
        least(now(), (t.paid_on + time '09:00') AT TIME ZONE 'Europe/Belgrade'
          + floor(random() * 480) * interval '1 minute')
      FROM bench_invoices b
      CROSS JOIN LATERAL (
        SELECT k, random() AS x FROM generate_series(1, b.payments) k
      ) s
      CROSS JOIN LATERAL (
        SELECT s.k,
          least(${day}::date, b.issued_on + floor(b.r3 * (b.terms + 10))::int + (s.k - 1) * 15)
            AS paid_on,
          (ARRAY['bank_transfer', 'card', 'paypal', 'cash'])[
            CASE WHEN s.x < 0.70 THEN 1 WHEN s.x < 0.85 THEN 2 WHEN s.x < 0.95 THEN 3 ELSE 4 END]
            AS method
      ) t`,
    // What the projection keeps from the payments rows.
    sql.unsafe`UPDATE invoices i
      SET paid = s.paid, last_payment_on = s.last_paid_on,
        updated_at = greatest(i.updated_at, s.recorded_at)
      FROM (SELECT invoice_id, sum(amount) AS paid, max(paid_on) AS last_paid_on,
          max(recorded_at) AS recorded_at
        FROM payments GROUP BY invoice_id) s
      WHERE i.id = s.invoice_id`,
  ];
};

const p95 = (values: readonly number[]) =>
  Number(
    percentile(
      [...values].sort((a, b) => a - b),
      95,
    ).toFixed(1),
  );

const count = async (pool: DatabasePool, table: 'invoices' | 'payments') =>
  Number(await pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM ${sql.identifier([table])}`));

/** A client with the history the client page is measured on: 24 monthly invoices, 20 payments. */
const typicalClient = async (pool: DatabasePool) => {
  const id = await pool.maybeOneFirst(sql.unsafe`
    SELECT i.client_id::text FROM invoices i
    WHERE i.kind = 'plan'
    GROUP BY i.client_id
    HAVING count(*) = 24
      AND count(*) FILTER (WHERE i.voided_at IS NULL AND i.paid < i.total) BETWEEN 1 AND 4
      AND (SELECT count(*) FROM payments p WHERE p.client_id = i.client_id) = 20
    ORDER BY i.client_id LIMIT 1`);
  if (typeof id !== 'string') throw new Error('No seeded client with 24 invoices and 20 payments');
  return id;
};

/**
 * Seeds the ledger's read model (and its clients) with `invoices` invoices as of `today`, then
 * vacuums; answers how many invoices and payments it holds and the typical client's id.
 */
export const seedLedger = async (pool: DatabasePool, invoices: number, today: string) => {
  const planClients = Math.round((invoices * 0.6) / 24);
  const statements = seedStatements({
    today,
    clients: Math.round(invoices / 5),
    planClients,
    manualInvoices: invoices - planClients * 24,
  });
  await pool.transaction(async (tx) => {
    for (const statement of statements) await tx.query(statement);
    // The overview's totals, as the projection keeps them (billing migration 004).
    await tx.query(sql.unsafe`
      INSERT INTO client_ledgers (client_id, total_paid, credit)
      SELECT c.id,
        (SELECT coalesce(sum(p.amount), 0) FROM payments p WHERE p.client_id = c.id),
        (SELECT coalesce(sum(i.paid - i.total), 0) FROM invoices i
         WHERE i.client_id = c.id AND i.voided_at IS NULL AND i.paid > i.total)
      FROM (SELECT DISTINCT client_id AS id FROM invoices) AS c`);
    await tx.query(sql.unsafe`
      INSERT INTO open_balances (due_date, owed, invoices)
      SELECT due_date, sum(total - paid), count(*)::int FROM invoices
      WHERE voided_at IS NULL AND paid < total
      GROUP BY due_date`);
  });
  // A running store is vacuumed by autovacuum: counts can use index-only scans.
  await pool.query(sql.unsafe`VACUUM ANALYZE`);
  return {
    invoices: await count(pool, 'invoices'),
    payments: await count(pool, 'payments'),
    clientId: await typicalClient(pool),
  };
};

type Viewer = 'client' | 'admin';

interface Screen {
  readonly viewer: Viewer;
  readonly url: string;
  /** Reported on its own (the admin's tiles): not a list. */
  readonly businessTotals?: boolean;
}

const query = (params: Readonly<Record<string, string | number>>) =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();

/**
 * The requests as the frontend sends them (features/billing): the client's Payments page
 * (summary cards, Action Required = their open invoices, the largest page latest due first,
 * and the first page of 10 of their history); the admin's Payments page (the tiles: the
 * summary over every client; the Invoices tab's default list, a search by number prefix and by
 * name, each status and "overdue only", each sort, a deep page; the Payments tab's first page;
 * the Overview's revenue by month, aging cards and one aging bucket's list).
 */
const screens = (today: string): Screen[] => {
  const list = { page: 1, pageSize: pageLimits.defaultPageSize, sort: '-issuedOn' };
  const invoices = (params: Readonly<Record<string, string | number>>) =>
    `/api/invoices?${query({ ...list, ...params })}`;
  // Last year is a whole year of numbers: `2025-0123` is the prefix of 100 of them.
  const lastYear = Number(today.slice(0, 4)) - 1;
  return [
    { viewer: 'client', url: '/api/payments/summary' },
    {
      viewer: 'client',
      url: `/api/invoices?${query({ status: 'open', sort: '-dueDate', page: 1, pageSize: pageLimits.maxPageSize })}`,
    },
    // The client page's paymentHistoryPageSize.
    { viewer: 'client', url: `/api/payments?${query({ page: 1, pageSize: 10 })}` },
    { viewer: 'admin', url: '/api/payments/summary', businessTotals: true },
    { viewer: 'admin', url: invoices({}) },
    { viewer: 'admin', url: invoices({ search: `${lastYear}-0123` }) },
    { viewer: 'admin', url: invoices({ search: nameOf(1234) }) },
    { viewer: 'admin', url: invoices({ search: 'petrović' }) },
    { viewer: 'admin', url: invoices({ status: 'open' }) },
    { viewer: 'admin', url: invoices({ status: 'paid' }) },
    { viewer: 'admin', url: invoices({ status: 'void' }) },
    { viewer: 'admin', url: invoices({ overdue: 'true' }) },
    { viewer: 'admin', url: invoices({ sort: 'dueDate' }) },
    { viewer: 'admin', url: invoices({ sort: '-total' }) },
    { viewer: 'admin', url: invoices({ page: 50 }) },
    {
      viewer: 'admin',
      url: `/api/payments?${query({ page: 1, pageSize: pageLimits.defaultPageSize })}`,
    },
    // The Overview tab: revenue by month (a year of payments summed) and the aging cards.
    { viewer: 'admin', url: '/api/payments/revenue?months=12' },
    { viewer: 'admin', url: '/api/invoices/aging' },
    // The aging cards' click-through.
    { viewer: 'admin', url: invoices({ aging: '31-60', sort: 'dueDate' }) },
  ];
};

/**
 * DESIGN's budget "p95 < 50 ms at 100,000 invoices for every list page", measured as a user
 * gets it: the real API (Koa app, session, validation, the queries with their totals, JSON) over
 * HTTP on a scratch database holding 100,000 invoices of ~20,000 clients and ~80,000 payments in
 * the read model; one request at a time over what the client's Payments page (signed in as a
 * family with a two-year plan history) and the admin's Payments page (filters, sorts, a deep
 * page) ask. The business's totals (the admin's tiles) sum every row: reported on their own.
 */
export const measurePaymentsPagesP95 = ({
  databaseUrl,
  invoices = 100_000,
  samplesPerQuery = 60,
}: {
  readonly databaseUrl: string;
  readonly invoices?: number;
  readonly samplesPerQuery?: number;
}): Promise<PaymentsPagesResult> =>
  withBenchApi(
    {
      databaseUrl,
      name: 'payments',
      prepare: async ({ pool }) => {
        const today = serviceDay(new Date()).date;
        return { ...(await seedLedger(pool, invoices, today)), urls: screens(today) };
      },
    },
    async ({ api, cookie, scratchUrl }, seeded) => {
      const cookies: Record<Viewer, string> = {
        admin: cookie,
        client: await signInBenchUser(api, scratchUrl, { clientId: seeded.clientId }),
      };
      const get = async ({ viewer, url }: Screen) => {
        const response = await fetch(new URL(url, api.listeningUrl), {
          headers: { cookie: cookies[viewer] },
        });
        const body = await response.text();
        if (response.status !== 200)
          throw new Error(`${viewer} ${url}: ${response.status} ${body}`);
      };
      const { urls } = seeded;
      // Warm the plans, the caches and the connections, as a running API would be.
      for (let round = 0; round < 3; round++) for (const screen of urls) await get(screen);
      const perQuery = urls.map(() => [] as number[]);
      for (let sample = 0; sample < samplesPerQuery; sample++)
        for (const [i, screen] of urls.entries()) {
          const started = performance.now();
          await get(screen);
          perQuery[i]?.push(performance.now() - started);
        }
      const samplesOf = (keep: (screen: Screen) => boolean) =>
        urls.flatMap((screen, i) => (keep(screen) ? (perQuery[i] ?? []) : []));
      return {
        invoices: seeded.invoices,
        payments: seeded.payments,
        samples: samplesPerQuery * urls.length,
        p95Ms: p95(samplesOf((s) => !s.businessTotals)),
        clientPageP95Ms: p95(samplesOf((s) => s.viewer === 'client')),
        adminListP95Ms: p95(samplesOf((s) => s.viewer === 'admin' && !s.businessTotals)),
        adminSummaryP95Ms: p95(samplesOf((s) => s.viewer === 'admin' && s.businessTotals === true)),
        byQuery: Object.fromEntries(
          urls.map(({ viewer, url }, i) => [`${viewer}: ${url}`, p95(perQuery[i] ?? [])]),
        ),
      };
    },
  );
