import { sql, type DatabasePool, type QuerySqlToken } from 'slonik';
import { z } from 'zod';

/**
 * Named prepared statements skip parsing and planning, which is most of an append's cost on
 * the server (measured: 12.2k against 7.3k appends/s). They only work when the pool leaves them
 * in place between queries; slonik's default reset, DISCARD ALL, drops them. We ask the pool's
 * reset which statements it would run, with a recording stand-in for the connection.
 */
export const poolKeepsPreparedStatements = async (pool: DatabasePool): Promise<boolean> => {
  const reset = pool.configuration.resetConnection;
  if (!reset) return true;
  const statements: string[] = [];
  try {
    await reset({
      query: async (text: string) => {
        statements.push(text);
      },
    });
  } catch {
    return false;
  }
  return !statements.some((text) => /\b(DISCARD\s+(ALL|PLANS)|DEALLOCATE)\b/i.test(text));
};

// Only for the statement's type: rows are not parsed at run time (no result parser is set up).
const anyRow = z.unknown();

/**
 * A query tag: named (prepared) when `name` is given, else a plain one. The text behind a name
 * must never change, so a name stands for one fixed shape of statement.
 */
export const statementTag = (
  name: string | null,
): ((
  template: TemplateStringsArray,
  ...values: Parameters<typeof sql.unsafe>[1][]
) => QuerySqlToken) => (name ? sql.prepared(name, anyRow) : sql.unsafe);
