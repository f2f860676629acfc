import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { AppConfig } from '../../config/index.js';
import { monthOfDate, platformToday } from '../../shared/calendar.js';
import { isAdmin, requireRole, requireSignedIn, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput, recordId } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, furnishingDisputeResolvedEmail } from '../email/templates.js';
import { formatReportMonth } from '../netbuilder/report-pdf.js';
import { BUREAUS, type Bureau } from '../net30/net30-settings.entity.js';
import { Role } from '../users/user.entity.js';
import { FurnishingBatch, type FurnishingBatchStatus } from './furnishing-batch.entity.js';
import { loadSettings } from '../net30/net30-ledger.js';
import { BUREAU_NAMES, generateBatchOf } from './furnishing-batches.js';
import { DISPUTE_REASONS, DISPUTE_STATUSES, FurnishingDispute, type DisputeReason, type DisputeStatus } from './furnishing-dispute.entity.js';
import { batchFileName, renderBatchFile } from './furnishing-file.js';
import { FurnishingRecord, type FurnishingRecordStatus } from './furnishing-record.entity.js';

export const MONTH_NOT_CLOSED = 'The month is not closed yet';
export const BUREAU_NOT_ENABLED = 'This bureau is not enabled in the Net30 settings';
export const BATCH_NOT_FOUND = 'Batch not found';
export const RECORD_NOT_FOUND = 'Record not found';
export const DISPUTE_NOT_FOUND = 'Dispute not found';
export const CLIENT_NOT_FOUND = 'Client not found';
export const BATCH_ALREADY_SUBMITTED = 'This batch is already marked submitted';
export const BATCH_NOT_SUBMITTED = 'Mark the batch submitted before recording the bureau’s response';
export const BATCH_ALREADY_ANSWERED = 'The bureau’s response to this batch is already recorded';
export const DISPUTE_ALREADY_OPEN = 'This record already has an open dispute';
export const DISPUTE_ALREADY_RESOLVED = 'This dispute is already resolved';
/** R19: a dispute is answered within 30 days. */
export const DISPUTE_SLA_DAYS = 30;
export const BATCH_PAGE_SIZE = 25;

const RESPONSE_STATUSES = ['accepted', 'partially_rejected', 'rejected'] as const;
export type BatchResponseStatus = (typeof RESPONSE_STATUSES)[number];

const idSchema = recordId;

const generateSchema = z.object({
  bureau: z.enum(BUREAUS, { error: 'Choose a bureau: dnb, experian or equifax' }),
  periodMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM'),
});
const responseSchema = z
  .object({
    batchId: idSchema('Batch not found'),
    status: z.enum(RESPONSE_STATUSES, { error: 'Status must be accepted, partially_rejected or rejected' }),
    note: z.string().trim().max(2000, 'At most 2,000 characters').nullish(),
    rejectedRecordIds: z.array(idSchema('Not a record of this batch')).max(10_000).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'partially_rejected' && !input.rejectedRecordIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['rejectedRecordIds'], message: 'Name the records the bureau rejected' });
    }
  });
const disputeSchema = z.object({
  recordId: z.unknown(),
  reason: z.enum(DISPUTE_REASONS, { error: 'Choose a reason: not_mine, paid_on_time, amount_wrong or other' }),
  text: z.string({ error: 'Tell us what is wrong' }).trim().min(1, 'Tell us what is wrong').max(2000, 'At most 2,000 characters'),
});
const resolveSchema = z.object({
  disputeId: z.unknown(),
  outcome: z.enum(['correct', 'uphold'], { error: 'Choose correct or uphold' }),
  note: z.string({ error: 'Write a note to the client' }).trim().min(1, 'Write a note to the client').max(2000, 'At most 2,000 characters'),
});

const parseId = (value: unknown): number => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : Number.NaN;
};

export interface BatchSummary extends FurnishingBatch {
  generatedByName: string | null;
  submittedByName: string | null;
  acceptedCount: number;
  rejectedCount: number;
  correctedCount: number;
}

export interface BatchPage {
  items: BatchSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface DisputeView {
  id: number;
  recordId: number;
  reason: DisputeReason;
  text: string;
  status: DisputeStatus;
  resolution: string | null;
  dueAt: Date;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** A record as its client's furnishing log shows it (R23/R24). */
export interface FurnishingLogEntry {
  record: FurnishingRecord;
  bureau: Bureau;
  periodMonth: string;
  batchStatus: FurnishingBatchStatus;
  /** The open dispute, else the latest answered one; null when never disputed. */
  dispute: DisputeView | null;
}

export interface DisputeQueueItem extends DisputeView {
  bureau: Bureau;
  periodMonth: string;
  businessName: string;
  clientId: number;
  clientName: string;
  clientEmail: string;
  record: FurnishingRecord;
}

/**
 * Bureau furnishing (R19 Reporting and Disputes, R23/R24 furnishing log, invariants 10–11): monthly batches per
 * bureau, their files (marked not sent until an admin marks them submitted), the bureau's response, and the
 * clients' disputes with their corrections in the next batch.
 */
export class FurnishingService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
  ) {}

  /** Admin *Generate*: a closed month's batch for a bureau. An open month → 400; a live batch already → 409. */
  async generateBatch(caller: Caller, input: { bureau: unknown; periodMonth: unknown }, today = platformToday()): Promise<FurnishingBatch> {
    const admin = requireRole(caller, [Role.admin]);
    const { bureau, periodMonth } = parseInput(generateSchema, input);
    if (periodMonth >= monthOfDate(today)) throw new ValidationError(MONTH_NOT_CLOSED, { periodMonth: MONTH_NOT_CLOSED });
    if (!(await loadSettings(this.em)).bureaus.includes(bureau)) throw new ValidationError(BUREAU_NOT_ENABLED, { bureau: BUREAU_NOT_ENABLED });
    return generateBatchOf(this.em, bureau, periodMonth, userActor(admin));
  }

  /** Admin list, newest month first, 25 a page, with each batch's outcome counts. */
  async batches(caller: Caller, page = 1): Promise<BatchPage> {
    requireRole(caller, [Role.admin]);
    const pageNumber = Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
    const [rows, totalCount] = await Promise.all([
      this.em.find(FurnishingBatch, {}, { orderBy: { periodMonth: 'desc', id: 'desc' }, limit: BATCH_PAGE_SIZE, offset: (pageNumber - 1) * BATCH_PAGE_SIZE }),
      this.em.count(FurnishingBatch, {}),
    ]);
    const ids = rows.map((batch) => batch.id);
    const extra = ids.length
      ? await this.em.execute<{ id: number; generated_by: string | null; submitted_by: string | null; accepted: number; rejected: number; corrected: number }[]>(
          `select b.id, g.username as generated_by, s.username as submitted_by,
                  count(r.id) filter (where r.status = 'accepted')::int as accepted,
                  count(r.id) filter (where r.status = 'rejected')::int as rejected,
                  count(r.id) filter (where r.status = 'corrected')::int as corrected
             from furnishing_batch b
             left join users g on g.id = b.generated_by_id
             left join users s on s.id = b.submitted_by_id
             left join furnishing_record r on r.batch_id = b.id
            where b.id in (${ids.map(() => '?').join(', ')})
            group by b.id, g.username, s.username`,
          ids,
        )
      : [];
    const byId = new Map(extra.map((row) => [Number(row.id), row]));
    return {
      items: rows.map((batch) => {
        const row = byId.get(batch.id);
        return Object.assign(batch, {
          generatedByName: row?.generated_by ?? null,
          submittedByName: row?.submitted_by ?? null,
          acceptedCount: row?.accepted ?? 0,
          rejectedCount: row?.rejected ?? 0,
          correctedCount: row?.corrected ?? 0,
        });
      }),
      totalCount,
      page: pageNumber,
      pageSize: BATCH_PAGE_SIZE,
    };
  }

  /** Admin per-record view of a batch. */
  async batchRecords(caller: Caller, batchId: unknown): Promise<FurnishingRecord[]> {
    requireRole(caller, [Role.admin]);
    const batch = await this.findBatch(batchId);
    return this.em.find(FurnishingRecord, { batchId: batch.id }, { orderBy: { id: 'asc' } });
  }

  /** The batch's file (admins): see furnishing-file.ts for the layout. */
  async batchFile(caller: Caller, batchId: unknown): Promise<{ filename: string; content: string }> {
    requireRole(caller, [Role.admin]);
    const batch = await this.findBatch(batchId);
    const records = await this.em.find(FurnishingRecord, { batchId: batch.id }, { orderBy: { id: 'asc' } });
    const [submitter] = batch.submittedById
      ? await this.em.execute<{ username: string }[]>(`select username from users where id = ?`, [batch.submittedById])
      : [];
    return { filename: batchFileName(batch), content: renderBatchFile(batch, records, submitter?.username ?? null) };
  }

  /** *Mark submitted*: the file was uploaded to the bureau; from now on its records' facts never change (trigger). */
  async markBatchSubmitted(caller: Caller, batchId: unknown): Promise<FurnishingBatch> {
    const admin = requireRole(caller, [Role.admin]);
    const id = parseId(batchId);
    if (Number.isNaN(id)) throw new NotFoundError(BATCH_NOT_FOUND);
    return this.em.transactional(async (tx) => {
      const updated = await tx.execute<{ id: number }[]>(
        `update furnishing_batch set status = 'submitted', submitted_at = now(), submitted_by_id = ? where id = ? and status = 'generated' returning id`,
        [admin.id, id],
      );
      const batch = await tx.findOne(FurnishingBatch, { id }, { refresh: true });
      if (!batch) throw new NotFoundError(BATCH_NOT_FOUND);
      if (updated.length === 0) throw new ConflictError(BATCH_ALREADY_SUBMITTED);
      await this.audit.record(tx, {
        actor: userActor(admin),
        action: 'furnishing.batch.submitted',
        entityType: 'furnishing_batch',
        entityId: batch.id,
        summary: `Batch for ${BUREAU_NAMES[batch.bureau]}, ${batch.periodMonth} (${batch.recordCount} records) marked submitted.`,
        before: { status: 'generated' },
        after: { status: 'submitted' },
      });
      return batch;
    });
  }

  /**
   * *Record response*: the bureau accepted the batch (every record accepted), rejected it (every record rejected;
   * the month may then be generated again) or rejected some records (those named rejected, the others accepted).
   * Corrected records stay corrected.
   */
  async recordBatchResponse(
    caller: Caller,
    input: { batchId: unknown; status: unknown; note?: unknown; rejectedRecordIds?: unknown },
  ): Promise<FurnishingBatch> {
    const admin = requireRole(caller, [Role.admin]);
    const { batchId, status, note, rejectedRecordIds } = parseInput(responseSchema, input);
    return this.em.transactional(async (tx) => {
      const [locked] = await tx.execute<{ status: FurnishingBatchStatus }[]>(`select status from furnishing_batch where id = ? for update`, [batchId]);
      if (!locked) throw new NotFoundError(BATCH_NOT_FOUND);
      if (locked.status === 'generated') throw new ConflictError(BATCH_NOT_SUBMITTED);
      if (locked.status !== 'submitted') throw new ConflictError(BATCH_ALREADY_ANSWERED);
      const rejected = status === 'partially_rejected' ? [...new Set(rejectedRecordIds ?? [])] : [];
      if (rejected.length > 0) {
        const [{ n } = { n: 0 }] = await tx.execute<{ n: number }[]>(
          `select count(*)::int as n from furnishing_record where batch_id = ? and id in (${rejected.map(() => '?').join(', ')})`,
          [batchId, ...rejected],
        );
        if (n !== rejected.length) throw new ValidationError('Some rejected records are not in this batch', { rejectedRecordIds: 'Not a record of this batch' });
      }
      const outcome = (recordStatus: FurnishingRecordStatus, where: string, params: number[]) =>
        tx.execute(`update furnishing_record set status = ? where batch_id = ? and status = 'included'${where}`, [recordStatus, batchId, ...params], 'run');
      if (status === 'rejected') await outcome('rejected', '', []);
      else if (status === 'accepted') await outcome('accepted', '', []);
      else {
        const list = rejected.map(() => '?').join(', ');
        await outcome('rejected', ` and id in (${list})`, rejected);
        await outcome('accepted', ` and id not in (${list})`, rejected);
      }
      await tx.execute(`update furnishing_batch set status = ?, response_at = now(), response_note = ? where id = ?`, [status, note || null, batchId]);
      const batch = await tx.findOneOrFail(FurnishingBatch, { id: batchId }, { refresh: true });
      await this.audit.record(tx, {
        actor: userActor(admin),
        action: `furnishing.batch.${status}`,
        entityType: 'furnishing_batch',
        entityId: batch.id,
        summary: `${BUREAU_NAMES[batch.bureau]} ${status === 'accepted' ? 'accepted' : status === 'rejected' ? 'rejected' : `rejected ${rejected.length} records of`} the batch for ${batch.periodMonth}.`,
        before: { status: 'submitted' },
        after: { status, rejectedRecordIds: rejected },
        reason: note || null,
      });
      return batch;
    });
  }

  /**
   * R23/R24 furnishing log: every record reported about the caller (admins: about `clientId`; an unknown client →
   * "Client not found"), newest month first, with its batch's status and its dispute.
   */
  async myRecords(caller: Caller, clientId?: unknown): Promise<FurnishingLogEntry[]> {
    const user = requireSignedIn(caller);
    let ownerId = user.id;
    if (isAdmin(caller) && clientId !== undefined && clientId !== null) {
      const id = parseId(clientId);
      const [client] = Number.isNaN(id) ? [] : await this.em.execute<{ id: number }[]>(`select id from users where id = ? and role = 'client'`, [id]);
      if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
      ownerId = id;
    }
    const records = await this.em.find(FurnishingRecord, { ownerUserId: ownerId }, { orderBy: { asOf: 'desc', id: 'desc' } });
    if (records.length === 0) return [];
    const batches = await this.em.find(FurnishingBatch, { id: { $in: [...new Set(records.map((record) => record.batchId))] } });
    const disputes = await this.em.find(FurnishingDispute, { recordId: { $in: records.map((record) => record.id) } }, { orderBy: { id: 'desc' } });
    const batchById = new Map(batches.map((batch) => [batch.id, batch]));
    return records.map((record) => {
      const batch = batchById.get(record.batchId)!;
      const own = disputes.filter((dispute) => dispute.recordId === record.id);
      const dispute = own.find((candidate) => candidate.status === 'open') ?? own[0] ?? null;
      return { record, bureau: batch.bureau, periodMonth: batch.periodMonth, batchStatus: batch.status, dispute: dispute && disputeView(dispute) };
    });
  }

  /** R24 *Dispute*: by the record's client only (anyone else → "Record not found"); one open dispute per record. */
  async dispute(caller: Caller, input: { recordId: unknown; reason: unknown; text: unknown }): Promise<DisputeView> {
    const user = requireSignedIn(caller);
    const { recordId, reason, text } = parseInput(disputeSchema, input);
    const id = parseId(recordId);
    const record = Number.isNaN(id) ? null : await this.em.findOne(FurnishingRecord, { id, ownerUserId: user.id });
    if (!record) throw new NotFoundError(RECORD_NOT_FOUND);
    return this.em.transactional(async (tx) => {
      const [created] = await tx.execute<{ id: number }[]>(
        `insert into furnishing_dispute (record_id, owner_user_id, reason, text, due_at) values (?, ?, ?, ?, now() + make_interval(days => ?))
         on conflict (record_id) where status = 'open' do nothing returning id`,
        [record.id, user.id, reason, text, DISPUTE_SLA_DAYS],
      );
      if (!created) throw new ConflictError(DISPUTE_ALREADY_OPEN);
      const dispute = await tx.findOneOrFail(FurnishingDispute, { id: Number(created.id) });
      await this.audit.record(tx, {
        actor: userActor(user),
        action: 'furnishing.dispute.opened',
        entityType: 'furnishing_dispute',
        entityId: dispute.id,
        summary: `${user.username} disputed record #${record.id} (${record.businessName}, ${record.asOf}): ${reason}.`,
        after: { recordId: record.id, reason, status: 'open' },
        reason: text,
      });
      return disputeView(dispute);
    });
  }

  /** R19 *Disputes* queue (admins), the nearest answer deadline first. */
  async disputes(caller: Caller, status?: unknown): Promise<DisputeQueueItem[]> {
    requireRole(caller, [Role.admin]);
    if (status !== undefined && status !== null && !(DISPUTE_STATUSES as readonly unknown[]).includes(status)) {
      throw new ValidationError('Status must be open, corrected or upheld', { status: 'Status must be open, corrected or upheld' });
    }
    const disputes = await this.em.find(FurnishingDispute, status ? { status: status as DisputeStatus } : {}, { orderBy: { dueAt: 'asc', id: 'asc' }, limit: 500 });
    if (disputes.length === 0) return [];
    const records = await this.em.find(FurnishingRecord, { id: { $in: disputes.map((dispute) => dispute.recordId) } });
    const recordById = new Map(records.map((record) => [record.id, record]));
    const batches = await this.em.find(FurnishingBatch, { id: { $in: [...new Set(records.map((record) => record.batchId))] } });
    const batchById = new Map(batches.map((batch) => [batch.id, batch]));
    const owners = await this.em.execute<{ id: number; username: string; email: string; name: string | null }[]>(
      `select id, username, email, nullif(trim(concat_ws(' ', first_name, last_name)), '') as name from users where id in (${disputes.map(() => '?').join(', ')})`,
      disputes.map((dispute) => dispute.ownerUserId),
    );
    const ownerById = new Map(owners.map((owner) => [Number(owner.id), owner]));
    return disputes.map((dispute) => {
      const record = recordById.get(dispute.recordId)!;
      const batch = batchById.get(record.batchId)!;
      const owner = ownerById.get(dispute.ownerUserId);
      return {
        ...disputeView(dispute),
        bureau: batch.bureau,
        periodMonth: batch.periodMonth,
        businessName: record.businessName,
        clientId: dispute.ownerUserId,
        clientName: owner?.name ?? owner?.username ?? '',
        clientEmail: owner?.email ?? '',
        record,
      };
    });
  }

  /**
   * *Correct & re-report* (the record becomes `corrected`, and the next batch generated for its bureau carries a
   * correcting record) or *Uphold* (the note goes to the client). Once per dispute; the client is e-mailed.
   */
  async resolveDispute(caller: Caller, input: { disputeId: unknown; outcome: unknown; note: unknown }): Promise<DisputeView> {
    const admin = requireRole(caller, [Role.admin]);
    const { disputeId, outcome, note } = parseInput(resolveSchema, input);
    const id = parseId(disputeId);
    if (Number.isNaN(id)) throw new NotFoundError(DISPUTE_NOT_FOUND);
    return this.em.transactional(async (tx) => {
      const [locked] = await tx.execute<{ status: DisputeStatus }[]>(`select status from furnishing_dispute where id = ? for update`, [id]);
      if (!locked) throw new NotFoundError(DISPUTE_NOT_FOUND);
      if (locked.status !== 'open') throw new ConflictError(DISPUTE_ALREADY_RESOLVED);
      const status: DisputeStatus = outcome === 'correct' ? 'corrected' : 'upheld';
      await tx.execute(`update furnishing_dispute set status = ?, resolution = ?, resolved_by_id = ?, resolved_at = now() where id = ?`, [status, note, admin.id, id]);
      const dispute = await tx.findOneOrFail(FurnishingDispute, { id }, { refresh: true });
      const record = await tx.findOneOrFail(FurnishingRecord, { id: dispute.recordId });
      const batch = await tx.findOneOrFail(FurnishingBatch, { id: record.batchId });
      // The trigger lets a submitted record's status change, and nothing else.
      if (status === 'corrected') await tx.execute(`update furnishing_record set status = 'corrected' where id = ?`, [record.id]);
      const [owner] = await tx.execute<{ email: string; name: string | null }[]>(
        `select email, nullif(trim(concat_ws(' ', first_name, last_name)), '') as name from users where id = ?`,
        [dispute.ownerUserId],
      );
      if (owner?.email) {
        await EmailService.enqueue(
          tx,
          furnishingDisputeResolvedEmail(emailSite(this.config), {
            to: owner.email,
            name: owner.name,
            disputeId: dispute.id,
            bureauName: BUREAU_NAMES[batch.bureau],
            month: formatReportMonth(batch.periodMonth),
            outcome: status,
            note,
          }),
        );
      }
      await this.audit.record(tx, {
        actor: userActor(admin),
        action: `furnishing.dispute.${status}`,
        entityType: 'furnishing_dispute',
        entityId: dispute.id,
        summary:
          status === 'corrected'
            ? `Dispute #${dispute.id} upheld for the client: record #${record.id} is corrected in the next ${BUREAU_NAMES[batch.bureau]} batch.`
            : `Dispute #${dispute.id} answered: record #${record.id} stands as reported.`,
        before: { status: 'open' },
        after: { status },
        reason: note,
      });
      return disputeView(dispute);
    });
  }

  private async findBatch(batchId: unknown): Promise<FurnishingBatch> {
    const id = parseId(batchId);
    const batch = Number.isNaN(id) ? null : await this.em.findOne(FurnishingBatch, { id });
    if (!batch) throw new NotFoundError(BATCH_NOT_FOUND);
    return batch;
  }
}

function disputeView(dispute: FurnishingDispute): DisputeView {
  return {
    id: dispute.id,
    recordId: dispute.recordId,
    reason: dispute.reason,
    text: dispute.text,
    status: dispute.status,
    resolution: dispute.resolution,
    dueAt: dispute.dueAt,
    createdAt: dispute.createdAt,
    resolvedAt: dispute.resolvedAt,
  };
}
