import type { EntityManager } from '@mikro-orm/postgresql';
import { PRODUCTS } from '../../catalogue/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { Document, DocumentStatus } from '../documents/document.entity.js';
import { Lender } from '../lenders/lender.entity.js';
import type { ProgramCriteria } from '../matching/program-criteria.js';
import { LenderProgram, LenderProgramVersion } from '../programs/lender-program.entity.js';
import { Role } from '../users/user.entity.js';
import { AccessLogEntry, type AccessAction } from './access-log.entity.js';
import { ConsentRecord } from './consent-record.entity.js';
import { grantsAccess, OPEN_STATUSES, Submission, type ConsentMode, type SubmissionStatus } from './submission.entity.js';
import { MAX_OPEN_SUBMISSIONS } from './submissions.schemas.js';

const PLATFORM_TIME_ZONE = 'America/New_York';
const ACCESS_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: PLATFORM_TIME_ZONE });

/** A submission as R13's Lenders tab lists it. */
export interface AdminSubmissionView {
  id: number;
  lenderId: number;
  lenderName: string;
  programId: number;
  programName: string;
  programVersion: number;
  status: SubmissionStatus;
  consentMode: ConsentMode | null;
  proposedAt: Date | null;
  sharedAt: Date | null;
  firstViewedAt: Date | null;
  respondedAt: Date | null;
  slaDueAt: Date | null;
  lastNudgedAt: Date | null;
  nudgeCount: number;
  revokedAt: Date | null;
  revokedBy: 'client' | 'admin' | null;
  closedAt: Date | null;
  overrideReason: string | null;
}

export interface AdminApplicationSubmissions {
  applicationId: number;
  autoSharePolicy: boolean;
  openCount: number;
  maxOpen: number;
  items: AdminSubmissionView[];
}

/** One lender on the client's R22 panel: no commission, no other lender's name, no internal note. */
export interface ClientLenderView {
  submissionId: number;
  lenderName: string;
  productLabel: string;
  typicalPricing: string | null;
  status: SubmissionStatus;
  proposedAt: Date | null;
  sharedAt: Date | null;
  firstViewedAt: Date | null;
  respondedAt: Date | null;
  endedAt: Date | null;
  /** Who ended the access: `client` (you) or `admin` ("Access ended by NetFund on {date}"). */
  revokedBy: 'client' | 'admin' | null;
  /** What the lender sees (or, for a proposal, would see) of the file; empty once access has ended. */
  canSee: string[];
}

export interface AccessLogLine {
  lenderName: string;
  userName: string;
  action: AccessAction;
  documentName: string | null;
  at: Date;
  /** R22's line: "Harbor Funding — j.smith viewed bank-statement-march.pdf, Nov 3, 10:14 AM" (platform time). */
  text: string;
}

export interface ClientApplicationLenders {
  applicationId: number;
  autoSharePolicy: boolean;
  autoSharePolicySince: Date | null;
  lenders: ClientLenderView[];
  accessLog: AccessLogLine[];
}

/** The reads of submissions: R13's Lenders tab (admins) and R22's *Lenders & access* panel (the owning client). */
export class SubmissionViewService {
  constructor(private readonly em: EntityManager) {}

  async forAdmin(applicationIdValue: unknown, caller: Caller): Promise<AdminApplicationSubmissions> {
    requireRole(caller, [Role.admin]);
    const application = await this.application(applicationIdValue);
    const submissions = await this.em.find(Submission, { applicationId: application.id }, { orderBy: { id: 'desc' } });
    const [lenders, programs, policy] = await Promise.all([this.lenders(submissions), this.programs(submissions), this.policy(application.id)]);
    return {
      applicationId: application.id,
      autoSharePolicy: policy?.granted ?? false,
      openCount: submissions.filter((submission) => (OPEN_STATUSES as readonly string[]).includes(submission.status)).length,
      maxOpen: MAX_OPEN_SUBMISSIONS,
      items: submissions.map((submission) => ({
        id: submission.id,
        lenderId: submission.lenderId,
        lenderName: lenders.get(submission.lenderId)!.displayName,
        programId: submission.programId,
        programName: programs.get(submission.programId)!.name,
        programVersion: submission.programVersion,
        status: submission.status,
        consentMode: submission.consentMode,
        proposedAt: submission.proposedAt,
        sharedAt: submission.sharedAt,
        firstViewedAt: submission.firstViewedAt,
        respondedAt: submission.respondedAt,
        slaDueAt: submission.slaDueAt,
        lastNudgedAt: submission.lastNudgedAt,
        nudgeCount: submission.nudgeCount,
        revokedAt: submission.revokedAt,
        revokedBy: submission.revokedByRole,
        closedAt: submission.closedAt,
        overrideReason: submission.overrideReason,
      })),
    };
  }

  /** R22 for the owning client; anyone else gets the same "Application not found" as for a missing one. */
  async forClient(applicationIdValue: unknown, caller: Caller): Promise<ClientApplicationLenders> {
    const client = requireRole(caller, [Role.client]);
    const application = await this.application(applicationIdValue);
    if (application.owner?.id !== client.id) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const submissions = await this.em.find(Submission, { applicationId: application.id }, { orderBy: { id: 'desc' } });
    const [lenders, programs, policy, documents, log] = await Promise.all([
      this.lenders(submissions),
      this.programs(submissions),
      this.policy(application.id),
      this.em.find(Document, { application: application.id, status: { $in: [DocumentStatus.uploaded, DocumentStatus.accepted] } }, { orderBy: { id: 'asc' } }),
      this.em.find(AccessLogEntry, { applicationId: application.id }, { orderBy: { at: 'desc', id: 'desc' }, limit: 200 }),
    ]);
    const versions = await this.versions(submissions);
    const fileContents = whatLendersSee(documents);
    return {
      applicationId: application.id,
      autoSharePolicy: policy?.granted ?? false,
      autoSharePolicySince: policy?.granted ? policy.at : null,
      lenders: submissions.map((submission) => {
        const program = programs.get(submission.programId)!;
        return {
          submissionId: submission.id,
          lenderName: lenders.get(submission.lenderId)!.displayName,
          productLabel: PRODUCTS.find((product) => product.code === program.product)?.label ?? program.product,
          typicalPricing: typicalPricingText(versions.get(`${submission.programId}:${submission.programVersion}`)?.typicalPricing),
          status: submission.status,
          proposedAt: submission.proposedAt,
          sharedAt: submission.sharedAt,
          firstViewedAt: submission.firstViewedAt,
          respondedAt: submission.respondedAt,
          endedAt: submission.revokedAt ?? submission.closedAt,
          revokedBy: submission.revokedByRole,
          canSee: submission.status === 'proposed' || grantsAccess(submission.status) ? fileContents : [],
        };
      }),
      accessLog: accessLogLines(log, lenders),
    };
  }

  /** R13 Timeline: every lender read of the application (the access log, the latest 200), for admins. */
  async accessLogForAdmin(applicationId: number, caller: Caller): Promise<AccessLogLine[]> {
    requireRole(caller, [Role.admin]);
    const log = await this.em.find(AccessLogEntry, { applicationId }, { orderBy: { at: 'desc', id: 'desc' }, limit: 200 });
    const ids = [...new Set(log.map((entry) => entry.lenderId))];
    const lenders = ids.length === 0 ? [] : await this.em.find(Lender, { id: { $in: ids } });
    return accessLogLines(log, new Map(lenders.map((lender) => [lender.id, lender])));
  }

  private async application(idValue: unknown): Promise<Application> {
    const id = parseApplicationId(idValue);
    const application = id === null ? null : await this.em.findOne(Application, { id });
    if (!application || application.status === WorkflowStatus.draft) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return application;
  }

  private policy(applicationId: number): Promise<ConsentRecord | null> {
    return this.em.findOne(ConsentRecord, { applicationId, kind: 'auto_share_policy' }, { orderBy: { id: 'desc' } });
  }

  private async lenders(submissions: Submission[]): Promise<Map<number, Lender>> {
    const ids = [...new Set(submissions.map((submission) => submission.lenderId))];
    const rows = ids.length === 0 ? [] : await this.em.find(Lender, { id: { $in: ids } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async programs(submissions: Submission[]): Promise<Map<number, LenderProgram>> {
    const ids = [...new Set(submissions.map((submission) => submission.programId))];
    const rows = ids.length === 0 ? [] : await this.em.find(LenderProgram, { id: { $in: ids } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async versions(submissions: Submission[]): Promise<Map<string, ProgramCriteria>> {
    if (submissions.length === 0) return new Map();
    const rows = await this.em.find(LenderProgramVersion, { $or: submissions.map((submission) => ({ programId: submission.programId, version: submission.programVersion })) });
    return new Map(rows.map((row) => [`${row.programId}:${row.version}`, row.criteria]));
  }
}

/** R22 "what they can see (fields, documents)": the file's parts a lender reads, in the client's words. */
function whatLendersSee(documents: Document[]): string[] {
  const files = documents.map((document) => document.fileName ?? document.label);
  return [
    'Business profile: name, industry, state and time in business',
    'Your request: product and amount',
    'Monthly revenue and credit score',
    files.length === 0 ? 'Documents: none uploaded yet' : `Documents: ${files.join(', ')}`,
  ];
}

/** "Factor 1.20–1.35" or "APR 9.50%–24.00%": shown as typical, never as a quote. */
export function typicalPricingText(pricing: ProgramCriteria['typicalPricing'] | undefined): string | null {
  if (pricing?.factorE4) return `Factor ${(pricing.factorE4.min / 10_000).toFixed(2)}–${(pricing.factorE4.max / 10_000).toFixed(2)}`;
  if (pricing?.aprBps) return `APR ${(pricing.aprBps.min / 100).toFixed(2)}%–${(pricing.aprBps.max / 100).toFixed(2)}%`;
  return null;
}

const ACCESS_VERBS: Record<AccessAction, string> = { open_file: 'opened your application file', view_document: 'viewed', download_document: 'downloaded' };

/** "Harbor Funding — j.smith viewed bank-statement-march.pdf, Nov 3, 10:14 AM", in the platform's time zone. */
function accessLogLines(log: readonly AccessLogEntry[], lenders: ReadonlyMap<number, Pick<Lender, 'displayName'>>): AccessLogLine[] {
  return log.map((entry) => {
    const lenderName = lenders.get(entry.lenderId)?.displayName ?? 'A lender';
    return { lenderName, userName: entry.userName, action: entry.action, documentName: entry.documentName, at: entry.at, text: accessLogText(lenderName, entry) };
  });
}

export function accessLogText(lenderName: string, entry: Pick<AccessLogEntry, 'userName' | 'action' | 'documentName' | 'at'>): string {
  const what = entry.action === 'open_file' ? ACCESS_VERBS.open_file : `${ACCESS_VERBS[entry.action]} ${entry.documentName ?? 'a document'}`;
  return `${lenderName} — ${entry.userName} ${what}, ${ACCESS_TIME.format(entry.at).replace(/\u202f/g, ' ')}`;
}
