import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { systemActor, userActor, type AuditActor, type AuditService } from '../audit/audit.service.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, lenderNudgeEmail } from '../email/templates.js';
import { Role, type User } from '../users/user.entity.js';
import { returnToReviewWithoutLender } from './no-active-lender.js';
import { Submission } from './submission.entity.js';
import { SUBMISSION_NOT_FOUND, submissionId as submissionIdSchema } from './submissions.schemas.js';

/** Statuses in which the lender owes the first answer (an info request, an offer or a decline is one, §6.2). */
export const AWAITING_ANSWER_STATUSES = ['shared', 'viewed'] as const;
/**
 * R6: at most one reminder per submission in 4 hours (the automatic one included). Plain hours, as the SLA clocks
 * count them ("Decisions taken").
 */
export const NUDGE_INTERVAL_HOURS = 4;
export const NUDGED_RECENTLY = `This lender was reminded less than ${NUDGE_INTERVAL_HOURS} hours ago`;
export const NOTHING_TO_NUDGE = 'Only a lender that has not answered yet can be reminded';
export const SLA_JOB = 'submission-sla';
/** §3.4 `shared|viewed` → `expired` when the SLA plus this grace has passed with no answer (plain hours). */
export const SLA_GRACE_HOURS = 48;
export const ONLY_UNANSWERED_EXPIRE = 'Only a file the lender has not answered can be marked expired';

/** SQL: the submission (of table alias `at`, e.g. `s.`) waits for the lender's first answer. */
export const awaitingSql = (at = '') => `${at}status in (${AWAITING_ANSWER_STATUSES.map((status) => `'${status}'`).join(', ')}) and ${at}responded_at is null`;
const AWAITING_SQL = awaitingSql();

interface ClaimedNudge {
  id: number;
  application_id: number;
  lender_id: number;
  sla_due_at: Date;
  nudge_count: number;
}

/**
 * SLA nudges (R13 *Nudge*, R20): a lender that has not answered a shared file is reminded — by the job once its SLA
 * has passed, and by an admin at most every 4 hours (R6). Each nudge claims the submission with one conditional UPDATE of
 * `last_nudged_at`, so parallel nudges (two admins, two job instances) send one reminder; the e-mails to the lender's
 * active users and the audit event are written in the same transaction.
 */
export class SubmissionSlaService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
  ) {}

  /** R6/R13 *Nudge*: admins only; 409 when the lender already answered or was reminded within 4 hours. */
  async nudge(submissionIdValue: unknown, caller: Caller, now = new Date()): Promise<Submission> {
    const admin = requireRole(caller, [Role.admin]);
    const id = parseInput(submissionIdSchema, submissionIdValue);
    return this.em.transactional(async (em) => {
      const recentCutoff = new Date(now.getTime() - NUDGE_INTERVAL_HOURS * 3_600_000);
      const [claimed] = await this.claim(em, `id = ? and ${AWAITING_SQL} and (last_nudged_at is null or last_nudged_at <= ?)`, [id, recentCutoff], now);
      if (!claimed) {
        const submission = await em.findOne(Submission, id);
        if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
        const awaiting = (AWAITING_ANSWER_STATUSES as readonly string[]).includes(submission.status) && submission.respondedAt === null;
        throw new ConflictError(awaiting ? NUDGED_RECENTLY : NOTHING_TO_NUDGE);
      }
      await this.remind(em, claimed, userActor(admin), `${admin.username} reminded the lender`);
      return em.findOneOrFail(Submission, id, { refresh: true });
    });
  }

  /** The job: every unanswered file past its SLA and never reminded gets one reminder. Answers how many. */
  async nudgeOverdue(now = new Date()): Promise<number> {
    return this.em.transactional(async (em) => {
      const claimed = await this.claim(em, `${AWAITING_SQL} and sla_due_at <= ? and last_nudged_at is null`, [now], now);
      for (const row of claimed) await this.remind(em, row, systemActor(`job:${SLA_JOB}`), 'The response time passed');
      return claimed.length;
    });
  }

  /**
   * §3.4 "expired (SLA + grace with no response)": the job ends the unanswered grants whose SLA passed 48 hours ago;
   * the lender loses the file at once, and an application left without a lender returns to review (§3.2).
   */
  async expireUnanswered(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - SLA_GRACE_HOURS * 3_600_000);
    const due = await this.em.execute<{ id: number; application_id: number }[]>(`select id, application_id from submission where ${AWAITING_SQL} and sla_due_at <= ? order by id`, [cutoff]);
    let expired = 0;
    for (const row of due) {
      const done = await this.em.fork().transactional((em) =>
        this.expire(em, Number(row.id), Number(row.application_id), `${awaitingSql('s.')} and s.sla_due_at <= ?`, [cutoff], null, systemActor(`job:${SLA_JOB}`), 'The response time and its grace passed', now),
      );
      if (done) expired += 1;
    }
    return expired;
  }

  /** R13 *Mark expired*: an admin ends an unanswered grant now (409 once the lender answered or the grant ended). */
  async markExpired(submissionIdValue: unknown, caller: Caller, now = new Date()): Promise<Submission> {
    const admin = requireRole(caller, [Role.admin]);
    const id = parseInput(submissionIdSchema, submissionIdValue);
    return this.em.transactional(async (em) => {
      const submission = await em.findOne(Submission, id);
      if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
      const done = await this.expire(em, id, submission.applicationId, awaitingSql('s.'), [], admin, userActor(admin), `${admin.username} marked it expired`, now);
      if (!done) throw new ConflictError(ONLY_UNANSWERED_EXPIRE);
      return em.findOneOrFail(Submission, id, { refresh: true });
    });
  }

  /** Locks the application, ends the grant if it still matches `where` (on alias `s`), audits it, moves the application back. */
  private async expire(em: EntityManager, id: number, applicationId: number, where: string, params: unknown[], by: User | null, actor: AuditActor, why: string, now: Date): Promise<boolean> {
    await em.execute(`select id from applications where id = ? for update`, [applicationId]);
    const [row] = await em.execute<{ id: number; lender_id: number; status: string }[]>(
      `update submission s set status = 'expired', closed_at = ?, version = s.version + 1, updated_at = ?
         from submission prior where prior.id = s.id and s.id = ? and ${where}
       returning s.id, s.lender_id, prior.status`,
      [now, now, id, ...params],
    );
    if (!row) return false;
    await this.audit.record(em, {
      actor,
      action: 'submission.expired',
      entityType: 'submission',
      entityId: id,
      summary: `${why}: lender #${row.lender_id} no longer has application #${applicationId}.`,
      before: { status: row.status },
      after: { status: 'expired', applicationId, lenderId: row.lender_id },
    });
    await returnToReviewWithoutLender(em, this.audit, applicationId, by, actor, now);
    return true;
  }

  private claim(em: EntityManager, where: string, params: unknown[], now: Date): Promise<ClaimedNudge[]> {
    return em.execute<ClaimedNudge[]>(
      `update submission set last_nudged_at = ?, nudge_count = nudge_count + 1, updated_at = ?
        where ${where}
        returning id, application_id, lender_id, sla_due_at, nudge_count`,
      [now, now, ...params],
    );
  }

  private async remind(em: EntityManager, row: ClaimedNudge, actor: AuditActor, why: string): Promise<void> {
    const [file] = await em.execute<{ number: string | null; business_name: string; lender_name: string }[]>(
      `select a.number, b.legal_name as business_name, l.display_name as lender_name
         from applications a join businesses b on b.id = a.business_id, lender l
        where a.id = ? and l.id = ?`,
      [row.application_id, row.lender_id],
    );
    const users = await em.execute<{ email: string; first_name: string | null }[]>(
      `select email, first_name from users where lender_id = ? and role = 'lender' and status = 'active' order by id`,
      [row.lender_id],
    );
    const site = emailSite(this.config);
    for (const user of users) {
      await EmailService.enqueue(
        em,
        lenderNudgeEmail(site, {
          to: user.email,
          name: user.first_name,
          lenderName: file!.lender_name,
          application: { id: row.application_id, number: file!.number },
          businessName: file!.business_name,
          slaDueAt: new Date(row.sla_due_at),
          nudgeKey: `${row.id}:${row.nudge_count}`,
        }),
      );
    }
    await this.audit.record(em, {
      actor,
      action: 'submission.nudged',
      entityType: 'submission',
      entityId: row.id,
      summary: `${why}: ${file!.lender_name} was reminded of application ${file!.number ?? `#${row.application_id}`} (${users.length} ${users.length === 1 ? 'user' : 'users'} e-mailed).`,
      after: { applicationId: row.application_id, lenderId: row.lender_id, nudgeCount: row.nudge_count },
    });
  }
}
