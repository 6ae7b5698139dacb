import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PreferredLanguage } from '@memorial-care/contracts/domain';
import type { PaymentInstructions } from '@memorial-care/contracts/http';
import { invoicePdfTexts } from './invoice-pdf-texts';

// The invoice PDF's "How to pay" box: the bank details, the EPC QR code (SEPA, in euros) and,
// when a EUR→RSD rate is set, the NBS IPS QR code (banks in Serbia, in dinars) with the rate
// and its day. The codes are PNG images: what a phone's camera reads off the page or screen.

/** The box's own words; the rest are the invoice's (invoicePdfTexts). */
interface PaymentBoxTexts {
  readonly ipsCaption: string;
  readonly rsdAccount: string;
  readonly inDinars: (amount: string, rate: string, day: string) => string;
}

export const paymentBoxTexts: Record<PreferredLanguage, PaymentBoxTexts> = {
  English: {
    ipsCaption: 'From a bank in Serbia: scan for an instant payment in dinars (NBS IPS)',
    rsdAccount: 'Dinar account',
    inDinars: (amount, rate, day) => `${amount} at ${rate} RSD per euro (rate of ${day})`,
  },
  Serbian: {
    ipsCaption: 'Iz banke u Srbiji: skenirajte za instant plaćanje u dinarima (NBS IPS)',
    rsdAccount: 'Dinarski račun',
    inDinars: (amount, rate, day) => `${amount} po kursu ${rate} RSD za evro (kurs na dan ${day})`,
  },
  German: {
    ipsCaption: 'Von einer Bank in Serbien: scannen für eine Sofortzahlung in Dinar (NBS IPS)',
    rsdAccount: 'Dinarkonto',
    inDinars: (amount, rate, day) => `${amount} zum Kurs von ${rate} RSD je Euro (Kurs vom ${day})`,
  },
};

/** A QR code as a PNG; EPC069-12 asks for error correction level M (IPS codes use it too). */
export const qrPng = (payload: string) =>
  QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });

const qrWidth = 130;
/** Text block, the codes and their captions. */
const boxHeight = 300;

const formatterOf = (locale: string) => ({
  // Display only: the amounts themselves are exact text from the ledger.
  money: (amount: string, currency: 'EUR' | 'RSD') =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount)),
  rate: (rate: string) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 4 }).format(Number(rate)),
  date: (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    ),
});

/** Draws the box below what is on the page (on a new page when it would not fit). */
export const drawPaymentBox = async (
  doc: InstanceType<typeof PDFDocument>,
  instructions: PaymentInstructions,
  language: PreferredLanguage,
) => {
  const t = { ...invoicePdfTexts[language], ...paymentBoxTexts[language] };
  const format = formatterOf(t.locale);
  const [epc, ips] = await Promise.all([
    qrPng(instructions.epcQrPayload),
    instructions.ipsQrPayload ? qrPng(instructions.ipsQrPayload) : null,
  ]);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.moveDown(2);
  if (doc.y + boxHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.font('bold').fontSize(12).text(t.howToPay, left, doc.y);
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(`${t.payee}: ${instructions.creditorName}`);
  doc.text(`IBAN: ${instructions.iban}    BIC: ${instructions.bic}`);
  if (instructions.rsdAccount) doc.text(`${t.rsdAccount}: ${instructions.rsdAccount}`);
  doc.text(`${t.amount}: ${format.money(instructions.amount, 'EUR')}`);
  doc.font('bold').text(`${t.reference}: ${instructions.reference}`);
  doc.font('regular').moveDown(0.5).text(t.quoteReference, { width });

  const top = doc.y + 10;
  const columnWidth = width / 2 - 10;
  const code = (png: Buffer, x: number, caption: string, detail: string | null) => {
    doc.image(png, x + (columnWidth - qrWidth) / 2, top, { width: qrWidth });
    doc.fontSize(8).text(caption, x, top + qrWidth + 4, { width: columnWidth, align: 'center' });
    if (detail) doc.font('bold').text(detail, { width: columnWidth, align: 'center' });
    doc.font('regular');
  };
  code(epc, left, t.scanQr, format.money(instructions.amount, 'EUR'));
  const afterEpc = doc.y;
  if (ips && instructions.rsdAmount && instructions.rate && instructions.rateDate)
    code(
      ips,
      left + width / 2 + 10,
      t.ipsCaption,
      t.inDinars(
        format.money(instructions.rsdAmount, 'RSD'),
        format.rate(instructions.rate),
        format.date(instructions.rateDate),
      ),
    );
  doc.x = left;
  doc.y = Math.max(afterEpc, doc.y);
  doc.fontSize(10);
};
