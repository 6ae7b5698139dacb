import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PreferredLanguage } from '@memorial-care/contracts/domain';
import type { Invoice, PaymentInstructions } from '@memorial-care/contracts/http';
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

/** Renders the PDF into memory (an invoice is a page or two: tens of kilobytes). */
export const renderInvoicePdf = async ({
  invoice,
  client,
  language,
  instructions,
}: InvoicePdfInput): Promise<Buffer> => {
  const t = invoicePdfTexts[language];
  const format = formatterOf(t.locale);
  const qr = instructions
    ? await QRCode.toBuffer(instructions.epcQrPayload, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 360,
      })
    : null;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${t.title} ${invoice.number}`,
      Author: instructions?.creditorName ?? 'Memorial Care',
    },
  });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

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
  if (invoice.paid !== '0.00') {
    total(t.paid, invoice.paid);
    total(t.balance, invoice.balance, true);
  }
  if (invoice.vatNote)
    doc
      .moveDown()
      .font('regular')
      .text(invoice.vatNote, left, doc.y, { width: right - left });

  if (instructions && qr) {
    doc.moveDown(2);
    const top = doc.y;
    doc.font('bold').fontSize(12).text(t.howToPay, left, top);
    doc.font('regular').fontSize(10).moveDown(0.5);
    doc.text(`${t.payee}: ${instructions.creditorName}`);
    doc.text(`IBAN: ${instructions.iban}`);
    doc.text(`BIC: ${instructions.bic}`);
    doc.text(`${t.amount}: ${format.money(instructions.amount)}`);
    doc.font('bold').text(`${t.reference}: ${instructions.reference}`);
    doc.font('regular').moveDown(0.5).text(t.quoteReference, { width: 300 });
    doc.image(qr, right - 130, top, { width: 130 });
    doc.fontSize(8).text(t.scanQr, right - 130, top + 134, { width: 130, align: 'center' });
  }
  doc.end();
  return finished;
};
