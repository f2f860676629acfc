import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireRole, requireSignedIn, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { shareTransition, WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { moveApplicationStatus } from '../applications/system-status-move.js';
import { userActor, type AuditActor, type AuditService } from '../audit/audit.service.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, lendersProposedEmail } from '../email/templates.js';
import { Lender } from '../lenders/lender.entity.js';
import { LenderProgram } from '../programs/lender-program.entity.js';
import { verifyPassword } from '../users/password.js';
import { Role, type User } from '../users/user.entity.js';
import { ConsentRecord, type ConsentChannel } from './consent-record.entity.js';
import { returnToReviewWithoutLender } from './no-active-lender.js';
import { OPEN_STATUSES, Submission, type ConsentMode, type SubmissionStatus } from './submission.entity.js';
import {
  ACCESS_ALREADY_ENDED,
  MAX_OPEN_SUBMISSIONS,
  NO_AUTO_SHARE_POLICY,
  OVERRIDE_REASON_REQUIRED,
  PROPOSAL_NOT_OPEN,
  PROPOSAL_VALID_DAYS,
  proposeSchema,
  revokeLenderSchema,
  SHARE_CAP_REACHED,
  shareSchema,
  SUBMISSION_NOT_FOUND,
  submissionId as submissionIdSchema,
  WRONG_PASSWORD,
} from './submissions.schemas.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The stored match outcome of a program for an application (the matches module's `latestResult`). */
export interface MatchOutcomeLookup {
  latestResult(em: EntityManager, applicationId: number, programId: number): Promise<{ outcome: string } | null>;
}

/** One program chosen to propose or share, with the override reason an ineligible one needs. */
interface ProgramChoice {
  programId: number;
  overrideReason: string | null;
}

/** A chosen program with its lender, checked: both active, the outcome allowing it. */
interface CheckedChoice {
  program: LenderProgram;
  lender: Lender;
  overrideReason: string | null;
  /** The lender's proposal already on file (Share now after the client said yes by phone). */
  proposal: Submission | null;
}

/** How a share's consent was given (invariant 7), ready to be written as a consent record. */
interface ShareConsent {
  mode: ConsentMode;
  channel: ConsentChannel;
  note: string | null;
  recordedBy: User;
  policyRecordId?: number;
}

/**
 * Consent and sharing (BACKOFFICE §3.4, R13, R22, invariant 7): admins propose programs to the client or share now
 * under the client's auto-share policy or a consent they record; the client approves or refuses each proposal, sets
 * the policy and revokes a lender; an admin revokes one submission or every one of a lender. Each write locks the
 * application row first, so the cap of 5 and the move to matched hold under parallel requests, and records its
 * audit events in the same transaction.
 */
export class SubmissionSharingService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
    private readonly matches: MatchOutcomeLookup,
  ) {}

  /** R13 *Propose to client*: submissions `proposed`, the client e-mailed to approve or refuse each within 5 days. */
  async propose(applicationIdValue: unknown, input: unknown, caller: Caller): Promise<Submission[]> {
    const admin = requireRole(caller, [Role.admin]);
    const applicationId = this.applicationIdOf(applicationIdValue);
    const { programs } = parseInput(proposeSchema, input);
    const now = new Date();
    const created = await this.em.transactional(async (em) => {
      const application = await this.lockApplication(em, applicationId);
      this.assertShareable(application);
      const choices = await this.checkChoices(em, application, programs);
      const proposedAlready = choices.find((choice) => choice.proposal);
      if (proposedAlready) throw new ConflictError(`${proposedAlready.lender.displayName} is already proposed for this application`);
      await this.assertCap(em, application.id, choices.length);
      const rows: Submission[] = [];
      for (const choice of choices) {
        const submission = em.create(Submission, {
          applicationId: application.id,
          lenderId: choice.lender.id,
          programId: choice.program.id,
          programVersion: choice.program.currentVersion!,
          status: 'proposed',
          proposedAt: now,
          overrideReason: choice.overrideReason,
          createdById: admin.id,
        });
        rows.push(submission);
      }
      await em.flush();
      await EmailService.enqueue(
        em,
        lendersProposedEmail(emailSite(this.config), {
          to: application.ownerEmail,
          name: application.contactName,
          application,
          lenderNames: choices.map((choice) => choice.lender.displayName),
          respondBy: new Date(now.getTime() + PROPOSAL_VALID_DAYS * DAY_MS),
          proposalKey: String(rows[0]!.id),
        }),
      );
      for (const [index, submission] of rows.entries()) {
        const { lender, program } = choices[index]!;
        await this.recordEvent(em, userActor(admin), submission, 'submission.proposed', `${admin.username} proposed ${lender.displayName} (${program.name}) to the client of ${labelOf(application)}.`, null, overrideValues(choices[index]!));
      }
      return rows;
    });
    return created;
  }

  /**
   * R13 *Share now*: only under the client's auto-share policy in force now, or with the client's consent recorded
   * by staff (channel and note). Each submission gets its own consent record; the first share moves the application
   * in_review → matched.
   */
  async share(applicationIdValue: unknown, input: unknown, caller: Caller): Promise<Submission[]> {
    const admin = requireRole(caller, [Role.admin]);
    const applicationId = this.applicationIdOf(applicationIdValue);
    const { programs, consent } = parseInput(shareSchema, input);
    const now = new Date();
    return this.em.transactional(async (em) => {
      const application = await this.lockApplication(em, applicationId);
      this.assertShareable(application);
      let shareConsent: ShareConsent;
      if (consent.kind === 'auto_share_policy') {
        const policy = await this.currentPolicy(em, application.id);
        if (!policy?.granted) throw new ConflictError(NO_AUTO_SHARE_POLICY);
        shareConsent = { mode: 'client_auto_policy', channel: 'web', note: null, recordedBy: admin, policyRecordId: policy.id };
      } else {
        shareConsent = { mode: 'staff_recorded', channel: consent.channel, note: consent.note, recordedBy: admin };
      }
      const choices = await this.checkChoices(em, application, programs);
      await this.assertCap(em, application.id, choices.filter((choice) => !choice.proposal).length);
      const shared: Submission[] = [];
      for (const choice of choices) shared.push(await this.grant(em, application, choice, shareConsent, now));
      await this.moveToMatched(em, application, admin, now);
      return shared;
    });
  }

  /** R22: the client approves (consent by click → `shared`) or refuses (`refused`) one proposed lender. */
  async respondToProposal(submissionIdValue: unknown, approve: boolean, caller: Caller): Promise<Submission> {
    const client = requireRole(caller, [Role.client]);
    const id = parseInput(submissionIdSchema, submissionIdValue);
    const now = new Date();
    return this.em.transactional(async (em) => {
      const submission = await this.ownSubmission(em, id, client);
      const application = await this.lockApplication(em, submission.applicationId);
      const current = await em.findOneOrFail(Submission, { id }, { refresh: true });
      if (current.status !== 'proposed') throw new ConflictError(PROPOSAL_NOT_OPEN);
      const program = await em.findOneOrFail(LenderProgram, { id: current.programId });
      const lender = await em.findOneOrFail(Lender, { id: current.lenderId });
      if (!approve) {
        const record = await this.consentRecord(em, application, { mode: 'client_click', channel: 'web', note: null, recordedBy: client }, current, false, now);
        await em.nativeUpdate(Submission, { id, status: 'proposed' }, { status: 'refused', closedAt: now, version: current.version + 1, updatedAt: now });
        await this.recordEvent(em, userActor(client), current, 'submission.refused', `${client.username} refused to share ${labelOf(application)} with ${lender.displayName}.`, 'refused', { consentRecordId: record.id });
        return em.findOneOrFail(Submission, { id }, { refresh: true });
      }
      this.assertShareable(application);
      this.assertLenderAndProgramOpen(lender, program);
      const shared = await this.grant(em, application, { lender, program, overrideReason: current.overrideReason, proposal: current }, { mode: 'client_click', channel: 'web', note: null, recordedBy: client }, now);
      await this.moveToMatched(em, application, client, now);
      return shared;
    });
  }

  /** R22 auto-share policy: the client allows (or stops) NetFund sharing this application without asking each time. */
  async setAutoSharePolicy(applicationIdValue: unknown, enabled: boolean, caller: Caller): Promise<ConsentRecord | null> {
    const client = requireRole(caller, [Role.client]);
    const applicationId = this.applicationIdOf(applicationIdValue);
    if (typeof enabled !== 'boolean') throw new ValidationError('enabled must be true or false', { enabled: 'enabled must be true or false' });
    return this.em.transactional(async (em) => {
      const application = await this.lockApplication(em, applicationId);
      if (!ownsApplication(application, client)) throw new NotFoundError(APPLICATION_NOT_FOUND);
      const current = await this.currentPolicy(em, application.id);
      if ((current?.granted ?? false) === enabled) return current;
      const record = em.create(ConsentRecord, {
        businessId: application.business.id,
        applicationId: application.id,
        kind: 'auto_share_policy',
        granted: enabled,
        channel: 'web',
        recordedById: client.id,
        recordedByName: client.username,
      });
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(client),
        action: enabled ? 'consent.auto_share_enabled' : 'consent.auto_share_disabled',
        entityType: 'application',
        entityId: application.id,
        summary: `${client.username} ${enabled ? 'turned on' : 'turned off'} automatic sharing of ${labelOf(application)}.`,
      });
      return record;
    });
  }

  /** The application's auto-share policy in force (its latest record), for the client's panel and R13. */
  async autoSharePolicy(applicationId: number): Promise<ConsentRecord | null> {
    return this.currentPolicy(this.em, applicationId);
  }

  /**
   * R22 *Revoke* (the owning client) or R13 *Revoke* (an admin): any open submission → `revoked` at once, so the
   * lender's reads of the file and its documents are refused from now on; audited `submission.revoked`.
   */
  async revoke(submissionIdValue: unknown, reason: string | null, caller: Caller): Promise<Submission> {
    const user = requireSignedIn(caller);
    if (user.role !== Role.admin && user.role !== Role.client) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    const id = parseInput(submissionIdSchema, submissionIdValue);
    const now = new Date();
    return this.em.transactional(async (em) => {
      const submission = user.role === Role.admin ? await em.findOne(Submission, { id }) : await this.ownSubmission(em, id, user);
      if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
      const application = await this.lockApplication(em, submission.applicationId);
      const current = await em.findOneOrFail(Submission, { id }, { refresh: true });
      if (!(OPEN_STATUSES as readonly string[]).includes(current.status)) throw new ConflictError(ACCESS_ALREADY_ENDED);
      const lender = await em.findOneOrFail(Lender, { id: current.lenderId });
      // The client's revoke withdraws their consent: the history records it next to the consent that shared.
      if (user.role === Role.client) await this.consentRecord(em, application, { mode: 'client_click', channel: 'web', note: null, recordedBy: user }, current, false, now);
      await this.markRevoked(em, current, user, now);
      const by = user.role === Role.admin ? `${user.username} (NetFund)` : `${user.username} (the client)`;
      await this.recordEvent(em, userActor(user), current, 'submission.revoked', `${by} ended ${lender.displayName}'s access to ${labelOf(application)}.`, 'revoked', reason ? { reason } : undefined);
      await returnToReviewWithoutLender(em, this.audit, application.id, user, userActor(user), now);
      return em.findOneOrFail(Submission, { id }, { refresh: true });
    });
  }

  /**
   * R9 *Revoke all access*, the incident switch: every open submission of the lender → `revoked` at once. Needs the
   * admin's password (re-authentication) and a reason; audited `lender.access_revoked` and `submission.revoked` each.
   */
  async revokeLenderAccess(input: { lenderId: unknown; password: unknown; reason: unknown }, caller: Caller): Promise<number> {
    const admin = requireRole(caller, [Role.admin]);
    const { lenderId, password, reason } = parseInput(revokeLenderSchema, input);
    if (!(await verifyPassword(admin.passwordHash, password))) throw new ValidationError(WRONG_PASSWORD, { password: WRONG_PASSWORD });
    const now = new Date();
    return this.em.transactional(async (em) => {
      const lender = await em.findOne(Lender, { id: lenderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!lender) throw new NotFoundError('Lender not found');
      const open = await em.find(Submission, { lenderId, status: { $in: [...OPEN_STATUSES] } }, { orderBy: { applicationId: 'asc' } });
      for (const submission of open) {
        // Application rows in id order, as every share locks them: no deadlock with a share running meanwhile.
        const application = await this.lockApplication(em, submission.applicationId);
        await this.markRevoked(em, submission, admin, now);
        await this.recordEvent(em, userActor(admin), submission, 'submission.revoked', `${admin.username} revoked all access of ${lender.displayName}: submission ${submission.id} ended.`, 'revoked', { reason });
        await returnToReviewWithoutLender(em, this.audit, application.id, admin, userActor(admin), now);
      }
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'lender.access_revoked',
        entityType: 'lender',
        entityId: lender.id,
        summary: `${admin.username} revoked all access of ${lender.legalName} (${open.length === 1 ? '1 submission' : `${open.length} submissions`}).`,
        reason,
      });
      return open.length;
    });
  }

  /** The submissions of an application, newest first (R13 Lenders tab; the client's panel reads them too). */
  async listForApplication(applicationId: number): Promise<Submission[]> {
    return this.em.find(Submission, { applicationId }, { orderBy: { id: 'desc' } });
  }

  // ---- helpers ----

  private applicationIdOf(value: unknown): number {
    const id = parseApplicationId(value);
    if (id === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return id;
  }

  /** The application row locked until the transaction ends: shares of one application run one at a time. */
  private async lockApplication(em: EntityManager, id: number): Promise<Application> {
    const application = await em.findOne(Application, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!application || application.status === WorkflowStatus.draft) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return application;
  }

  private assertShareable(application: Application): void {
    const result = shareTransition(application.status);
    if (!result.ok) throw new ConflictError(result.reason);
  }

  /** The caller's own submission (through their application); anyone else's is "Submission not found". */
  private async ownSubmission(em: EntityManager, id: number, client: User): Promise<Submission> {
    const submission = await em.findOne(Submission, { id });
    if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    const application = await em.findOne(Application, { id: submission.applicationId });
    if (!application || !ownsApplication(application, client)) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    return submission;
  }

  private async checkChoices(em: EntityManager, application: Application, choices: ProgramChoice[]): Promise<CheckedChoice[]> {
    const checked: CheckedChoice[] = [];
    for (const [index, choice] of choices.entries()) {
      const program = await em.findOne(LenderProgram, { id: choice.programId });
      if (!program) throw new NotFoundError('Program not found');
      const lender = await em.findOneOrFail(Lender, { id: program.lenderId });
      this.assertLenderAndProgramOpen(lender, program);
      if (checked.some((other) => other.lender.id === lender.id)) throw new ValidationError(`Choose one program of ${lender.displayName}`, { [`programs.${index}.programId`]: `Choose one program of ${lender.displayName}` });
      const result = await this.matches.latestResult(em, application.id, program.id);
      if (result?.outcome === 'ineligible' && !choice.overrideReason) {
        throw new ValidationError(OVERRIDE_REASON_REQUIRED, { [`programs.${index}.overrideReason`]: OVERRIDE_REASON_REQUIRED });
      }
      const live = await em.findOne(Submission, { applicationId: application.id, lenderId: lender.id, status: { $in: [...OPEN_STATUSES] } });
      if (live && live.status !== 'proposed') throw new ConflictError(`${lender.displayName} already has this application`);
      if (live && live.programId !== program.id) throw new ConflictError(`${lender.displayName} is already proposed for this application with another program`);
      checked.push({ program, lender, overrideReason: choice.overrideReason ?? live?.overrideReason ?? null, proposal: live });
    }
    return checked;
  }

  private assertLenderAndProgramOpen(lender: Lender, program: LenderProgram): void {
    if (lender.status === 'paused') throw new ConflictError(`${lender.displayName} is paused: it takes no new applications`);
    if (lender.status !== 'active') throw new ConflictError(`${lender.displayName} is ${lender.status === 'archived' ? 'archived' : 'not active yet'}: it takes no applications`);
    if (program.status !== 'active' || program.currentVersion === null) throw new ConflictError(`The program ${program.name} is not active`);
  }

  /** The cap counts proposals and grants (§3.4 open statuses); counted under the application's row lock. */
  private async assertCap(em: EntityManager, applicationId: number, adding: number): Promise<void> {
    const open = await em.count(Submission, { applicationId, status: { $in: [...OPEN_STATUSES] } });
    if (open + adding > MAX_OPEN_SUBMISSIONS) throw new ConflictError(SHARE_CAP_REACHED);
  }

  private currentPolicy(em: EntityManager, applicationId: number): Promise<ConsentRecord | null> {
    return em.findOne(ConsentRecord, { applicationId, kind: 'auto_share_policy' }, { orderBy: { id: 'desc' } });
  }

  private async consentRecord(em: EntityManager, application: Application, consent: ShareConsent, submission: Pick<Submission, 'id' | 'lenderId' | 'programId'> | { lenderId: number; programId: number }, granted: boolean, now: Date): Promise<ConsentRecord> {
    const record = em.create(ConsentRecord, {
      businessId: application.business.id,
      applicationId: application.id,
      kind: 'share_with_lender',
      granted,
      scope: {
        lenderId: submission.lenderId,
        programId: submission.programId,
        ...('id' in submission ? { submissionId: submission.id } : {}),
        ...(consent.policyRecordId ? { policyRecordId: consent.policyRecordId } : {}),
      },
      channel: consent.channel,
      note: consent.note,
      recordedById: consent.recordedBy.id,
      recordedByName: consent.recordedBy.username,
      at: now,
    });
    await em.flush();
    return record;
  }

  /** A consent record, then the submission `shared` with it (a new row, or the lender's proposal). */
  private async grant(em: EntityManager, application: Application, choice: CheckedChoice, consent: ShareConsent, now: Date): Promise<Submission> {
    const record = await this.consentRecord(em, application, consent, choice.proposal ?? { lenderId: choice.lender.id, programId: choice.program.id }, true, now);
    const shared = {
      status: 'shared' as SubmissionStatus,
      consentMode: consent.mode,
      consentRecordId: record.id,
      sharedAt: now,
      slaDueAt: new Date(now.getTime() + choice.lender.slaHours * HOUR_MS),
      overrideReason: choice.overrideReason,
    };
    let submission: Submission;
    if (choice.proposal) {
      const updated = await em.nativeUpdate(Submission, { id: choice.proposal.id, status: 'proposed' }, { ...shared, programVersion: choice.program.currentVersion!, version: choice.proposal.version + 1, updatedAt: now });
      if (updated === 0) throw new ConflictError(PROPOSAL_NOT_OPEN);
      submission = await em.findOneOrFail(Submission, { id: choice.proposal.id }, { refresh: true });
    } else {
      submission = em.create(Submission, {
        applicationId: application.id,
        lenderId: choice.lender.id,
        programId: choice.program.id,
        programVersion: choice.program.currentVersion!,
        createdById: consent.recordedBy.role === Role.admin ? consent.recordedBy.id : null,
        ...shared,
      });
      await em.flush();
    }
    const how = consent.mode === 'client_click' ? 'the client approved' : consent.mode === 'client_auto_policy' ? "under the client's auto-share policy" : `consent recorded by ${consent.recordedBy.username} (${consent.channel})`;
    await this.recordEvent(
      em,
      userActor(consent.recordedBy),
      submission,
      'submission.shared',
      `${labelOf(application)} shared with ${choice.lender.displayName} (${choice.program.name}): ${how}.`,
      choice.proposal ? 'proposed' : null,
      { consentMode: consent.mode, consentRecordId: record.id, ...(choice.overrideReason ? { overrideReason: choice.overrideReason } : {}) },
    );
    return submission;
  }

  /** §3.2 in_review → matched on the first shared submission (the row is locked: exactly one request moves it). */
  private async moveToMatched(em: EntityManager, application: Application, actor: User, now: Date): Promise<void> {
    const result = shareTransition(application.status);
    if (!result.ok || result.to === application.status) return;
    await moveApplicationStatus(
      em,
      this.audit,
      application,
      {
        to: result.to,
        by: actor,
        actor: userActor(actor),
        actorLabel: 'Underwriting team',
        note: 'Your application was shared with a lender you agreed to.',
        action: 'application.matched',
        summary: `${labelOf(application)} was shared with its first lender: ${application.status} → ${result.to}.`,
      },
      now,
    );
  }

  private async markRevoked(em: EntityManager, submission: Submission, by: User, now: Date): Promise<void> {
    const updated = await em.nativeUpdate(
      Submission,
      { id: submission.id, status: { $in: [...OPEN_STATUSES] } },
      { status: 'revoked', revokedAt: now, revokedById: by.id, revokedByRole: by.role === Role.admin ? 'admin' : 'client', version: submission.version + 1, updatedAt: now },
    );
    if (updated === 0) throw new ConflictError(ACCESS_ALREADY_ENDED);
  }

  private async recordEvent(
    em: EntityManager,
    actor: AuditActor,
    submission: Submission,
    action: string,
    summary: string,
    from: SubmissionStatus | null,
    extra?: Record<string, string | number | null>,
  ): Promise<void> {
    const to = action.slice('submission.'.length);
    await this.audit.record(em, {
      actor,
      action,
      entityType: 'submission',
      entityId: submission.id,
      summary,
      before: from === null ? null : { status: from },
      after: { status: to, applicationId: submission.applicationId, lenderId: submission.lenderId, programId: submission.programId, ...extra },
      reason: typeof extra?.reason === 'string' ? extra.reason : null,
    });
  }
}

function ownsApplication(application: Application, client: User): boolean {
  return client.role === Role.client && application.owner?.id === client.id && application.status !== WorkflowStatus.draft;
}

const labelOf = (application: Application) => application.number ?? `#${application.id}`;

/** The override reason as audited values, when there is one. */
const overrideValues = ({ overrideReason }: CheckedChoice) => (overrideReason ? { overrideReason } : undefined);
