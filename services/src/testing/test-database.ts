import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabasePool } from 'slonik';
import { inject } from 'vitest';
import { createDatabasePool } from '../db/pool';
import { adminDatabaseUrl, withDatabase } from './database-urls';

export interface TestDatabase {
  readonly url: string;
  readonly pool: DatabasePool;
  /** Ends the pool and drops the database. */
  drop(): Promise<void>;
}

const adminQuery = async (text: string) => {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/** A fresh, fully migrated database for one test file, cloned from the run's template. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const template = inject('templateDatabase');
  const name = `mc_test_${template.slice('mc_template_'.length)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
  );
  const url = withDatabase(name);
  const pool = await createDatabasePool(url);
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    },
  };
};
