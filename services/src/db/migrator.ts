import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** A folder of `NNN_name.sql` files applied in name order, recorded under `group/file`. */
export interface MigrationSource {
  readonly group: string;
  readonly directory: URL;
}

export interface Migration {
  readonly id: string;
  readonly sql: string;
}

export const loadMigrations = async (sources: readonly MigrationSource[]): Promise<Migration[]> => {
  const all: Migration[] = [];
  for (const source of sources) {
    const files = (await readdir(fileURLToPath(source.directory)))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files)
      all.push({
        id: `${source.group}/${file}`,
        sql: await readFile(new URL(file, source.directory), 'utf8'),
      });
  }
  return all;
};

// Any fixed number works; it only has to be the same in every process of the app.
const migrationLockKey = 7_201_001;

/**
 * Applies pending migrations, each in its own transaction, under an advisory lock so that
 * several processes starting at once do not race. Plain ordered SQL files, no tool needed.
 */
export const migrate = async (databaseUrl: string, sources: readonly MigrationSource[]) => {
  const migrations = await loadMigrations(sources);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         id text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const applied = new Set(
      (await client.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map(
        (r) => r.id,
      ),
    );
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.id} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      appliedNow.push(migration.id);
    }
    return appliedNow;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
};

/** Creates the database named in the URL when it is missing (first start on a fresh machine). */
export const ensureDatabaseExists = async (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0)
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`).catch((error: unknown) => {
        // Another process may have created it in between.
        if ((error as { code?: string }).code !== '42P04') throw error;
      });
  } finally {
    await client.end();
  }
};
