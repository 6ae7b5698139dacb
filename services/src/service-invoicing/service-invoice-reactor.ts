import type { DatabasePool } from 'slonik';
import { defaultPreferredLanguage, serviceDay } from '@memorial-care/contracts/domain';
import type { EventStore } from '@memorial-care/contracts/event-store';
import {
  serviceInvoiceStreamId,
  serviceRequestEventSchema,
  serviceRequestStreamId,
} from '@memorial-care/contracts/events';
import { getCemetery } from '@memorial-care/projections/cemeteries';
import { getClient } from '@memorial-care/projections/clients';
import { getGrave } from '@memorial-care/projections/graves';
import { issueClaimedInvoice } from '../billing/claimed-invoice';
import { serviceLineText, type ServicePlace } from '../billing/invoice-line-texts';
import type { Reactor } from '../reactors/reactor';
import { serviceRequestsDecider } from '../service-requests/service-requests-decider';
import { aggregateStream } from '../shared/aggregate-stream';
import type { CommandContext } from '../shared/command-handler';
import { nameBasedUuid } from '../shared/deterministic-id';
import { billableRequestOf, type BillableRequest } from './billable-request';

// Completed work the plan does not cover is billed as soon as it is completed: the request's
// ledger workflow, between the service requests (what was done) and billing (the invoice).

export interface ServiceInvoiceReactorDeps {
  readonly pool: DatabasePool;
  readonly eventStore: EventStore;
}

/** Namespace of the service invoices' ids: one id per request, whoever issues it. */
const serviceInvoiceNamespace = '3a7d9c1e5b2f4a8c9d0e1f2a3b4c5d6e';

/** The grave (and its cemetery) or the cemetery the work was done at, as the read models have them. */
const placeOf = async (pool: DatabasePool, request: BillableRequest): Promise<ServicePlace> => {
  const grave = request.graveId ? await getGrave(pool, request.graveId) : null;
  if (grave)
    return { deceasedName: grave.deceasedName, cemeteryName: grave.cemetery?.name ?? null };
  const cemetery = request.cemeteryId ? await getCemetery(pool, request.cemeteryId) : null;
  return { deceasedName: null, cemeteryName: cemetery?.name ?? null };
};

/** Issues the request's service invoice once (its claim stream), with its line in the family's language. */
export const issueServiceInvoice = (
  deps: ServiceInvoiceReactorDeps,
  request: BillableRequest,
  ctx: CommandContext,
) => {
  const { requestId, clientId } = request;
  const invoiceId = nameBasedUuid(serviceInvoiceNamespace, requestId);
  return issueClaimedInvoice(
    deps,
    {
      claimStreamId: serviceInvoiceStreamId(requestId),
      invoiceId,
      claimed: { type: 'ServiceInvoiceClaimed', data: { requestId, clientId, invoiceId } },
      issued: (number) => ({
        type: 'ServiceInvoiceIssued',
        data: { requestId, clientId, invoiceId, number },
      }),
      draft: async () => {
        const language =
          (await getClient(deps.pool, clientId))?.preferredLanguage ?? defaultPreferredLanguage;
        const completedOn = serviceDay(request.completedDate ?? ctx.now).date;
        return {
          clientId,
          kind: 'service' as const,
          lines: [
            {
              description: serviceLineText(
                language,
                request.serviceType,
                await placeOf(deps.pool, request),
                completedOn,
              ),
              quantity: 1,
              unitPrice: request.amount,
            },
          ],
          vatRate: '0',
          vatNote: null,
          period: null,
        };
      },
    },
    ctx,
  );
};

/**
 * A request that is completed (by the caretaker, or by an admin's status change or edit) and
 * that the plan does not cover (billable-request.ts) gets its service invoice. The request's
 * CURRENT state decides, so a replay or a retry bills what is true now, and the claim makes it
 * one invoice per request, ever: what changes afterwards is settled by voiding or crediting.
 */
export const serviceInvoiceReactor: Reactor<ServiceInvoiceReactorDeps> = {
  name: 'service-invoices',
  eventTypes: ['ServiceRequestCompleted', 'ServiceRequestStatusChanged', 'ServiceRequestUpdated'],
  async react(event, deps) {
    const { requestId } = serviceRequestEventSchema.parse(event).data;
    const { state } = await aggregateStream(
      deps.eventStore,
      serviceRequestStreamId(requestId),
      serviceRequestsDecider,
    );
    const billable = billableRequestOf(state);
    if (!billable) return;
    await issueServiceInvoice(deps, billable, {
      userId: null,
      role: 'system',
      correlationId: event.metadata.correlationId,
      causationId: event.id,
      now: new Date(),
    });
  },
};
