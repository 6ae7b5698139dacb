import { allProjections } from '@memorial-care/projections';
import { checkProjections } from '../audit/consistency-check';
import { withEventStore } from './open-event-store';

// `npm run audit:check [-- <projection>…]`: replays every read model (or the ones named) into a
// scratch schema and diffs it with the live one; exit code 1 when any row differs.
const names = process.argv.slice(2);
const unknown = names.filter((name) => !allProjections.some((p) => p.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown projection: ${unknown.join(', ')}\n` +
      `Projections: ${allProjections.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
await withEventStore(async ({ pool, eventStore }) => {
  const projections =
    names.length === 0 ? allProjections : allProjections.filter((p) => names.includes(p.name));
  const checks = await checkProjections({ pool, eventStore, projections });
  for (const { projection, events, differences } of checks) {
    console.log(
      differences.length === 0
        ? `${projection}: matches the event log (${events} events)`
        : `${projection}: ${differences.length} row(s) differ from the event log`,
    );
    for (const d of differences)
      console.log(
        `  ${d.kind} ${d.table} ${d.id}${d.columns.length > 0 ? `: ${d.columns.join(', ')}` : ''}`,
      );
  }
  process.exitCode = checks.every((c) => c.differences.length === 0) ? 0 : 1;
});
