import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { activeSubscriberLocks, allProjections } from '@memorial-care/projections';
import { allReactors } from '../../reactors/all-reactors';

const sessionRow = z.object({ pid: z.number(), process: z.string() });

/**
 * Every projection and reactor of the app with the process whose session holds its runner lock
 * (the `application_name` each process gives its connections). One not running anywhere is
 * missing.
 */
export const runnerHolders = async (pool: DatabasePool) => {
  const held = await activeSubscriberLocks(pool, [
    ...allProjections.map((p) => ({ kind: 'projection' as const, name: p.name })),
    ...allReactors.map((r) => ({ kind: 'reactor' as const, name: r.name })),
  ]);
  const sessions = await pool.any(sql.type(sessionRow)`
    SELECT pid, application_name AS "process" FROM pg_stat_activity
    WHERE pid = ANY(${sql.array(
      held.map((h) => h.pid),
      'int4',
    )})`);
  const processOf = new Map(sessions.map((s) => [s.pid, s.process]));
  return held.map(({ kind, name, pid }) => ({ kind, name, process: processOf.get(pid) }));
};
