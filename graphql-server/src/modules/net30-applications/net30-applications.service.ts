import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/index.js';
import { platformToday, addDays } from '../../shared/calendar.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { hashAccessToken } from '../applications/application.service.js';
import { userActor, systemActor, type AuditService } from '../audit/audit.service.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { storeWithinQuota } from '../contact/form-throttle.js';
import { APPLICATIONS_RATE_LIMITED } from '../credit-applications/credit-applications.service.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, net30ApplicationDecisionEmail, net30ApplicationReceivedEmail } from '../email/templates.js';
import { Net30Account, type NetDays } from '../net30/net30-account.entity.js';
import { openAccount } from '../net30/net30-ledger.js';
import { formatUsd, suggestedLimit } from '../net30/net30-money.js';
import { Role, type User } from '../users/user.entity.js';
import { Net30Application, type Net30ApplicationStatus, type TradeReference } from './net30-application.entity.js';
import { answerSchema, approveSchema, declineSchema, net30ApplicationSchema, pageOf, requestInfoSchema, statusFilterSchema } from './net30-applications.schemas.js';

export const NET30_APPLICATION_NOT_FOUND = 'Application not found';
export const NET30_DUPLICATE = 'An application for this business is already under review';
export const NET30_ACCOUNT_EXISTS = 'This client already has a Net30 account';
export const NET30_CLAIM_HAS_ACCOUNT = 'You already have a Net30 account, so this application cannot be added to your dashboard. Contact us if it should replace your account.';
/** Declined applicants may apply again after this many days. */
export const REAPPLY_AFTER_DAYS = 90;

const OPEN_EIN_INDEX = 'net30_application_open_ein_unique';
const MAX_TOKEN_LENGTH = 128;

/** The claim link handed to a signed-out applicant, once (receipt and e-mail). */
export const claimPath = (token: string): string => `/net30/claim?token=${encodeURIComponent(token)}`;

export interface Net30ApplyResult {
  application: Net30Application;
  /** `/net30/claim?token=…` for a signed-out applicant; null when the application is already theirs. */
  claimPath: string | null;
}

/** The applicant's NetBuilder record, as R19 shows it beside the application. */
export interface NetBuilderHistory {
  plan: string | null;
  status: string | null;
  paidMonths: number;
}

/** One row of R19's Applications tab. */
export interface Net30ApplicationRow {
  application: Net30Application;
  monthsInBusiness: number;
  suggestedLimit: number;
  netBuilder: NetBuilderHistory | null;
}

export interface Net30ApplicationPage {
  items: Net30ApplicationRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

const OPEN: readonly Net30ApplicationStatus[] = ['submitted', 'needs_info'];

/** Months from January of the start year to today's month (the form asks the year only). */
export function monthsInBusiness(startYear: number, today = platformToday()): number {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Math.max(0, (year - startYear) * 12 + (month - 1));
}

/**
 * R27 and R19's Applications tab (BACKOFFICE §3.5 Net30 application: submitted ⇄ needs_info; submitted → approved,
 * which opens the account, | declined). Admins list and decide; a client applies, claims a signed-out application
 * with its token, reads their own and answers an info request. Every change audited `net30.application.*`, in the
 * transaction that makes it; the applicant is e-mailed through the outbox.
 */
export class Net30ApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'formThrottle' | 'payments' | 'contact'>,
  ) {}

  /** The /net30/apply form: one open application per EIN; within the form quota; a signed-out applicant gets a claim link. */
  async apply(input: unknown, caller: Caller, client: ClientInfo): Promise<Net30ApplyResult> {
    const { agreeToTerms: _agreed, ...data } = parseInput(net30ApplicationSchema(), input);
    const owner = caller.role === Role.client ? caller.user : null;
    const token = owner ? null : randomBytes(32).toString('base64url');
    const limits = this.config.formThrottle;
    try {
      const application = await storeWithinQuota(
        this.em,
        limits,
        [
          { key: `apply:ip:${client.ip ?? 'unknown'}`, max: limits.maxPerIp },
          { key: `apply:email:${data.email}`, max: limits.maxPerEmail },
        ],
        APPLICATIONS_RATE_LIMITED,
        async (em) => {
          if ((await em.count(Net30Application, { ein: data.ein, status: { $in: [...OPEN] } })) > 0) throw new ConflictError(NET30_DUPLICATE);
          const application = em.create(Net30Application, {
            ...data,
            tradeReferences: data.tradeReferences as TradeReference[],
            userId: owner?.id ?? null,
            accessTokenHash: token ? hashAccessToken(token) : null,
            ip: client.ip?.slice(0, 64) ?? null,
          });
          await em.flush();
          await this.audit.record(em, {
            actor: owner ? userActor(owner) : systemActor('anonymous'),
            action: 'net30.application.submitted',
            entityType: 'net30_application',
            entityId: application.id,
            summary: `${application.businessName} applied for a Net30 account (${application.reference}, ${formatUsd(Number(application.requestedLimit))} requested).`,
            before: null,
            after: { status: application.status, businessName: application.businessName, ein: application.ein, requestedLimit: Number(application.requestedLimit), userId: application.userId },
          });
          await EmailService.enqueue(
            em,
            net30ApplicationReceivedEmail(emailSite(this.config), {
              to: application.email,
              name: application.firstName,
              businessName: application.businessName,
              applicationId: application.id,
              reference: application.reference,
              claimPath: token ? claimPath(token) : null,
            }),
          );
          return application;
        },
        client.quotas,
      );
      return { application, claimPath: token ? claimPath(token) : null };
    } catch (error) {
      // A parallel application for the same EIN committed first: the database's partial unique index refused this one.
      if (error instanceof UniqueConstraintViolationException && String(error.message).includes(OPEN_EIN_INDEX)) throw new ConflictError(NET30_DUPLICATE);
      throw error;
    }
  }

  /**
   * Links a signed-out application to the signed-in client, proven by its token (used once). An account already
   * opened for it without an owner becomes theirs. A client with another Net30 account cannot claim one.
   */
  async claim(token: unknown, caller: Caller): Promise<Net30Application> {
    const viewer = requireRole(caller, [Role.client]);
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw new NotFoundError(NET30_APPLICATION_NOT_FOUND);
    const hash = hashAccessToken(token);
    const application = await this.em.findOne(Net30Application, { accessTokenHash: hash });
    if (!application || application.userId !== null) throw new NotFoundError(NET30_APPLICATION_NOT_FOUND);
    const owned = await this.em.findOne(Net30Account, { ownerUserId: viewer.id });
    if (owned && owned.applicationId !== application.id) throw new ConflictError(NET30_CLAIM_HAS_ACCOUNT);
    try {
      await this.em.transactional(async (em) => {
        // Conditional: of two claims with one token, exactly one links it; the token is spent either way.
        const updated = await em.nativeUpdate(
          Net30Application,
          { id: application.id, accessTokenHash: hash, userId: null },
          { userId: viewer.id, accessTokenHash: null, version: application.version + 1, updatedAt: new Date() },
        );
        if (updated === 0) throw new NotFoundError(NET30_APPLICATION_NOT_FOUND);
        const accounts = await em.nativeUpdate(Net30Account, { applicationId: application.id, ownerUserId: null }, { ownerUserId: viewer.id, updatedAt: new Date() });
        await this.audit.record(em, {
          actor: userActor(viewer),
          action: 'net30.application.claimed',
          entityType: 'net30_application',
          entityId: application.id,
          summary: `${viewer.username} added Net30 application ${application.reference} (${application.businessName}) to their dashboard${accounts > 0 ? ' with its account' : ''}.`,
          before: { userId: null },
          after: { userId: viewer.id },
        });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(NET30_CLAIM_HAS_ACCOUNT);
      throw error;
    }
    return this.em.findOneOrFail(Net30Application, { id: application.id }, { refresh: true });
  }

  /** R19 Applications: newest first, optionally one status, 25 a page (at most 100). Admins only. */
  async list(caller: Caller, status: unknown, page: unknown = 1, pageSize: unknown = 25): Promise<Net30ApplicationPage> {
    requireRole(caller, [Role.admin]);
    const filter = parseInput(statusFilterSchema, status ?? null);
    const { number, size, offset } = pageOf(page, pageSize);
    const where = filter ? { status: filter } : {};
    const [applications, totalCount] = await this.em.findAndCount(Net30Application, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size, offset });
    const history = await this.netBuilderHistories(applications.flatMap((application) => (application.userId === null ? [] : [application.userId])));
    const today = platformToday();
    return {
      items: applications.map((application) => ({
        application,
        monthsInBusiness: monthsInBusiness(application.businessStartYear, today),
        suggestedLimit: suggestedLimit(application.annualRevenue),
        netBuilder: application.userId === null ? null : (history.get(application.userId) ?? { plan: null, status: null, paidMonths: 0 }),
      })),
      totalCount,
      page: number,
      pageSize: size,
    };
  }

  /** The caller's newest application (a client), or any client's by `clientId` (an admin); null when there is none. */
  async mine(caller: Caller, clientId?: unknown): Promise<Net30Application | null> {
    const user = requireRole(caller, [Role.client, Role.admin]);
    let ownerId = user.id;
    if (user.role === Role.admin) {
      const id = Number(clientId);
      if (clientId === undefined || clientId === null || !Number.isSafeInteger(id) || id <= 0) throw new ValidationError('Choose a client', { clientId: 'Choose a client' });
      ownerId = id;
    }
    const [latest] = await this.em.find(Net30Application, { userId: ownerId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 });
    return latest ?? null;
  }

  /** R19 *Approve*: submitted → approved, and the account opens in the same transaction (one per application, one per client). */
  async approve(caller: Caller, input: unknown): Promise<Net30Application> {
    const admin = requireRole(caller, [Role.admin]);
    const { id, expectedVersion, limitCents, netDays } = parseInput(approveSchema, input);
    return this.decide(admin, id, expectedVersion, ['submitted'], 'approve', async (em, application) => {
      if (application.userId !== null && (await em.count(Net30Account, { ownerUserId: application.userId })) > 0) throw new ConflictError(NET30_ACCOUNT_EXISTS);
      const changes = { status: 'approved' as const, approvedLimit: limitCents, netDays, decisionReason: null, reapplyAfter: null };
      await this.move(em, application, expectedVersion, ['submitted'], changes, admin);
      try {
        const account = await openAccount(em, {
          ownerUserId: application.userId,
          businessName: application.businessName,
          source: 'application',
          applicationId: application.id,
          creditLimit: limitCents,
          netDays: netDays as NetDays,
          openedOn: platformToday(),
        });
        await this.audit.record(em, {
          actor: userActor(admin),
          action: 'net30.account.opened',
          entityType: 'net30_account',
          entityId: account.id,
          summary: `${admin.username} opened a Net30 account for ${application.businessName}: ${formatUsd(limitCents)} on Net ${netDays}.`,
          before: null,
          after: { source: 'application', applicationId: application.id, ownerUserId: application.userId, creditLimit: limitCents, netDays },
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw new ConflictError(NET30_ACCOUNT_EXISTS);
        throw error;
      }
      return { summary: `${admin.username} approved ${application.reference} (${application.businessName}): ${formatUsd(limitCents)} on Net ${netDays}.`, decision: { kind: 'approved', limit: formatUsd(limitCents), netDays } };
    });
  }

  /** R19 *Decline* (reason): the applicant may apply again after 90 days. */
  async decline(caller: Caller, input: unknown): Promise<Net30Application> {
    const admin = requireRole(caller, [Role.admin]);
    const { id, expectedVersion, reason } = parseInput(declineSchema, input);
    return this.decide(admin, id, expectedVersion, OPEN, 'decline', async (em, application) => {
      const reapplyAfter = addDays(platformToday(), REAPPLY_AFTER_DAYS);
      await this.move(em, application, expectedVersion, OPEN, { status: 'declined', decisionReason: reason, reapplyAfter }, admin);
      return { summary: `${admin.username} declined ${application.reference} (${application.businessName}): ${reason}`, decision: { kind: 'declined', reason, reapplyAfter } };
    });
  }

  /** R19 *Request info* (message): submitted → needs_info. */
  async requestInfo(caller: Caller, input: unknown): Promise<Net30Application> {
    const admin = requireRole(caller, [Role.admin]);
    const { id, expectedVersion, message } = parseInput(requestInfoSchema, input);
    return this.decide(admin, id, expectedVersion, ['submitted'], 'ask for information on', async (em, application) => {
      await this.move(em, application, expectedVersion, ['submitted'], { status: 'needs_info', infoRequestMessage: message, infoAnswer: null, infoAnsweredAt: null }, admin);
      return { summary: `${admin.username} asked ${application.businessName} for information on ${application.reference}: ${message}`, decision: { kind: 'needs_info', message } };
    });
  }

  /** The applicant answers an info request: needs_info → submitted. Their own application only. */
  async answerInfo(caller: Caller, input: unknown): Promise<Net30Application> {
    const client = requireRole(caller, [Role.client]);
    const { id, text } = parseInput(answerSchema, input);
    return this.em.transactional(async (em) => {
      const application = await em.findOne(Net30Application, { id, userId: client.id });
      if (!application) throw new NotFoundError(NET30_APPLICATION_NOT_FOUND);
      if (application.status !== 'needs_info') throw new ConflictError(`Nothing to answer: this application is ${statusWords(application.status)}`);
      const answeredAt = new Date();
      const updated = await em.nativeUpdate(
        Net30Application,
        { id, status: 'needs_info', version: application.version },
        { status: 'submitted', infoAnswer: text, infoAnsweredAt: answeredAt, version: application.version + 1, updatedAt: answeredAt },
      );
      if (updated === 0) throw new ConflictError('This application changed meanwhile. Reload to see the latest.');
      await this.audit.record(em, {
        actor: userActor(client),
        action: 'net30.application.answered',
        entityType: 'net30_application',
        entityId: id,
        summary: `${client.username} answered the information request on ${application.reference}.`,
        before: { status: 'needs_info' },
        after: { status: 'submitted', infoAnswer: text },
      });
      return em.findOneOrFail(Net30Application, { id }, { refresh: true });
    });
  }

  /** One admin decision: found, the transition legal, the version current; the change, its audit event and the e-mail together. */
  private async decide(
    admin: User,
    id: number,
    expectedVersion: number,
    from: readonly Net30ApplicationStatus[],
    verb: string,
    apply: (em: EntityManager, application: Net30Application) => Promise<{ summary: string; decision: Parameters<typeof net30ApplicationDecisionEmail>[1]['decision'] }>,
  ): Promise<Net30Application> {
    return this.em.transactional(async (em) => {
      const application = await em.findOne(Net30Application, { id }, { refresh: true });
      if (!application) throw new NotFoundError(NET30_APPLICATION_NOT_FOUND);
      if (!from.includes(application.status)) throw new ConflictError(`You cannot ${verb} an application that is ${statusWords(application.status)}`);
      if (application.version !== expectedVersion) throw await staleVersionError(em, 'net30_application', id);
      const before = { status: application.status, version: application.version };
      const { summary, decision } = await apply(em, application);
      const after = await em.findOneOrFail(Net30Application, { id }, { refresh: true });
      await this.audit.record(em, {
        actor: userActor(admin),
        action: `net30.application.${after.status === 'needs_info' ? 'info_requested' : after.status}`,
        entityType: 'net30_application',
        entityId: id,
        summary,
        before,
        after: { status: after.status, version: after.version, approvedLimit: after.approvedLimit === null ? null : Number(after.approvedLimit), netDays: after.netDays, decisionReason: after.decisionReason, reapplyAfter: after.reapplyAfter, infoRequestMessage: after.infoRequestMessage },
      });
      await EmailService.enqueue(
        em,
        net30ApplicationDecisionEmail(emailSite(this.config), { to: after.email, name: after.firstName, applicationId: id, reference: after.reference, version: after.version, decision }),
      );
      return after;
    });
  }

  /** The conditional write of a transition: of two admins deciding at once, exactly one moves it; the other gets 409. */
  private async move(
    em: EntityManager,
    application: Net30Application,
    expectedVersion: number,
    from: readonly Net30ApplicationStatus[],
    changes: Partial<Pick<Net30Application, 'status' | 'approvedLimit' | 'netDays' | 'decisionReason' | 'reapplyAfter' | 'infoRequestMessage' | 'infoAnswer' | 'infoAnsweredAt'>>,
    admin: User,
  ): Promise<void> {
    const decided = changes.status === 'approved' || changes.status === 'declined';
    const updated = await em.nativeUpdate(
      Net30Application,
      { id: application.id, version: expectedVersion, status: { $in: [...from] } },
      { ...changes, ...(decided ? { decidedById: admin.id, decidedAt: new Date() } : {}), version: expectedVersion + 1, updatedAt: new Date() },
    );
    if (updated === 0) throw await staleVersionError(em, 'net30_application', application.id);
  }

  /** Each user's NetBuilder plan and status, and their paid reported months (one query each). */
  private async netBuilderHistories(userIds: number[]): Promise<Map<number, NetBuilderHistory>> {
    const histories = new Map<number, NetBuilderHistory>();
    if (userIds.length === 0) return histories;
    const unique = [...new Set(userIds)];
    const marks = unique.map(() => '?').join(', ');
    const [subscriptions, reports] = await Promise.all([
      this.em.execute<{ user_id: number; plan: string; status: string }[]>(`select user_id, plan::text as plan, status from netbuilder_subscriptions where user_id in (${marks})`, unique),
      this.em.execute<{ user_id: number; months: number }[]>(
        `select user_id, count(distinct report_month)::int as months from netbuilder_reports where payment_status = 'paid' and user_id in (${marks}) group by user_id`,
        unique,
      ),
    ]);
    for (const id of unique) histories.set(id, { plan: null, status: null, paidMonths: 0 });
    for (const row of subscriptions) Object.assign(histories.get(Number(row.user_id))!, { plan: row.plan, status: row.status });
    for (const row of reports) histories.get(Number(row.user_id))!.paidMonths = Number(row.months);
    return histories;
  }
}

/** A status in a sentence. */
function statusWords(status: Net30ApplicationStatus): string {
  return { submitted: 'under review', needs_info: 'waiting for information', approved: 'already approved', declined: 'already declined', withdrawn: 'withdrawn' }[status];
}
