import { writeCsv } from '../../../../shared/spreadsheet-csv.js';
import type { Bureau } from '../net30/net30-settings.entity.js';
import type { FurnishingBatch } from './furnishing-batch.entity.js';
import type { FurnishingRecord } from './furnishing-record.entity.js';
import { BUREAU_NAMES } from './furnishing-batches.js';

/*
 * The batch file ("NetFund trade tape", CSV, UTF-8, one file per bureau and month), to upload to the bureau by hand
 * (Decisions taken: nothing talks to a bureau). The same layout for every bureau:
 *
 *   line 1   `# NOT SENT — generated {ISO timestamp}; mark submitted in NetFund after uploading`
 *            (after Mark submitted: `# SUBMITTED {YYYY-MM-DD} by {username}`)
 *   line 2   `# NetFund trade tape v1; bureau: {name} ({code}); period: {YYYY-MM}; records: {n}`
 *   line 3   the header row: FILE_COLUMNS
 *   then     one row per record, in record order.
 *
 * Columns: record_id (NetFund's), corrects_record_id (empty unless the row corrects a record of an earlier file),
 * account_number (`N30-{account}` for a Net30 account, `NB-{subscription}` for a NetBuilder plan), business_name,
 * date_of_experience (as of, YYYY-MM-DD: the month's last day), terms ("Net 30"), then amounts in US dollars with two
 * decimals: credit_limit, high_credit_12m, now_owes, past_due, and the aging buckets current, past_due_1_30,
 * past_due_31_60, past_due_61_90, past_due_91_plus; then manner_of_payment (prompt | slow_1_30 | slow_31_60 |
 * slow_61_90 | slow_91_plus), last_sale_date and last_payment_date (YYYY-MM-DD or empty).
 * D&B's seven trade variables are date_of_experience, manner_of_payment, high_credit_12m, now_owes, past_due, terms
 * and last_sale_date.
 */
export const FILE_COLUMNS = [
  'record_id',
  'corrects_record_id',
  'account_number',
  'business_name',
  'date_of_experience',
  'terms',
  'credit_limit',
  'high_credit_12m',
  'now_owes',
  'past_due',
  'current',
  'past_due_1_30',
  'past_due_31_60',
  'past_due_61_90',
  'past_due_91_plus',
  'manner_of_payment',
  'last_sale_date',
  'last_payment_date',
] as const;

const dollars = (cents: number): string => (Number(cents) / 100).toFixed(2);

export function batchFileName(batch: Pick<FurnishingBatch, 'id' | 'bureau' | 'periodMonth'>): string {
  return `netfund-${batch.bureau}-${batch.periodMonth}-batch-${batch.id}.csv`;
}

export function renderBatchFile(
  batch: FurnishingBatch,
  records: readonly FurnishingRecord[],
  submittedBy: string | null,
): string {
  const first =
    batch.status === 'generated' || !batch.submittedAt
      ? `# NOT SENT — generated ${batch.generatedAt.toISOString()}; mark submitted in NetFund after uploading`
      : `# SUBMITTED ${batch.submittedAt.toISOString().slice(0, 10)} by ${submittedBy ?? 'unknown'}`;
  // The two comment lines are the file's own (fixed text); every row, the header included, goes through the one CSV writer.
  const comments = [
    first,
    `# NetFund trade tape v1; bureau: ${BUREAU_NAMES[batch.bureau as Bureau]} (${batch.bureau}); period: ${batch.periodMonth}; records: ${records.length}`,
  ];
  const rows = records.map((record) => [
    String(record.id),
    record.correctsRecordId === null ? '' : String(record.correctsRecordId),
    `${record.sourceType === 'net30_account' ? 'N30' : 'NB'}-${record.sourceId}`,
    record.businessName,
    record.asOf,
    record.terms,
    dollars(record.creditLimit),
    dollars(record.highCredit12m),
    dollars(record.nowOwes),
    dollars(record.pastDue),
    dollars(record.aging.current),
    dollars(record.aging.days1to30),
    dollars(record.aging.days31to60),
    dollars(record.aging.days61to90),
    dollars(record.aging.days91plus),
    record.mannerOfPayment,
    record.lastSaleOn ?? '',
    record.lastPaymentOn ?? '',
  ]);
  return `${comments.join('\r\n')}\r\n${writeCsv([FILE_COLUMNS, ...rows])}`;
}
