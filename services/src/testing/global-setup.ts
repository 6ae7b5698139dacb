import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { allMigrationSources } from '../db/migration-sources';
import { ensureDatabaseExists, migrate } from '../db/migrator';
import { adminDatabaseUrl, withDatabase } from './database-urls';

/**
 * Vitest global setup for integration tests: migrates one template database per run; each
 * test file then clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup({
  provide,
}: {
  provide: (key: string, value: string) => void;
}) {
  const templateName = `mc_template_${randomBytes(4).toString('hex')}`;
  const templateUrl = withDatabase(templateName);
  await ensureDatabaseExists(templateUrl);
  await migrate(templateUrl, allMigrationSources);
  provide('templateDatabase', templateName);
  return async () => {
    const client = new pg.Client({ connectionString: adminDatabaseUrl() });
    await client.connect();
    try {
      const leftovers = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [templateName, `mc_test_${templateName.slice('mc_template_'.length)}_%`],
      );
      for (const { datname } of leftovers.rows)
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
