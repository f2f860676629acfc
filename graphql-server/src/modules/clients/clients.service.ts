import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, RateLimitedError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { RECORD_POPULATE } from '../applications/application-admin.service.js';
import { TERMINAL_STATUSES, WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND, hashAccessToken, resultPath } from '../applications/application.service.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import { Business, monthsSince } from '../businesses/business.entity.js';
import type { DashboardService, QueueItem } from '../dashboard/dashboard.service.js';
import { Document } from '../documents/document.entity.js';
import { EmailService } from '../email/email.service.js';
import { claimLinkEmail, emailSite } from '../email/templates.js';
import { Role, User } from '../users/user.entity.js';
import { ClientNote } from './client-note.entity.js';
import { CLIENT_NOT_FOUND, clientListSchema, clientNoteSchema, parseClientId, type ClientListInput, type ClientListQuery, type ClientSort } from './clients.schemas.js';

const DAY_MS = 86_400_000;
/** R10: a claim link is resent at most this many times per application in 24 hours. */
export const CLAIM_LINK_SENDS_PER_DAY = 3;
export const CLAIM_LINK_SENT = 'application.claim_link_sent';
/** How many unclaimed applications the overview lists (newest first); the count says how many there are. */
export const UNCLAIMED_LIST_LIMIT = 10;
/** How many audit events the client detail shows. */
const ACTIVITY_LIMIT = 100;

const TERMINAL = [...TERMINAL_STATUSES];
/** Statuses of an application that is still open: neither a draft nor ended. */
const CLOSED_OR_DRAFT = [WorkflowStatus.draft, ...TERMINAL];

/** One row of R11's clients tab: a client user with their latest business and applications, in one query. */
export interface ClientRow {
  id: number;
  username: string;
  email: string;
  /** First and last name, else the latest application's contact name, else the username. */
  name: string;
  createdAt: Date;
  businessId: number | null;
  businessName: string | null;
  state: string | null;
  industry: string | null;
  monthsInBusiness: number | null;
  applicationCount: number;
  openApplicationCount: number;
  latestStatus: WorkflowStatus | null;
  netbuilderPlan: string | null;
  netbuilderStatus: string | null;
}

export interface ClientPage {
  items: ClientRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** An application intake without an account, for R10's *Resend claim link*. */
export interface UnclaimedApplication {
  applicationId: number;
  number: string | null;
  businessName: string;
  contactName: string;
  email: string;
  submittedAt: Date | null;
  workflowStatus: WorkflowStatus;
  /** Claim links sent in the last 24 hours (at most 3). */
  linksSentToday: number;
}

export interface ClientOverview {
  asOf: Date;
  clientCount: number;
  newClients30d: number;
  clientsWithOpenApplications: number;
  unclaimedApplications: number;
  documentsAwaitingReview: number;
  creditBuilderApplications: number;
  net30ApplicationsPending: number;
  /** False on a fresh install: no client and no application arrived yet (R10's empty state). */
  hasAnything: boolean;
  unclaimed: UnclaimedApplication[];
  /** The R1 queue's rows about clients' work: info requests answered and documents uploaded, oldest first. */
  needsAttention: QueueItem[];
}

export interface ClientDetail {
  client: User;
  name: string;
  lastSignInAt: Date | null;
  businesses: Business[];
  applications: Application[];
  documents: Document[];
  notes: ClientNote[];
  activity: AuditEvent[];
  netbuilderPlan: string | null;
  netbuilderStatus: string | null;
}

export interface ClaimLinkReceipt {
  applicationId: number;
  sentTo: string;
  sentToday: number;
  remainingToday: number;
}

interface ClientRowRecord {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
  business_id: number | null;
  legal_name: string | null;
  state: string | null;
  industry: string | null;
  started_on: string | Date | null;
  application_count: number | null;
  open_count: number | null;
  latest_status: WorkflowStatus | null;
  latest_contact_name: string | null;
  plan: string | null;
  plan_status: string | null;
  total_count: string | number;
}

const ORDER_BY: Record<ClientSort, string> = {
  createdAt_desc: 'u.created_at desc, u.id desc',
  createdAt_asc: 'u.created_at asc, u.id asc',
  businessName_asc: 'b.legal_name asc nulls last, u.id asc',
  businessName_desc: 'b.legal_name desc nulls last, u.id desc',
  applicationCount_desc: 'apps.application_count desc, u.id desc',
  applicationCount_asc: 'apps.application_count asc, u.id asc',
};

/** `%text%` for ILIKE, with `%`, `_` and `\` matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The clients list's page query (R11) with its parameters: every client user joined with their latest business,
 * their applications' count, open count and latest status, and their NetBuilder subscription (each a lookup on an
 * indexed column: businesses.owner_id, applications.owner_id, netbuilder_subscriptions.user_id), filtered, sorted
 * and cut to one page, the total counted by a window function. Exported for the EXPLAIN test.
 */
export function clientListQuery({ filter, sort, page, pageSize }: ClientListQuery): { sql: string; params: unknown[] } {
  const where: string[] = [`u.role = 'client'`];
  const params: unknown[] = [...CLOSED_OR_DRAFT];
  if (filter.state) {
    where.push('b.state = ?');
    params.push(filter.state);
  }
  if (filter.industry) {
    where.push('b.industry = ?');
    params.push(filter.industry);
  }
  if (filter.latestStatus) {
    where.push('latest.status = ?');
    params.push(filter.latestStatus);
  }
  if (filter.withOpenApplications === true) where.push('apps.open_count > 0');
  if (filter.withOpenApplications === false) where.push('apps.open_count = 0');
  if (filter.search) {
    const like = likePattern(filter.search);
    const einLast4 = /^\d{4}$/.test(filter.search) ? filter.search : null;
    // Name, e-mail, phone, EIN last 4 and application number, on the account, its businesses and its applications.
    where.push(`(u.username ilike ? or u.email ilike ? or concat_ws(' ', u.first_name, u.last_name) ilike ?
      or exists (select 1 from businesses ob where ob.owner_id = u.id and (ob.legal_name ilike ? or ob.dba ilike ? or ob.phone ilike ? or ob.ein_last4 = ?))
      or exists (select 1 from applications oa where oa.owner_id = u.id
                 and (oa.business_name ilike ? or oa.contact_name ilike ? or oa.owner_email ilike ? or oa.phone ilike ? or oa.number ilike ?)))`);
    params.push(like, like, like, like, like, like, einLast4, like, like, like, like, like);
  }
  params.push(pageSize, (page - 1) * pageSize);
  const sql = `select u.id, u.username, u.email, u.first_name, u.last_name, u.created_at,
       b.id as business_id, b.legal_name, b.state, b.industry, b.started_on,
       apps.application_count, apps.open_count, latest.status as latest_status, latest.contact_name as latest_contact_name,
       s.plan::text as plan, s.status as plan_status,
       count(*) over () as total_count
  from users u
  left join lateral (select id, legal_name, state, industry, started_on from businesses where owner_id = u.id order by created_at desc, id desc limit 1) b on true
  left join lateral (
    select count(*)::int as application_count,
           (count(*) filter (where status::text not in (${CLOSED_OR_DRAFT.map(() => '?').join(', ')})))::int as open_count
      from applications where owner_id = u.id) apps on true
  left join lateral (
    select status::text as status, contact_name from applications where owner_id = u.id
     order by coalesce(submitted_at, created_at) desc, id desc limit 1) latest on true
  left join netbuilder_subscriptions s on s.user_id = u.id
 where ${where.join(' and ')}
 order by ${ORDER_BY[sort]}
 limit ? offset ?`;
  return { sql, params };
}

function displayName(user: { first_name?: string | null; last_name?: string | null; firstName?: string | null; lastName?: string | null; username: string }, fallback: string | null): string {
  const name = [user.first_name ?? user.firstName, user.last_name ?? user.lastName].filter(Boolean).join(' ').trim();
  return name || fallback?.trim() || user.username;
}

function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/**
 * R10 client overview and R11 clients (BACKOFFICE §2): the list, one client's file, internal notes and the claim
 * link of an application nobody claimed yet. Admins only; each method checks the caller itself.
 */
export class ClientAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly dashboard: DashboardService,
    private readonly config: AppConfig,
  ) {}

  /** R11's clients tab: one page in one query (plus a count when a page past the end comes back empty). */
  async list(input: ClientListInput, caller: Caller, now = new Date()): Promise<ClientPage> {
    requireRole(caller, [Role.admin]);
    const query = parseInput(clientListSchema, input);
    const { sql, params } = clientListQuery(query);
    const rows = await this.em.execute<ClientRowRecord[]>(sql, params);
    let totalCount = rows.length > 0 ? Number(rows[0]!.total_count) : 0;
    if (rows.length === 0 && query.page > 1) {
      const all = clientListQuery({ ...query, page: 1, pageSize: 1 });
      const [first] = await this.em.execute<ClientRowRecord[]>(all.sql, all.params);
      totalCount = first ? Number(first.total_count) : 0;
    }
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        username: row.username,
        email: row.email,
        name: displayName(row, row.latest_contact_name),
        createdAt: new Date(row.created_at),
        businessId: row.business_id === null ? null : Number(row.business_id),
        businessName: row.legal_name,
        state: row.state,
        industry: row.industry,
        monthsInBusiness: monthsSince(isoDate(row.started_on), now),
        applicationCount: row.application_count ?? 0,
        openApplicationCount: row.open_count ?? 0,
        latestStatus: row.latest_status,
        netbuilderPlan: row.plan,
        netbuilderStatus: row.plan_status,
      })),
      totalCount,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** R10: the counts, the unclaimed intakes (newest first) and the clients' work waiting for the team. */
  async overview(caller: Caller, now = new Date()): Promise<ClientOverview> {
    requireRole(caller, [Role.admin]);
    const [counts] = await this.em.execute<Record<string, number>[]>(
      `select
         (select count(*) from users where role = 'client')::int as clients,
         (select count(*) from users where role = 'client' and created_at >= ?)::int as new_clients,
         (select count(distinct owner_id) from applications where owner_id is not null and status::text not in (${CLOSED_OR_DRAFT.map(() => '?').join(', ')}))::int as with_open,
         (select count(*) from applications where owner_id is null and status <> 'draft')::int as unclaimed,
         (select count(*) from applications where status <> 'draft')::int as applications,
         (select count(*) from document d join applications a on a.id = d.application_id
           where d.status = 'uploaded' and a.status::text not in (${TERMINAL.map(() => '?').join(', ')}))::int as documents,
         (select count(*) from credit_applications where program = 'netbuilder' and status in ('submitted', 'in_review'))::int as credit_builder,
         (select count(*) from net30_application where status in ('submitted', 'needs_info'))::int as net30`,
      [new Date(now.getTime() - 30 * DAY_MS), ...CLOSED_OR_DRAFT, ...TERMINAL],
    );
    const unclaimedRows = await this.em.execute<
      { id: number; number: string | null; business_name: string; contact_name: string; owner_email: string; submitted_at: Date | null; status: WorkflowStatus; sent: number }[]
    >(
      `select a.id, a.number, coalesce(b.legal_name, a.business_name) as business_name, a.contact_name, a.owner_email, a.submitted_at, a.status::text as status,
              (select count(*) from audit_event e where e.entity_type = 'application' and e.entity_id = a.id::text and e.action = ? and e.occurred_at > ?)::int as sent
         from applications a left join businesses b on b.id = a.business_id
        where a.owner_id is null and a.status <> 'draft'
        order by a.submitted_at desc nulls last, a.id desc
        limit ?`,
      [CLAIM_LINK_SENT, new Date(now.getTime() - DAY_MS), UNCLAIMED_LIST_LIMIT],
    );
    const queue = await this.dashboard.queue(caller, now);
    if (!counts) throw new Error('The overview counts answered no row');
    return {
      asOf: now,
      clientCount: counts.clients!,
      newClients30d: counts.new_clients!,
      clientsWithOpenApplications: counts.with_open!,
      unclaimedApplications: counts.unclaimed!,
      documentsAwaitingReview: counts.documents!,
      creditBuilderApplications: counts.credit_builder!,
      net30ApplicationsPending: counts.net30!,
      hasAnything: counts.clients! > 0 || counts.applications! > 0,
      unclaimed: unclaimedRows.map((row) => ({
        applicationId: Number(row.id),
        number: row.number,
        businessName: row.business_name,
        contactName: row.contact_name,
        email: row.owner_email,
        submittedAt: row.submitted_at ? new Date(row.submitted_at) : null,
        workflowStatus: row.status,
        linksSentToday: row.sent,
      })),
      needsAttention: queue.items.filter((item) => item.kind === 'info_request_answered' || item.kind === 'documents_uploaded'),
    };
  }

  /** R11 client detail: the account, its businesses with provenance, applications, documents, notes and activity. */
  async get(idValue: unknown, caller: Caller): Promise<ClientDetail> {
    requireRole(caller, [Role.admin]);
    const id = parseClientId(idValue);
    const client = id === null ? null : await this.em.findOne(User, { id, role: Role.client });
    if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);

    const applications = await this.em.find(Application, { owner: client.id }, {
      populate: RECORD_POPULATE,
      strategy: 'joined',
      orderBy: { submittedAt: 'desc nulls last', id: 'desc' },
    });
    const businesses = await this.em.find(Business, { $or: [{ owner: client.id }, { id: { $in: applications.map((application) => application.business.id) } }] }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const applicationIds = applications.map((application) => application.id);
    const documents = applicationIds.length
      ? await this.em.find(Document, { application: { $in: applicationIds } }, { orderBy: { id: 'desc' } })
      : [];
    const notes = await this.em.find(ClientNote, { client: client.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    // The client's events through the (entity_type, entity_id, seq) index, then the newest 100. As a plain
    // `order by seq desc limit 100` the planner walks the whole audit trail backwards by seq hoping to meet 100 of
    // them early (issue 14: 3.5 s a request at 100,000 applications for a client with a few dozen events).
    const entities: [string, string][] = [
      ['user', String(client.id)],
      ...applicationIds.map((applicationId): [string, string] => ['application', String(applicationId)]),
      ...businesses.map((business): [string, string] => ['business', String(business.id)]),
    ];
    const activityRows = await this.em.execute<Record<string, unknown>[]>(
      `with mine as materialized (
         select * from audit_event where (entity_type, entity_id) in (${entities.map(() => '(?, ?)').join(', ')})
       )
       select * from mine order by seq desc limit ?`,
      [...entities.flat(), ACTIVITY_LIMIT],
    );
    const activity = activityRows.map((row) => this.em.map(AuditEvent, row));
    const [extra] = await this.em.execute<{ last_sign_in: Date | null; plan: string | null; plan_status: string | null }[]>(
      `select (select max(created_at) from sessions where user_id = ?) as last_sign_in,
              (select plan::text from netbuilder_subscriptions where user_id = ?) as plan,
              (select status from netbuilder_subscriptions where user_id = ?) as plan_status`,
      [client.id, client.id, client.id],
    );
    return {
      client,
      name: displayName(client, applications[0]?.contactName ?? null),
      lastSignInAt: extra?.last_sign_in ? new Date(extra.last_sign_in) : null,
      businesses,
      applications,
      documents,
      notes,
      activity,
      netbuilderPlan: extra?.plan ?? null,
      netbuilderStatus: extra?.plan_status ?? null,
    };
  }

  /** R11 *Add note*: an internal note about a client (at most 5,000 characters), audited with its text. */
  async addNote(clientIdValue: unknown, input: { body: unknown }, caller: Caller): Promise<ClientNote> {
    const admin = requireRole(caller, [Role.admin]);
    const id = parseClientId(clientIdValue);
    const { body } = parseInput(clientNoteSchema, input);
    const client = id === null ? null : await this.em.findOne(User, { id, role: Role.client });
    if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
    return this.em.transactional(async (em) => {
      const note = em.create(ClientNote, { client: client.id, body, author: admin.id, authorName: admin.username, createdAt: new Date() });
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'client.note_added',
        entityType: 'user',
        entityId: client.id,
        summary: `${admin.username} added an internal note about ${client.username}.`,
        after: { noteId: note.id, body },
      });
      return note;
    });
  }

  /**
   * R10 *Resend claim link*: e-mails the applicant of an unclaimed application its result link with a new token
   * (only the token's hash is stored, so the link cannot be sent as it was; the previous link stops working),
   * through the outbox, audited. At most 3 times per application in 24 hours: the application's row is locked
   * while the sends are counted, so parallel requests are counted one after the other.
   */
  async resendClaimLink(applicationIdValue: unknown, caller: Caller): Promise<ClaimLinkReceipt> {
    const admin = requireRole(caller, [Role.admin]);
    const id = parseApplicationId(applicationIdValue);
    if (id === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return this.em.transactional(async (em) => {
      const [application] = await em.execute<
        { id: number; number: string | null; owner_id: number | null; status: WorkflowStatus; owner_email: string; contact_name: string; business_name: string }[]
      >(`select id, number, owner_id, status::text as status, owner_email, contact_name, business_name from applications where id = ? for update`, [id]);
      if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
      if (application.status === WorkflowStatus.draft) throw new ConflictError('A draft has no result link yet: submit it first');
      if (application.owner_id !== null) throw new ConflictError('This application is already on its client’s dashboard: there is no claim link to send');

      const sent = await em.execute<{ occurred_at: Date }[]>(
        `select occurred_at from audit_event where entity_type = 'application' and entity_id = ? and action = ? and occurred_at > now() - interval '24 hours' order by occurred_at asc`,
        [String(id), CLAIM_LINK_SENT],
      );
      if (sent.length >= CLAIM_LINK_SENDS_PER_DAY) {
        const retryAt = new Date(sent[0]!.occurred_at).getTime() + DAY_MS;
        throw new RateLimitedError(
          `The claim link of this application was already sent ${CLAIM_LINK_SENDS_PER_DAY} times in the last 24 hours. Try again tomorrow.`,
          Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)),
        );
      }

      const token = randomBytes(32).toString('base64url');
      await em.execute(`update applications set access_token_hash = ? where id = ?`, [hashAccessToken(token), id]);
      await EmailService.enqueue(
        em,
        claimLinkEmail(emailSite(this.config), {
          to: application.owner_email,
          name: application.contact_name,
          businessName: application.business_name,
          application: { id, number: application.number },
          resultPath: resultPath(id, token),
        }),
      );
      await this.audit.record(em, {
        actor: userActor(admin),
        action: CLAIM_LINK_SENT,
        entityType: 'application',
        entityId: id,
        summary: `${admin.username} sent the claim link of application ${application.number ?? id} to ${application.owner_email} again.`,
      });
      return { applicationId: id, sentTo: application.owner_email, sentToday: sent.length + 1, remainingToday: CLAIM_LINK_SENDS_PER_DAY - sent.length - 1 };
    });
  }
}
