import { toCents } from '@memorial-care/contracts/domain';
import type { RequestServiceType } from '@memorial-care/contracts/events';
import type { ServiceRequestState } from '../service-requests/service-requests-decider';

/** A completed request the family is billed for by a service invoice of its own. */
export interface BillableRequest {
  readonly requestId: string;
  readonly clientId: string;
  readonly serviceType: RequestServiceType;
  readonly amount: string;
  readonly graveId: string | null;
  readonly cemeteryId: string | null;
  /** ISO; null only for a request completed before completion times were kept. */
  readonly completedDate: string | null;
}

/**
 * A request the plan does not cover, as the request itself says: it is completed, it belongs to
 * a client (a guest has no ledger), it costs something (amount > 0), no plan was selected for
 * it (`planSelected` null: a request made under a plan is paid by the plan's monthly invoice),
 * and it is still owed (payment status pending or overdue: not paid already outside the
 * ledger, and not "absent", i.e. not charged). Anything else is not invoiced.
 */
export const billableRequestOf = (state: ServiceRequestState): BillableRequest | null => {
  if (state.status !== 'completed' || !('fields' in state)) return null;
  const { fields } = state;
  if (!fields.clientId || fields.planSelected !== null) return null;
  if (fields.paymentStatus !== 'pending' && fields.paymentStatus !== 'overdue') return null;
  if (toCents(fields.amount) <= 0n) return null;
  return {
    requestId: state.requestId,
    clientId: fields.clientId,
    serviceType: fields.serviceType,
    amount: fields.amount,
    graveId: fields.graveId,
    cemeteryId: fields.cemeteryId,
    completedDate: fields.completedDate,
  };
};
