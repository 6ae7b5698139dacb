import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Each bench works in a database of its own next to the configured one, and drops it after.

/** A fresh database name on `serverUrl`'s server: `mc_bench_<purpose>_<random>`. */
export const scratchDatabaseUrl = (serverUrl: string, purpose: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/mc_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  return url.toString();
};

/** Drops the database, ending whatever connections are still open to it. */
export const dropDatabase = async (databaseUrl: string) => {
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
