import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caretakersProjection } from '../caretakers';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { activityLogsProjection } from './activity-logs-projection';

const database = useProjectionTestWithBuiltEvents(activityLogsProjection);

const requestId = randomUUID();
const caretakerId = randomUUID();
const clientId = randomUUID();
let revision = 0n;
const at = (event: { type: string; data: object }, occurredAt: string) => {
  revision += 1n;
  return recordedEvent(event, { streamId: `s-${requestId}`, revision, occurredAt });
};

const requested = {
  type: 'ServiceRequested',
  data: {
    requestId,
    clientId,
    graveId: randomUUID(),
    cemeteryId: randomUUID(),
    caretakerId: null,
    serviceType: 'grave_cleaning',
    priority: 'high',
    scheduledDate: '2025-09-01T08:00:00.000Z',
    amount: '45.00',
    paymentStatus: 'pending',
    specialInstructions: null,
    planSelected: 'standard',
    guest: null,
    description: null,
  },
};
const history = () => [
  at(requested, '2025-08-01T10:00:00.000Z'),
  at(
    {
      type: 'ServiceRequestScheduled',
      data: { requestId, caretakerId, scheduledDate: '2025-09-02T10:00:00.000Z' },
    },
    '2025-08-01T11:00:00.000Z',
  ),
  at({ type: 'TaskAccepted', data: { requestId, caretakerId } }, '2025-08-01T12:00:00.000Z'),
  at(
    { type: 'ServiceRequestStarted', data: { requestId, startedAt: '2025-08-01T13:00:00.000Z' } },
    '2025-08-01T13:00:00.000Z',
  ),
  at(
    {
      type: 'ServiceRequestCompleted',
      data: { requestId, completedDate: '2025-08-01T14:00:00.000Z' },
    },
    '2025-08-01T14:00:00.000Z',
  ),
  at(
    {
      type: 'ServiceRequestStatusChanged',
      data: { requestId, from: 'completed', to: 'cancelled' },
    },
    '2025-08-01T15:00:00.000Z',
  ),
  at({ type: 'TaskDeclined', data: { requestId, caretakerId } }, '2025-08-01T16:00:00.000Z'),
  at({ type: 'ServiceRequestCancelled', data: { requestId } }, '2025-08-01T17:00:00.000Z'),
  at({ type: 'ServiceRequestDeleted', data: { requestId } }, '2025-08-01T18:00:00.000Z'),
  at(
    {
      type: 'ClientRegistered',
      data: {
        clientId,
        name: 'Milica Jovanović',
        email: 'milica@example.com',
        phone: null,
        address: null,
        source: 'admin',
      },
    },
    '2025-08-01T19:00:00.000Z',
  ),
];

const activityRow = z.object({
  type: z.string(),
  description: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  metadata: z.record(z.string(), z.string()),
});

const rows = () =>
  database.pool.any(sql.type(activityRow)`
    SELECT type, description, entity_type AS "entityType", entity_id::text AS "entityId", metadata
    FROM activity_logs ORDER BY created_at`);

describe('the activity-logs projection', () => {
  it('writes one described row per event, with the caretaker name and amount', async () => {
    await database.pool.transaction((tx) =>
      caretakersProjection.applyBatch(tx, [
        at(
          {
            type: 'CaretakerAdded',
            data: {
              caretakerId,
              name: 'Dragan Nikolić',
              email: 'dragan@example.com',
              phone: '+381 60 111222',
              region: 'Beograd',
              isActive: true,
              perVisitRate: null,
              preferredPaymentMethod: null,
              bankDetails: null,
              paymentStatus: 'current',
              preferredVisitDays: [],
              holidayDates: [],
            },
          },
          '2025-07-01T00:00:00.000Z',
        ),
      ]),
    );
    await database.apply(history());
    const withCaretaker = { caretakerName: 'Dragan Nikolić' };
    expect((await rows()).map((r) => [r.type, r.description, r.metadata])).toEqual([
      ['service_created', 'Service request created: Grave cleaning', { amount: '45.00' }],
      ['service_scheduled', 'Service scheduled with Dragan Nikolić', withCaretaker],
      ['service_scheduled', 'Task accepted by Dragan Nikolić', withCaretaker],
      ['service_started', 'Service started', {}],
      ['service_completed', 'Service completed', {}],
      ['service_status_changed', 'Service status changed from Completed to cancelled', {}],
      ['service_declined', 'Task declined by Dragan Nikolić', withCaretaker],
      ['service_cancelled', 'Service request cancelled', {}],
      ['service_deleted', 'Service request deleted', {}],
      ['client_registered', 'New client registered: Milica Jovanović', {}],
    ]);
    expect((await rows()).at(-1)).toMatchObject({ entityType: 'client', entityId: clientId });
    expect((await rows())[0]).toMatchObject({ entityType: 'service_request', entityId: requestId });
  });

  it('counts a status change to completed as service_completed', async () => {
    await database.apply([
      at(
        {
          type: 'ServiceRequestStatusChanged',
          data: {
            requestId,
            from: 'scheduled',
            to: 'completed',
            completedDate: '2025-08-02T00:00:00.000Z',
          },
        },
        '2025-08-02T00:00:00.000Z',
      ),
    ]);
    expect((await rows()).map((r) => r.type)).toEqual(['service_completed']);
  });

  it('notes photos added to and removed from a request', async () => {
    const photoId = randomUUID();
    const keys = [`${photoId}/web.jpg`, `${photoId}/thumbnail.jpg`];
    const rendition = (key: string) => ({
      key,
      contentType: 'image/jpeg',
      bytes: 1000,
      width: 480,
      height: 360,
      sha256: 'b'.repeat(64),
    });
    await database.apply([
      at(
        {
          type: 'PhotoAttached',
          data: {
            photoId,
            requestId,
            type: 'after',
            description: null,
            uploadedAt: '2025-08-03T10:00:00.000Z',
            uploadedBy: null,
            takenAt: null,
            original: {
              sha256: 'a'.repeat(64),
              bytes: 5000,
              format: 'jpeg',
              width: 800,
              height: 600,
              hadLocation: false,
            },
            web: rendition(keys[0]!),
            thumbnail: rendition(keys[1]!),
          },
        },
        '2025-08-03T10:00:00.000Z',
      ),
      at(
        { type: 'PhotoDeleted', data: { photoId, requestId, type: 'after', keys } },
        '2025-08-03T11:00:00.000Z',
      ),
    ]);
    expect((await rows()).map((r) => [r.type, r.description, r.entityId, r.metadata])).toEqual([
      ['photo_uploaded', 'After photo uploaded', requestId, { photoId }],
      ['photo_deleted', 'After photo deleted', requestId, { photoId }],
    ]);
  });

  it("notes a client's approval", async () => {
    await database.apply([
      at(
        { type: 'ClientApproved', data: { clientId, approvedAt: '2025-08-02T09:00:00.000Z' } },
        '2025-08-02T09:00:00.000Z',
      ),
    ]);
    expect(await rows()).toEqual([
      {
        type: 'client_approved',
        description: 'Client registration approved',
        entityType: 'client',
        entityId: clientId,
        metadata: {},
      },
    ]);
  });

  it('is idempotent: re-applying the same events adds nothing', async () => {
    await database.pool.query(sql.unsafe`TRUNCATE caretakers`);
    const events = history();
    await database.apply(events);
    await database.apply(events);
    expect(await rows()).toHaveLength(events.length);
    // Without the caretakers read model the name is not known yet.
    expect((await rows())[1]?.description).toBe('Service scheduled with a caretaker');
  });
});
