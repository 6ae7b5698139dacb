import {
  sql,
  type DatabaseTransactionConnection,
  type FragmentSqlToken,
  type IdentifierSqlToken,
} from 'slonik';
import type { RowOutcomes } from './row-outcomes';
import { rowsAsJsonb } from './rows-as-jsonb';

/**
 * A read-model table written from row outcomes: keyed by `id uuid`, with `version` (the stream
 * revision last applied), `created_at` and `updated_at`.
 */
export interface RowTable {
  readonly name: string;
  /** The columns events set, on insert and patch alike. */
  readonly columns: readonly string[];
  /** The columns only the inserting event sets (a client's `source`). */
  readonly insertOnlyColumns?: readonly string[];
  /**
   * Columns SQL derives from the row as written (a search text that takes names from another
   * table), set by the same statement that inserts or patches the row: no second write.
   */
  readonly computedColumns?: Readonly<
    Record<string, (row: IdentifierSqlToken) => FragmentSqlToken>
  >;
}

const columnList = (columns: readonly string[], table?: string) =>
  sql.join(
    columns.map((column) => sql.identifier(table ? [table, column] : [column])),
    sql.fragment`, `,
  );

/**
 * Writes a batch's outcomes with at most three set-based statements, each guarded by the
 * version so that a replayed or older batch changes nothing. Deletes first, then patches, then
 * inserts: a unique value freed in the batch (a deleted row, a changed address) is free before
 * a new row takes it, as the log ordered it.
 */
export const writeRowOutcomes = async (
  tx: DatabaseTransactionConnection,
  table: RowTable,
  { upserts, patches, deletes }: RowOutcomes,
) => {
  const name = sql.identifier([table.name]);
  const rowColumns = [
    ...table.columns,
    ...(table.insertOnlyColumns ?? []),
    'version',
    'created_at',
    'updated_at',
  ];
  const computed = Object.entries(table.computedColumns ?? {});
  const computedNames = computed.map(([column]) => column);
  /** `, <each computed column>`, or nothing. */
  const andComputedColumns =
    computed.length > 0 ? sql.fragment`, ${columnList(computedNames)}` : sql.fragment``;
  /** `, <each computed column's value for the row aliased `row`>`, or nothing. */
  const andComputedValues = (row: string) =>
    computed.length > 0
      ? sql.fragment`, ${sql.join(
          computed.map(([, valueOf]) => valueOf(sql.identifier([row]))),
          sql.fragment`, `,
        )}`
      : sql.fragment``;

  if (deletes.length > 0)
    await tx.query(sql.unsafe`DELETE FROM ${name} WHERE id = ANY(${sql.array(deletes, 'uuid')})`);

  // jsonb_populate_record over the current row: named columns take the new value (cast to the
  // column's type), the others keep theirs.
  if (patches.length > 0)
    await tx.query(sql.unsafe`
      UPDATE ${name} AS t
      SET (${columnList(table.columns)}, version, updated_at${andComputedColumns}) = (
        SELECT ${columnList(table.columns, 'p')}, r.version, r.at${andComputedValues('p')}
        FROM jsonb_populate_record(t, r.changes) AS p)
      FROM jsonb_to_recordset(${rowsAsJsonb(patches)})
        AS r(id uuid, changes jsonb, version bigint, at timestamptz)
      WHERE t.id = r.id AND t.version < r.version`);

  if (upserts.length > 0)
    await tx.query(sql.unsafe`
      INSERT INTO ${name} AS t (id, ${columnList(rowColumns)}${andComputedColumns})
      SELECT r.id, ${columnList(rowColumns, 'r')}${andComputedValues('r')}
      FROM jsonb_populate_recordset(NULL::${name}, ${rowsAsJsonb(upserts)}) AS r
      ON CONFLICT (id) DO UPDATE
      SET (${columnList([...rowColumns, ...computedNames])})
        = ROW(${columnList([...rowColumns, ...computedNames], 'excluded')})
      WHERE t.version < EXCLUDED.version`);
};
