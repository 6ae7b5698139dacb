import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PreferredLanguage } from '@memorial-care/contracts/domain';
import type { CreditNote, Invoice, PaymentInstructions } from '@memorial-care/contracts/http';
import { drawPaymentBox } from './invoice-pdf-payment-box';
import { invoicePdfTexts } from './invoice-pdf-texts';

// The invoice as a PDF (A4), in the family's language. The standard PDF fonts have no č, ć or đ:
// DejaVu Sans (from the npm package dejavu-fonts-ttf) is embedded instead, subset to the
// letters used.

const require = createRequire(import.meta.url);
const regularFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const boldFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface InvoicePdfInput {
  readonly invoice: Invoice;
  readonly client: {
    readonly name: string;
    readonly email: string | null;
    readonly address: string | null;
  };
  readonly language: PreferredLanguage;
  /** Null for a voided or settled invoice: nothing to pay. */
  readonly instructions: PaymentInstructions | null;
}

const formatterOf = (locale: string) => ({
  money: (amount: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(Number(amount)),
  date: (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    ),
});

/** An A4 document with the embedded fonts, and its bytes once it ends. */
const startDocument = (title: string, author: string) => {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: author } });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
};

/** Renders the PDF into memory (an invoice is a page or two: tens of kilobytes). */
export const renderInvoicePdf = async ({
  invoice,
  client,
  language,
  instructions,
}: InvoicePdfInput): Promise<Buffer> => {
  const t = invoicePdfTexts[language];
  const format = formatterOf(t.locale);

  const { doc, finished } = startDocument(
    `${t.title} ${invoice.number}`,
    instructions?.creditorName ?? 'Memorial Care',
  );

  const left = 50;
  const right = doc.page.width - 50;
  doc.font('bold').fontSize(20).text(`${t.title} ${invoice.number}`, left, 50);
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(`${t.issuedOn}: ${format.date(invoice.issuedOn)}`);
  doc.text(`${t.dueDate}: ${format.date(invoice.dueDate)}`);
  doc.moveDown();
  doc.font('bold').text(t.billedTo);
  doc.font('regular').text(client.name);
  if (client.address) doc.text(client.address);
  if (client.email) doc.text(client.email);
  if (invoice.status === 'void' && invoice.voidReason) {
    doc.moveDown().font('bold').fillColor('#b91c1c').text(t.voided(invoice.voidReason));
    doc.fillColor('black').font('regular');
  }

  // Lines: description | qty | unit price | amount.
  const columns = [left, left + 280, left + 330, left + 420] as const;
  const row = (cells: readonly string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular');
    doc.text(cells[0] ?? '', columns[0], y, { width: 270 });
    const afterDescription = doc.y;
    doc.text(cells[1] ?? '', columns[1], y, { width: 40, align: 'right' });
    doc.text(cells[2] ?? '', columns[2], y, { width: 80, align: 'right' });
    doc.text(cells[3] ?? '', columns[3], y, { width: right - columns[3], align: 'right' });
    doc.y = Math.max(afterDescription, doc.y) + 4;
  };
  doc.moveDown(1.5);
  row([t.description, t.quantity, t.unitPrice, t.amount], true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.y += 4;
  for (const line of invoice.lines)
    row([
      line.description,
      String(line.quantity),
      format.money(line.unitPrice),
      format.money(line.amount),
    ]);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.y += 4;
  const total = (label: string, amount: string, bold = false) =>
    row([label, '', '', format.money(amount)], bold);
  total(t.subtotal, invoice.subtotal);
  total(t.vat(invoice.vatRate), invoice.vatAmount);
  total(t.total, invoice.total, true);
  if (invoice.credited !== '0.00') total(t.credited, `-${invoice.credited}`);
  if (invoice.paid !== '0.00' || invoice.credited !== '0.00') {
    total(t.paid, invoice.paid);
    total(t.balance, invoice.balance, true);
  }
  if (invoice.vatNote)
    doc
      .moveDown()
      .font('regular')
      .text(invoice.vatNote, left, doc.y, { width: right - left });

  if (instructions) await drawPaymentBox(doc, instructions, language);
  doc.end();
  return finished;
};

export interface CreditNotePdfInput {
  readonly creditNote: CreditNote;
  readonly client: InvoicePdfInput['client'];
  readonly language: PreferredLanguage;
  readonly creditorName: string;
}

/**
 * A credit note as a PDF, in the family's language: its own number, the invoice it credits,
 * the reason and the amount. Nothing is owed on it, so it has no payment instructions or QR code.
 */
export const renderCreditNotePdf = async ({
  creditNote,
  client,
  language,
  creditorName,
}: CreditNotePdfInput): Promise<Buffer> => {
  const t = invoicePdfTexts[language];
  const format = formatterOf(t.locale);
  const title = `${t.creditNote.title} ${creditNote.number ?? ''}`.trim();
  const { doc, finished } = startDocument(title, creditorName);
  const left = 50;
  const width = doc.page.width - 100;
  doc.font('bold').fontSize(20).text(title, left, 50);
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(t.creditNote.credits(creditNote.invoiceNumber));
  if (creditNote.issuedOn) doc.text(`${t.issuedOn}: ${format.date(creditNote.issuedOn)}`);
  doc.moveDown();
  doc.font('bold').text(t.billedTo);
  doc.font('regular').text(client.name);
  if (client.address) doc.text(client.address);
  if (client.email) doc.text(client.email);
  doc.moveDown(1.5);
  doc.font('bold').text(t.creditNote.reason);
  doc.font('regular').text(creditNote.reason, { width });
  doc.moveDown();
  doc
    .font('bold')
    .text(
      `${t.creditNote.total(creditNote.vatRate)}: ${format.money(creditNote.amount)}`,
      left,
      doc.y,
      { width },
    );
  doc.moveDown().font('regular').text(t.creditNote.noPayment, { width });
  doc.end();
  return finished;
};
