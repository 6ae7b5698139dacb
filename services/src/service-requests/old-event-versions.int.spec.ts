import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata, EventStore } from '@memorial-care/contracts/event-store';
import { serviceRequestStreamId } from '@memorial-care/contracts/events';
import { activityLogsProjection } from '@memorial-care/projections/activity-logs';
import { startProjectionRunners, type ProjectionRunners } from '@memorial-care/projections/runner';
import { serviceRequestsProjection } from '@memorial-care/projections/service-requests';
import { createPostgresEventStore } from '../event-store';
import { handleCommand, systemContext } from '../shared/command-handler';
import { createTestDatabase, type TestDatabase } from '../testing';
import { replayServiceRequest } from './replay';
import { serviceRequestsDecider } from './service-requests-decider';
import { admin, caretakerId, requested } from './service-requests-testing';

// A request whose start was stored before events had versions: `ServiceRequestStarted` v1,
// `{ requestId }` with no `schemaVersion` in its metadata, exactly as the log holds it. It must
// still load through the decider and be projected, as version 2 (`startedAt`) by the upcaster.

const requestId = randomUUID();
const streamId = serviceRequestStreamId(requestId);
const startedAt = '2025-09-02T08:05:00.000Z';

/** Metadata as appends wrote it before versions: no `schemaVersion`. */
const unversioned = (occurredAt: string): EventMetadata => ({
  userId: null,
  role: 'system',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt,
});

const storedBeforeVersions = [
  { ...requested({ requestId }), at: '2025-09-01T10:00:00.000Z' },
  {
    type: 'ServiceRequestScheduled',
    data: { requestId, caretakerId, scheduledDate: '2025-09-02T08:00:00.000Z' },
    at: '2025-09-01T11:00:00.000Z',
  },
  { type: 'ServiceRequestStarted', data: { requestId }, at: startedAt },
] as const;

let db: TestDatabase;
let eventStore: EventStore;
let runners: ProjectionRunners;

const requestRow = z.object({ status: z.string(), completedDate: z.string().nullable() });
const projectedRequest = () =>
  db.pool.maybeOne(sql.type(requestRow)`
    SELECT status AS "status", completed_date::text AS "completedDate"
    FROM service_requests WHERE id = ${requestId}::uuid`);

const projectedStatus = async (status: string) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await projectedRequest();
    if (row?.status === status) return row;
    if (Date.now() > deadline)
      throw new Error(`Not projected as ${status}: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

beforeAll(async () => {
  db = await createTestDatabase();
  eventStore = createPostgresEventStore({ databaseUrl: db.url, pool: db.pool });
  await eventStore.appendToStream(
    streamId,
    storedBeforeVersions.map(({ type, data, at }) => ({
      id: randomUUID(),
      type,
      data,
      metadata: unversioned(at),
    })),
    { expectedRevision: 'no_stream' },
  );
  // The runner as the projector role runs it: its reader upcasts every event it reads.
  runners = await startProjectionRunners({
    pool: db.pool,
    databaseUrl: db.url,
    eventStore,
    projections: [serviceRequestsProjection, activityLogsProjection],
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await runners?.stop();
  await eventStore?.close();
  await db?.drop();
});

describe('a version 1 ServiceRequestStarted in the log', () => {
  it('is projected: the request is in progress and the activity log says so', async () => {
    await projectedStatus('in_progress');
    const activity = await db.pool.anyFirst(sql.type(z.object({ type: z.string() }))`
      SELECT type AS "type" FROM activity_logs WHERE entity_id = ${requestId}::uuid
      ORDER BY created_at`);
    expect(activity).toEqual(['service_created', 'service_scheduled', 'service_started']);
  });

  it('reads as version 2 in the audit replay, started when it was recorded', async () => {
    const steps = replayServiceRequest(await eventStore.readStream(streamId));
    expect(steps.map((s) => [s.type, s.stateAfter.status])).toEqual([
      ['ServiceRequested', 'pending'],
      ['ServiceRequestScheduled', 'scheduled'],
      ['ServiceRequestStarted', 'in_progress'],
    ]);
    expect(steps[2]?.data).toEqual({ requestId, startedAt });
  });

  it('loads through the decider: CompleteRequest decides on the in-progress request', async () => {
    const completedDate = '2025-09-02T09:30:00.000Z';
    const result = await handleCommand(
      eventStore,
      streamId,
      serviceRequestsDecider,
      { type: 'CompleteRequest', data: { requestId, completedDate, actor: admin } },
      systemContext(),
    );
    expect(result.events).toEqual([
      { type: 'ServiceRequestCompleted', data: { requestId, completedDate } },
    ]);
    const row = await projectedStatus('completed');
    expect(row.completedDate).not.toBeNull();
  });

  it('stays as it was stored: new events carry their version, the old one none', async () => {
    const stored = await eventStore.readStream(streamId);
    expect(stored.map((e) => [e.type, e.metadata.schemaVersion])).toEqual([
      ['ServiceRequested', undefined],
      ['ServiceRequestScheduled', undefined],
      ['ServiceRequestStarted', undefined],
      ['ServiceRequestCompleted', 1],
    ]);
    expect(stored[2]?.data).toEqual({ requestId });
  });
});

// Last in the file: the read models pause on this event too (the runner's poison-event rule).
describe('a stored event that does not match its schema', () => {
  it('stops the command with an error naming the event, instead of deciding on a guess', async () => {
    const brokenId = randomUUID();
    const event = {
      id: randomUUID(),
      type: 'ServiceRequestStarted',
      data: { requestId: brokenId, startedAt: 'yesterday' },
      metadata: { ...unversioned(startedAt), schemaVersion: 2 },
    };
    await eventStore.appendToStream(serviceRequestStreamId(brokenId), [event], {
      expectedRevision: 'no_stream',
    });
    await expect(
      handleCommand(
        eventStore,
        serviceRequestStreamId(brokenId),
        serviceRequestsDecider,
        { type: 'CancelServiceRequest', data: { requestId: brokenId, actor: admin } },
        systemContext(),
      ),
    ).rejects.toThrow(
      `Event ${event.id} (ServiceRequestStarted v2) on stream ` +
        `${serviceRequestStreamId(brokenId)} cannot be read: startedAt:`,
    );
  });
});
