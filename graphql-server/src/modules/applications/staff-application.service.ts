import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { Business, monthsSince, type BusinessFact, type FactProvenance } from '../businesses/business.entity.js';
import { BusinessService, type BusinessFacts } from '../businesses/business.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { EmailService } from '../email/email.service.js';
import { FUNDING_NOT_FOUND } from '../fundings/fundings.schemas.js';
import { MatchResultService } from '../matches/match-results.service.js';
import { applicationReceivedEmail, emailSite } from '../email/templates.js';
import { Role, User } from '../users/user.entity.js';
import { ApplicationStatusChange } from './application-status-change.entity.js';
import { Application } from './application.entity.js';
import { RECORD_POPULATE } from './application-admin.service.js';
import { APPLICATION_NOT_FOUND, hashAccessToken, nextApplicationNumber, resultPath } from './application.service.js';
import { REAPPLY_AFTER_DAYS, transition, WorkflowAction, WorkflowStatus } from './application-workflow.js';
import { clientSearchSchema, staffApplicationSchema, submitStaffApplicationSchema, type StaffApplication } from './staff-application.schemas.js';

export const NOT_A_CLIENT = 'Pick a client account';
export const ONLY_STAFF_DRAFTS = 'Only a draft entered by staff can be edited here';
export const COOLDOWN_REASON_REQUIRED = 'Give a reason to submit within the cool-down';

/** Statuses of an application still being worked on: a second one for the same product is a likely duplicate. */
const OPEN_STATUSES = [WorkflowStatus.submitted, WorkflowStatus.in_review, WorkflowStatus.matched, WorkflowStatus.offered, WorkflowStatus.accepted];

const STATUS_LABELS: Record<WorkflowStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_review: 'In review',
  matched: 'Matched',
  offered: 'Offered',
  accepted: 'Accepted',
  funded: 'Funded',
  declined: 'Declined',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const PLATFORM_TIME_ZONE = 'America/New_York';
const timelineTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: PLATFORM_TIME_ZONE,
  timeZoneName: 'short',
});
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An open application of the same business (or e-mail) for the same product. */
export interface DuplicateWarning {
  applicationId: number;
  number: string;
  status: WorkflowStatus;
  statusLabel: string;
}

/** A decline of the same business (or e-mail) less than 30 days ago. */
export interface CooldownWarning {
  applicationId: number;
  number: string;
  declinedOn: string;
  reapplyAfter: string;
}

/**
 * R12, the staff-entered application: an admin saves a draft (source `admin`, no number, no result, invisible to
 * the client and to `/result`) and submits it through the workflow (draft → submitted: number, result token, the
 * client e-mailed the result link, history, audit, one transaction). Submitting warns, as a 409 with `details`,
 * about an open application of the same business or e-mail for the same product (resolved by `confirmDuplicate`)
 * and about a decline less than 30 days ago (resolved by a reason, which the audit event records).
 */
export class StaffApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
  ) {}

  /** *Save draft*: creates a draft, or updates one (the version read is required; a stale one is the §0 409). */
  async saveDraft(input: unknown, caller: Caller): Promise<Application> {
    const admin = requireRole(caller, [Role.admin]);
    const data = parseInput(staffApplicationSchema, input);
    const client = data.clientUserId ? await this.client(data.clientUserId) : null;
    return data.id ? this.updateDraft(data.id, data.expectedVersion!, data, client, admin) : this.createDraft(data, client, admin);
  }

  /** R12's client picker: client accounts whose username, e-mail or name contains `search` (at most 10, by username). */
  async findClients(search: unknown, caller: Caller): Promise<User[]> {
    requireRole(caller, [Role.admin]);
    const text = parseInput(clientSearchSchema, search);
    const like = `%${escapeLike(text)}%`;
    return this.em.find(
      User,
      { role: Role.client, $or: [{ username: { $ilike: like } }, { email: { $ilike: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }] },
      { orderBy: { usernameKey: 'asc' }, limit: 10 },
    );
  }

  /** *Submit*: the draft → submitted, unless a duplicate or cool-down warning is still unanswered (409 with details). */
  async submit(input: unknown, caller: Caller): Promise<Application> {
    const admin = requireRole(caller, [Role.admin]);
    const { id, expectedVersion, confirmDuplicate, cooldownReason } = parseInput(submitStaffApplicationSchema, input);
    const application = await this.em.findOne(Application, { id }, { populate: ['business', 'owner'] });
    if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
    if (application.version !== expectedVersion) throw await staleVersionError(this.em, 'application', id);
    const move = transition(application.status, WorkflowAction.submit);
    if (!move.ok) throw new ConflictError(move.reason);

    const now = new Date();
    const { duplicate, cooldown } = await this.warnings(application, now);
    if ((duplicate && !confirmDuplicate) || (cooldown && !cooldownReason)) {
      const details = { duplicate, cooldown, duplicateConfirmed: confirmDuplicate, cooldownReasonGiven: Boolean(cooldownReason) };
      throw new ConflictError(duplicate && !confirmDuplicate ? duplicateSentence(duplicate) : cooldownSentence(cooldown!), details);
    }

    const token = randomBytes(32).toString('base64url');
    await this.em.transactional(async (em) => {
      const number = await nextApplicationNumber(em, now);
      // Conditional on the draft and the version read: of ten submits at once, exactly one moves it.
      const updated = await em.nativeUpdate(
        Application,
        { id, version: expectedVersion, status: WorkflowStatus.draft },
        { status: move.to, number, submittedAt: now, accessTokenHash: hashAccessToken(token), version: expectedVersion + 1, updatedAt: now },
      );
      if (updated === 0) throw await staleVersionError(em, 'application', id);
      await em.insert(ApplicationStatusChange, {
        application: id,
        fromStatus: WorkflowStatus.draft,
        toStatus: move.to,
        changedBy: admin.id,
        actor: 'NetFund',
        note: `Submitted by NetFund on your behalf (${admin.firstName?.trim() || admin.username}, ${timelineTime.format(now)})`,
        reason: cooldown ? cooldownReason : null,
        changedAt: now,
      });
      await EmailService.enqueue(
        em,
        applicationReceivedEmail(emailSite(this.config), {
          to: application.ownerEmail,
          name: application.contactName,
          businessName: application.businessName,
          application: { id, number },
          resultPath: resultPath(id, token),
        }),
      );
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'application.submitted',
        entityType: 'application',
        entityId: id,
        summary: `${admin.username} submitted ${number} (${application.businessName}) on the client's behalf.`,
        before: { status: application.status, number: null, version: expectedVersion },
        after: {
          status: move.to,
          number,
          version: expectedVersion + 1,
          ...(duplicate ? { duplicateOf: duplicate.number } : {}),
          ...(cooldown ? { cooldownOverride: { declined: cooldown.number, reapplyAfter: cooldown.reapplyAfter } } : {}),
        },
        reason: cooldown ? cooldownReason : null,
      });
      await MatchResultService.matchApplication(em, id);
    });
    return this.record(id);
  }

  /** The open application (same product) and the recent decline that would make a submission a likely mistake. */
  private async warnings(application: Application, now: Date): Promise<{ duplicate: DuplicateWarning | null; cooldown: CooldownWarning | null }> {
    const business = application.business as Business;
    const sameBusiness = [{ ownerEmail: application.ownerEmail.toLowerCase() }] as object[];
    if (business.einLast4) sameBusiness.push({ business: { einLast4: business.einLast4, legalName: { $ilike: escapeLike(business.legalName) } } });
    const [open] = await this.em.find(
      Application,
      { id: { $ne: application.id }, product: application.product, status: { $in: OPEN_STATUSES }, $or: sameBusiness },
      { orderBy: { submittedAt: 'desc', id: 'desc' }, limit: 1 },
    );
    const [declined] = await this.em.find(
      Application,
      { id: { $ne: application.id }, status: WorkflowStatus.declined, decidedAt: { $gt: new Date(now.getTime() - REAPPLY_AFTER_DAYS * DAY_MS) }, $or: sameBusiness },
      { orderBy: { decidedAt: 'desc', id: 'desc' }, limit: 1 },
    );
    return {
      duplicate: open ? { applicationId: open.id, number: open.number!, status: open.status, statusLabel: STATUS_LABELS[open.status] } : null,
      cooldown: declined
        ? { applicationId: declined.id, number: declined.number!, declinedOn: declined.decidedAt!.toISOString().slice(0, 10), reapplyAfter: declined.reapplyAfter ?? '' }
        : null,
    };
  }

  private async createDraft(data: StaffApplication, client: User | null, admin: User): Promise<Application> {
    const now = new Date();
    const renewed = data.renewalOfFundingId ? await this.renewedDeal(data.renewalOfFundingId) : null;
    const id = await this.em.transactional(async (em) => {
      // A renewal's business is the funded one: only its EIN's last 4 digits are stored, so an empty EIN keeps them.
      const facts = { ...businessFacts(data), ...(renewed && !data.ein ? { einLast4: renewed.einLast4 } : {}) };
      const business = BusinessService.create(em, facts, { source: 'netfund', at: now, enteredBy: admin.username });
      Object.assign(business, sourcedFacts(data, admin, now), { owner: client });
      const application = em.create(Application, {
        ...applicationColumns(data),
        business,
        number: null,
        status: WorkflowStatus.draft,
        source: 'admin',
        renewalOfFundingId: renewed?.fundingId ?? null,
        createdBy: admin,
        owner: client,
        // Never handed out: submitting replaces it with the hash of the result link's token.
        accessTokenHash: hashAccessToken(randomBytes(32).toString('base64url')),
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'application.draft_saved',
        entityType: 'application',
        entityId: application.id,
        summary: `${admin.username} saved a draft application for ${application.businessName}${renewed ? ` (a renewal of funded deal #${renewed.fundingId})` : ''}.`,
        before: null,
        after: {
          status: WorkflowStatus.draft,
          source: 'admin',
          businessId: business.id,
          clientUserId: client?.id ?? null,
          ...applicationColumns(data),
          ...(renewed ? { renewalOfFundingId: String(renewed.fundingId) } : {}),
        },
      });
      return application.id;
    });
    return this.record(id);
  }

  /** R14 *Start renewal*: the funded deal a new draft renews, with its business's EIN digits; NOT_FOUND otherwise. */
  private async renewedDeal(fundingId: number): Promise<{ fundingId: number; einLast4: string | null }> {
    const [row] = await this.em.execute<{ id: number; ein_last4: string | null }[]>(
      `select f.id, b.ein_last4 from funding f join applications a on a.id = f.application_id join businesses b on b.id = a.business_id where f.id = ?`,
      [fundingId],
    );
    if (!row) throw new NotFoundError(FUNDING_NOT_FOUND);
    return { fundingId: Number(row.id), einLast4: row.ein_last4 };
  }

  private async updateDraft(id: number, expectedVersion: number, data: StaffApplication, client: User | null, admin: User): Promise<Application> {
    const application = await this.em.findOne(Application, { id }, { populate: ['business'] });
    if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
    if (application.status !== WorkflowStatus.draft || application.source !== 'admin') throw new ConflictError(ONLY_STAFF_DRAFTS);
    if (application.version !== expectedVersion) throw await staleVersionError(this.em, 'application', id);
    const business = application.business as Business;
    const now = new Date();
    const columns = applicationColumns(data);
    const before = Object.fromEntries(Object.keys(columns).map((key) => [key, application[key as keyof Application] ?? null]));
    // Only the EIN's last 4 digits are stored, so the form cannot show the full EIN again: left empty, it keeps them.
    const keptEin = data.ein ? null : { einLast4: business.einLast4 ?? null, provenance: business.provenance.einLast4 };
    const facts = { ...businessFacts(data), ...(keptEin ? { einLast4: keptEin.einLast4 } : {}) };
    const sourced = sourcedFacts(data, admin, now);
    if (keptEin?.provenance) sourced.provenance.einLast4 = keptEin.provenance;
    await this.em.transactional(async (em) => {
      const updated = await em.nativeUpdate(
        Application,
        { id, version: expectedVersion, status: WorkflowStatus.draft },
        { ...columns, owner: client?.id ?? null, version: expectedVersion + 1, updatedAt: now },
      );
      if (updated === 0) throw await staleVersionError(em, 'application', id);
      await em.nativeUpdate(Business, { id: business.id }, { ...facts, ...sourced, owner: client?.id ?? null, version: business.version + 1, updatedAt: now });
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'application.draft_saved',
        entityType: 'application',
        entityId: id,
        summary: `${admin.username} updated the draft application for ${columns.businessName}.`,
        before: { ...before, clientUserId: application.owner?.id ?? null, version: expectedVersion },
        after: { ...columns, clientUserId: client?.id ?? null, version: expectedVersion + 1 },
      });
    });
    return this.record(id);
  }

  private async client(id: number): Promise<User> {
    const user = await this.em.findOne(User, { id });
    if (!user || user.role !== Role.client) throw new ValidationError(NOT_A_CLIENT, { clientUserId: NOT_A_CLIENT });
    return user;
  }

  /** The application as the back office shows it, read fresh. */
  private record(id: number): Promise<Application> {
    return this.em.findOneOrFail(Application, { id }, { populate: RECORD_POPULATE, strategy: 'joined', refresh: true });
  }
}

/** "Open application NF-… exists (In review). Continue anyway?" (R12). */
export function duplicateSentence(duplicate: DuplicateWarning): string {
  return `Open application ${duplicate.number} exists (${duplicate.statusLabel}). Continue anyway?`;
}

export function cooldownSentence(cooldown: CooldownWarning): string {
  return `${cooldown.number} was declined on ${dayFormat.format(new Date(`${cooldown.declinedOn}T00:00:00Z`))}; the business may apply again from ${dayFormat.format(new Date(`${cooldown.reapplyAfter}T00:00:00Z`))}. Give a reason to submit anyway.`;
}

/** The application's own columns: the facts as submitted (the contact's name in one, as the intake has it). */
function applicationColumns(data: StaffApplication) {
  return {
    businessName: data.legalName,
    contactName: `${data.contactFirstName} ${data.contactLastName}`,
    ownerEmail: data.email,
    phone: data.phone ?? '',
    product: data.product,
    requestedAmount: data.requestedAmount,
    industry: data.industry,
    state: data.state,
    monthsInBusiness: monthsSince(`${data.startedMonth}-01`) ?? 0,
    monthlyRevenue: data.monthlyRevenue,
    creditScore: data.fico,
    useOfFunds: data.useOfFunds,
    useOfFundsNote: data.useOfFundsNote,
  };
}

function businessFacts(data: StaffApplication): BusinessFacts {
  return {
    legalName: data.legalName,
    dba: data.dba,
    entityType: data.entityType,
    einLast4: data.ein ? data.ein.slice(-4) : null,
    naicsCode: data.naicsCode,
    industry: data.industry,
    state: data.state,
    startedOn: `${data.startedMonth}-01`,
    monthlyRevenue: data.monthlyRevenue,
    fico: data.fico,
    openPositions: data.openPositions,
    phone: data.phone,
    website: null,
  };
}

/** Revenue and FICO with the sources the admin gave; every fact entered by NetFund (the admin) today. */
function sourcedFacts(data: StaffApplication, admin: User, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const entered = (source: FactProvenance['source'], asOf = today): FactProvenance => ({ source, asOf, enteredBy: admin.username });
  const facts = Object.entries(businessFacts(data)).filter(([, value]) => value !== null && value !== undefined).map(([field]) => field as BusinessFact);
  const provenance: Partial<Record<BusinessFact, FactProvenance>> = {};
  for (const fact of facts) provenance[fact] = entered('netfund');
  provenance.monthlyRevenue = entered(data.revenueSource);
  provenance.fico = entered(data.ficoSource, data.ficoAsOf ?? today);
  return { revenueSource: data.revenueSource, revenueAsOf: today, ficoSource: data.ficoSource, ficoAsOf: data.ficoAsOf ?? today, provenance };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
