import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { replayServiceRequest } from '../service-requests/replay';
import { withEventStore } from './open-event-store';

// `npm run audit:replay -- <request id>`: each event of the request's stream and the state after.
const requestId = process.argv[2];
if (!requestId) {
  console.error('Usage: npm run audit:replay -- <request id>');
  process.exit(2);
}
await withEventStore(async ({ eventStore }) => {
  const steps = replayServiceRequest(
    await eventStore.readStream(serviceRequestStreamId(requestId)),
  );
  if (steps.length === 0) {
    console.error(`No events for service request ${requestId}`);
    process.exitCode = 1;
  }
  for (const step of steps) {
    console.log(
      `#${step.revision} ${step.type} at ${step.occurredAt} by ${step.role}` +
        (step.userId ? ` ${step.userId}` : ''),
    );
    console.log(`  state after: ${JSON.stringify(step.stateAfter)}`);
  }
});
