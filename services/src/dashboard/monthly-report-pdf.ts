import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { MonthlyReport } from '@memorial-care/contracts/http';

// The monthly report as a PDF (A4, English: an admin's working paper), with the invoices'
// embedded DejaVu Sans so that caretakers' names keep their č, ć and đ.

const require = createRequire(import.meta.url);
const regularFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const boldFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const hours = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} h`);

/** Renders into memory: a report is a page or two. */
export const renderMonthlyReportPdf = (report: MonthlyReport): Promise<Buffer> => {
  const title = `Monthly report ${report.month}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: 'Memorial Care' },
  });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const section = (heading: string, lines: readonly string[]) => {
    doc.moveDown().font('bold').fontSize(12).text(heading);
    doc.font('regular').fontSize(10);
    for (const line of lines.length > 0 ? lines : ['-']) doc.text(line);
  };

  doc.font('bold').fontSize(20).text(title);
  section(
    'Requests by status',
    report.byStatus.map((s) => `${s.status}: ${s.requests}`),
  );
  section(
    'Requests by service',
    report.byService.map((s) => `${s.serviceType}: ${s.requests} (EUR ${s.amount})`),
  );
  section('Revenue', [`EUR ${report.revenue} from ${report.payments} payments, net of refunds`]);
  section('Completion times', [
    `Completed: ${report.completed}`,
    `Average: ${hours(report.averageCompletionHours)}`,
    `Median: ${hours(report.medianCompletionHours)}`,
  ]);
  section(
    'Caretakers',
    report.caretakers.map(
      (c) => `${c.name}: ${c.visitsCompleted} visits completed, earnings EUR ${c.earnings}`,
    ),
  );
  doc.end();
  return finished;
};
