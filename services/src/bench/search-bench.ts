import { sql } from 'slonik';
import { withBenchApi } from './bench-api';
import { p95, sampleUrls, seedStore, type P95s } from './service-requests-page-bench';

export interface SearchP95Result extends P95s {
  readonly requests: number;
  readonly samples: number;
}

/**
 * The header search (GET /api/search) over the page bench's store (100,000 requests, 30,000
 * graves all "… Ilić", 20,000 clients), as an admin types: with and without diacritics, a
 * name few records hold (Đorđe), a cemetery, a 2-letter term (the prefix search); and the
 * requests list's own search for "ilić" (every request matches it).
 */
export const measureSearchP95 = ({
  databaseUrl,
  requests = 100_000,
  samplesPerQuery = 60,
}: {
  readonly databaseUrl: string;
  readonly requests?: number;
  readonly samplesPerQuery?: number;
}): Promise<SearchP95Result> =>
  withBenchApi(
    {
      databaseUrl,
      name: 'search',
      prepare: async ({ pool }) => {
        await seedStore(pool, requests);
        // A rare name, spelt with đ: 50 clients among 20,000.
        await pool.query(sql.unsafe`
          INSERT INTO clients (id, name, email, version, created_at, updated_at)
          SELECT gen_random_uuid(), 'Đorđe Petrović ' || i, 'djordje' || i || '@example.com',
            0, now(), now()
          FROM generate_series(1, 50) i`);
        await pool.query(sql.unsafe`VACUUM ANALYZE clients`);
      },
    },
    async (bench) => {
      const search = (q: string) => `/api/search?${new URLSearchParams({ q })}`;
      const urls = [
        ...['ilić', 'ilic', 'đorđe', 'djordje', 'groblje 42', 'ja', 'zzqqxx'].map(search),
        `/api/service-requests?page=1&pageSize=20&${new URLSearchParams({ search: 'ilić' })}`,
      ];
      const perQuery = await sampleUrls(bench, urls, samplesPerQuery);
      const searches = urls.length - 1;
      return {
        requests,
        samples: samplesPerQuery * urls.length,
        p95Ms: p95(perQuery.slice(0, searches).flat()),
        byQuery: Object.fromEntries(urls.map((url, i) => [url, p95(perQuery[i] ?? [])])),
      };
    },
  );
