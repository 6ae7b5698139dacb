import { z } from 'zod';

// A completed request that the plan does not cover is billed by its own invoice, once: the
// request's claim stream, `service-invoice-<requestId>`, makes a second reaction (a replay, a
// retry) issue nothing, as `plan-invoice-<client>-<period>` does for the monthly plan.

export const serviceInvoiceStreamId = (requestId: string) => `service-invoice-${requestId}`;

/** The request was taken for billing: this invoice id is its one service invoice. */
export const serviceInvoiceClaimedSchema = z.object({
  requestId: z.guid(),
  clientId: z.guid(),
  invoiceId: z.guid(),
});
/** The claimed request's invoice was issued (a reaction that died before this finishes it next time). */
export const serviceInvoiceIssuedSchema = z.object({
  requestId: z.guid(),
  clientId: z.guid(),
  invoiceId: z.guid(),
  number: z.string(),
});
export const serviceInvoiceEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ServiceInvoiceClaimed'), data: serviceInvoiceClaimedSchema }),
  z.object({ type: z.literal('ServiceInvoiceIssued'), data: serviceInvoiceIssuedSchema }),
]);
export type ServiceInvoiceEvent = z.infer<typeof serviceInvoiceEventSchema>;
