import type { EntityManager } from '@mikro-orm/postgresql';
import { declineReason, declineReasonTexts, type DeclineReasonCode } from '../../catalogue/index.js';
import type { AppConfig } from '../../config/index.js';
import { requireRole, requireSignedIn, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { EmailService } from '../email/email.service.js';
import { applicationDeclinedEmail, applicationEndedEmail, emailSite, type EmailMessageDraft } from '../email/templates.js';
import { Role, User } from '../users/user.entity.js';
import { closeOpenSubmissions } from '../submissions/submission-counts.js';
import { ApplicationStatusChange } from './application-status-change.entity.js';
import { Application } from './application.entity.js';
import { parseApplicationId } from './application.schemas.js';
import { RECORD_POPULATE } from './application-admin.service.js';
import { APPLICATION_NOT_FOUND } from './application.service.js';
import { declineApplicationSchema, declineReasonsSchema, versionedReasonSchema, versionedSchema } from './application-workflow.schemas.js';
import { isTerminal, reapplyDate, transition, WorkflowAction, WorkflowStatus } from './application-workflow.js';

export const ASSIGNEE_NOT_ADMIN = 'Applications can be assigned to admins only';

/** What the client is e-mailed when declined; `declineNoticePreview` shows the same. */
export interface DeclineNotice {
  subject: string;
  body: string;
}

/** One workflow step: what changes besides the status, what the client's timeline says, and what is audited. */
interface Step {
  action: WorkflowAction;
  fields?: Partial<Pick<Application, 'statusReasonCodes' | 'statusNote' | 'decidedAt' | 'closedAt' | 'reapplyAfter'>> & { assignedAdmin?: number | null };
  /** The client-facing line of the status history (actor, note); left out when the status does not change. */
  history?: { actor: string; note: string };
  reason?: string | null;
  auditAction: string;
  summary: (application: Application) => string;
  email?: (application: Application) => EmailMessageDraft;
}

/**
 * The admin's (and for a withdrawal, the client's) moves of an application through the workflow (BACKOFFICE §3.2,
 * R13): each asks the state machine first (an illegal move is a 409 with its sentence), then in one transaction
 * updates the application only if it still has the version the caller read (a stale one is the §0 409), writes
 * the status history, queues the client's e-mail and records one audit event.
 */
export class ApplicationWorkflowService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
  ) {}

  /** R13 *Start review*: submitted → in_review, assigned to the admin who starts it. */
  async startReview(idValue: unknown, expectedVersion: number, caller: Caller): Promise<Application> {
    const admin = requireRole(caller, [Role.admin]);
    const { expectedVersion: version } = parseInput(versionedSchema, { expectedVersion });
    const application = await this.load(idValue);
    return this.apply(application, version, admin, {
      action: WorkflowAction.start_review,
      fields: { assignedAdmin: admin.id },
      history: { actor: 'Underwriting team', note: 'A funding specialist is reviewing your application.' },
      auditAction: 'application.review_started',
      summary: (app) => `${admin.username} started the review of ${app.number} (${app.businessName}).`,
    });
  }

  /** R13 *Assign*: another admin, or nobody (null). */
  async assign(idValue: unknown, expectedVersion: number, assigneeIdValue: unknown, caller: Caller): Promise<Application> {
    const admin = requireRole(caller, [Role.admin]);
    const { expectedVersion: version } = parseInput(versionedSchema, { expectedVersion });
    const application = await this.load(idValue);
    const assignee = assigneeIdValue === null || assigneeIdValue === undefined ? null : await this.admin(assigneeIdValue);
    return this.apply(application, version, admin, {
      action: WorkflowAction.assign,
      fields: { assignedAdmin: assignee?.id ?? null },
      auditAction: 'application.assigned',
      summary: (app) => (assignee ? `${admin.username} assigned ${app.number} to ${assignee.username}.` : `${admin.username} unassigned ${app.number}.`),
    });
  }

  /**
   * R13 *Decline*: in_review|matched|offered → declined with §3.6 reason codes (`other` needs a note), the
   * re-apply date 30 days on, and the notice with the specific reasons e-mailed to the client through the outbox.
   */
  async decline(input: unknown, caller: Caller): Promise<Application> {
    const admin = requireRole(caller, [Role.admin]);
    const raw = (input ?? {}) as { id?: unknown };
    const application = await this.load(raw.id);
    const { expectedVersion, reasonCodes, note } = parseInput(declineApplicationSchema, input);
    const now = new Date();
    return this.apply(application, expectedVersion, admin, {
      action: WorkflowAction.decline,
      fields: { statusReasonCodes: reasonCodes, statusNote: note, decidedAt: now, reapplyAfter: reapplyDate(now) },
      history: { actor: 'Underwriting team', note: 'We could not find funding for your application at this time.' },
      reason: note,
      auditAction: 'application.declined',
      summary: (app) => `${admin.username} declined ${app.number} (${app.businessName}): ${reasonCodes.map((code) => declineReason(code).label).join(', ')}.`,
      email: (app) => this.declineEmail(app, reasonCodes, note, now),
    });
  }

  /** The decline notice exactly as `decline` would e-mail it now (admins only; nothing is stored). */
  async declineNoticePreview(idValue: unknown, input: { reasonCodes: unknown; note?: unknown }, caller: Caller): Promise<DeclineNotice> {
    requireRole(caller, [Role.admin]);
    const application = await this.load(idValue);
    const { reasonCodes, note } = parseInput(declineReasonsSchema, input);
    const email = this.declineEmail(application, reasonCodes, note, new Date());
    return { subject: email.subject, body: email.text };
  }

  /** R13 *Close — no acceptable offer*: in_review → closed, with a reason. */
  async close(idValue: unknown, expectedVersion: number, reason: string, caller: Caller): Promise<Application> {
    const admin = requireRole(caller, [Role.admin]);
    const application = await this.load(idValue);
    const input = parseInput(versionedReasonSchema, { expectedVersion, reason });
    const now = new Date();
    return this.apply(application, input.expectedVersion, admin, {
      action: WorkflowAction.close,
      fields: { closedAt: now },
      history: { actor: 'Underwriting team', note: 'We closed your application: none of the offers available fit your request.' },
      reason: input.reason,
      auditAction: 'application.closed',
      summary: (app) => `${admin.username} closed ${app.number} (${app.businessName}).`,
      email: (app) => this.endedEmail(app, 'closed', null, now),
    });
  }

  /** R13 *Reopen*: declined|closed → in_review within 90 days of the decision, with a reason. */
  async reopen(idValue: unknown, expectedVersion: number, reason: string, caller: Caller): Promise<Application> {
    const admin = requireRole(caller, [Role.admin]);
    const application = await this.load(idValue);
    const input = parseInput(versionedReasonSchema, { expectedVersion, reason });
    return this.apply(application, input.expectedVersion, admin, {
      action: WorkflowAction.reopen,
      fields: { statusReasonCodes: [], statusNote: null, decidedAt: null, closedAt: null, reapplyAfter: null },
      history: { actor: 'Underwriting team', note: 'We are reviewing your application again.' },
      reason: input.reason,
      auditAction: 'application.reopened',
      summary: (app) => `${admin.username} reopened ${app.number} (${app.businessName}).`,
    });
  }

  /**
   * *Withdraw application*: the owning client, or an admin on the client's request; any non-terminal status →
   * withdrawn. Anyone else gets the same "not found" as for a missing application.
   */
  async withdraw(idValue: unknown, expectedVersion: number, reason: string, caller: Caller): Promise<Application> {
    const user = requireSignedIn(caller);
    const application = await this.load(idValue);
    const isAdmin = user.role === Role.admin;
    // A staff draft (R12) is the team's until submitted: its client neither sees nor withdraws it.
    const ownsIt = user.role === Role.client && application.owner?.id === user.id && application.status !== WorkflowStatus.draft;
    if (!isAdmin && !ownsIt) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const input = parseInput(versionedReasonSchema, { expectedVersion, reason });
    const now = new Date();
    return this.apply(application, input.expectedVersion, user, {
      action: WorkflowAction.withdraw,
      fields: { closedAt: now },
      history: isAdmin
        ? { actor: 'NetFund, at your request', note: 'Your application was withdrawn as you asked.' }
        : { actor: 'You', note: 'You withdrew your application.' },
      reason: input.reason,
      auditAction: 'application.withdrawn',
      summary: (app) =>
        isAdmin ? `${user.username} withdrew ${app.number} (${app.businessName}) on the client's request.` : `${user.username} withdrew their application ${app.number}.`,
      email: (app) => this.endedEmail(app, 'withdrawn', input.reason, now),
    });
  }

  private async load(idValue: unknown): Promise<Application> {
    const id = parseApplicationId(idValue);
    const application = id === null ? null : await this.em.findOne(Application, { id });
    if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return application;
  }

  private async admin(idValue: unknown): Promise<User> {
    const id = Number(idValue);
    const user = Number.isSafeInteger(id) && id > 0 ? await this.em.findOne(User, { id }) : null;
    if (!user || user.role !== Role.admin) throw new ValidationError(ASSIGNEE_NOT_ADMIN, { assigneeId: ASSIGNEE_NOT_ADMIN });
    return user;
  }

  private async apply(application: Application, expectedVersion: number, actor: User, step: Step): Promise<Application> {
    if (application.version !== expectedVersion) throw await staleVersionError(this.em, 'application', application.id);
    const from = application.status;
    const result = transition(from, step.action, { decidedAt: application.decidedAt ?? application.closedAt ?? null });
    if (!result.ok) throw new ConflictError(result.reason);
    const to = result.to;
    const fields = step.fields ?? {};
    const before = auditedFields(application);
    if ('assignedAdmin' in fields && fields.assignedAdmin === (application.assignedAdmin?.id ?? null) && to === from) {
      return this.em.findOneOrFail(Application, { id: application.id }, { populate: RECORD_POPULATE, strategy: 'joined' });
    }

    const now = new Date();
    await this.em.transactional(async (em) => {
      // Conditional on the version read: of two admins acting at once, exactly one moves it; the other gets the 409.
      const updated = await em.nativeUpdate(
        Application,
        { id: application.id, version: expectedVersion },
        { ...fields, status: to, version: expectedVersion + 1, updatedAt: now },
      );
      if (updated === 0) throw await staleVersionError(em, 'application', application.id);
      if (to !== from && step.history) {
        await em.insert(ApplicationStatusChange, {
          application: application.id,
          fromStatus: from,
          toStatus: to,
          changedBy: actor.id,
          actor: step.history.actor,
          note: step.history.note,
          reason: step.reason ?? null,
          changedAt: now,
        });
      }
      if (step.email && application.ownerEmail) await EmailService.enqueue(em, step.email(application));
      // R13: on decline, close or withdraw every open submission is closed; lenders lose the file with it.
      if (to !== from && isTerminal(to)) await closeOpenSubmissions(em, this.audit, userActor(actor), application, now);
      await this.audit.record(em, {
        actor: userActor(actor),
        action: step.auditAction,
        entityType: 'application',
        entityId: application.id,
        summary: step.summary(application),
        before,
        after: { ...before, ...fields, status: to, version: expectedVersion + 1 },
        reason: step.reason ?? null,
      });
    });
    // The answer is the record as the admin screen shows it: with its business, assignee and owner.
    return this.em.findOneOrFail(Application, { id: application.id }, { populate: RECORD_POPULATE, strategy: 'joined', refresh: true });
  }

  private declineEmail(application: Application, codes: DeclineReasonCode[], note: string | null, decidedAt: Date): EmailMessageDraft {
    return applicationDeclinedEmail(emailSite(this.config), {
      to: application.ownerEmail,
      name: application.contactName,
      application,
      reasons: declineReasonTexts(codes, note).map(capitalize),
      reapplyAfter: reapplyDate(decidedAt),
      decidedAt,
    });
  }

  private endedEmail(application: Application, outcome: 'withdrawn' | 'closed', reason: string | null, endedAt: Date): EmailMessageDraft {
    return applicationEndedEmail(emailSite(this.config), { to: application.ownerEmail, name: application.contactName, application, outcome, reason, endedAt });
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The fields of an application a workflow step may change, as the audit event records them. */
function auditedFields(application: Application) {
  return {
    status: application.status,
    assignedAdmin: application.assignedAdmin?.id ?? null,
    statusReasonCodes: application.statusReasonCodes,
    statusNote: application.statusNote ?? null,
    decidedAt: application.decidedAt ?? null,
    closedAt: application.closedAt ?? null,
    reapplyAfter: application.reapplyAfter ?? null,
    version: application.version,
  };
}
