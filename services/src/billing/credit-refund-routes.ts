import { z } from 'zod';
import { idPathParam, serviceDay } from '@memorial-care/contracts/domain';
import type { Position } from '@memorial-care/contracts/event-store';
import { invoiceStreamId } from '@memorial-care/contracts/events';
import {
  creditNoteInputSchema,
  creditNoteListQuerySchema,
  refundInputSchema,
} from '@memorial-care/contracts/http';
import {
  getCreditNote,
  getInvoice,
  getInvoiceFacts,
  getPaymentFacts,
  listCreditNotes,
  listPayments,
} from '@memorial-care/projections/billing';
import { getClient } from '@memorial-care/projections/clients';
import type { AppDeps } from '../http/deps';
import { defineRoute, type SessionUser } from '../http/route';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { creditInvoice, refundPayment } from './credit-refund-commands';
import { renderCreditNotePdf } from './invoice-pdf';

// Credit notes (POST /api/invoices/:id/credit-notes, their list and PDF) and refunds of a
// payment (POST /api/payments/:id/refunds: a refund is bounded by its payment, so it hangs
// under the payment rather than the invoice). Admins write; a family reads its own.

const idParams = z.object({ id: idPathParam });
const invoiceNotFound = () => new NotFoundError('Invoice not found');
const creditNoteNotFound = () => new NotFoundError('Credit note not found');
const paymentNotFound = () => new NotFoundError('Payment not found');

const today = () => serviceDay(new Date()).date;

const ownClientId = (user: SessionUser | null) => {
  if (!user?.clientId) throw new ForbiddenError('Your account is not linked to a client');
  return user.clientId;
};

/** The credit note once the read model has our own change (numbered, or about to be). */
const readBackCreditNote = async (deps: AppDeps, id: string, position: Position | null) => {
  if (position) await deps.waitForProjections(position);
  const creditNote = await getCreditNote(deps.pool, id);
  if (!creditNote) throw creditNoteNotFound();
  return creditNote;
};

export const createCreditRefundRoutes = ({ creditorName }: { readonly creditorName: string }) => [
  defineRoute({
    method: 'post',
    path: '/api/invoices/:id/credit-notes',
    idempotent: true,
    access: ['admin'],
    params: idParams,
    body: creditNoteInputSchema,
    entityStream: ({ id }) => invoiceStreamId(id),
    handle: async ({ params, body, deps, command }) => {
      // A credit note is a document of its own, not an invoice: it is never credited again.
      if (await getCreditNote(deps.pool, params.id))
        throw new ConflictError(
          'This is a credit note: only an invoice can be credited',
          'CREDIT_NOTE_NOT_CREDITABLE',
        );
      const invoice = await getInvoice(deps.pool, params.id, today());
      if (!invoice) throw invoiceNotFound();
      const { id, position } = await creditInvoice(
        deps.eventStore,
        {
          invoice: {
            invoiceId: invoice.id,
            clientId: invoice.clientId,
            total: invoice.total,
            number: invoice.number,
            vatRate: invoice.vatRate,
          },
          amount: body.amount,
          reason: body.reason,
        },
        command,
      );
      return { status: 201, body: await readBackCreditNote(deps, id, position), position };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/credit-notes',
    access: ['admin', 'client'],
    query: creditNoteListQuerySchema,
    handle: async ({ query, user, deps }) => ({
      body: await listCreditNotes(
        deps.pool,
        user?.role === 'admin' ? query : { ...query, clientId: ownClientId(user) },
      ),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/credit-notes/:id/pdf',
    access: ['admin', 'client'],
    params: idParams,
    // Another family's credit note is "not found" for a client (403 would confirm it exists).
    authorize: async ({ params, user, deps }) => {
      const creditNote = await getCreditNote(deps.pool, params.id);
      if (!creditNote) throw creditNoteNotFound();
      if (user?.role === 'admin') return;
      if (!user?.clientId || creditNote.clientId !== user.clientId) throw creditNoteNotFound();
    },
    handle: async ({ params, deps, ctx }) => {
      const creditNote = await readBackCreditNote(deps, params.id, null);
      const client = await getClient(deps.pool, creditNote.clientId);
      const pdf = await renderCreditNotePdf({
        creditNote,
        client: {
          name: client?.name ?? creditNote.clientName ?? '',
          email: client?.email ?? null,
          address: client?.address ?? null,
        },
        language: client?.preferredLanguage ?? 'Serbian',
        creditorName,
      });
      ctx.type = 'application/pdf';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.attachment(`credit-note-${creditNote.number ?? creditNote.id}.pdf`, { type: 'inline' });
      return { body: pdf };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/payments/:id/refunds',
    idempotent: true,
    access: ['admin'],
    params: idParams,
    body: refundInputSchema,
    handle: async ({ params, body, deps, command }) => {
      const payment = await getPaymentFacts(deps.pool, params.id);
      if (!payment) throw paymentNotFound();
      const invoice = await getInvoiceFacts(deps.pool, payment.invoiceId);
      if (!invoice) throw paymentNotFound();
      const { position } = await refundPayment(
        deps.eventStore,
        { ...body, invoice, paymentId: payment.paymentId },
        command,
      );
      if (position) await deps.waitForProjections(position);
      const { items } = await listPayments(deps.pool, {
        page: 1,
        pageSize: 1,
        clientId: payment.clientId,
        paymentId: payment.paymentId,
      });
      const refunded = items[0];
      if (!refunded) throw paymentNotFound();
      return { status: 201, body: refunded, position };
    },
  }),
];
