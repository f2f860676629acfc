import type { FurnishingBatch } from './furnishing-batch.entity.js';
import type { FurnishingRecord } from './furnishing-record.entity.js';
import type { BatchSummary } from './furnishing.service.js';
import type { FurnishingBatchType, FurnishingRecordType } from './furnishing.types.js';

export const batchFileUrl = (id: number): string => `/api/furnishing/batches/${id}/file`;

export function batchView(batch: FurnishingBatch | BatchSummary): FurnishingBatchType {
  const summary = batch as Partial<BatchSummary>;
  return {
    id: batch.id,
    bureau: batch.bureau,
    periodMonth: batch.periodMonth,
    status: batch.status,
    recordCount: batch.recordCount,
    acceptedCount: summary.acceptedCount ?? 0,
    rejectedCount: summary.rejectedCount ?? 0,
    correctedCount: summary.correctedCount ?? 0,
    generatedAt: batch.generatedAt,
    generatedByName: summary.generatedByName ?? null,
    submittedAt: batch.submittedAt,
    submittedByName: summary.submittedByName ?? null,
    responseAt: batch.responseAt,
    responseNote: batch.responseNote,
    fileUrl: batchFileUrl(batch.id),
  };
}

export function recordView(record: FurnishingRecord): FurnishingRecordType {
  return {
    id: record.id,
    batchId: record.batchId,
    sourceType: record.sourceType,
    sourceId: record.sourceId,
    businessName: record.businessName,
    asOf: record.asOf,
    terms: record.terms,
    creditLimit: Number(record.creditLimit),
    highCredit12m: Number(record.highCredit12m),
    nowOwes: Number(record.nowOwes),
    pastDue: Number(record.pastDue),
    aging: record.aging,
    lastSaleOn: record.lastSaleOn,
    lastPaymentOn: record.lastPaymentOn,
    mannerOfPayment: record.mannerOfPayment,
    status: record.status,
    correctsRecordId: record.correctsRecordId,
  };
}
