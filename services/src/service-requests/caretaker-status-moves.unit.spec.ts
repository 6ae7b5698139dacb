import {
  caretakerStatusMoves,
  requestStatuses,
  type RequestStatus,
} from '@memorial-care/contracts/domain';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import type { ServiceRequestEvent } from '@memorial-care/contracts/events';
import { serviceRequestsDecider, type ServiceRequestCommand } from './service-requests-decider';
import {
  accepted,
  caretaker,
  caretakerId,
  dragan,
  now,
  otherCaretakerId,
  requested,
  requestId,
  started,
} from './service-requests-testing';

// The caretaker's status dropdown offers caretakerStatusMoves (contracts): it must offer exactly
// the moves this decider accepts from a caretaker, so no option is always refused.

/** The command a caretaker's PATCH to this status becomes (task-moves.ts); none: not theirs. */
const commandFor = (status: RequestStatus, actor: Actor): ServiceRequestCommand | null => {
  switch (status) {
    case 'scheduled':
      return {
        type: 'AcceptTask',
        data: { requestId, caretakerId, actor, caretaker: dragan },
      };
    case 'pending':
      return { type: 'DeclineTask', data: { requestId, actor } };
    case 'in_progress':
      return { type: 'StartWork', data: { requestId, startedAt: now, actor } };
    case 'completed':
      return { type: 'CompleteRequest', data: { requestId, completedDate: now, actor } };
    default:
      return null;
  }
};

const cancelled: ServiceRequestEvent = { type: 'ServiceRequestCancelled', data: { requestId } };
const histories: Record<string, ServiceRequestEvent[]> = {
  'an open offer': [requested()],
  'an offer to them': [requested({ caretakerId })],
  'an offer to someone else': [requested({ caretakerId: otherCaretakerId })],
  'their scheduled task': [requested(), accepted()],
  'someone else’s scheduled task': [requested(), accepted(otherCaretakerId)],
  'their task in progress': [requested(), accepted(), started],
  'someone else’s task in progress': [requested(), accepted(otherCaretakerId), started],
  'their completed task': [
    requested(),
    accepted(),
    started,
    { type: 'ServiceRequestCompleted', data: { requestId, completedDate: now } },
  ],
  'their cancelled task': [requested(), accepted(), cancelled],
};

const decidedMoves = (history: ServiceRequestEvent[]): RequestStatus[] => {
  const state = history.reduce(
    serviceRequestsDecider.evolve,
    serviceRequestsDecider.initialState(),
  );
  // A dropdown cannot choose the status it shows (declining an offer keeps it pending).
  return requestStatuses.filter((status) => {
    if (status === state.status) return false;
    const command = commandFor(status, caretaker);
    if (command === null) return false;
    try {
      return serviceRequestsDecider.decide(command, state).length > 0;
    } catch {
      return false;
    }
  });
};

describe('caretakerStatusMoves', () => {
  it.each(Object.entries(histories))('offers what the server accepts for %s', (_, history) => {
    const state = history.reduce(
      serviceRequestsDecider.evolve,
      serviceRequestsDecider.initialState(),
    );
    if (!('fields' in state)) throw new Error('the history leaves no request');
    const offered = caretakerStatusMoves(
      { status: state.status, caretakerId: state.fields.caretakerId },
      caretakerId,
    );
    expect(offered).toEqual(decidedMoves(history));
  });

  it('offers nothing to a user who is no caretaker', () => {
    expect(caretakerStatusMoves({ status: 'pending', caretakerId: null }, null)).toEqual([]);
  });
});
