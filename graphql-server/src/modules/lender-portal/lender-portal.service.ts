import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { type Business } from '../businesses/business.entity.js';
import { Document } from '../documents/document.entity.js';
import { monthsInBusinessOn } from '../matches/applicant-facts.js';
import { describeCriteria } from '../matching/criteria-description.js';
import type { ProgramCriteria } from '../matching/program-criteria.js';
import { MatchResultRow } from '../matches/match-result.entity.js';
import type { LenderAccessService } from '../submissions/lender-access.service.js';
import { returnToReviewWithoutLender } from '../submissions/no-active-lender.js';
import { ACCESS_STATUSES, Submission, type SubmissionStatus } from '../submissions/submission.entity.js';
import { Role } from '../users/user.entity.js';
import { lenderDeclineSchema, ONLY_OPEN_FILES_DECLINE } from './lender-portal.schemas.js';

/** One file as the lender's inbox lists it (R20): the facts while it has access, a greyed line after. */
export interface LenderFileCard {
  submissionId: number;
  applicationId: number;
  number: string | null;
  status: SubmissionStatus;
  sharedAt: Date | null;
  firstViewedAt: Date | null;
  respondedAt: Date | null;
  slaDueAt: Date | null;
  /** "Access ended by the applicant on Nov 3, 2026" / "Closed by NetFund": the file's facts are gone. */
  endedText: string | null;
  facts: LenderFileFacts | null;
  /** "Meets all criteria" or "Near miss: Needs FICO 650, applicant has 620 (30 short)" — its own program only (§4.6). */
  whyYouSeeThis: string | null;
}

export interface LenderFileFacts {
  businessName: string;
  state: string;
  industry: string;
  naicsCode: string | null;
  entityType: string | null;
  monthsInBusiness: number | null;
  monthlyRevenueCents: number | null;
  revenueSource: string | null;
  fico: number | null;
  ficoSource: string | null;
  ficoAsOf: string | null;
  openPositions: number | null;
  requestedAmountCents: number;
  product: string;
  useOfFunds: string | null;
}

export interface LenderFileDocument {
  id: number;
  label: string;
  docType: string;
  status: string;
  fileName: string | null;
}

/** The columns of a share that a card shows (`files`), read as plain rows. */
interface SubmissionRow {
  id: number;
  application_id: number;
  program_id: number;
  status: SubmissionStatus;
  shared_at: Date | string | null;
  first_viewed_at: Date | string | null;
  responded_at: Date | string | null;
  sla_due_at: Date | string | null;
  revoked_by_role: Submission['revokedByRole'];
  revoked_at: Date | string | null;
  closed_at: Date | string | null;
}
/** A raw row's timestamp (the driver may hand it over as text). */
const dateOrNull = (value: Date | string | null): Date | null => (value == null ? null : new Date(value));
interface SubmissionCardRow {
  id: number;
  applicationId: number;
  programId: number;
  status: SubmissionStatus;
  sharedAt: Date | null;
  firstViewedAt: Date | null;
  respondedAt: Date | null;
  slaDueAt: Date | null;
  revokedByRole: Submission['revokedByRole'];
  revokedAt: Date | null;
  closedAt: Date | null;
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });
/** §3.4 "only shared…offered grant file access" (invariant 6): after that the lender keeps its offers, not the file. */
const GRANTS_ACCESS: readonly SubmissionStatus[] = ACCESS_STATUSES;

/**
 * The lender portal's reads and the lender's answers (BACKOFFICE R20; invariant 6): a lender user sees only files
 * shared with its own lender, and only while the share is open — a revoked or closed file is a greyed line, its
 * documents 404 at once. Opening a file and downloading a document each write the access log in the same request
 * (the first open marks the submission viewed). Declining answers the file with a reason code.
 */
export class LenderPortalService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly access: LenderAccessService,
  ) {}

  /**
   * Every file ever shared with the caller's lender, newest first (the tabs filter by status). Only the files it
   * still has access to carry facts and "why you see this", so only those load the application's business and the
   * match result; an ended file needs its application's number and status (issue 14: hundreds of ended files per
   * lender at 100,000 applications).
   */
  async files(caller: Caller, now = new Date()): Promise<LenderFileCard[]> {
    const lenderId = this.lenderOf(caller);
    // Plain rows of the columns a card needs (hundreds of ended shares per lender at 100,000 applications: no entity each).
    const rows = await this.em.execute<SubmissionRow[]>(
      `select id, application_id, program_id, status, shared_at, first_viewed_at, responded_at, sla_due_at, revoked_by_role, revoked_at, closed_at
         from submission where lender_id = ? and shared_at is not null order by shared_at desc, id desc`,
      [lenderId],
    );
    const submissions = rows.map(
      (row): SubmissionCardRow => ({
        id: Number(row.id),
        applicationId: Number(row.application_id),
        programId: Number(row.program_id),
        status: row.status,
        sharedAt: dateOrNull(row.shared_at),
        firstViewedAt: dateOrNull(row.first_viewed_at),
        respondedAt: dateOrNull(row.responded_at),
        slaDueAt: dateOrNull(row.sla_due_at),
        revokedByRole: row.revoked_by_role,
        revokedAt: dateOrNull(row.revoked_at),
        closedAt: dateOrNull(row.closed_at),
      }),
    );
    if (submissions.length === 0) return [];
    const open = submissions.filter((submission) => GRANTS_ACCESS.includes(submission.status));
    const openIds = [...new Set(open.map((submission) => submission.applicationId))];
    const applications = openIds.length ? await this.em.find(Application, { id: { $in: openIds } }, { populate: ['business'] }) : [];
    const byId = new Map(applications.map((application) => [application.id, application]));
    const endedIds = [...new Set(submissions.map((submission) => submission.applicationId))].filter((id) => !byId.has(id));
    const ended = endedIds.length
      ? await this.em.execute<{ id: number; number: string | null; status: WorkflowStatus }[]>(
          `select id, number, status::text as status from applications where id in (${endedIds.map(() => '?').join(', ')})`,
          endedIds,
        )
      : [];
    const endedById = new Map(ended.map((row) => [Number(row.id), row]));
    const matches = open.length
      ? await this.em.find(MatchResultRow, { latest: true, $or: open.map((submission) => ({ applicationId: submission.applicationId, programId: submission.programId })) })
      : [];
    const matchOf = new Map(matches.map((row) => [`${row.applicationId}:${row.programId}`, row]));
    return submissions.map((submission) => {
      const application = byId.get(submission.applicationId);
      const hasAccess = application !== undefined && GRANTS_ACCESS.includes(submission.status);
      const summary = application ?? endedById.get(submission.applicationId)!;
      const match = matchOf.get(`${submission.applicationId}:${submission.programId}`);
      return {
        submissionId: submission.id,
        applicationId: submission.applicationId,
        number: summary.number ?? null,
        status: submission.status,
        sharedAt: submission.sharedAt,
        firstViewedAt: submission.firstViewedAt,
        respondedAt: submission.respondedAt,
        slaDueAt: submission.slaDueAt,
        endedText: hasAccess ? null : endedText(submission, summary),
        facts: hasAccess ? factsOf(application, application.business as Business, now) : null,
        whyYouSeeThis: hasAccess && match ? whyYouSeeThis(match) : null,
      };
    });
  }

  /** R20 *Open*: the file's facts and documents, through an open submission; logged (the first open → viewed). */
  async openFile(caller: Caller, applicationIdValue: unknown, ipPrefix: string | null = null, now = new Date()): Promise<{ card: LenderFileCard; documents: LenderFileDocument[] }> {
    const user = requireRole(caller, [Role.lender]);
    const submission = await this.access.requireOpenSubmission(caller, applicationIdValue);
    await this.access.recordAccess(this.em, { applicationId: submission.applicationId, lenderId: submission.lenderId, userId: user.id, userName: user.username, action: 'open_file', ipPrefix }, now);
    const card = (await this.files(caller, now)).find((each) => each.submissionId === submission.id);
    if (!card) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const documents = await this.em.find(Document, { application: submission.applicationId }, { orderBy: { id: 'asc' } });
    return {
      card,
      documents: documents.map((document) => ({ id: document.id, label: document.label, docType: document.docType, status: document.status, fileName: document.fileName ?? null })),
    };
  }

  /** R20 *Download document*: through an open submission only (404 at once when revoked); logged. */
  async downloadDocument(caller: Caller, documentIdValue: unknown, ipPrefix: string | null = null): Promise<{ fileName: string; mimeType: string; bytes: Buffer }> {
    const user = requireRole(caller, [Role.lender]);
    const { document, submission } = await this.access.requireReadableDocument(caller, documentIdValue);
    const [content] = document.currentContentId
      ? await this.em.execute<{ bytes: Buffer; file_name: string; mime_type: string }[]>('select bytes, file_name, mime_type from document_content where id = ?', [document.currentContentId])
      : [];
    if (!content) throw new NotFoundError('Document not found');
    await this.access.recordAccess(this.em, {
      applicationId: submission.applicationId,
      lenderId: submission.lenderId,
      userId: user.id,
      userName: user.username,
      action: 'download_document',
      documentId: document.id,
      documentName: content.file_name,
      ipPrefix,
    });
    return { fileName: content.file_name, mimeType: content.mime_type, bytes: content.bytes };
  }

  /**
   * R20 *Decline*: a reason code (a note of 10+ characters for `other`) and an optional "Would reconsider if…"; the
   * submission is `declined` (the lender answered) and loses the file; an application left without a lender returns
   * to review.
   */
  async decline(caller: Caller, applicationIdValue: unknown, input: unknown, now = new Date()): Promise<LenderFileCard[]> {
    const user = requireRole(caller, [Role.lender]);
    const parsed = parseInput(lenderDeclineSchema, input);
    const submission = await this.access.requireOpenSubmission(caller, applicationIdValue);
    await this.em.transactional(async (em) => {
      await em.execute(`select id from applications where id = ? for update`, [submission.applicationId]);
      const changed = await em.nativeUpdate(
        Submission,
        { id: submission.id, status: { $in: ['shared', 'viewed', 'info_requested'] } },
        {
          status: 'declined',
          declineCode: parsed.reasonCode,
          declineNote: parsed.note || null,
          reconsiderHint: parsed.reconsiderHint || null,
          respondedAt: submission.respondedAt ?? now,
          closedAt: now,
          version: submission.version + 1,
          updatedAt: now,
        },
      );
      if (changed === 0) throw new ConflictError(ONLY_OPEN_FILES_DECLINE);
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'submission.declined',
        entityType: 'submission',
        entityId: submission.id,
        summary: `${user.username} declined application #${submission.applicationId} for lender #${submission.lenderId}: ${parsed.reasonCode}.`,
        before: { status: submission.status },
        after: { status: 'declined', declineCode: parsed.reasonCode, reconsiderHint: parsed.reconsiderHint ?? null },
        reason: parsed.note ?? null,
      });
      await returnToReviewWithoutLender(em, this.audit, submission.applicationId, user, userActor(user), now);
    });
    return this.files(caller, now);
  }

  async programs(caller: Caller): Promise<LenderProgramSummary[]> {
    const lenderId = this.lenderOf(caller);
    const rows = await this.em.execute<{ id: number; name: string; product: string; status: string; version: number | null; criteria: ProgramCriteria | null }[]>(
      `select p.id, p.name, p.product, p.status, p.current_version as version, v.criteria
         from lender_program p left join lender_program_version v on v.program_id = p.id and v.version = p.current_version
        where p.lender_id = ? and p.status <> 'draft' order by p.id`,
      [lenderId],
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name, product: row.product, status: row.status, version: row.version, description: row.criteria ? describeCriteria(row.criteria) : null }));
  }

  private lenderOf(caller: Caller): number {
    requireRole(caller, [Role.lender]);
    if (caller.lenderId === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return caller.lenderId;
  }
}

function endedText(submission: SubmissionCardRow, application: { status: WorkflowStatus }): string {
  const on = (date: Date | null) => (date ? DATE.format(date) : '');
  if (submission.status === 'revoked') return submission.revokedByRole === 'client' ? `Access ended by the applicant on ${on(submission.revokedAt)}` : `Access ended by NetFund on ${on(submission.revokedAt)}`;
  if (submission.status === 'closed') return 'Closed by NetFund';
  if (submission.status === 'declined') return `You declined this file on ${on(submission.closedAt ?? submission.respondedAt)}`;
  if (submission.status === 'expired') return `Expired unanswered on ${on(submission.closedAt)}`;
  if (submission.status === 'lost') return 'The applicant chose another offer';
  if (submission.status === 'won') {
    return application.status === WorkflowStatus.funded ? 'Funded: the deal is in your Funded tab' : 'The applicant accepted your offer: proceed to contract';
  }
  return 'Access ended';
}

function whyYouSeeThis(match: MatchResultRow): string {
  if (match.outcome === 'eligible') return 'Meets all criteria';
  if (match.outcome === 'near_miss') return `Near miss: ${match.reasons.criteria.filter((criterion) => !criterion.pass).map((criterion) => criterion.text).join('; ')}`;
  if (match.outcome === 'needs_data') return `Needs data: ${match.reasons.missingFacts.map((missing) => missing.text).join('; ')}`;
  return `Shared by NetFund outside your criteria: ${match.reasons.reasons.join('; ')}`;
}

function factsOf(application: Application, business: Business, now: Date): LenderFileFacts {
  return {
    businessName: business.legalName,
    state: business.state || application.state,
    industry: application.industry,
    naicsCode: business.naicsCode ?? null,
    entityType: business.entityType ?? null,
    monthsInBusiness: business.startedOn ? monthsInBusinessOn(business.startedOn, now) : application.monthsInBusiness,
    monthlyRevenueCents: (business.monthlyRevenue ?? application.monthlyRevenue) * 100,
    revenueSource: business.monthlyRevenue != null ? (business.revenueSource ?? 'self') : 'self',
    fico: business.fico ?? application.creditScore ?? null,
    ficoSource: business.fico != null ? (business.ficoSource ?? 'self') : 'self',
    ficoAsOf: business.ficoAsOf ?? null,
    openPositions: business.openPositions ?? null,
    requestedAmountCents: application.requestedAmount * 100,
    product: application.product,
    useOfFunds: application.useOfFunds ?? null,
  };
}

/** R20 Criteria: the lender's own programs with the version in force, in plain English (read-only). */
export interface LenderProgramSummary {
  id: number;
  name: string;
  product: string;
  status: string;
  version: number | null;
  description: string | null;
}
