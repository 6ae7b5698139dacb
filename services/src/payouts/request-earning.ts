import {
  caretakerSharePercent,
  caretakerShareOf,
  fromCents,
  serviceDay,
  toCents,
  type EarningReversalReason,
} from '@memorial-care/contracts/domain';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  serviceRequestEventSchema,
  serviceRequestEventTypes,
  type RequestServiceType,
} from '@memorial-care/contracts/events';
import { nameBasedUuid } from '../shared/deterministic-id';
import type { EarningDue } from './caretaker-earnings-decider';

// What payouts read of a service request's stream: who did it, for how much, and whether and
// when it was completed. Folded here from the request's events (the service-requests feature
// is not imported: features never meet).

export interface RequestForPayout {
  readonly requestId: string;
  readonly caretakerId: string | null;
  readonly serviceType: RequestServiceType | null;
  readonly amount: string;
  readonly completed: boolean;
  /** When it was completed (ISO): as its completion or edit says, else when that was decided. */
  readonly completedAt: string | null;
  readonly deleted: boolean;
  /** Completed at some point of its history: only then can an earning exist for it. */
  readonly everCompleted: boolean;
  /** Every caretaker it ever had: an earning may sit on any of their ledgers. */
  readonly caretakers: readonly string[];
}

const requestTypes: ReadonlySet<string> = new Set(serviceRequestEventTypes);

const withCaretaker = (request: RequestForPayout, caretakerId: string | null | undefined) =>
  caretakerId === undefined
    ? request
    : {
        ...request,
        caretakerId,
        caretakers:
          caretakerId && !request.caretakers.includes(caretakerId)
            ? [...request.caretakers, caretakerId]
            : request.caretakers,
      };

/** Folds a request's parsed events (photos and others on its stream are passed over). */
export const requestForPayout = (
  requestId: string,
  events: readonly RecordedEvent[],
): RequestForPayout => {
  let request: RequestForPayout = {
    requestId,
    caretakerId: null,
    serviceType: null,
    amount: '0.00',
    completed: false,
    completedAt: null,
    deleted: false,
    everCompleted: false,
    caretakers: [],
  };
  for (const recorded of events) {
    if (!requestTypes.has(recorded.type)) continue;
    const event = serviceRequestEventSchema.parse({ type: recorded.type, data: recorded.data });
    const decidedAt = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ServiceRequested':
        request = withCaretaker(
          { ...request, serviceType: event.data.serviceType, amount: event.data.amount },
          event.data.caretakerId,
        );
        break;
      case 'ServiceRequestScheduled':
      case 'TaskAccepted':
        request = withCaretaker(request, event.data.caretakerId);
        break;
      case 'TaskDeclined':
        request = withCaretaker({ ...request, completed: false }, null);
        break;
      case 'ServiceRequestStarted':
      case 'ServiceRequestCancelled':
        request = { ...request, completed: false };
        break;
      case 'ServiceRequestCompleted':
        request = {
          ...request,
          completed: true,
          everCompleted: true,
          completedAt: event.data.completedDate,
        };
        break;
      case 'ServiceRequestStatusChanged': {
        const completed = event.data.to === 'completed';
        request = {
          ...request,
          completed,
          everCompleted: request.everCompleted || completed,
          completedAt: completed
            ? (event.data.completedDate ?? request.completedAt ?? decidedAt)
            : request.completedAt,
        };
        break;
      }
      case 'ServiceRequestUpdated': {
        const { changes } = event.data;
        request = withCaretaker(
          {
            ...request,
            serviceType: changes.serviceType ?? request.serviceType,
            amount: changes.amount ?? request.amount,
            completedAt: changes.completedDate ?? request.completedAt,
          },
          changes.caretakerId,
        );
        break;
      }
      case 'ServiceRequestDeleted':
        request = { ...request, deleted: true };
        break;
    }
  }
  return request;
};

/** What a ledger amount holds (99,999,999.99): a larger request amount is not paid out. */
const largestLedgerCents = 9_999_999_999n;

/** Namespace of earning ids: one per caretaker and request. */
const earningNamespace = '8e3d5c1a7b2f4e6d9a0c1b2d3e4f5a6b';

export const earningIdOf = (caretakerId: string, requestId: string) =>
  nameBasedUuid(earningNamespace, `${caretakerId}/${requestId}`);

/**
 * The earning a request owes its caretaker now, or null with the reason: a completed task with
 * a caretaker and an amount above 0.00 earns 70% of the amount on the day it was completed.
 */
export const earningDueOf = (
  request: RequestForPayout,
):
  | { readonly due: EarningDue; readonly reason: null }
  | { readonly due: null; readonly reason: EarningReversalReason } => {
  if (request.deleted) return { due: null, reason: 'deleted' };
  if (!request.completed) return { due: null, reason: 'reopened' };
  const cents = toCents(request.amount);
  if (
    !request.caretakerId ||
    !request.serviceType ||
    !request.completedAt ||
    cents === 0n ||
    cents > largestLedgerCents
  )
    return { due: null, reason: 'not_payable' };
  const taskAmount = fromCents(cents);
  return {
    due: {
      earningId: earningIdOf(request.caretakerId, request.requestId),
      caretakerId: request.caretakerId,
      requestId: request.requestId,
      serviceType: request.serviceType,
      completedOn: serviceDay(request.completedAt).date,
      taskAmount,
      sharePercent: String(caretakerSharePercent),
      amount: caretakerShareOf(taskAmount),
    },
    reason: null,
  };
};
