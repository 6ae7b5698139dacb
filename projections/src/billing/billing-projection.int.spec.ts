import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditorReference, formatInvoiceNumber } from '@memorial-care/contracts/domain';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  invoiceStreamId,
  invoicesOfYearStreamId,
  type InvoiceIssued,
  type PaymentRecorded,
} from '@memorial-care/contracts/events';
import {
  creditNoteListQuerySchema,
  invoiceListQuerySchema,
  paymentListQuerySchema,
  type InvoiceListQuery,
} from '@memorial-care/contracts/http';
import { getClient, getClientBilling, listClients } from '../clients';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { billingProjection } from './billing-projection';
import { listCreditNotes } from './credit-note-queries';
import {
  findInvoiceIdByReference,
  getInvoice,
  getInvoiceFacts,
  listInvoices,
  listPayments,
  paymentsSummary,
} from './queries';

const database = useProjectionTestWithBuiltEvents(billingProjection);
const apply = (events: readonly RecordedEvent[]) => database.apply(events);

/** The business day the ledger is read on. */
const today = '2026-03-15';
const at = '2026-03-01T09:00:00.000Z';

// Each test issues into a year of its own, so numbers never collide within the file.
let lastYear = 2100;
const revisions = new Map<string, bigint>();
/** An event at its stream's next revision (0 for a new stream). */
const onStream = (streamId: string, event: { type: string; data: object }, occurredAt = at) => {
  const revision = (revisions.get(streamId) ?? -1n) + 1n;
  revisions.set(streamId, revision);
  return recordedEvent(event, { streamId, revision, occurredAt });
};

const newYear = () => {
  lastYear += 1;
  return { year: lastYear, sequence: 0 };
};

interface IssueOptions {
  readonly clientId: string;
  readonly total: string;
  readonly issuedOn?: string;
  readonly dueDate?: string;
}

/** InvoiceIssued on the year's stream: the next number of `book`; the invoice has one line. */
const issue = (book: { year: number; sequence: number }, options: IssueOptions) => {
  book.sequence += 1;
  const number = formatInvoiceNumber(book.year, book.sequence);
  const data: InvoiceIssued = {
    invoiceId: randomUUID(),
    number,
    year: book.year,
    sequence: book.sequence,
    clientId: options.clientId,
    kind: 'manual',
    lines: [
      {
        description: 'Grave cleaning',
        quantity: 1,
        unitPrice: options.total,
        amount: options.total,
      },
    ],
    subtotal: options.total,
    vatRate: '0',
    vatAmount: '0.00',
    total: options.total,
    vatNote: 'Not subject to VAT',
    currency: 'EUR',
    issuedOn: options.issuedOn ?? '2026-03-01',
    dueDate: options.dueDate ?? '2026-03-31',
    reference: creditorReference(number),
    period: null,
  };
  return {
    data,
    event: onStream(invoicesOfYearStreamId(book.year), { type: 'InvoiceIssued', data }, at),
  };
};

const pay = (
  invoice: InvoiceIssued,
  amount: string,
  options: Partial<PaymentRecorded> & { occurredAt?: string } = {},
) => {
  const { occurredAt = at, ...overrides } = options;
  const data: PaymentRecorded = {
    paymentId: randomUUID(),
    invoiceId: invoice.invoiceId,
    clientId: invoice.clientId,
    amount,
    method: 'bank_transfer',
    paidOn: '2026-03-05',
    bankReference: null,
    ...overrides,
  };
  return {
    data,
    event: onStream(
      invoiceStreamId(invoice.invoiceId),
      { type: 'PaymentRecorded', data },
      occurredAt,
    ),
  };
};

const voidIt = (invoice: InvoiceIssued, reason = 'Issued twice') =>
  onStream(invoiceStreamId(invoice.invoiceId), {
    type: 'InvoiceVoided',
    data: { invoiceId: invoice.invoiceId, reason, voidedAt: '2026-03-10T12:00:00.000Z' },
  });

/** A client in the clients read model, as its projection would have it. */
const addClient = async (
  name: string,
  stored: { totalPaid?: string; lastPaymentDate?: string } = {},
) => {
  const id = randomUUID();
  await database.pool.query(sql.unsafe`
    INSERT INTO clients (id, name, email, total_paid, last_payment_date, version, created_at,
                         updated_at)
    VALUES (${id}, ${name}, ${`${id}@example.com`}, ${stored.totalPaid ?? '0'},
            ${stored.lastPaymentDate ?? null}, 0, now(), now())`);
  return id;
};

const invoices = (query: Partial<InvoiceListQuery> = {}) =>
  listInvoices(database.pool, invoiceListQuerySchema.parse({ pageSize: '100', ...query }), today);

const everyRow = z.object({ rows: z.unknown() });
/** Both tables, whole, to compare before and after a replay. */
const snapshot = () =>
  database.pool.one(sql.type(everyRow)`
    SELECT jsonb_build_object(
      'invoices', (SELECT jsonb_agg(to_jsonb(i) ORDER BY i.id) FROM invoices i),
      'payments', (SELECT jsonb_agg(to_jsonb(p) ORDER BY p.id) FROM payments p),
      'client_ledgers', (SELECT jsonb_agg(to_jsonb(c) ORDER BY c.client_id) FROM client_ledgers c),
      'open_balances', (SELECT jsonb_agg(to_jsonb(b) ORDER BY b.due_date) FROM open_balances b))
      AS "rows"`);

describe('the billing projection', () => {
  it('issues an invoice as an open row with its lines, amounts as text and nothing paid', async () => {
    const clientId = await addClient('Milica Petrović');
    const { data, event } = issue(newYear(), {
      clientId,
      total: '120.00',
      issuedOn: '2026-03-01',
      dueDate: '2026-03-15',
    });
    await apply([event]);

    expect(await getInvoice(database.pool, data.invoiceId, today)).toEqual({
      id: data.invoiceId,
      number: data.number,
      clientId,
      clientName: 'Milica Petrović',
      kind: 'manual',
      lines: [
        { description: 'Grave cleaning', quantity: 1, unitPrice: '120.00', amount: '120.00' },
      ],
      subtotal: '120.00',
      vatRate: '0',
      vatAmount: '0.00',
      total: '120.00',
      vatNote: 'Not subject to VAT',
      currency: 'EUR',
      issuedOn: '2026-03-01',
      dueDate: '2026-03-15',
      reference: data.reference,
      status: 'open',
      paid: '0.00',
      balance: '120.00',
      // Due today: not overdue yet.
      overdue: false,
      lastPaymentOn: null,
      voidedAt: null,
      voidReason: null,
      credited: '0.00',
      refunded: '0.00',
      creditNotes: [],
    });
    expect(await getInvoice(database.pool, data.invoiceId, '2026-03-16')).toMatchObject({
      status: 'open',
      overdue: true,
    });
    expect(await getInvoiceFacts(database.pool, data.invoiceId)).toEqual({
      invoiceId: data.invoiceId,
      clientId,
      total: '120.00',
      number: data.number,
    });
    expect(await getInvoice(database.pool, randomUUID(), today)).toBeNull();
    expect(await getInvoice(database.pool, 'not-a-uuid', today)).toBeNull();
    expect(await getInvoiceFacts(database.pool, 'not-a-uuid')).toBeNull();
  });

  it('keeps an invoice open while partly paid, paid once paid in full, and credits an overpayment', async () => {
    const clientId = await addClient('Jovan Ilić');
    const { data: invoice, event } = issue(newYear(), { clientId, total: '100.00' });
    await apply([event]);

    await apply([pay(invoice, '40.00', { paidOn: '2026-03-02' }).event]);
    expect(await getInvoice(database.pool, invoice.invoiceId, today)).toMatchObject({
      status: 'open',
      paid: '40.00',
      balance: '60.00',
      lastPaymentOn: '2026-03-02',
    });

    await apply([pay(invoice, '60.00', { paidOn: '2026-03-04' }).event]);
    expect(await getInvoice(database.pool, invoice.invoiceId, '2026-12-31')).toMatchObject({
      status: 'paid',
      paid: '100.00',
      balance: '0.00',
      overdue: false,
      lastPaymentOn: '2026-03-04',
    });

    await apply([pay(invoice, '25.50', { paidOn: '2026-03-03', method: 'cash' }).event]);
    expect(await getInvoice(database.pool, invoice.invoiceId, today)).toMatchObject({
      status: 'paid',
      paid: '125.50',
      balance: '-25.50',
      // The latest day paid, not the latest payment recorded.
      lastPaymentOn: '2026-03-04',
    });
    expect(await paymentsSummary(database.pool, clientId, today)).toEqual({
      totalPaid: '125.50',
      pending: '0.00',
      outstanding: '0.00',
      credit: '25.50',
      openInvoices: 0,
      overdueInvoices: 0,
      lastPaymentOn: '2026-03-04',
      lastPaymentMethod: 'bank_transfer',
    });
  });

  it('voids an invoice; a replayed batch, or an older one after newer ones, changes nothing', async () => {
    const clientId = await addClient('Ana Jovanović');
    const book = newYear();
    const issued = issue(book, { clientId, total: '80.00' });
    const other = issue(book, { clientId, total: '30.00' });
    const payment = pay(issued.data, '20.00');
    // Issue, payment and void of one invoice in one batch, and the void of another.
    const first = [issued.event, other.event, payment.event, voidIt(issued.data, 'Wrong client')];
    await apply(first);
    const afterFirst = await snapshot();
    await apply(first);
    expect(await snapshot()).toEqual(afterFirst);

    expect(await getInvoice(database.pool, issued.data.invoiceId, today)).toMatchObject({
      status: 'void',
      paid: '20.00',
      balance: '60.00',
      overdue: false,
      voidedAt: '2026-03-10T12:00:00.000Z',
      voidReason: 'Wrong client',
    });
    const version = z.object({ version: z.bigint() });
    const versionOf = (id: string) =>
      database.pool.oneFirst(sql.type(version)`
        SELECT version AS "version" FROM invoices WHERE id = ${id}::uuid`);
    expect(await versionOf(issued.data.invoiceId)).toBe(1n);
    expect(await versionOf(other.data.invoiceId)).toBe(-1n);

    const second = [pay(other.data, '30.00').event];
    const third = [voidIt(other.data)];
    await apply(second);
    await apply(third);
    const afterThird = await snapshot();
    await apply(second);
    await apply(first);
    expect(await snapshot()).toEqual(afterThird);
    expect(await getInvoice(database.pool, other.data.invoiceId, today)).toMatchObject({
      status: 'void',
      paid: '30.00',
      balance: '0.00',
    });
    expect(await versionOf(other.data.invoiceId)).toBe(1n);
    expect((await listPayments(database.pool, paymentListQuerySchema.parse({}))).total).toBe(2);
  });

  it('lists invoices by status, overdue, client and search, sorted and paged, with the total', async () => {
    const milica = await addClient('Milica Petrović');
    const petar = await addClient('Petar STANKOVIĆ');
    const unknownClient = randomUUID();
    const book = newYear();
    const due = issue(book, {
      clientId: milica,
      total: '50.00',
      issuedOn: '2026-03-01',
      dueDate: '2026-03-20',
    });
    const late = issue(book, {
      clientId: milica,
      total: '75.00',
      issuedOn: '2026-02-01',
      dueDate: '2026-03-01',
    });
    const paid = issue(book, {
      clientId: petar,
      total: '20.00',
      issuedOn: '2026-02-15',
      dueDate: '2026-02-28',
    });
    const voided = issue(book, {
      clientId: petar,
      total: '200.00',
      issuedOn: '2026-01-10',
      dueDate: '2026-01-24',
    });
    const orphan = issue(book, {
      clientId: unknownClient,
      total: '10.00',
      issuedOn: '2026-03-05',
      dueDate: '2026-03-19',
    });
    await apply([
      due.event,
      late.event,
      paid.event,
      voided.event,
      orphan.event,
      pay(late.data, '25.00').event,
      pay(paid.data, '20.00').event,
      voidIt(voided.data),
    ]);
    const numbers = (page: { items: readonly { number: string }[] }) =>
      page.items.map((item) => item.number);
    const [n1, n2, n3, n4, n5] = [due, late, paid, voided, orphan].map((i) => i.data.number);

    // Newest issued first by default.
    const all = await invoices();
    expect(numbers(all)).toEqual([n5, n1, n3, n2, n4]);
    expect(all.total).toBe(5);
    expect(all.items.find((i) => i.number === n5)?.clientName).toBeNull();
    expect(all.items.find((i) => i.number === n2)).toMatchObject({
      status: 'open',
      paid: '25.00',
      balance: '50.00',
      overdue: true,
      clientName: 'Milica Petrović',
    });

    expect(numbers(await invoices({ status: 'open' }))).toEqual([n5, n1, n2]);
    expect(numbers(await invoices({ status: 'paid' }))).toEqual([n3]);
    expect(numbers(await invoices({ status: 'void' }))).toEqual([n4]);
    expect(numbers(await invoices({ overdue: 'true' }))).toEqual([n2]);
    expect(numbers(await invoices({ overdue: 'false' }))).toEqual([n5, n1, n3, n4]);
    expect(numbers(await invoices({ status: 'open', overdue: 'false' }))).toEqual([n5, n1]);

    expect(numbers(await invoices({ sort: 'issuedOn' }))).toEqual([n4, n2, n3, n1, n5]);
    expect(numbers(await invoices({ sort: 'dueDate' }))).toEqual([n4, n3, n2, n5, n1]);
    expect(numbers(await invoices({ sort: '-dueDate' }))).toEqual([n1, n5, n2, n3, n4]);
    expect(numbers(await invoices({ sort: '-total' }))).toEqual([n4, n2, n1, n3, n5]);
    expect(numbers(await invoices({ sort: 'total' }))).toEqual([n5, n3, n1, n2, n4]);

    const second = await invoices({ sort: 'total', page: '2', pageSize: '2' });
    expect(numbers(second)).toEqual([n1, n2]);
    expect(second.total).toBe(5);

    // A number's prefix; a reference as a transfer carries it; part of a client's name.
    expect(numbers(await invoices({ search: `${book.year}-00000` }))).toEqual([n5, n1, n3, n2, n4]);
    expect(numbers(await invoices({ search: n3 }))).toEqual([n3]);
    const spaced = late.data.reference.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(numbers(await invoices({ search: spaced }))).toEqual([n2]);
    expect(numbers(await invoices({ search: 'stanković' }))).toEqual([n3, n4]);
    expect(numbers(await invoices({ search: 'petr' }))).toEqual([n1, n2]);
    expect(numbers(await invoices({ search: '100%' }))).toEqual([]);
    expect(numbers(await invoices({ search: 'milica', status: 'open', sort: 'dueDate' }))).toEqual([
      n2,
      n1,
    ]);
  });

  it('never answers one client with another client’s invoices, payments or figures', async () => {
    const ana = await addClient('Ana Ana');
    const bojan = await addClient('Bojan Bojan');
    const book = newYear();
    const anas = issue(book, { clientId: ana, total: '40.00' });
    const bojans = issue(book, { clientId: bojan, total: '60.00' });
    await apply([
      anas.event,
      bojans.event,
      pay(anas.data, '10.00').event,
      pay(bojans.data, '5.00').event,
    ]);

    const ownInvoices = await invoices({ clientId: ana });
    expect(ownInvoices.items.map((i) => i.clientId)).toEqual([ana]);
    expect(ownInvoices.total).toBe(1);
    // Searching for the other client's name or number within one's own finds nothing.
    expect((await invoices({ clientId: ana, search: 'Bojan' })).items).toEqual([]);
    expect((await invoices({ clientId: ana, search: bojans.data.number })).total).toBe(0);

    const ownPayments = await listPayments(
      database.pool,
      paymentListQuerySchema.parse({ clientId: ana }),
    );
    expect(ownPayments.items.map((p) => [p.clientId, p.amount])).toEqual([[ana, '10.00']]);
    expect(ownPayments.total).toBe(1);

    expect(await paymentsSummary(database.pool, ana, today)).toMatchObject({
      totalPaid: '10.00',
      pending: '30.00',
    });
    const nothing = {
      totalPaid: '0.00',
      pending: '0.00',
      outstanding: '0.00',
      credit: '0.00',
      openInvoices: 0,
      overdueInvoices: 0,
      lastPaymentOn: null,
      lastPaymentMethod: null,
    };
    expect(await paymentsSummary(database.pool, randomUUID(), today)).toEqual(nothing);
    expect(await paymentsSummary(database.pool, 'not-a-uuid', today)).toEqual(nothing);
  });

  it('splits what is owed into pending (due today or later) and outstanding (past due)', async () => {
    const clientId = await addClient('Vesna Summary');
    const book = newYear();
    const dueToday = issue(book, { clientId, total: '100.00', dueDate: today });
    const dueLater = issue(book, { clientId, total: '30.00', dueDate: '2026-04-15' });
    const pastDue = issue(book, { clientId, total: '70.00', dueDate: '2026-03-14' });
    const pastDueVoid = issue(book, { clientId, total: '999.00', dueDate: '2026-01-01' });
    const settled = issue(book, { clientId, total: '10.00', dueDate: '2026-01-01' });
    await apply([
      dueToday.event,
      dueLater.event,
      pastDue.event,
      pastDueVoid.event,
      settled.event,
      pay(dueToday.data, '40.00', { paidOn: '2026-03-10', method: 'card' }).event,
      pay(pastDue.data, '20.00', {
        paidOn: '2026-03-12',
        method: 'cash',
        occurredAt: '2026-03-12T08:00:00.000Z',
      }).event,
      // The same day, recorded later: the latest payment.
      pay(settled.data, '15.00', {
        paidOn: '2026-03-12',
        method: 'paypal',
        occurredAt: '2026-03-12T09:00:00.000Z',
      }).event,
      voidIt(pastDueVoid.data),
    ]);

    expect(await paymentsSummary(database.pool, clientId, today)).toEqual({
      totalPaid: '75.00',
      pending: '90.00',
      outstanding: '50.00',
      credit: '5.00',
      openInvoices: 3,
      overdueInvoices: 1,
      lastPaymentOn: '2026-03-12',
      lastPaymentMethod: 'paypal',
    });
    // A day later, what was due today is past due.
    expect(await paymentsSummary(database.pool, clientId, '2026-03-16')).toMatchObject({
      pending: '30.00',
      outstanding: '110.00',
      openInvoices: 3,
      overdueInvoices: 2,
    });
  });

  it("keeps the business's totals equal to the sum of every client's, whatever the batches", async () => {
    const [ana, boris] = [await addClient('Ana Totals'), await addClient('Boris Totals')];
    const book = newYear();
    const a1 = issue(book, { clientId: ana, total: '100.00', dueDate: today });
    const a2 = issue(book, { clientId: ana, total: '30.00', dueDate: '2026-03-01' });
    const b1 = issue(book, { clientId: boris, total: '70.00', dueDate: '2026-03-01' });
    const b2 = issue(book, { clientId: boris, total: '5.00', dueDate: '2026-03-01' });
    // Four batches: totals are recomputed for what each touched.
    await apply([a1.event, a2.event]);
    await apply([b1.event, pay(a1.data, '40.00').event]);
    await apply([b2.event, pay(b2.data, '9.00').event, pay(a2.data, '30.00').event]);
    await apply([voidIt(b1.data), pay(a1.data, '10.00').event]);
    const clientIds = await database.pool.anyFirst(
      sql.type(z.object({ id: z.string() }))`SELECT DISTINCT client_id::text AS id FROM invoices`,
    );
    const perClient = await Promise.all(
      clientIds.map((id) => paymentsSummary(database.pool, id, today)),
    );
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const sum = (pick: (s: (typeof perClient)[number]) => string) =>
      perClient.reduce((total, s) => total + cents(pick(s)), 0);
    const business = await paymentsSummary(database.pool, null, today);
    expect(perClient.length).toBe(2);
    expect(business).toMatchObject({ totalPaid: '89.00', pending: '50.00', credit: '4.00' });
    expect({
      totalPaid: cents(business.totalPaid),
      pending: cents(business.pending),
      outstanding: cents(business.outstanding),
      credit: cents(business.credit),
      openInvoices: business.openInvoices,
      overdueInvoices: business.overdueInvoices,
    }).toEqual({
      totalPaid: sum((s) => s.totalPaid),
      pending: sum((s) => s.pending),
      outstanding: sum((s) => s.outstanding),
      credit: sum((s) => s.credit),
      openInvoices: perClient.reduce((n, s) => n + s.openInvoices, 0),
      overdueInvoices: perClient.reduce((n, s) => n + s.overdueInvoices, 0),
    });
  });

  it('lists payments newest first with their invoice number and client name', async () => {
    const clientId = await addClient('Dragana Payments');
    const book = newYear();
    const { data: invoice, event } = issue(book, { clientId, total: '300.00' });
    const older = pay(invoice, '100.00', { paidOn: '2026-03-01', bankReference: 'E2E-1' });
    const earlier = pay(invoice, '50.00', {
      paidOn: '2026-03-09',
      occurredAt: '2026-03-09T08:00:00.000Z',
    });
    const later = pay(invoice, '60.00', {
      paidOn: '2026-03-09',
      method: 'card',
      occurredAt: '2026-03-09T10:00:00.000Z',
    });
    await apply([event, older.event, earlier.event, later.event]);

    const page = await listPayments(database.pool, paymentListQuerySchema.parse({ clientId }));
    expect(page.items.map((p) => p.id)).toEqual([
      later.data.paymentId,
      earlier.data.paymentId,
      older.data.paymentId,
    ]);
    expect(page.items[2]).toEqual({
      id: older.data.paymentId,
      invoiceId: invoice.invoiceId,
      invoiceNumber: invoice.number,
      clientId,
      clientName: 'Dragana Payments',
      amount: '100.00',
      method: 'bank_transfer',
      paidOn: '2026-03-01',
      bankReference: 'E2E-1',
      recordedAt: at,
      refunded: '0.00',
      refunds: [],
    });
    const second = await listPayments(
      database.pool,
      paymentListQuerySchema.parse({ clientId, page: '2', pageSize: '2' }),
    );
    expect(second.items.map((p) => p.id)).toEqual([older.data.paymentId]);
    expect(second.total).toBe(3);

    const one = await listPayments(database.pool, {
      ...paymentListQuerySchema.parse({ clientId }),
      paymentId: earlier.data.paymentId,
    });
    expect(one.items.map((p) => p.id)).toEqual([earlier.data.paymentId]);
    expect(one.total).toBe(1);
    const everyone = await listPayments(database.pool, paymentListQuerySchema.parse({}));
    expect(everyone.total).toBe(3);
  });

  it('finds an invoice by its number or its RF reference, spaces and case ignored', async () => {
    const clientId = await addClient('Reference Client');
    const { data, event } = issue(newYear(), { clientId, total: '12.00' });
    await apply([event]);
    const spaced = data.reference.replace(/(.{4})/g, '$1 ').trim();
    for (const text of [
      data.number,
      ` ${data.number} `,
      data.reference,
      spaced,
      spaced.toLowerCase(),
    ])
      expect(await findInvoiceIdByReference(database.pool, text)).toBe(data.invoiceId);
    expect(await findInvoiceIdByReference(database.pool, '1999-000001')).toBeNull();
    expect(await findInvoiceIdByReference(database.pool, 'RF00 1234')).toBeNull();
    expect(await findInvoiceIdByReference(database.pool, 'hello')).toBeNull();
  });

  it('gives a client record the total and last day of their payments, or the stored ones', async () => {
    const withPayments = await addClient('Ledger Client', {
      totalPaid: '999.00',
      lastPaymentDate: '2020-01-01',
    });
    const without = await addClient('Stored Client', {
      totalPaid: '12.50',
      lastPaymentDate: '2025-05-01',
    });
    const { data, event } = issue(newYear(), { clientId: withPayments, total: '100.00' });
    await apply([
      event,
      pay(data, '30.00', { paidOn: '2026-03-02' }).event,
      pay(data, '45.25', { paidOn: '2026-03-07' }).event,
    ]);
    expect(await getClient(database.pool, withPayments)).toMatchObject({
      totalPaid: '75.25',
      lastPaymentDate: '2026-03-07',
    });
    expect(await getClient(database.pool, without)).toMatchObject({
      totalPaid: '12.50',
      lastPaymentDate: '2025-05-01',
    });
    const listed = await listClients(database.pool);
    expect(listed.find((c) => c.id === withPayments)).toMatchObject({ totalPaid: '75.25' });
    expect(listed.find((c) => c.id === without)).toMatchObject({ totalPaid: '12.50' });
    expect(await getClientBilling(database.pool, withPayments)).toMatchObject({
      totalPaid: '75.25',
      lastPaymentDate: '2026-03-07',
    });
  });

  it('throws on a payload that does not parse, writing nothing, so the runner pauses on it', async () => {
    const clientId = await addClient('Broken Payload');
    const { data, event } = issue(newYear(), { clientId, total: '10.00' });
    const broken = { ...event, data: { ...data, total: '10' } };
    await expect(apply([event, broken])).rejects.toThrow();
    await expect(apply([{ ...event, data: { ...data, invoiceId: 'x' } }])).rejects.toThrow();
    const payment = pay(data, '5.00');
    await expect(
      apply([event, { ...payment.event, data: { ...payment.data, method: 'cheque' } }]),
    ).rejects.toThrow();
    expect(await getInvoice(database.pool, data.invoiceId, today)).toBeNull();
  });
});

/** A credit of `amount` on the invoice's stream, then its credit note numbered in `book`. */
const credit = (
  invoice: InvoiceIssued,
  amount: string,
  book: { year: number; sequence: number },
) => {
  const creditNoteId = randomUUID();
  book.sequence += 1;
  const number = formatInvoiceNumber(book.year, book.sequence);
  return {
    creditNoteId,
    number,
    credited: onStream(invoiceStreamId(invoice.invoiceId), {
      type: 'InvoiceCredited',
      data: {
        invoiceId: invoice.invoiceId,
        creditNoteId,
        clientId: invoice.clientId,
        amount,
        reason: 'Visit cancelled',
        creditedAt: '2026-03-06T10:00:00.000Z',
      },
    }),
    issued: onStream(invoicesOfYearStreamId(book.year), {
      type: 'CreditNoteIssued',
      data: {
        creditNoteId,
        number,
        year: book.year,
        sequence: book.sequence,
        invoiceId: invoice.invoiceId,
        invoiceNumber: invoice.number,
        clientId: invoice.clientId,
        amount,
        vatRate: '0',
        reason: 'Visit cancelled',
        currency: 'EUR',
        issuedOn: '2026-03-06',
      },
    }),
  };
};

const refund = (payment: PaymentRecorded, amount: string, bankReference: string | null = null) =>
  onStream(invoiceStreamId(payment.invoiceId), {
    type: 'PaymentRefunded',
    data: {
      refundId: randomUUID(),
      paymentId: payment.paymentId,
      invoiceId: payment.invoiceId,
      clientId: payment.clientId,
      amount,
      method: 'bank_transfer',
      refundedOn: '2026-03-08',
      bankReference,
      reason: 'Paid twice',
    },
  });

/** Every table of the ledger, whole, to compare before and after a replay. */
const ledgerSnapshot = () =>
  database.pool.one(sql.type(everyRow)`
    SELECT jsonb_build_object(
      'invoices', (SELECT jsonb_agg(to_jsonb(i) ORDER BY i.id) FROM invoices i),
      'credit_notes', (SELECT jsonb_agg(to_jsonb(n) ORDER BY n.id) FROM credit_notes n),
      'refunds', (SELECT jsonb_agg(to_jsonb(f) ORDER BY f.id) FROM refunds f),
      'client_ledgers', (SELECT jsonb_agg(to_jsonb(c) ORDER BY c.client_id) FROM client_ledgers c),
      'open_balances', (SELECT jsonb_agg(to_jsonb(b) ORDER BY b.due_date) FROM open_balances b))
      AS "rows"`);

const businessSummary = () => paymentsSummary(database.pool, null, today);

describe('credit notes and refunds in the billing projection', () => {
  it('a partial credit lowers what the invoice asks; its credit note is numbered with the invoices', async () => {
    const clientId = await addClient('Credit Partial');
    const book = newYear();
    const { data: invoice, event } = issue(book, { clientId, total: '100.00' });
    const note = credit(invoice, '30.00', book);
    await apply([event, note.credited]);
    // Credited, not yet numbered (the credit note's number follows in the log).
    expect((await getInvoice(database.pool, invoice.invoiceId, today))?.creditNotes).toEqual([
      {
        id: note.creditNoteId,
        number: null,
        amount: '30.00',
        reason: 'Visit cancelled',
        issuedOn: null,
      },
    ]);
    await apply([note.issued]);

    expect(await getInvoice(database.pool, invoice.invoiceId, today)).toMatchObject({
      status: 'open',
      total: '100.00',
      credited: '30.00',
      paid: '0.00',
      balance: '70.00',
      creditNotes: [
        {
          id: note.creditNoteId,
          number: formatInvoiceNumber(book.year, 2),
          amount: '30.00',
          reason: 'Visit cancelled',
          issuedOn: '2026-03-06',
        },
      ],
    });
    expect(await paymentsSummary(database.pool, clientId, today)).toMatchObject({
      pending: '70.00',
      outstanding: '0.00',
      credit: '0.00',
      openInvoices: 1,
    });
    expect(await businessSummary()).toMatchObject({ pending: '70.00', openInvoices: 1 });
    const listed = await listCreditNotes(
      database.pool,
      creditNoteListQuerySchema.parse({ clientId }),
    );
    expect(listed).toEqual({
      total: 1,
      items: [
        {
          id: note.creditNoteId,
          number: note.number,
          invoiceId: invoice.invoiceId,
          invoiceNumber: invoice.number,
          clientId,
          clientName: 'Credit Partial',
          amount: '30.00',
          vatRate: '0',
          reason: 'Visit cancelled',
          currency: 'EUR',
          issuedOn: '2026-03-06',
          creditedAt: '2026-03-06T10:00:00.000Z',
        },
      ],
    });
  });

  it('an invoice credited in full counts as settled; credited after payment, the excess is a credit', async () => {
    const clientId = await addClient('Credit Full');
    const book = newYear();
    const unpaid = issue(book, { clientId, total: '40.00', dueDate: '2026-03-01' });
    const paid = issue(book, { clientId, total: '50.00', dueDate: '2026-03-01' });
    const payment = pay(paid.data, '50.00');
    const fullCredit = credit(unpaid.data, '40.00', book);
    const partCredit = credit(paid.data, '20.00', book);
    await apply([
      unpaid.event,
      paid.event,
      payment.event,
      fullCredit.credited,
      fullCredit.issued,
      partCredit.credited,
      partCredit.issued,
    ]);

    expect(await getInvoice(database.pool, unpaid.data.invoiceId, today)).toMatchObject({
      status: 'paid',
      balance: '0.00',
      overdue: false,
    });
    expect(await getInvoice(database.pool, paid.data.invoiceId, today)).toMatchObject({
      status: 'paid',
      paid: '50.00',
      credited: '20.00',
      balance: '-20.00',
    });
    expect((await invoices({ status: 'open', clientId })).total).toBe(0);
    expect(await paymentsSummary(database.pool, clientId, today)).toMatchObject({
      totalPaid: '50.00',
      outstanding: '0.00',
      pending: '0.00',
      credit: '20.00',
      overdueInvoices: 0,
    });
    expect(await businessSummary()).toMatchObject({
      totalPaid: '50.00',
      outstanding: '0.00',
      credit: '20.00',
      overdueInvoices: 0,
    });
  });

  it('a refund lowers what was paid and reopens the invoice; the totals follow', async () => {
    const clientId = await addClient('Refund Family');
    const book = newYear();
    const { data: invoice, event } = issue(book, { clientId, total: '100.00' });
    const payment = pay(invoice, '100.00', { paidOn: '2026-03-05' });
    await apply([event, payment.event]);
    expect(await getInvoice(database.pool, invoice.invoiceId, today)).toMatchObject({
      status: 'paid',
    });

    await apply([refund(payment.data, '40.00', 'OUT-1')]);
    expect(await getInvoice(database.pool, invoice.invoiceId, today)).toMatchObject({
      status: 'open',
      paid: '60.00',
      refunded: '40.00',
      balance: '40.00',
    });
    const { items } = await listPayments(database.pool, paymentListQuerySchema.parse({ clientId }));
    expect(items[0]).toMatchObject({
      id: payment.data.paymentId,
      amount: '100.00',
      refunded: '40.00',
      refunds: [
        {
          amount: '40.00',
          method: 'bank_transfer',
          refundedOn: '2026-03-08',
          bankReference: 'OUT-1',
          reason: 'Paid twice',
        },
      ],
    });
    expect(await paymentsSummary(database.pool, clientId, today)).toMatchObject({
      totalPaid: '60.00',
      pending: '40.00',
      openInvoices: 1,
    });
    expect(await businessSummary()).toMatchObject({ totalPaid: '60.00', pending: '40.00' });
    expect(await getClient(database.pool, clientId)).toMatchObject({ totalPaid: '60.00' });
    expect(
      (await listClients(database.pool)).find((client) => client.id === clientId),
    ).toMatchObject({ totalPaid: '60.00' });
  });

  it('replays credits, credit notes and refunds without changing anything', async () => {
    const clientId = await addClient('Replay Ledger');
    const book = newYear();
    const { data: invoice, event } = issue(book, { clientId, total: '90.00' });
    const payment = pay(invoice, '120.00');
    const note = credit(invoice, '10.00', book);
    const first = [event, payment.event, note.credited];
    const second = [note.issued, refund(payment.data, '25.00')];
    await apply(first);
    await apply(second);
    const after = await ledgerSnapshot();
    await apply(first);
    await apply(second);
    await apply([...first, ...second]);
    expect(await ledgerSnapshot()).toEqual(after);
    expect(await getInvoice(database.pool, invoice.invoiceId, today)).toMatchObject({
      paid: '95.00',
      credited: '10.00',
      refunded: '25.00',
      balance: '-15.00',
    });
    expect(await businessSummary()).toMatchObject({ totalPaid: '95.00', credit: '15.00' });
  });
});
