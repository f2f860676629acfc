import { raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import { Role, User } from '../users/user.entity.js';
import { ApplicationStatusChange } from './application-status-change.entity.js';
import { Application } from './application.entity.js';
import { applicationListSchema, type ApplicationListInput, type ApplicationSort } from './application-admin.schemas.js';
import { parseApplicationId } from './application.schemas.js';
import { APPLICATION_NOT_FOUND } from './application.service.js';

/** Records of one application whose audit events belong on its timeline: each table's name is its audit entity type. */
const RELATED_ENTITY_TABLES = ['document', 'info_request', 'submission', 'offer', 'funding'] as const;

export interface ApplicationRecordPage {
  items: Application[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** What the list and the detail load with an application, in the same query (no query per row). */
export const RECORD_POPULATE = ['business', 'assignedAdmin', 'owner'] as const;

const SORTS: Record<ApplicationSort, QueryOrderMap<Application>> = {
  submittedAt_desc: { submittedAt: 'desc nulls last', id: 'desc' },
  submittedAt_asc: { submittedAt: 'asc nulls last', id: 'asc' },
  requestedAmount_desc: { requestedAmount: 'desc', id: 'desc' },
  requestedAmount_asc: { requestedAmount: 'asc', id: 'asc' },
  businessName_asc: { business: { legalName: 'asc' }, id: 'asc' },
  status_asc: { status: 'asc', submittedAt: 'desc nulls last', id: 'desc' },
};

/**
 * Totals of the application list that are this large are kept for a few seconds: counting 100,000 rows costs tens of
 * milliseconds on every page turn (issue 14), and "Page 1 of 4,002" a few seconds old misleads nobody. A smaller
 * total, such as a working queue's, is counted on every request and always exact.
 */
export const LARGE_LIST_COUNT = 10_000;
export const LARGE_LIST_COUNT_TTL_MS = 15_000;

/** The list's totals of LARGE_LIST_COUNT or more by filter, each for LARGE_LIST_COUNT_TTL_MS (per process, at most 500 filters). */
export class LargeCountCache {
  private readonly entries = new Map<string, { count: number; at: number }>();

  constructor(
    private readonly threshold = LARGE_LIST_COUNT,
    private readonly ttlMs = LARGE_LIST_COUNT_TTL_MS,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.ttlMs) return kept.count;
    const value = await count();
    if (value >= this.threshold) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { count: value, at: now });
    } else {
      this.entries.delete(key);
    }
    return value;
  }
}

const largeCounts = new LargeCountCache();

/** The admin's reads of applications (R11 list, R13 workspace): admins only, each list page in two queries. */
export class ApplicationAdminService {
  constructor(private readonly em: EntityManager) {}

  /** R11's applications tab: filtered, searched, sorted, one page (25 by default, at most 100) and the total. */
  async list(input: ApplicationListInput, caller: Caller): Promise<ApplicationRecordPage> {
    requireRole(caller, [Role.admin]);
    const { filter, sort, page, pageSize } = parseInput(applicationListSchema, input);
    const where: FilterQuery<Application>[] = [];
    if (filter.statuses?.length) where.push({ status: { $in: filter.statuses } });
    if (filter.unassigned) where.push({ assignedAdmin: null });
    else if (filter.assigneeId) where.push({ assignedAdmin: filter.assigneeId });
    if (filter.product) where.push({ product: filter.product });
    if (filter.submittedFrom) where.push({ submittedAt: { $gte: new Date(`${filter.submittedFrom}T00:00:00Z`) } });
    if (filter.submittedTo) where.push({ submittedAt: { $lt: new Date(Date.parse(`${filter.submittedTo}T00:00:00Z`) + 86_400_000) } });
    if (filter.search) where.push(searchFilter(filter.search));

    const query: FilterQuery<Application> = where.length ? { $and: where } : {};
    const items = await this.em.find(Application, query, {
      populate: RECORD_POPULATE,
      strategy: 'joined',
      orderBy: SORTS[sort],
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    // The count joins only what the filter needs (the search's business), not the page's assignee and owner.
    const totalCount = await largeCounts.get(JSON.stringify(filter), () => this.em.count(Application, query));
    return { items, totalCount, page, pageSize };
  }

  /** R13: one application with its business, assignee and owner. Drafts included (they are the team's). */
  async get(idValue: unknown, caller: Caller): Promise<Application> {
    requireRole(caller, [Role.admin]);
    const id = parseApplicationId(idValue);
    const application = id === null ? null : await this.em.findOne(Application, { id }, { populate: RECORD_POPULATE, strategy: 'joined' });
    if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return application;
  }

  /** The admins an application can be assigned to, by name. */
  async staffMembers(caller: Caller): Promise<User[]> {
    requireRole(caller, [Role.admin]);
    return this.em.find(User, { role: Role.admin }, { orderBy: { username: 'asc' } });
  }

  /** The status history with the team's reasons, oldest first (one query: ask for it on one record). */
  async statusHistory(application: Application, caller: Caller): Promise<ApplicationStatusChange[]> {
    requireRole(caller, [Role.admin]);
    return this.em.find(ApplicationStatusChange, { application: application.id }, { orderBy: { changedAt: 'asc', id: 'asc' }, populate: ['changedBy'] });
  }

  /**
   * This application's audit events and those of its documents and information requests (uploads, reviews,
   * downloads, answers) and of its marketplace records — submissions (proposals, consents, the lenders' reads),
   * offers and fundings — newest first: the workspace's timeline (R13: status history + audit + access log). Two
   * queries: ask for it on one record.
   */
  async activity(application: Application, caller: Caller): Promise<AuditEvent[]> {
    requireRole(caller, [Role.admin]);
    // By table name: the documents and marketplace modules build on this one, not the other way round.
    const related = await this.em.execute<{ entity_type: string; entity_id: string }[]>(
      RELATED_ENTITY_TABLES.map((table) => `select '${table}' as entity_type, id::text as entity_id from ${table} where application_id = ?`).join(' union all '),
      RELATED_ENTITY_TABLES.map(() => application.id),
    );
    const idsOf = (type: string) => related.filter((row) => row.entity_type === type).map((row) => row.entity_id);
    return this.em.find(
      AuditEvent,
      {
        $or: [
          { entityType: 'application', entityId: String(application.id) },
          ...RELATED_ENTITY_TABLES.map((table) => ({ entityType: table, entityId: { $in: idsOf(table) } })),
        ],
      },
      { orderBy: { seq: 'desc' }, limit: 200 },
    );
  }
}

/**
 * R11 search: a part of the business name, the contact e-mail or the phone number; an application number (or its
 * digits); the EIN's last 4 digits. `%` and `_` in the text are matched as themselves.
 *
 * Written as `id in (… union …)` so that each part is served by its index (issue 14): the application's four
 * columns by their trigram indexes (one bitmap OR), the business's name by its trigram index and the EIN digits by
 * theirs, each business then joined to its applications by `business_id`. The same OR across the joined business
 * in one WHERE left the planner nothing but reading every application.
 */
function searchFilter(search: string): FilterQuery<Application> {
  const like = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const byEin = /^\d{4}$/.test(search);
  const matching = raw(
    (alias: string) =>
      `${alias}.id in (select s.id from applications s
                        where s.business_name ilike ? or s.owner_email ilike ? or s.phone ilike ? or s.number ilike ?
                       union
                       select s.id from businesses sb join applications s on s.business_id = sb.id
                        where sb.legal_name ilike ?${byEin ? ' or sb.ein_last4 = ?' : ''})`,
    [like, like, like, like, like, ...(byEin ? [search] : [])],
  );
  return { [matching]: [] } as FilterQuery<Application>;
}
