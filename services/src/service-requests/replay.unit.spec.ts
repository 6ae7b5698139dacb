import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import type { ServiceRequestEvent } from '@memorial-care/contracts/events';
import { replayServiceRequest } from './replay';

const requestId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const caretakerId = '3c2b1a09-f8e7-4d6c-b5a4-938271605f4e';
const adminId = '5f0e9d8c-7b6a-4954-8372-615049382716';

const recorded = (event: ServiceRequestEvent, revision: number, at: string): RecordedEvent => ({
  id: `00000000-0000-4000-8000-00000000000${revision}`,
  streamId: `service-request-${requestId}`,
  revision: BigInt(revision),
  type: event.type,
  data: event.data,
  metadata: {
    userId: adminId,
    role: 'admin',
    correlationId: 'c',
    causationId: null,
    occurredAt: at,
  },
  position: { commit: BigInt(revision), prepare: BigInt(revision) },
  createdAt: new Date(at),
});

const stream = [
  recorded(
    {
      type: 'ServiceRequested',
      data: {
        requestId,
        clientId: adminId,
        graveId: caretakerId,
        cemeteryId: adminId,
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
    },
    0,
    '2025-08-01T10:00:00.000Z',
  ),
  recorded({ type: 'TaskAccepted', data: { requestId, caretakerId } }, 1, '2025-08-02T10:00:00Z'),
  recorded(
    { type: 'ServiceRequestStarted', data: { requestId, startedAt: '2025-09-01T08:00:00Z' } },
    2,
    '2025-09-01T08:00:00Z',
  ),
  recorded(
    {
      type: 'ServiceRequestCompleted',
      data: { requestId, completedDate: '2025-09-01T09:00:00.000Z' },
    },
    3,
    '2025-09-01T09:00:00Z',
  ),
];

describe('replayServiceRequest', () => {
  it('gives the state after every event, in stream order, with who and when', () => {
    const steps = replayServiceRequest(stream);
    expect(steps.map((s) => [s.revision, s.type, s.stateAfter.status])).toEqual([
      [0n, 'ServiceRequested', 'pending'],
      [1n, 'TaskAccepted', 'scheduled'],
      [2n, 'ServiceRequestStarted', 'in_progress'],
      [3n, 'ServiceRequestCompleted', 'completed'],
    ]);
    expect(steps[1]).toMatchObject({
      occurredAt: '2025-08-02T10:00:00Z',
      userId: adminId,
      role: 'admin',
      stateAfter: { fields: { caretakerId } },
    });
    expect(steps[3]?.stateAfter).toMatchObject({
      fields: { completedDate: '2025-09-01T09:00:00.000Z' },
    });
  });

  it('answers nothing for an empty stream', () => {
    expect(replayServiceRequest([])).toEqual([]);
  });
});
