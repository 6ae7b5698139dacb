import { sql, type FragmentSqlToken } from 'slonik';

/** timestamptz as an ISO-8601 UTC string, like `Date.prototype.toISOString`. */
export const iso = (column: FragmentSqlToken) =>
  sql.fragment`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
