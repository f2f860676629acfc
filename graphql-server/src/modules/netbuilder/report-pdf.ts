import { startNetFundPdf } from '../../shared/pdf.js';
import type { NetbuilderReport } from './netbuilder-report.entity.js';
import type { Plan } from './plans.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "2026-11" → "November 2026". */
export function formatReportMonth(reportMonth: string): string {
  const [year, month] = reportMonth.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The tradeline report of one paid month as a PDF (pdfkit, built-in Helvetica): business, plan, month, payment
 * and its status, the bureaus reported to, tradeline value and net terms.
 */
export function renderReportPdf(report: NetbuilderReport, plan: Plan, generatedAt = new Date()): Promise<Buffer> {
  const { doc, done, left, width } = startNetFundPdf('NetBuilder Tradeline Report', {
    title: `NetBuilder tradeline report ${report.id}`,
    subject: `Tradeline report for ${report.reportMonth}`,
  });

  const user = report.user;
  const holder = [user.firstName, user.lastName].filter(Boolean).join(' ');

  doc.font('Helvetica-Bold').fontSize(16).text(`Tradeline report for ${formatReportMonth(report.reportMonth)}`, left);
  doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text(`Report #${report.id} · generated ${generatedAt.toISOString().slice(0, 10)}`);
  doc.moveDown(1.2);

  const rows: [string, string][] = [
    ['Business account', `${user.username} (${user.email})`],
    ...(holder ? ([['Account holder', holder]] as [string, string][]) : []),
    ['Plan', `NetBuilder ${plan.name} (${whole.format(plan.price)}/month)`],
    ['Report month', formatReportMonth(report.reportMonth)],
    ['Payment amount', usd.format(report.paymentAmountCents / 100)],
    ['Payment status', report.paymentStatus.charAt(0).toUpperCase() + report.paymentStatus.slice(1)],
    ['Reported to', plan.bureaus.join(', ')],
    ['Tradeline value', `Up to ${whole.format(plan.tradelineValue)}`],
    ['Net terms', plan.netTerms],
    ['Credit limit', whole.format(plan.creditLimit)],
  ];
  for (const [index, [label, value]] of rows.entries()) {
    const y = doc.y;
    if (index % 2 === 0) doc.rect(left, y - 4, width, 24).fill('#f3f4f6');
    doc.fillColor('#374151').font('Helvetica-Bold').fontSize(11).text(label, left + 8, y, { width: 150 });
    doc.fillColor('#111827').font('Helvetica').text(value, left + 170, y, { width: width - 178 });
    doc.y = y + 24;
  }

  doc.moveDown(2);
  doc.fillColor('#4b5563').fontSize(9).text(
    'This report confirms the monthly NetBuilder payment above and the tradeline reported for it to the listed business credit bureaus. ' +
      'Bureaus update their files on their own schedules. Questions: contact NetFund support.',
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
