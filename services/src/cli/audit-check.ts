import { allProjections } from '@memorial-care/projections';
import { checkServiceRequestsProjection } from '../audit/consistency-check';
import { withEventStore } from './open-event-store';

// `npm run audit:check`: replays service_requests into a scratch schema and diffs it with the
// live read model; exit code 1 when any row differs.
await withEventStore(async ({ pool, eventStore }) => {
  const projection = allProjections.find((p) => p.name === 'service-requests');
  if (!projection) throw new Error('The service-requests projection is not registered');
  const differences = await checkServiceRequestsProjection({ pool, eventStore, projection });
  for (const d of differences)
    console.log(`${d.kind} ${d.id}${d.columns.length > 0 ? `: ${d.columns.join(', ')}` : ''}`);
  console.log(
    differences.length === 0
      ? 'service_requests matches the event log'
      : `${differences.length} row(s) of service_requests differ from the event log`,
  );
  process.exitCode = differences.length === 0 ? 0 : 1;
});
