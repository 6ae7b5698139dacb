import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EventToAppend } from '@memorial-care/contracts/event-store';
import { serviceRequestStreamId, type ServiceRequested } from '@memorial-care/contracts/events';
import { clientRegisteredData, serviceRequestedData } from '@memorial-care/services/testing';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { listServiceRequests } from './queries';
import { serviceRequestsProjection } from './service-requests-projection';

// The projection folds a batch into one write per request, and computes the search text in the
// statement that writes the row: however the log is cut into batches, the rows come out the same.

const context = useProjectionTestWithEventStore(serviceRequestsProjection);
const { append, nextBatch, apply } = context;

const caretakerId = randomUUID();

/** The event as recorded at `occurredAt`, so rows written apart can be compared whole. */
const at = (occurredAt: string, event: EventToAppend): EventToAppend => ({
  ...event,
  metadata: { ...event.metadata, occurredAt },
});

const registerClient = async (name: string) => {
  const clientId = randomUUID();
  await append(
    `client-${clientId}`,
    testEvent(
      'ClientRegistered',
      clientRegisteredData({ clientId, name, email: `${clientId}@example.com` }),
    ),
  );
  return clientId;
};

const requested = (clientId: string) =>
  serviceRequestedData({ clientId, description: 'Spring cleaning' });

/** A request's whole life: requested, scheduled, started, completed, an hour apart. */
const lifecycle = (data: ServiceRequested): EventToAppend[] => {
  const { requestId } = data;
  return [
    at('2030-02-01T08:00:00.000Z', testEvent('ServiceRequested', data)),
    at(
      '2030-02-01T09:00:00.000Z',
      testEvent('ServiceRequestScheduled', {
        requestId,
        caretakerId,
        scheduledDate: '2030-03-02T08:00:00.000Z',
      }),
    ),
    at(
      '2030-02-01T10:00:00.000Z',
      testEvent('ServiceRequestStarted', { requestId, startedAt: '2030-03-02T08:05:00.000Z' }),
    ),
    at(
      '2030-02-01T11:00:00.000Z',
      testEvent('ServiceRequestCompleted', {
        requestId,
        completedDate: '2030-03-02T09:00:00.000Z',
      }),
    ),
  ];
};

const storedRow = z.object({ row: z.record(z.string(), z.unknown()) });

/** Every column of the request's row but its id, search text and bookkeeping included. */
const rowOf = (requestId: string) =>
  context.db.pool.oneFirst(sql.type(storedRow)`
    SELECT to_jsonb(sr) - 'id' AS row FROM service_requests AS sr WHERE sr.id = ${requestId}`);

const found = async (search: string) =>
  (await listServiceRequests(context.db.pool, { search, page: 1, pageSize: 10 })).items.map(
    (item) => item.id,
  );

describe('service requests projection: batches', () => {
  it('writes the same row whether a request’s life comes in one batch or an event per batch', async () => {
    const clientId = await registerClient('Zorka Batić');
    await apply(await nextBatch());
    const together = requested(clientId);
    const apart = requested(clientId);

    await append(serviceRequestStreamId(together.requestId), ...lifecycle(together));
    await apply(await nextBatch());
    for (const event of lifecycle(apart)) {
      await append(serviceRequestStreamId(apart.requestId), event);
      await apply(await nextBatch());
    }

    const row = await rowOf(together.requestId);
    expect(row).toMatchObject({
      status: 'completed',
      caretaker_id: caretakerId,
      version: 3,
      search_text: expect.stringContaining('zorka batic'),
    });
    expect(await rowOf(apart.requestId)).toEqual(row);
  });

  it('computes the search text as the request is written, and again when it moves to another client', async () => {
    const firstClient = await registerClient('Radmila Prvulović');
    const request = requested(firstClient);
    // The client and the request in one batch: the name is written first, then the request.
    await append(serviceRequestStreamId(request.requestId), testEvent('ServiceRequested', request));
    await apply(await nextBatch());
    expect(await found('prvulović')).toEqual([request.requestId]);

    const secondClient = await registerClient('Dragana Drugović');
    await apply(await nextBatch());
    await append(
      serviceRequestStreamId(request.requestId),
      testEvent('ServiceRequestUpdated', {
        requestId: request.requestId,
        changes: { clientId: secondClient },
      }),
    );
    const move = await nextBatch();
    await apply(move);
    expect(await found('drugović')).toEqual([request.requestId]);
    expect(await found('prvulović')).toEqual([]);
    await apply(move);
    expect(await found('drugović')).toEqual([request.requestId]);
  });

  it('follows a client’s rename into every request of the client, from whichever batch', async () => {
    const clientId = await registerClient('Vesna Stara');
    const earlier = requested(clientId);
    await append(serviceRequestStreamId(earlier.requestId), testEvent('ServiceRequested', earlier));
    await apply(await nextBatch());

    const later = requested(clientId);
    await append(serviceRequestStreamId(later.requestId), testEvent('ServiceRequested', later));
    await append(
      `client-${clientId}`,
      testEvent('ClientUpdated', { clientId, changes: { name: 'Vesna Nova' } }),
    );
    await apply(await nextBatch());

    expect((await found('vesna nova')).sort()).toEqual([earlier.requestId, later.requestId].sort());
    expect(await found('vesna stara')).toEqual([]);
  });

  it('keeps a client’s name row the same whether a change of no searched field comes with its registration or apart', async () => {
    const nameRowOf = (clientId: string) =>
      context.db.pool.oneFirst(sql.type(storedRow)`
        SELECT to_jsonb(n) - 'id' - 'created_at' - 'updated_at' AS row
        FROM service_request_search_names AS n WHERE n.id = ${clientId}`);
    const notesChanged = (clientId: string) =>
      testEvent('ClientUpdated', { clientId, changes: { notes: 'Calls on Sundays' } });
    const registration = (clientId: string) =>
      testEvent(
        'ClientRegistered',
        clientRegisteredData({ clientId, name: 'Ista Imena', email: 'ista@example.com' }),
      );
    const together = randomUUID();
    const apart = randomUUID();

    await append(`client-${together}`, registration(together), notesChanged(together));
    await apply(await nextBatch());
    await append(`client-${apart}`, registration(apart));
    await apply(await nextBatch());
    await append(`client-${apart}`, notesChanged(apart));
    await apply(await nextBatch());

    const row = await nameRowOf(together);
    expect(row).toMatchObject({ name: 'Ista Imena', version: 0 });
    expect(await nameRowOf(apart)).toEqual(row);
  });
});
