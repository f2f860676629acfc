import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { Document } from '../documents/document.entity.js';
import { monthsInBusinessOn } from '../matches/applicant-facts.js';
import { describeCriteria } from '../matching/criteria-description.js';
import type { ProgramCriteria } from '../matching/program-criteria.js';
import type { MatchResultRow } from '../matches/match-result.entity.js';
import type { LenderAccessService } from '../submissions/lender-access.service.js';
import { returnToReviewWithoutLender } from '../submissions/no-active-lender.js';
import type { Page } from '../../shared/paging.js';
import { ACCESS_STATUSES, Submission, type SubmissionStatus } from '../submissions/submission.entity.js';
import { Role } from '../users/user.entity.js';
import { LENDER_FILE_TAB_STATUSES, lenderDeclineSchema, lenderFilePageSchema, ONLY_OPEN_FILES_DECLINE, type LenderFileTab } from './lender-portal.schemas.js';

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

/** One share with what its card shows, read as a plain row (thousands of shares per lender at 100,000 applications). */
interface CardRow {
  id: number;
  application_id: number;
  status: SubmissionStatus;
  shared_at: Date | string | null;
  first_viewed_at: Date | string | null;
  responded_at: Date | string | null;
  sla_due_at: Date | string | null;
  revoked_by_role: Submission['revokedByRole'];
  revoked_at: Date | string | null;
  closed_at: Date | string | null;
  number: string | null;
  application_status: WorkflowStatus;
  // The facts: the application's and its business's columns (null on an ended share: its facts are not read).
  application_state: string | null;
  industry: string | null;
  months_in_business: number | null;
  application_monthly_revenue: number | null;
  credit_score: number | null;
  requested_amount: number | null;
  product: string | null;
  use_of_funds: string | null;
  legal_name: string | null;
  business_state: string | null;
  naics_code: string | null;
  entity_type: string | null;
  started_on: string | null;
  business_monthly_revenue: number | null;
  revenue_source: string | null;
  fico: number | null;
  fico_source: string | null;
  fico_as_of: string | null;
  open_positions: number | null;
  match_outcome: MatchResultRow['outcome'] | null;
  match_reasons: MatchResultRow['reasons'] | null;
}
/** A raw row's timestamp (the driver may hand it over as text). */
const dateOrNull = (value: Date | string | null): Date | null => (value == null ? null : new Date(value));

const ACCESS_IN = ACCESS_STATUSES.map((status) => `'${status}'`).join(', ');
/**
 * The card's columns: the share, its application's number and status, and — only while the share grants access —
 * the facts and its own program's latest match result.
 */
const CARD_SELECT = `select s.id, s.application_id, s.status, s.shared_at, s.first_viewed_at, s.responded_at, s.sla_due_at, s.revoked_by_role, s.revoked_at, s.closed_at,
       a.number, a.status::text as application_status,
       f.application_state, f.industry, f.months_in_business, f.application_monthly_revenue, f.credit_score, f.requested_amount, f.product, f.use_of_funds,
       f.legal_name, f.business_state, f.naics_code, f.entity_type, f.started_on, f.business_monthly_revenue, f.revenue_source, f.fico, f.fico_source, f.fico_as_of, f.open_positions,
       m.outcome as match_outcome, m.reasons as match_reasons
  from submission s
  join applications a on a.id = s.application_id
  left join lateral (
    select a.state as application_state, a.industry, a.months_in_business, a.monthly_revenue as application_monthly_revenue, a.credit_score, a.requested_amount, a.product, a.use_of_funds,
           b.legal_name, b.state as business_state, b.naics_code, b.entity_type, b.started_on::text as started_on, b.monthly_revenue as business_monthly_revenue, b.revenue_source,
           b.fico, b.fico_source, b.fico_as_of::text as fico_as_of, b.open_positions
      from businesses b where b.id = a.business_id and s.status in (${ACCESS_IN})
  ) f on true
  left join match_result m on s.status in (${ACCESS_IN}) and m.application_id = s.application_id and m.program_id = s.program_id and m.latest`;

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
   * One page of a tab of the caller's files (R20, BACKOFFICE §0 paging: 25 a page, at most 100), newest shared first.
   * The tab's statuses are LENDER_FILE_TAB_STATUSES (the inbox also lists the files whose access ended, greyed). Only
   * the page's rows are read, as plain rows, with a count of the tab.
   */
  async filePage(caller: Caller, tab: LenderFileTab, pageValue?: unknown, pageSizeValue?: unknown, now = new Date()): Promise<Page<LenderFileCard>> {
    const lenderId = this.lenderOf(caller);
    const { page, pageSize } = parseInput(lenderFilePageSchema, { tab, page: pageValue, pageSize: pageSizeValue });
    const statuses = LENDER_FILE_TAB_STATUSES[tab];
    const marks = statuses.map(() => '?').join(', ');
    const [total] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from submission where lender_id = ? and shared_at is not null and status in (${marks})`,
      [lenderId, ...statuses],
    );
    const totalCount = Number(total?.n ?? 0);
    const offset = (page - 1) * pageSize;
    const rows =
      offset < totalCount
        ? await this.em.execute<CardRow[]>(
            `${CARD_SELECT}
              where s.lender_id = ? and s.shared_at is not null and s.status in (${marks})
              order by s.shared_at desc, s.id desc limit ? offset ?`,
            [lenderId, ...statuses, pageSize, offset],
          )
        : [];
    return { items: rows.map((row) => cardOf(row, now)), totalCount, page, pageSize };
  }

  /**
   * The drawer's card of one application shared with the caller's lender (its newest share), ended or not;
   * NOT_FOUND "Application not found" when it was never shared with this lender.
   */
  async file(caller: Caller, applicationIdValue: unknown, now = new Date()): Promise<LenderFileCard> {
    const lenderId = this.lenderOf(caller);
    const applicationId = parseApplicationId(applicationIdValue);
    if (applicationId === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const [row] = await this.em.execute<CardRow[]>(
      `${CARD_SELECT}
        where s.lender_id = ? and s.application_id = ? and s.shared_at is not null
        order by s.shared_at desc, s.id desc limit 1`,
      [lenderId, applicationId],
    );
    if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return cardOf(row, now);
  }

  /** One share's card by its id (the caller's lender's). */
  private async cardOfSubmission(submissionId: number, now: Date): Promise<LenderFileCard> {
    const [row] = await this.em.execute<CardRow[]>(`${CARD_SELECT} where s.id = ?`, [submissionId]);
    if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return cardOf(row, now);
  }

  /** R20 *Open*: the file's facts and documents, through an open submission; logged (the first open → viewed). */
  async openFile(caller: Caller, applicationIdValue: unknown, ipPrefix: string | null = null, now = new Date()): Promise<{ card: LenderFileCard; documents: LenderFileDocument[] }> {
    const user = requireRole(caller, [Role.lender]);
    const submission = await this.access.requireOpenSubmission(caller, applicationIdValue);
    await this.access.recordAccess(this.em, { applicationId: submission.applicationId, lenderId: submission.lenderId, userId: user.id, userName: user.username, action: 'open_file', ipPrefix }, now);
    const card = await this.cardOfSubmission(submission.id, now);
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
   * to review. Answers the declined file's card.
   */
  async decline(caller: Caller, applicationIdValue: unknown, input: unknown, now = new Date()): Promise<LenderFileCard> {
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
    return this.cardOfSubmission(submission.id, now);
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

/** A card from its row: the facts and "why you see this" only while the share grants access. */
function cardOf(row: CardRow, now: Date): LenderFileCard {
  const hasAccess = GRANTS_ACCESS.includes(row.status) && row.legal_name !== null;
  return {
    submissionId: Number(row.id),
    applicationId: Number(row.application_id),
    number: row.number ?? null,
    status: row.status,
    sharedAt: dateOrNull(row.shared_at),
    firstViewedAt: dateOrNull(row.first_viewed_at),
    respondedAt: dateOrNull(row.responded_at),
    slaDueAt: dateOrNull(row.sla_due_at),
    endedText: hasAccess ? null : endedText(row),
    facts: hasAccess ? factsOf(row, now) : null,
    whyYouSeeThis: hasAccess && row.match_outcome && row.match_reasons ? whyYouSeeThis(row.match_outcome, row.match_reasons) : null,
  };
}

function endedText(row: CardRow): string {
  const on = (date: Date | string | null) => (date ? DATE.format(new Date(date)) : '');
  if (row.status === 'revoked') return row.revoked_by_role === 'client' ? `Access ended by the applicant on ${on(row.revoked_at)}` : `Access ended by NetFund on ${on(row.revoked_at)}`;
  if (row.status === 'closed') return 'Closed by NetFund';
  if (row.status === 'declined') return `You declined this file on ${on(row.closed_at ?? row.responded_at)}`;
  if (row.status === 'expired') return `Expired unanswered on ${on(row.closed_at)}`;
  if (row.status === 'lost') return 'The applicant chose another offer';
  if (row.status === 'won') {
    return row.application_status === WorkflowStatus.funded ? 'Funded: the deal is in your Funded tab' : 'The applicant accepted your offer: proceed to contract';
  }
  return 'Access ended';
}

function whyYouSeeThis(outcome: MatchResultRow['outcome'], reasons: MatchResultRow['reasons']): string {
  if (outcome === 'eligible') return 'Meets all criteria';
  if (outcome === 'near_miss') return `Near miss: ${reasons.criteria.filter((criterion) => !criterion.pass).map((criterion) => criterion.text).join('; ')}`;
  if (outcome === 'needs_data') return `Needs data: ${reasons.missingFacts.map((missing) => missing.text).join('; ')}`;
  return `Shared by NetFund outside your criteria: ${reasons.reasons.join('; ')}`;
}

/** The facts of a row that grants access (the application's columns, the business's where it has them). */
function factsOf(row: CardRow, now: Date): LenderFileFacts {
  const businessRevenue = row.business_monthly_revenue === null ? null : Number(row.business_monthly_revenue);
  const businessFico = row.fico === null ? null : Number(row.fico);
  return {
    businessName: row.legal_name!,
    state: row.business_state || row.application_state!,
    industry: row.industry!,
    naicsCode: row.naics_code ?? null,
    entityType: row.entity_type ?? null,
    monthsInBusiness: row.started_on ? monthsInBusinessOn(row.started_on, now) : row.months_in_business,
    monthlyRevenueCents: (businessRevenue ?? Number(row.application_monthly_revenue)) * 100,
    revenueSource: businessRevenue != null ? (row.revenue_source ?? 'self') : 'self',
    fico: businessFico ?? (row.credit_score === null ? null : Number(row.credit_score)),
    ficoSource: businessFico != null ? (row.fico_source ?? 'self') : 'self',
    ficoAsOf: row.fico_as_of ?? null,
    openPositions: row.open_positions === null ? null : Number(row.open_positions),
    requestedAmountCents: Number(row.requested_amount) * 100,
    product: row.product!,
    useOfFunds: row.use_of_funds ?? null,
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
