import { startNetFundPdf } from '../../shared/pdf.js';
import { formatUsd } from './net30-money.js';
import type { Net30InvoiceType } from './net30.types.js';

const longDate = (iso: string): string => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * R25 *Download PDF*: one invoice as the client sees it (pdfkit, built-in Helvetica): number, bill-to, dates and
 * terms, lines, total, fees, payments and the balance due, with the reporting note.
 */
export function renderInvoicePdf(invoice: Net30InvoiceType, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done, left, width } = startNetFundPdf(
    `Net30 invoice${invoice.isTest ? ' · TEST' : ''}`,
    { title: `Invoice ${invoice.number}`, subject: `Net30 invoice ${invoice.number} for ${invoice.businessName}` },
    options,
  );
  doc.fillColor('#111827').font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`, left);
  doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text(`Status: ${invoice.status}`);
  doc.moveDown(1);

  const facts: [string, string][] = [
    ['Bill to', invoice.businessName],
    ['Issued', longDate(invoice.issuedOn)],
    ['Due', longDate(invoice.dueOn)],
    ['Terms', invoice.terms],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor('#374151').font('Helvetica-Bold').fontSize(11).text(label, left, y, { width: 120 });
    doc.fillColor('#111827').font('Helvetica').text(value, left + 130, y, { width: width - 130 });
    doc.y = y + 18;
  }
  doc.moveDown(1);

  const columns = [left, left + width * 0.55, left + width * 0.68, left + width * 0.84];
  const header = doc.y;
  doc.rect(left, header - 4, width, 20).fill('#e5e7eb');
  doc.fillColor('#111827').font('Helvetica-Bold').fontSize(10);
  ['Description', 'Qty', 'Unit price', 'Amount'].forEach((title, index) => doc.text(title, columns[index]! + 4, header, { width: width * 0.3 }));
  doc.y = header + 22;
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    const y = doc.y;
    doc.text(line.description, columns[0]! + 4, y, { width: width * 0.5 });
    doc.text(String(line.quantity), columns[1]! + 4, y);
    doc.text(formatUsd(line.unitPriceCents), columns[2]! + 4, y);
    doc.text(formatUsd(line.amountCents), columns[3]! + 4, y);
    doc.y = Math.max(doc.y, y + 18);
  }
  doc.moveDown(1);

  const totals: [string, string][] = [
    ['Total', formatUsd(invoice.totalCents)],
    ...invoice.fees.map((fee): [string, string] => [
      `${fee.type === 'late' ? 'Late fee' : 'Returned payment fee'} (${fee.assessedOn})${fee.waivedAt ? ' — waived' : ''}`,
      fee.waivedAt ? formatUsd(0) : formatUsd(fee.amountCents),
    ]),
    ...invoice.payments
      .filter((payment) => payment.status === 'succeeded')
      .map((payment): [string, string] => [`Payment ${payment.receivedOn ?? ''} (${payment.method})`, `−${formatUsd(payment.amountCents)}`]),
    ['Balance due', formatUsd(invoice.balanceCents)],
  ];
  for (const [index, [label, value]] of totals.entries()) {
    const y = doc.y;
    const last = index === totals.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(11).fillColor('#111827');
    doc.text(label, columns[1]! - 60, y, { width: width * 0.4 });
    doc.text(value, columns[3]! + 4, y);
    doc.y = y + 18;
  }
  if (invoice.reportingNote) {
    doc.moveDown(1.5);
    doc.fillColor('#4b5563').font('Helvetica').fontSize(9).text(invoice.reportingNote, left, doc.y, { width });
  }
  doc.end();
  return done;
}
