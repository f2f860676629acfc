import { startNetFundPdf } from '../../../shared/pdf.js';
import { formatReportMonth } from '../../netbuilder/report-pdf.js';
import { formatUsd as formatCents } from '../net30-money.js';
import type { Net30Statement } from '../net30-statement.entity.js';

export interface StatementPdfAccount {
  businessName: string;
  netDays: number;
  creditLimit: number;
}

/** Cents as `$1,234.56`, whether the column hydrated as a number or a BigInt. */
const formatUsd = (cents: number | bigint): string => formatCents(Number(cents));

const AGING_LABELS: [keyof Net30Statement['aging'], string][] = [
  ['current', 'Current'],
  ['days1to30', '1–30 days past due'],
  ['days31to60', '31–60 days past due'],
  ['days61to90', '61–90 days past due'],
  ['days91plus', '91+ days past due'],
];

/**
 * A month's statement of a Net30 account as a PDF (pdfkit, built-in Helvetica): business, period, terms and limit,
 * opening balance, charges, fees, payments, closing balance, and the closing balance by age. `compress: false`
 * leaves the text readable in the bytes (tests).
 */
export function renderStatementPdf(statement: Net30Statement, account: StatementPdfAccount, options: { compress?: boolean } = {}): Promise<Buffer> {
  const month = formatReportMonth(statement.periodEnd.slice(0, 7));
  const { doc, done, left, width } = startNetFundPdf(
    'Net30 account statement',
    { title: `Net30 statement ${statement.id}`, subject: `Statement of ${account.businessName} for ${month}` },
    options,
  );
  doc.font('Helvetica-Bold').fontSize(16).text(`Statement for ${month}`, left);
  doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text(`${account.businessName} · ${statement.periodStart} to ${statement.periodEnd} · statement #${statement.id}`);
  doc.moveDown(1.2);

  const table = (rows: [string, string][]) => {
    for (const [index, [label, value]] of rows.entries()) {
      const y = doc.y;
      if (index % 2 === 0) doc.rect(left, y - 4, width, 24).fill('#f3f4f6');
      doc.fillColor('#374151').font('Helvetica-Bold').fontSize(11).text(label, left + 8, y, { width: 220 });
      doc.fillColor('#111827').font('Helvetica').text(value, left + 240, y, { width: width - 248, align: 'right' });
      doc.y = y + 24;
    }
  };
  table([
    ['Business', account.businessName],
    ['Terms', `Net ${account.netDays}`],
    ['Credit limit', formatUsd(account.creditLimit)],
    ['Period', `${statement.periodStart} to ${statement.periodEnd}`],
    ['Opening balance', formatUsd(statement.opening)],
    ['Charges (invoices issued)', formatUsd(statement.charges)],
    ['Fees', formatUsd(statement.fees)],
    ['Payments received', `−${formatUsd(statement.payments)}`],
    ['Closing balance', formatUsd(statement.closing)],
  ]);
  doc.moveDown(1);
  doc.fillColor('#111827').font('Helvetica-Bold').fontSize(13).text('Closing balance by age', left);
  doc.moveDown(0.5);
  table(AGING_LABELS.map(([key, label]) => [label, formatUsd(statement.aging[key])]));
  doc.moveDown(2);
  doc.fillColor('#4b5563').font('Helvetica').fontSize(9).text(
    'Invoices paid by their due date are reported as on time to the business credit bureaus in the next monthly report. Questions: contact NetFund support.',
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
