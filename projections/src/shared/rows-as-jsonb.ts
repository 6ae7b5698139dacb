import { sql } from 'slonik';

/**
 * A batch's rows as one jsonb parameter, for `jsonb_to_recordset`/`jsonb_populate_recordset`.
 * `JSON.stringify` instead of slonik's `sql.jsonb`: the latter's safe stringify and its scan
 * for characters PostgreSQL's jsonb refuses cost about 1 s of the process's one thread per
 * 200,000 events (≈ 10% of a catch-up, measured with --cpu-prof). The scan is redundant here:
 * the rows are built from events the reader made storable (no NUL, no lone surrogate; see
 * storable-values.ts), and a value that still slipped through fails the statement, which
 * pauses the projection on its event like any other bug.
 */
export const rowsAsJsonb = (rows: readonly object[]) =>
  sql.fragment`${JSON.stringify(rows)}::jsonb`;
