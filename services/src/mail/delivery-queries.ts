import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import {
  mailDeliverySchema,
  type MailDelivery,
  type MailDeliveryPage,
} from '@memorial-care/contracts/http';
import type { MailDeliveryStatus } from './delivery-store';

/** One delivery as the admin sees it (times as ISO strings). */
export type MailDeliveryView = MailDelivery;

// The table keeps times as timestamps (read as epoch milliseconds); the answer has ISO strings.
const deliveryRow = mailDeliverySchema.extend({
  createdAt: z.number(),
  updatedAt: z.number(),
  sentAt: z.number().nullable(),
});

const selectDelivery = sql.fragment`
  job_id AS "jobId", kind, ref_id AS "refId", recipient, subject, status, attempts,
  last_error AS "lastError", created_at AS "createdAt", updated_at AS "updatedAt",
  sent_at AS "sentAt"`;

const toView = (row: z.infer<typeof deliveryRow>): MailDeliveryView => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
  sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
});

export const findMailDelivery = async (db: CommonQueryMethods, jobId: string) => {
  const row = await db.maybeOne(sql.type(deliveryRow)`
    SELECT ${selectDelivery} FROM mail_deliveries WHERE job_id = ${jobId}`);
  return row ? toView(row) : null;
};

export interface MailDeliveryFilter {
  readonly refId?: string | undefined;
  readonly jobId?: string | undefined;
  readonly status?: MailDeliveryStatus | undefined;
  readonly page: number;
  readonly pageSize: number;
}

/** Newest first, one page, with the total for the pager. */
export const listMailDeliveries = async (
  db: CommonQueryMethods,
  { refId, jobId, status, page, pageSize }: MailDeliveryFilter,
): Promise<MailDeliveryPage> => {
  const conditions = [
    ...(refId === undefined ? [] : [sql.fragment`ref_id = ${refId}`]),
    ...(jobId === undefined ? [] : [sql.fragment`job_id = ${jobId}`]),
    ...(status === undefined ? [] : [sql.fragment`status = ${status}`]),
  ];
  const where =
    conditions.length > 0
      ? sql.fragment`WHERE ${sql.join(conditions, sql.fragment` AND `)}`
      : sql.fragment``;
  const [rows, total] = await Promise.all([
    db.any(sql.type(deliveryRow)`
      SELECT ${selectDelivery} FROM mail_deliveries ${where}
      ORDER BY created_at DESC, job_id
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.oneFirst(sql.type(z.object({ total: z.bigint() }))`
      SELECT count(*) AS total FROM mail_deliveries ${where}`),
  ]);
  return { items: rows.map(toView), total: Number(total) };
};
