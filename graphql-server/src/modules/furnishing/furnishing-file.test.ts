import { describe, expect, it } from 'vitest';
import type { FurnishingBatch } from './furnishing-batch.entity.js';
import { batchFileName, FILE_COLUMNS, renderBatchFile } from './furnishing-file.js';
import type { FurnishingRecord } from './furnishing-record.entity.js';

const batch = (over: Partial<FurnishingBatch> = {}) =>
  ({
    id: 7,
    bureau: 'dnb',
    periodMonth: '2026-10',
    status: 'generated',
    recordCount: 2,
    generatedAt: new Date('2026-11-05T07:00:00.000Z'),
    submittedAt: null,
    ...over,
  }) as FurnishingBatch;
const record = (over: Partial<FurnishingRecord> = {}) =>
  ({
    id: 41,
    sourceType: 'net30_account',
    sourceId: 3,
    businessName: 'Acme LLC',
    asOf: '2026-10-31',
    terms: 'Net 30',
    creditLimit: 500_000,
    highCredit12m: 123_456,
    nowOwes: 20_000,
    pastDue: 5_001,
    aging: { current: 14_999, days1to30: 5_001, days31to60: 0, days61to90: 0, days91plus: 0 },
    lastSaleOn: '2026-10-02',
    lastPaymentOn: null,
    mannerOfPayment: 'slow_1_30',
    correctsRecordId: null,
    ...over,
  }) as FurnishingRecord;

describe('the furnishing batch file', () => {
  it('starts NOT SENT while generated, names the bureau and period, and writes one CSV row per record in dollars', () => {
    const lines = renderBatchFile(
      batch(),
      [
        record(),
        record({
          id: 42,
          sourceType: 'netbuilder_subscription',
          sourceId: 9,
          correctsRecordId: 12,
          lastPaymentOn: '2026-10-03',
        }),
      ],
      null,
    ).split('\r\n');
    expect(lines[0]).toBe('# NOT SENT — generated 2026-11-05T07:00:00.000Z; mark submitted in NetFund after uploading');
    expect(lines[1]).toBe('# NetFund trade tape v1; bureau: Dun & Bradstreet (dnb); period: 2026-10; records: 2');
    expect(lines[2]).toBe(FILE_COLUMNS.join(','));
    expect(lines[3]).toBe(
      '41,,N30-3,Acme LLC,2026-10-31,Net 30,5000.00,1234.56,200.00,50.01,149.99,50.01,0.00,0.00,0.00,slow_1_30,2026-10-02,',
    );
    expect(lines[4]).toBe(
      '42,12,NB-9,Acme LLC,2026-10-31,Net 30,5000.00,1234.56,200.00,50.01,149.99,50.01,0.00,0.00,0.00,slow_1_30,2026-10-02,2026-10-03',
    );
    expect(lines[5]).toBe('');
    expect(batchFileName(batch())).toBe('netfund-dnb-2026-10-batch-7.csv');
  });

  it('says SUBMITTED with the day and who once submitted', () => {
    const text = renderBatchFile(
      batch({ status: 'accepted', submittedAt: new Date('2026-11-06T15:30:00Z') }),
      [],
      'avery',
    );
    expect(text.split('\r\n')[0]).toBe('# SUBMITTED 2026-11-06 by avery');
  });

  it('quotes commas and quotes, and keeps a spreadsheet from reading a name as a formula', () => {
    const line = renderBatchFile(
      batch(),
      [record({ businessName: '=HYPERLINK("x"), Inc' }), record({ businessName: '@Home, "Best" Co' })],
      null,
    ).split('\r\n');
    expect(line[3]).toContain(`,"'=HYPERLINK(""x""), Inc",`);
    expect(line[4]).toContain(`,"'@Home, ""Best"" Co",`);
  });

  it('keeps a negative amount a number (data, not a formula) and neutralises every other formula start', () => {
    const [, , , line] = renderBatchFile(
      batch(),
      [record({ nowOwes: -1_250, pastDue: 0, businessName: '-1+cmd|calc', terms: '+Net 30' })],
      null,
    ).split('\r\n');
    expect(line).toBe(
      "41,,N30-3,'-1+cmd|calc,2026-10-31,'+Net 30,5000.00,1234.56,-12.50,0.00,149.99,50.01,0.00,0.00,0.00,slow_1_30,2026-10-02,",
    );
  });
});
