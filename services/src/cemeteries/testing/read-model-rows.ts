import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

/** A value any column of this type accepts, for required columns a test does not care about. */
const filler = (dataType: string) => {
  if (dataType === 'ARRAY') return sql.fragment`'{}'`;
  if (/int|numeric|double|real/.test(dataType)) return sql.fragment`0`;
  if (dataType === 'boolean') return sql.fragment`false`;
  if (dataType.startsWith('timestamp')) return sql.fragment`now()`;
  if (dataType === 'date') return sql.fragment`current_date`;
  if (dataType === 'uuid') return sql.fragment`gen_random_uuid()`;
  if (dataType.startsWith('json')) return sql.fragment`'{}'`;
  return sql.fragment`''`;
};

/**
 * Inserts a row into another feature's read model (graves, clients, caretakers, service
 * requests), setting the agreed columns a test names and filling any other required column,
 * so these tests do not break when that feature adds bookkeeping columns of its own.
 */
export const insertReadModelRow = async (
  pool: DatabasePool,
  table: string,
  values: Record<string, string | number | boolean | null>,
) => {
  const required = await pool.any(
    sql.type(z.object({ name: z.string(), dataType: z.string() }))`
      SELECT column_name AS "name", data_type AS "dataType"
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table}
        AND is_nullable = 'NO' AND column_default IS NULL`,
  );
  const columns = [
    ...Object.entries(values).map(([name, value]) => ({ name, value: sql.fragment`${value}` })),
    ...required
      .filter((column) => !(column.name in values))
      .map((column) => ({ name: column.name, value: filler(column.dataType) })),
  ];
  await pool.query(sql.unsafe`
    INSERT INTO ${sql.identifier([table])} (${sql.join(
      columns.map((c) => sql.identifier([c.name])),
      sql.fragment`, `,
    )})
    VALUES (${sql.join(
      columns.map((c) => c.value),
      sql.fragment`, `,
    )})`);
};
