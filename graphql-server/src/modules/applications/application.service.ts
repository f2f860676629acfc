import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, RateLimitedError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import type { AppConfig } from '../../config/index.js';
import { systemActor, userActor, type AuditService } from '../audit/audit.service.js';
import { EmailService } from '../email/email.service.js';
import { applicationReceivedEmail, emailSite } from '../email/templates.js';
import { IdempotencyKey } from '../integrations/idempotency-key.entity.js';
import { MatchResultService } from '../matches/match-results.service.js';
import { canonicalHash, deriveToken, type IntegrationCaller } from '../integrations/integration.service.js';
import { countIntakeApplication } from '../integrations/intake-throttle.js';
import { Business, startedMonthsBefore } from '../businesses/business.entity.js';
import { BusinessService, type BusinessFacts } from '../businesses/business.service.js';
import { Role, type User } from '../users/user.entity.js';
import { Application, ApplicationStatus, type ApplicationSource } from './application.entity.js';
import { ApplicationStatusChange } from './application-status-change.entity.js';
import { applicationIntakeSchema, parseApplicationId, type ApplicationIntake, type ApplicationIntakeInput } from './application.schemas.js';
import { reapplyDate, WorkflowStatus } from './application-workflow.js';
import type { QuotaReport } from '../../shared/rate-limit.js';

/** One message for a missing application and one the caller may not read (DESIGN §5). */
export const APPLICATION_NOT_FOUND = 'Application not found';
export const ALREADY_CLAIMED = 'This application is already linked to another account';
export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was already used with a different request body';
export const CLIENTS_ONLY = 'Only client accounts can add applications to a dashboard';

const INTAKE_OPERATION = 'applications.submit';
/** Longer than any token we issue; longer input is not a token and is not hashed. */
const MAX_TOKEN_LENGTH = 128;

export interface SubmittedApplication {
  application: Application;
  /** The raw access token, handed out once in the result link. */
  token: string;
  /** The status the intake answered with: always review (a replay repeats the first answer). */
  status: ApplicationStatus;
  /** True when this answers a repeated request with a known Idempotency-Key. */
  replayed: boolean;
}

/**
 * An application result as its reads show it (`readResult`): the columns the REST answer and the GraphQL
 * `Application` type show, with the owner's id, as plain values. The entity has these same properties.
 */
export interface ApplicationResult
  extends Pick<
    Application,
    | 'id'
    | 'status'
    | 'version'
    | 'businessName'
    | 'contactName'
    | 'ownerEmail'
    | 'product'
    | 'requestedAmount'
    | 'industry'
    | 'state'
    | 'monthsInBusiness'
    | 'monthlyRevenue'
    | 'statusReasonCodes'
    | 'createdAt'
    | 'updatedAt'
  > {
  number: string | null;
  owner: { id: number } | null;
  statusNote: string | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  reapplyAfter: string | null;
  approvedAmount: string | null;
  approvedTerm: string | null;
  approvedRate: string | null;
  approvedPayment: string | null;
}

/** The columns `readResult` reads (and checks: the owner and the token's hash). */
const RESULT_COLUMNS =
  'id, number, status, version, owner_id, access_token_hash, business_name, contact_name, owner_email, product, requested_amount, ' +
  'industry, state, months_in_business, monthly_revenue, status_reason_codes, status_note, submitted_at, decided_at, reapply_after, ' +
  'approved_amount, approved_term, approved_rate, approved_payment, created_at, updated_at';

/** The row as the ORM's connection returns it: timestamps and dates stay text (MikroORM's PostgreSQL type parsers). */
interface ResultRow {
  id: number;
  number: string | null;
  status: WorkflowStatus;
  version: number;
  owner_id: number | null;
  access_token_hash: string;
  business_name: string;
  contact_name: string;
  owner_email: string;
  product: string;
  requested_amount: number;
  industry: string;
  state: string;
  months_in_business: number;
  monthly_revenue: number;
  status_reason_codes: string[];
  status_note: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  reapply_after: string | null;
  approved_amount: string | null;
  approved_term: string | null;
  approved_rate: string | null;
  approved_payment: string | null;
  created_at: string;
  updated_at: string;
}

/** A status as an import gives it: the workflow's, or (landed demo data) the spec's public one. */
export type RecordedStatus = WorkflowStatus | ApplicationStatus | `${WorkflowStatus}` | `${ApplicationStatus}`;

/**
 * Demo and back-office import: an application with a known token, decision and history. Public statuses map as
 * the workflow migration maps landed rows (review → submitted, approved → offered); a `declineReason` becomes the
 * decision's note with the reason code `other` unless `statusReasonCodes` are given.
 */
export interface RecordedApplication extends Omit<ApplicationIntake, 'source'> {
  id?: number;
  /** Where it came from; unlike the intake, any source (staff-entered drafts are `admin`). */
  source?: ApplicationSource;
  token: string;
  status: RecordedStatus;
  approvedAmount?: string | null;
  approvedTerm?: string | null;
  approvedRate?: string | null;
  approvedPayment?: string | null;
  declineReason?: string | null;
  statusReasonCodes?: string[];
  assignedAdmin?: User | null;
  owner?: User | null;
  createdAt: Date;
  history: { from: RecordedStatus | null; to: RecordedStatus; actor: string; note?: string | null; at: Date; changedBy?: User | null }[];
}

/** The workflow status a recorded (or landed) status stands for. */
export function workflowStatusOf(status: RecordedStatus): WorkflowStatus {
  if (status === ApplicationStatus.review) return WorkflowStatus.submitted;
  if (status === ApplicationStatus.approved) return WorkflowStatus.offered;
  return status as WorkflowStatus;
}

/** `NF-2026-000123`: the year of submission and the next number of the database sequence. */
export async function nextApplicationNumber(em: EntityManager, submittedAt: Date): Promise<string> {
  const [row] = await em.execute<{ n: string }[]>(`select nextval('application_number_seq') as n`);
  return `NF-${submittedAt.getUTCFullYear()}-${String(row!.n).padStart(6, '0')}`;
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The result link handed to the applicant (an absolute path on this site). */
export function resultPath(id: number, token: string): string {
  return `/result/${id}?token=${encodeURIComponent(token)}`;
}

/**
 * The rules of applications: intake (validated, idempotent), who may read a result (an admin, the owning
 * client, or whoever holds the access token; everyone else gets the same "not found" as for a missing id),
 * claiming with the token, and the status history.
 */
export class ApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact' | 'integration'>,
  ) {}

  /**
   * A new application from the external form or an integrator; it starts in review. Each new application counts
   * against the API key's rate limit in its own transaction (a failed one gives its count back); a replay of a known
   * Idempotency-Key creates nothing and is not counted, so a client retrying under the limit's 429 can still read
   * the answers it already got.
   */
  async submit(input: ApplicationIntakeInput | unknown, caller: IntegrationCaller, idempotencyKey?: string, quotas?: QuotaReport): Promise<SubmittedApplication> {
    const data = parseInput(applicationIntakeSchema, input);
    if (!idempotencyKey) {
      const token = randomBytes(32).toString('base64url');
      const application = await this.em.transactional(async (em) => {
        await countIntakeApplication(em, this.config.integration, caller, quotas);
        return this.insert(em, data, token);
      });
      return { application, token, status: ApplicationStatus.review, replayed: false };
    }

    const requestHash = canonicalHash(data);
    const known = await this.em.findOne(IdempotencyKey, { apiKeyHash: caller.apiKeyHash, key: idempotencyKey });
    if (known) return this.replay(known, requestHash, caller);

    const tokenSalt = randomBytes(32).toString('hex');
    const token = deriveToken(caller.apiKey, tokenSalt);
    try {
      const application = await this.em.transactional(async (em) => {
        await countIntakeApplication(em, this.config.integration, caller, quotas);
        const application = await this.insert(em, data, token);
        em.create(IdempotencyKey, {
          apiKeyHash: caller.apiKeyHash,
          key: idempotencyKey,
          requestHash,
          operation: INTAKE_OPERATION,
          resourceId: application.id,
          tokenSalt,
        });
        await em.flush();
        return application;
      });
      return { application, token, status: ApplicationStatus.review, replayed: false };
    } catch (error) {
      // The same key raced in from another request: the first one to commit wins, this one replays it. Waiting on
      // the rate limit's counter behind the winner, this one may have been refused as over the limit: a replay still.
      if (!(error instanceof UniqueConstraintViolationException) && !(error instanceof RateLimitedError)) throw error;
      const winner = await this.em.fork().findOne(IdempotencyKey, { apiKeyHash: caller.apiKeyHash, key: idempotencyKey });
      if (!winner) throw error;
      return this.replay(winner, requestHash, caller);
    }
  }

  /**
   * The application `idValue` names, if `viewer` (or the holder of `token`) may read it. A malformed id is a
   * ValidationError; a missing application and one the caller may not read are the same NotFoundError.
   */
  async getReadable(idValue: unknown, token: string | null | undefined, caller: Caller): Promise<Application> {
    const id = parseApplicationId(idValue);
    if (id === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const application = await this.findById(id);
    if (!application || !canRead(application.status, application.owner?.id ?? null, application.accessTokenHash, token, caller)) {
      throw new NotFoundError(APPLICATION_NOT_FOUND);
    }
    return application;
  }

  /**
   * The hot path of every result read (REST `GET /api/applications/{id}`, GraphQL `application`): what
   * `getReadable` allows and answers, as plain values read from the row, without building the entity (MikroORM's
   * hydration was 14-20 % of these reads' CPU; see docs/benchmarks.md). For reads only: a change goes through the
   * entity (`getReadable`).
   */
  async readResult(idValue: unknown, token: string | null | undefined, caller: Caller): Promise<ApplicationResult> {
    const id = parseApplicationId(idValue);
    if (id === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const [row] = await this.em.execute<ResultRow[]>(`select ${RESULT_COLUMNS} from applications where id = ?`, [id]);
    if (!row || !canRead(row.status, row.owner_id, row.access_token_hash, token, caller)) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const date = (value: string | null): Date | null => (value === null ? null : (this.em.getPlatform().parseDate(value) as Date));
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      version: row.version,
      owner: row.owner_id === null ? null : { id: row.owner_id },
      businessName: row.business_name,
      contactName: row.contact_name,
      ownerEmail: row.owner_email,
      product: row.product,
      requestedAmount: row.requested_amount,
      industry: row.industry,
      state: row.state,
      monthsInBusiness: row.months_in_business,
      monthlyRevenue: row.monthly_revenue,
      statusReasonCodes: row.status_reason_codes,
      statusNote: row.status_note,
      submittedAt: date(row.submitted_at),
      decidedAt: date(row.decided_at),
      reapplyAfter: row.reapply_after,
      approvedAmount: row.approved_amount,
      approvedTerm: row.approved_term,
      approvedRate: row.approved_rate,
      approvedPayment: row.approved_payment,
      createdAt: date(row.created_at)!,
      updatedAt: date(row.updated_at)!,
    };
  }

  /** One primary-key query hydrated with `em.map` (MikroORM's query building for `findOne` cost more CPU than the rest of the request). */
  private async findById(id: number): Promise<Application | null> {
    const [row] = await this.em.execute<Record<string, unknown>[]>('select * from applications where id = ?', [id]);
    return row ? this.em.map(Application, row) : null;
  }

  /** The signed-in client's own applications, newest first. */
  async listOwned(caller: Caller): Promise<Application[]> {
    const client = requireRole(caller, [Role.client]);
    return this.em.find(Application, { owner: client.id, status: { $ne: WorkflowStatus.draft } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The status history of an application the caller has already been allowed to read, oldest first. */
  history(application: Pick<Application, 'id'>): Promise<ApplicationStatusChange[]> {
    return this.em.find(ApplicationStatusChange, { application: application.id }, { orderBy: { changedAt: 'asc', id: 'asc' } });
  }

  /**
   * Links an application to the signed-in client, proven by its access token (never by a matching e-mail).
   * Claiming one's own application again is harmless.
   */
  async claim(idValue: unknown, token: string | null | undefined, caller: Caller): Promise<Application> {
    const viewer = requireRole(caller, [Role.client], CLIENTS_ONLY);
    const id = parseApplicationId(idValue);
    if (id === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const application = await this.em.findOne(Application, { id });
    if (!application || !tokenMatches(application, token)) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const ownerId = application.owner?.id;
    if (ownerId === viewer.id) return application;
    if (ownerId !== undefined) throw new ConflictError(ALREADY_CLAIMED);
    await this.em.transactional(async (em) => {
      // Conditional update: of two clients racing with the same token, exactly one gets it.
      const updated = await em.nativeUpdate(Application, { id, owner: null }, { owner: viewer.id, updatedAt: new Date() });
      if (updated === 0) throw new ConflictError(ALREADY_CLAIMED);
      await em.nativeUpdate(Business, { id: application.business.id, owner: null }, { owner: viewer.id });
      await this.audit.record(em, {
        actor: userActor(viewer),
        action: 'application.claimed',
        entityType: 'application',
        entityId: id,
        summary: `${viewer.username} added application ${id} (${application.businessName}) to their dashboard.`,
        before: { ownerId: null },
        after: { ownerId: viewer.id },
      });
    });
    await this.em.refresh(application);
    return application;
  }

  /** True when an application with this id exists (for idempotent seeding). */
  async exists(id: number): Promise<boolean> {
    return (await this.em.count(Application, { id })) > 0;
  }

  /** Stores an application with a known token, decision and history (demo data, back-office import). */
  async record(data: RecordedApplication): Promise<Application> {
    const { token, history, owner, createdAt, id, source: recordedSource, ...rest } = data;
    const intake = parseInput(applicationIntakeSchema, pickProfile(rest));
    const { profile, facts, source: intakeSource } = splitIntake(intake);
    const source = recordedSource ?? intakeSource;
    const status = workflowStatusOf(rest.status);
    const lastStep = history.at(-1)?.at ?? createdAt;
    const decidedAt = status === WorkflowStatus.declined || status === WorkflowStatus.offered ? lastStep : null;
    const codes = rest.statusReasonCodes ?? (rest.declineReason ? ['other'] : []);
    const application = await this.em.transactional(async (em) => {
      const business = BusinessService.create(em, facts, { source: 'applicant', at: createdAt, enteredBy: null });
      business.owner = owner ?? null;
      const application = em.create(Application, {
        ...(id ? { id } : {}),
        ...profile,
        business,
        number: status === WorkflowStatus.draft ? null : await nextApplicationNumber(em, createdAt),
        status,
        source,
        submittedAt: status === WorkflowStatus.draft ? null : createdAt,
        decidedAt,
        closedAt: status === WorkflowStatus.closed || status === WorkflowStatus.withdrawn ? lastStep : null,
        reapplyAfter: status === WorkflowStatus.declined ? reapplyDate(lastStep) : null,
        statusReasonCodes: status === WorkflowStatus.declined ? codes : [],
        statusNote: rest.declineReason ?? null,
        assignedAdmin: rest.assignedAdmin ?? null,
        approvedAmount: rest.approvedAmount ?? null,
        approvedTerm: rest.approvedTerm ?? null,
        approvedRate: rest.approvedRate ?? null,
        approvedPayment: rest.approvedPayment ?? null,
        owner: owner ?? null,
        accessTokenHash: hashAccessToken(token),
        createdAt,
        updatedAt: lastStep,
      });
      for (const step of history) {
        em.create(ApplicationStatusChange, {
          application,
          fromStatus: step.from === null ? null : workflowStatusOf(step.from),
          toStatus: workflowStatusOf(step.to),
          actor: step.actor,
          changedBy: step.changedBy ?? null,
          note: step.note ?? null,
          changedAt: step.at,
        });
      }
      await em.flush();
      return application;
    });
    if (id) {
      // Explicit ids leave the sequence behind: move it past them so intake does not collide.
      await this.em.execute(`select setval(pg_get_serial_sequence('applications', 'id'), (select max(id) from applications))`);
    }
    return application;
  }

  /** The intake's unit of work: the business, the numbered application in `submitted`, its first history step, the e-mail, the audit event. */
  private async insert(em: EntityManager, data: ApplicationIntake, token: string): Promise<Application> {
    const { profile, facts, source } = splitIntake(data);
    const now = new Date();
    const business = BusinessService.create(em, facts, { source: 'applicant', at: now, enteredBy: null });
    const application = em.create(Application, {
      ...profile,
      business,
      number: await nextApplicationNumber(em, now),
      status: WorkflowStatus.submitted,
      source,
      submittedAt: now,
      accessTokenHash: hashAccessToken(token),
      createdAt: now,
      updatedAt: now,
    });
    em.create(ApplicationStatusChange, {
      application,
      fromStatus: null,
      toStatus: WorkflowStatus.submitted,
      actor: 'Application received',
      note: 'Your application was received and is being reviewed.',
      changedAt: now,
    });
    await em.flush();
    if (application.ownerEmail) await EmailService.enqueue(em, applicationReceivedEmail(emailSite(this.config), { to: application.ownerEmail, name: application.contactName, businessName: application.businessName, application, resultPath: resultPath(application.id, token) }));
    await this.audit.record(em, {
      actor: systemActor('integration'),
      action: 'application.received',
      entityType: 'application',
      entityId: application.id,
      summary: `Application ${application.number} (${application.businessName}) arrived through the intake and is submitted.`,
      before: null,
      after: { number: application.number, status: application.status, businessId: business.id, businessName: application.businessName, product: application.product, requestedAmount: application.requestedAmount, source },
    });
    await MatchResultService.matchApplication(em, application.id);
    return application;
  }

  private async replay(known: IdempotencyKey, requestHash: string, caller: IntegrationCaller): Promise<SubmittedApplication> {
    if (known.operation !== INTAKE_OPERATION || known.requestHash !== requestHash) throw new ConflictError(IDEMPOTENCY_MISMATCH, undefined, 'IDEMPOTENCY_KEY_REUSED');
    const application = await this.em.findOneOrFail(Application, { id: known.resourceId });
    return { application, token: deriveToken(caller.apiKey, known.tokenSalt), status: ApplicationStatus.review, replayed: true };
  }
}

function canRead(status: WorkflowStatus, ownerId: number | null, accessTokenHash: string, token: string | null | undefined, caller: Caller): boolean {
  // A draft (R12) has no number and no result yet: never readable here, not even by admins (they use adminApplication).
  if (status === WorkflowStatus.draft) return false;
  if (caller.role === Role.admin) return true;
  if (caller.role === Role.client && ownerId !== null && ownerId === caller.userId) return true;
  return hashMatches(accessTokenHash, token);
}

function tokenMatches(application: Application, token: string | null | undefined): boolean {
  return hashMatches(application.accessTokenHash, token);
}

function hashMatches(accessTokenHash: string, token: string | null | undefined): boolean {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  return timingSafeEqual(Buffer.from(hashAccessToken(token), 'hex'), Buffer.from(accessTokenHash, 'hex'));
}

function pickProfile(data: ApplicationIntake & Record<string, unknown>): ApplicationIntake {
  const { businessName, contactName, ownerEmail, phone, product, requestedAmount, industry, state, monthsInBusiness, monthlyRevenue, creditScore } = data;
  const { dba, entityType, ein, naicsCode, website, openPositions, source } = data;
  const optional = Object.entries({ dba, entityType, ein, naicsCode, website, openPositions, source }).filter(([, value]) => value !== undefined);
  return { businessName, contactName, ownerEmail, phone, product, requestedAmount, industry, state, monthsInBusiness, monthlyRevenue, creditScore, ...Object.fromEntries(optional) };
}

/**
 * An intake body split into the application's own columns (the facts as submitted), the business's facts, and
 * where it came from. Only the last 4 digits of an EIN are kept.
 */
function splitIntake(data: ApplicationIntake): { profile: Omit<ApplicationIntake, 'dba' | 'entityType' | 'ein' | 'naicsCode' | 'website' | 'openPositions' | 'source'>; facts: BusinessFacts; source: ApplicationSource } {
  const { dba, entityType, ein, naicsCode, website, openPositions, source, ...profile } = data;
  const facts: BusinessFacts = {
    legalName: profile.businessName,
    dba: dba ?? null,
    entityType: entityType ?? null,
    einLast4: ein ? ein.slice(-4) : null,
    naicsCode: naicsCode ?? null,
    industry: profile.industry,
    state: profile.state,
    startedOn: startedMonthsBefore(profile.monthsInBusiness),
    monthlyRevenue: profile.monthlyRevenue,
    fico: profile.creditScore,
    openPositions: openPositions ?? null,
    phone: profile.phone,
    website: website ?? null,
  };
  return { profile, facts, source: source ?? 'external_form' };
}
