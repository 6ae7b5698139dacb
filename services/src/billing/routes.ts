import { z } from 'zod';
import { billingPeriodOf, idPathParam, serviceDay } from '@memorial-care/contracts/domain';
import type { Position } from '@memorial-care/contracts/event-store';
import { invoiceStreamId, subscriptionStreamId } from '@memorial-care/contracts/events';
import {
  invoiceInputSchema,
  invoiceListQuerySchema,
  paymentInputSchema,
  paymentListQuerySchema,
  paymentsSummaryQuerySchema,
  planSubscriptionInputSchema,
  subscriptionActionInputSchema,
  subscriptionActionSchema,
  assignTransferInputSchema,
  dismissTransferInputSchema,
  statementImportInputSchema,
  transferParamsSchema,
  voidInvoiceInputSchema,
  type Invoice,
} from '@memorial-care/contracts/http';
import {
  findInvoiceIdByReference,
  getInvoice,
  getInvoiceFacts,
  listInvoices,
  listPayments,
  paymentsSummary,
} from '@memorial-care/projections/billing';
import { listUnmatchedTransfers } from '@memorial-care/projections/bank-statements';
import { getClient } from '@memorial-care/projections/clients';
import { getRateInForce } from '@memorial-care/projections/exchange-rates';
import { getSubscription } from '@memorial-care/projections/subscriptions';
import type { AppDeps } from '../http/deps';
import { defineRoute, type RouteInput, type SessionUser } from '../http/route';
import { ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import {
  changeSubscriptionState,
  issueInvoice,
  recordPayment,
  setSubscription,
  voidInvoice,
} from './commands';
import type { InvoiceFacts } from './invoice-decider';
import { renderInvoicePdf } from './invoice-pdf';
import { paymentInstructionsOf, type Creditor } from './payment-instructions';
import { importStatement, type InvoiceLookup } from './statements/import-statement';
import { assignTransfer, dismissTransfer } from './statements/resolve-transfer';

const idParams = z.object({ id: idPathParam });
type IdParams = z.infer<typeof idParams>;
const isUuid = (value: string) => z.guid().safeParse(value).success;
const invoiceNotFound = () => new NotFoundError('Invoice not found');

/** The business day in Serbia: what "past due" is measured against. */
const today = () => serviceDay(new Date()).date;

/** The client whose ledger a client's request reads: always their own. */
const ownClientId = (user: SessionUser | null) => {
  if (!user?.clientId) throw new ForbiddenError('Your account is not linked to a client');
  return user.clientId;
};

/**
 * An admin reads any invoice; a client only their own. Another family's invoice is "not found"
 * for them (403 would confirm that it exists).
 */
const authorizeInvoice = async ({ params, user, deps }: RouteInput<IdParams, unknown, unknown>) => {
  if (!isUuid(params.id)) throw invoiceNotFound();
  const facts = await getInvoiceFacts(deps.pool, params.id);
  if (!facts) throw invoiceNotFound();
  if (user?.role === 'admin') return;
  if (!user?.clientId || facts.clientId !== user.clientId) throw invoiceNotFound();
};

const factsOf = async (deps: AppDeps, invoiceId: string): Promise<InvoiceFacts> => {
  const facts = isUuid(invoiceId) ? await getInvoiceFacts(deps.pool, invoiceId) : null;
  if (!facts) throw invoiceNotFound();
  return facts;
};

/** The invoice as the read model has it once it has caught up with our own change. */
const readBack = async (deps: AppDeps, id: string, position: Position | null): Promise<Invoice> => {
  if (position) await deps.waitForProjections(position);
  const invoice = await getInvoice(deps.pool, id, today());
  if (!invoice) throw invoiceNotFound();
  return invoice;
};

/** The invoice a payment names, by id or by the number / RF reference the transfer carried. */
const invoiceOfPayment = async (
  deps: AppDeps,
  body: { readonly invoiceId?: string | undefined; readonly invoiceReference?: string | undefined },
): Promise<InvoiceFacts> => {
  const id =
    body.invoiceId ??
    (body.invoiceReference
      ? await findInvoiceIdByReference(deps.pool, body.invoiceReference)
      : null);
  const facts = id ? await getInvoiceFacts(deps.pool, id) : null;
  if (!facts) {
    const path = body.invoiceId ? 'body.invoiceId' : 'body.invoiceReference';
    throw new ValidationError('Unknown invoice', [{ path, message: 'Unknown invoice' }]);
  }
  return facts;
};

/** The invoices read model, as a statement import looks invoices up. */
const invoiceLookup = (deps: AppDeps): InvoiceLookup => ({
  findInvoiceIdByReference: (reference) => findInvoiceIdByReference(deps.pool, reference),
  getInvoiceFacts: (id) => getInvoiceFacts(deps.pool, id),
});

/** The payment just recorded, as the read model has it once caught up. */
const readBackPayment = async (
  deps: AppDeps,
  clientId: string,
  paymentId: string,
  position: Position | null,
) => {
  if (position) await deps.waitForProjections(position);
  const { items } = await listPayments(deps.pool, { page: 1, pageSize: 1, clientId, paymentId });
  const payment = items[0];
  if (!payment) throw new NotFoundError('Payment not found');
  return payment;
};

const subscriptionNotFound = () => new NotFoundError('This client has no subscription');

/** The family's subscription once the read model has our own change. */
const readBackSubscription = async (deps: AppDeps, clientId: string, position: Position | null) => {
  if (position) await deps.waitForProjections(position);
  const subscription = await getSubscription(deps.pool, clientId);
  if (!subscription) throw subscriptionNotFound();
  return subscription;
};

const assertClientExists = async (deps: AppDeps, clientId: string) => {
  if (!isUuid(clientId) || !(await getClient(deps.pool, clientId)))
    throw new NotFoundError('Client not found');
};

export const createBillingRoutes = ({ creditor }: { readonly creditor: Creditor }) => [
  defineRoute({
    method: 'get',
    path: '/api/invoices',
    access: ['admin', 'client'],
    query: invoiceListQuerySchema,
    handle: async ({ query, user, deps }) => ({
      body: await listInvoices(
        deps.pool,
        user?.role === 'admin' ? query : { ...query, clientId: ownClientId(user) },
        today(),
      ),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/invoices',
    idempotent: true,
    access: ['admin'],
    body: invoiceInputSchema,
    handle: async ({ body, deps, command }) => {
      if (!(await getClient(deps.pool, body.clientId)))
        throw new ValidationError('Unknown client', [
          { path: 'body.clientId', message: 'Unknown client' },
        ]);
      const { id, position } = await issueInvoice(
        deps.eventStore,
        { ...body, kind: 'manual' },
        command,
      );
      return { status: 201, body: await readBack(deps, id, position), position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/invoices/:id',
    access: ['admin', 'client'],
    params: idParams,
    entityStream: ({ id }) => invoiceStreamId(id),
    authorize: authorizeInvoice,
    handle: async ({ params, deps }) => ({ body: await readBack(deps, params.id, null) }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/invoices/:id/payment-instructions',
    access: ['admin', 'client'],
    params: idParams,
    authorize: authorizeInvoice,
    handle: async ({ params, deps }) => {
      const invoice = await readBack(deps, params.id, null);
      const rate = await getRateInForce(deps.pool, 'RSD');
      return { body: await paymentInstructionsOf(invoice, creditor, rate) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/invoices/:id/pdf',
    access: ['admin', 'client'],
    params: idParams,
    authorize: authorizeInvoice,
    handle: async ({ params, deps, ctx }) => {
      const invoice = await readBack(deps, params.id, null);
      const client = await getClient(deps.pool, invoice.clientId);
      const owed = invoice.status === 'open';
      const pdf = await renderInvoicePdf({
        invoice,
        client: {
          name: client?.name ?? invoice.clientName ?? '',
          email: client?.email ?? null,
          address: client?.address ?? null,
        },
        language: client?.preferredLanguage ?? 'Serbian',
        instructions: owed
          ? await paymentInstructionsOf(invoice, creditor, await getRateInForce(deps.pool, 'RSD'))
          : null,
      });
      ctx.type = 'application/pdf';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.attachment(`invoice-${invoice.number}.pdf`, { type: 'inline' });
      return { body: pdf };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/invoices/:id/void',
    access: ['admin'],
    params: idParams,
    body: voidInvoiceInputSchema,
    entityStream: ({ id }) => invoiceStreamId(id),
    handle: async ({ params, body, deps, command }) => {
      const invoice = await factsOf(deps, params.id);
      const { position } = await voidInvoice(
        deps.eventStore,
        { invoice, reason: body.reason },
        command,
      );
      return { body: await readBack(deps, params.id, position), position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/payments',
    access: ['admin', 'client'],
    query: paymentListQuerySchema,
    handle: async ({ query, user, deps }) => ({
      body: await listPayments(
        deps.pool,
        user?.role === 'admin' ? query : { ...query, clientId: ownClientId(user) },
      ),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/payments',
    idempotent: true,
    access: ['admin'],
    body: paymentInputSchema,
    handle: async ({ body, deps, command }) => {
      const invoice = await invoiceOfPayment(deps, body);
      const { id, position } = await recordPayment(
        deps.eventStore,
        {
          invoice,
          amount: body.amount,
          method: body.method,
          paidOn: body.paidOn,
          bankReference: body.bankReference,
        },
        command,
      );
      const payment = await readBackPayment(deps, invoice.clientId, id, position);
      return { status: 201, body: payment, position };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/payments/import',
    // Importing the same file again records nothing twice (its hash is its id, each transfer's
    // bank reference is claimed once): a retry is safe without a key.
    access: ['admin'],
    body: statementImportInputSchema,
    handle: async ({ body, deps, command }) => {
      const { result, position } = await importStatement(
        deps.eventStore,
        invoiceLookup(deps),
        body,
        command,
      );
      if (position) await deps.waitForProjections(position);
      return { body: result, position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/payments/unmatched',
    access: ['admin'],
    handle: async ({ deps }) => ({ body: await listUnmatchedTransfers(deps.pool) }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/payments/unmatched/:statementId/:line/assign',
    access: ['admin'],
    params: transferParamsSchema,
    body: assignTransferInputSchema,
    handle: async ({ params, body, deps, command }) => {
      const invoice = await invoiceOfPayment(deps, body);
      const { paymentId, position } = await assignTransfer(
        deps.eventStore,
        params,
        invoice,
        command,
      );
      const payment = await readBackPayment(deps, invoice.clientId, paymentId, position);
      return { body: payment, position };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/payments/unmatched/:statementId/:line/dismiss',
    access: ['admin'],
    params: transferParamsSchema,
    body: dismissTransferInputSchema,
    handle: async ({ params, body, deps, command }) => {
      const { position } = await dismissTransfer(deps.eventStore, params, body.note, command);
      return { status: 204, position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/payments/summary',
    access: ['admin', 'client'],
    query: paymentsSummaryQuerySchema,
    handle: async ({ query, user, deps }) => ({
      body: await paymentsSummary(
        deps.pool,
        // An admin names a client, or gets the business's totals over every client.
        user?.role === 'admin' ? (query.clientId ?? null) : ownClientId(user),
        today(),
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/clients/:id/subscription',
    access: ['admin', 'client'],
    params: idParams,
    entityStream: ({ id }) => subscriptionStreamId(id),
    authorize: ({ params, user }) => {
      // A family reads only its own; another's is "not found".
      if (user?.role !== 'admin' && user?.clientId !== params.id) throw subscriptionNotFound();
    },
    handle: async ({ params, deps }) => ({
      body: await readBackSubscription(deps, params.id, null),
    }),
  }),

  defineRoute({
    method: 'put',
    path: '/api/clients/:id/subscription',
    access: ['admin'],
    params: idParams,
    body: planSubscriptionInputSchema,
    entityStream: ({ id }) => subscriptionStreamId(id),
    handle: async ({ params, body, deps, command }) => {
      await assertClientExists(deps, params.id);
      const { position } = await setSubscription(
        deps.eventStore,
        {
          clientId: params.id,
          plan: body.plan,
          monthlyPrice: body.monthlyPrice,
          firstPeriod: body.firstPeriod ?? billingPeriodOf(today()),
        },
        command,
      );
      return { body: await readBackSubscription(deps, params.id, position), position };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/clients/:id/subscription/:action',
    access: ['admin'],
    params: z.object({ id: idPathParam, action: subscriptionActionSchema }),
    body: subscriptionActionInputSchema,
    entityStream: ({ id }) => subscriptionStreamId(id),
    handle: async ({ params, body, deps, command }) => {
      await assertClientExists(deps, params.id);
      const { position } = await changeSubscriptionState(
        deps.eventStore,
        { clientId: params.id, reason: body.reason },
        params.action,
        command,
      );
      return { body: await readBackSubscription(deps, params.id, position), position };
    },
  }),
];
