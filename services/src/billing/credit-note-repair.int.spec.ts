import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInvoiceNumber, serviceDay } from '@memorial-care/contracts/domain';
import {
  creditNoteIssuedSchema,
  invoiceStreamId,
  invoicesOfYearStreamId,
} from '@memorial-care/contracts/events';
import { creditNotePageSchema, invoiceSchema } from '@memorial-care/contracts/http';
import { handleCommand, systemContext } from '../shared/command-handler';
import { recordClientRecord } from '../testing/record-event';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { unnumberedCreditAfterMs } from './credit-note-repair';
import { invoiceDecider } from './invoice-decider';
import { createPlanInvoicingWorker } from './plan-invoicing-jobs';

// A credit whose command died before its credit note was numbered: the hourly billing job
// numbers it once (however often and on how many workers it runs), and leaves a credit whose
// command may still be at work alone.

let app: TestApp;
let admin: TestClient;
let clientId: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  clientId = await recordClientRecord(app, { name: 'Milica Prekid' });
});
afterAll(() => app?.close());

const issueInvoice = async () => {
  const response = await admin.post('/api/invoices', {
    clientId,
    lines: [{ description: 'Grave cleaning', quantity: 1, unitPrice: '80.00' }],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return invoiceSchema.parse(await response.json());
};

/** What a crash between the two appends of creditInvoice leaves: the credit, no credit note. */
const creditWithoutNote = async (invoice: { id: string; total: string }) => {
  const creditNoteId = randomUUID();
  const now = new Date();
  const { position } = await handleCommand(
    app.deps.eventStore,
    invoiceStreamId(invoice.id),
    invoiceDecider,
    {
      type: 'CreditInvoice',
      data: {
        invoice: { invoiceId: invoice.id, clientId, total: invoice.total },
        creditNoteId,
        amount: '30.00',
        reason: 'Visit cancelled',
        creditedAt: now.toISOString(),
      },
    },
    systemContext(now),
  );
  if (position) await app.deps.waitForProjections(position);
  return creditNoteId;
};

const creditNotesOf = async (invoiceId: string) =>
  creditNotePageSchema.parse(
    await (await admin.get(`/api/credit-notes?invoiceId=${invoiceId}`)).json(),
  ).items;

const worker = (clock: () => Date) =>
  createPlanInvoicingWorker({
    databaseUrl: app.config.databaseUrl,
    pool: app.deps.pool,
    eventStore: app.deps.eventStore,
    clock,
  });
const runJob = (clock: () => Date) => worker(clock).process({} as Job, { logger: app.deps.logger });

describe('a credit note left without a number', () => {
  it('is numbered once by the hourly job, with the next number; a young one is left alone', async () => {
    const invoice = await issueInvoice();
    const creditNoteId = await creditWithoutNote(invoice);
    const [unnumbered] = await creditNotesOf(invoice.id);
    expect(unnumbered).toMatchObject({ id: creditNoteId, number: null, amount: '30.00' });

    // Just after the crash the command might still be numbering it: the job leaves it.
    expect(await runJob(() => new Date())).toMatchObject({ creditNotesNumbered: 0 });
    expect((await creditNotesOf(invoice.id))[0]?.number).toBeNull();

    // Later, two workers at once and a run right after (before anything waited for the read
    // model): one number.
    const later = () => new Date(Date.now() + unnumberedCreditAfterMs + 60_000);
    const runs = await Promise.all([runJob(later), runJob(later)]);
    runs.push(await runJob(later));
    expect(runs.reduce((sum, run) => sum + run.creditNotesNumbered, 0)).toBe(1);

    const year = Number(serviceDay(later()).date.slice(0, 4));
    const issued = (await app.streamEvents(invoicesOfYearStreamId(year))).filter(
      (event) =>
        event.type === 'CreditNoteIssued' &&
        creditNoteIssuedSchema.parse(event.data).creditNoteId === creditNoteId,
    );
    expect(issued).toHaveLength(1);
    const [recorded] = issued;
    const note = creditNoteIssuedSchema.parse(recorded!.data);
    // Gapless: the year stream's revision is the number (revisions start at 0).
    expect(note.sequence).toBe(Number(recorded!.revision) + 1);
    expect(note).toMatchObject({
      number: formatInvoiceNumber(year, note.sequence),
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      clientId,
      amount: '30.00',
      vatRate: invoice.vatRate,
      reason: 'Visit cancelled',
    });
    await app.deps.waitForProjections(recorded!.position);
    expect(await creditNotesOf(invoice.id)).toEqual([
      expect.objectContaining({ id: creditNoteId, number: note.number }),
    ]);
    const pdf = await admin.get(`/api/credit-notes/${creditNoteId}/pdf`);
    expect(pdf.status).toBe(200);

    // A young credit (its command may be at work) is not numbered by a run now.
    const young = await issueInvoice();
    const youngCreditNoteId = await creditWithoutNote(young);
    expect(await runJob(() => new Date())).toMatchObject({ creditNotesNumbered: 0 });
    expect(await creditNotesOf(young.id)).toEqual([
      expect.objectContaining({ id: youngCreditNoteId, number: null }),
    ]);
  });
});
