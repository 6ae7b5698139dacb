import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'slonik';
import {
  listServiceRequests,
  type ServiceRequestFilter,
} from '@memorial-care/projections/service-requests';
import type { ServiceRequestSort } from '@memorial-care/contracts/http';
import { allMigrationSources } from '../db/migration-sources';
import { ensureDatabaseExists, migrate } from '../db/migrator';
import { createDatabasePool } from '../db/pool';

export interface PageP95Result {
  readonly requests: number;
  readonly samples: number;
  readonly p95Ms: number;
  /** p95 per screen, to see which one breaks the budget. */
  readonly byQuery: Readonly<Record<string, number>>;
}

const scratchDatabaseUrl = (serverUrl: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/mc_bench_pages_${randomBytes(4).toString('hex')}`;
  return url.toString();
};

const dropDatabase = async (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};

// The read-model rows are bulk-inserted with generate_series: what is measured is the page
// query over 100,000 rows, and replaying ~500,000 events through the deciders and runners
// would spend minutes producing the same rows (the catch-up has its own bench).
const seed = (requests: number) => [
  sql.unsafe`INSERT INTO cemeteries (id, name, city, region, version, created_at, updated_at)
    SELECT gen_random_uuid(), 'Groblje ' || i,
      (ARRAY['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica'])[1 + i % 5],
      'Srbija', 0, now(), now()
    FROM generate_series(1, 60) i`,
  sql.unsafe`INSERT INTO caretakers (id, name, email, phone, version, created_at, updated_at)
    SELECT gen_random_uuid(), 'Caretaker ' || i, 'caretaker' || i || '@example.com',
      '+381 60 ' || i, 0, now(), now()
    FROM generate_series(1, 200) i`,
  sql.unsafe`INSERT INTO clients (id, name, email, version, created_at, updated_at)
    SELECT gen_random_uuid(), 'Client ' || i || ' Jovanović', 'client' || i || '@example.com',
      0, now(), now()
    FROM generate_series(1, 20000) i`,
  sql.unsafe`INSERT INTO graves
      (id, client_id, cemetery_id, deceased_name, grave_number, version, created_at, updated_at)
    SELECT gen_random_uuid(), c.id, ce.id, 'Deceased ' || i || ' Ilić', (i % 400)::text, 0,
      now(), now()
    FROM generate_series(1, 30000) i
    JOIN (SELECT id, row_number() OVER () AS rn FROM clients) c ON c.rn = 1 + i % 20000
    JOIN (SELECT id, row_number() OVER () AS rn FROM cemeteries) ce ON ce.rn = 1 + i % 60`,
  sql.unsafe`INSERT INTO service_requests (id, client_id, grave_id, cemetery_id, caretaker_id,
      service_type, status, priority, scheduled_date, amount, version, created_at, updated_at)
    SELECT gen_random_uuid(), g.client_id, g.id, g.cemetery_id,
      CASE WHEN i % 5 = 0 THEN NULL ELSE ct.id END, 'grave_cleaning',
      (ARRAY['pending', 'scheduled', 'in_progress', 'completed', 'cancelled'])[1 + i % 5],
      (ARRAY['low', 'normal', 'high', 'urgent'])[1 + i % 4],
      CASE WHEN i % 7 = 0 THEN NULL ELSE now() + ((i % 365) - 180) * interval '1 day' END,
      10 + i % 90, 0, now() - i * interval '1 minute', now()
    FROM generate_series(1, ${sql.literalValue(String(requests))}::int) i
    JOIN (SELECT id, client_id, cemetery_id, row_number() OVER () AS rn FROM graves) g
      ON g.rn = 1 + i % 30000
    JOIN (SELECT id, row_number() OVER () AS rn FROM caretakers) ct ON ct.rn = 1 + i % 200`,
  // A running store is vacuumed by autovacuum: counts can use index-only scans.
  sql.unsafe`VACUUM ANALYZE`,
];

type PageQuery = ServiceRequestFilter & {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: ServiceRequestSort;
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * DESIGN's budget "p95 < 50 ms for a page of service requests with 100,000 requests in the
 * store": times the list query (as the route runs it: page and total) over the typical screens —
 * first page, status/priority tabs, a caretaker, a cemetery, a date range, a client's own list,
 * a deep page, sorts and a search.
 */
export const measureServiceRequestsPageP95 = async ({
  databaseUrl,
  requests = 100_000,
  samples = 300,
}: {
  readonly databaseUrl: string;
  readonly requests?: number;
  readonly samples?: number;
}): Promise<PageP95Result> => {
  const scratchUrl = scratchDatabaseUrl(databaseUrl);
  await ensureDatabaseExists(scratchUrl);
  try {
    await migrate(scratchUrl, allMigrationSources);
    const pool = await createDatabasePool(scratchUrl, 4);
    try {
      for (const statement of seed(requests)) await pool.query(statement);
      const pick = (table: 'clients' | 'caretakers' | 'cemeteries') =>
        pool.oneFirst(sql.unsafe`SELECT id::text FROM ${sql.identifier([table])} LIMIT 1`);
      const [clientId, caretakerId, cemeteryId] = (await Promise.all([
        pick('clients'),
        pick('caretakers'),
        pick('cemeteries'),
      ])) as string[];
      const base = { page: 1, pageSize: 20 };
      const today = new Date().toISOString().slice(0, 10);
      const queries: PageQuery[] = [
        base,
        { ...base, status: ['pending'] },
        { ...base, status: ['scheduled', 'in_progress'], sort: 'scheduledDate' },
        { ...base, priority: ['urgent'] },
        { ...base, caretakerId, sort: 'scheduledDate' },
        { ...base, cemeteryId },
        { ...base, from: today, to: today.replace(/^\d{4}/, (y) => String(Number(y) + 1)) },
        { ...base, clientId },
        { ...base, page: 50 },
        { ...base, sort: '-amount' },
        { ...base, search: 'client 1234' },
        { ...base, search: 'novi sad' },
      ];
      // Warm the plans and the cache as a running API would be.
      for (const query of queries) await listServiceRequests(pool, query);
      const times: number[] = [];
      const perQuery = queries.map(() => [] as number[]);
      for (let i = 0; i < samples; i++) {
        const query = queries[i % queries.length] ?? base;
        const started = performance.now();
        await listServiceRequests(pool, query);
        const ms = performance.now() - started;
        times.push(ms);
        perQuery[i % queries.length]?.push(ms);
      }
      const p95 = (values: number[]) =>
        Number(
          percentile(
            [...values].sort((a, b) => a - b),
            95,
          ).toFixed(1),
        );
      const byQuery = Object.fromEntries(
        queries.map((query, i) => [JSON.stringify(query), p95(perQuery[i] ?? [])]),
      );
      return { requests, samples, p95Ms: p95(times), byQuery };
    } finally {
      await pool.end();
    }
  } finally {
    await dropDatabase(scratchUrl);
  }
};
