import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import type { DeclineReasonCode } from '../../catalogue/decline-reasons.js';
import { TERMINAL_STATUSES, WorkflowStatus } from '../applications/application-workflow.js';
import { Role } from '../users/user.entity.js';
import { isoDay, resolveDashboardRange, type DashboardRange, type DashboardRangeInput } from './dashboard.schemas.js';
import type { KpiCache } from './kpi-cache.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** An unassigned submitted application joins the queue after this long (plain hours: Decisions taken). */
export const UNASSIGNED_AFTER_HOURS = 4;
/** The queue shows at most this many rows, oldest first; `totalCount` says how many there are. */
export const QUEUE_LIMIT = 50;

/** The statuses of the pipeline, in workflow order (drafts are not in it). */
export const PIPELINE_STATUSES: readonly WorkflowStatus[] = Object.values(WorkflowStatus).filter((status) => status !== WorkflowStatus.draft);

export const QUEUE_ITEM_KINDS = ['unassigned_application', 'info_request_answered', 'documents_uploaded', 'lender_change_request'] as const;
export type QueueItemKind = (typeof QUEUE_ITEM_KINDS)[number];

export interface QueueAssignee {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** One row of the Needs action queue: what waits, since when, on which application, and who owns it. */
export interface QueueItem {
  /** Unique within the queue (kind and the waiting record). */
  key: string;
  kind: QueueItemKind;
  /** Null for a lender's change request, which is about the lender (and maybe one program), not an application. */
  applicationId: number | null;
  applicationNumber: string | null;
  /** The business, or the lender's display name for a change request. */
  businessName: string;
  applicationVersion: number | null;
  /** A lender's change request: its id (Mark done), lender and program (R9 / R4 links) and text. */
  changeRequestId: number | null;
  lenderId: number | null;
  programId: number | null;
  programName: string | null;
  message: string | null;
  since: Date;
  ageHours: number;
  /** How many records wait in this row (documents of one application are one row). */
  itemCount: number;
  assignee: QueueAssignee | null;
}

export interface DashboardQueue {
  asOf: Date;
  totalCount: number;
  items: QueueItem[];
}

export interface PipelineStage {
  status: WorkflowStatus;
  count: number;
  /** Whole dollars. */
  requestedAmount: number;
}

export interface TimeToDecision {
  decidedCount: number;
  medianHours: number | null;
  p90Hours: number | null;
  within24hCount: number;
  /** 0–100; null without decisions. */
  within24hPercent: number | null;
}

export interface DashboardKpis {
  range: DashboardRange;
  asOf: Date;
  /** False on a fresh install (no application at all, drafts included). */
  hasApplications: boolean;
  submittedCount: number;
  requestedAmount: number;
  pipeline: PipelineStage[];
  timeToDecision: TimeToDecision;
  declineReasons: { code: DeclineReasonCode; count: number }[];
  applicationsOverTime: { start: string; count: number }[];
}

interface QueueRow {
  kind: QueueItemKind;
  record_id: number;
  application_id: number | null;
  number: string | null;
  business_name: string;
  version: number | null;
  lender_id: number | null;
  program_id: number | null;
  program_name: string | null;
  message: string | null;
  since: Date | string;
  item_count: number;
  assignee_id: number | null;
  assignee_username: string | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  total_count: string | number;
}

const TERMINAL = [...TERMINAL_STATUSES];

/**
 * R1 `/admin/dashboard` (BACKOFFICE §2 R1, §6.2): the Needs action queue and the KPIs of a range, read-only and for
 * admins only. Every figure is one aggregate query on indexed columns (applications by submitted_at, status or
 * decided_at; documents and info requests by status). The queue is computed on each request; the KPIs are served
 * from the dashboard's cache for up to a minute (kpi-cache.ts; the "as of" stamp says when they were computed).
 */
export class DashboardService {
  /** `cache`: the KPIs' (kpi-cache.ts); without one they are computed on each request. */
  constructor(
    private readonly em: EntityManager,
    private readonly cache?: KpiCache,
  ) {}

  /**
   * What needs action now, oldest first: applications submitted and unassigned for more than 4 hours, info
   * requests answered and awaiting review, uploaded documents awaiting review (one row per application), lenders'
   * change requests to their criteria not yet done (R20 Criteria). Documents
   * and info requests of applications that have ended (declined, closed, withdrawn, funded) wait for nobody.
   */
  async queue(caller: Caller, now = new Date()): Promise<DashboardQueue> {
    requireRole(caller, [Role.admin]);
    const unassignedBefore = new Date(now.getTime() - UNASSIGNED_AFTER_HOURS * HOUR_MS);
    const rows = await this.em.execute<QueueRow[]>(
      `with waiting as (
         select 'unassigned_application' as kind, a.id as record_id, a.id as application_id, a.submitted_at as since, 1 as item_count
           from applications a
          where a.status = 'submitted' and a.assigned_admin_id is null and a.submitted_at < ?
         union all
         select 'info_request_answered', r.id, r.application_id, r.answered_at, 1
           from info_request r join applications a on a.id = r.application_id
          where r.status = 'answered' and a.status::text not in (${TERMINAL.map(() => '?').join(', ')})
         union all
         select 'documents_uploaded', d.application_id, d.application_id, min(d.uploaded_at), count(*)::int
           from document d join applications a on a.id = d.application_id
          where d.status = 'uploaded' and a.status::text not in (${TERMINAL.map(() => '?').join(', ')})
          group by d.application_id
         union all
         select 'lender_change_request', c.id, null, c.created_at, 1
           from lender_change_request c
          where c.resolved_at is null
       ), page as (
         select w.*, count(*) over () as total_count from waiting w order by w.since asc, w.kind asc, w.record_id asc limit ?
       )
       select p.kind, p.record_id, p.application_id, p.since, p.item_count, p.total_count, a.number, a.version,
              coalesce(b.legal_name, a.business_name, l.display_name) as business_name,
              c.lender_id, c.program_id, lp.name as program_name, c.message,
              u.id as assignee_id, u.username as assignee_username, u.first_name as assignee_first_name, u.last_name as assignee_last_name
         from page p
         left join applications a on a.id = p.application_id
         left join businesses b on b.id = a.business_id
         left join users u on u.id = a.assigned_admin_id
         left join lender_change_request c on p.kind = 'lender_change_request' and c.id = p.record_id
         left join lender l on l.id = c.lender_id
         left join lender_program lp on lp.id = c.program_id
        order by p.since asc, p.kind asc, p.record_id asc`,
      [unassignedBefore, ...TERMINAL, ...TERMINAL, QUEUE_LIMIT],
    );
    return {
      asOf: now,
      totalCount: rows.length > 0 ? Number(rows[0]!.total_count) : 0,
      items: rows.map((row) => {
        const since = new Date(row.since);
        return {
          key: `${row.kind}:${row.record_id}`,
          kind: row.kind,
          applicationId: row.application_id === null ? null : Number(row.application_id),
          applicationNumber: row.number,
          businessName: row.business_name,
          applicationVersion: row.version,
          changeRequestId: row.kind === 'lender_change_request' ? Number(row.record_id) : null,
          lenderId: row.lender_id === null ? null : Number(row.lender_id),
          programId: row.program_id === null ? null : Number(row.program_id),
          programName: row.program_name,
          message: row.message,
          since,
          ageHours: Math.max(0, Math.floor((now.getTime() - since.getTime()) / HOUR_MS)),
          itemCount: Number(row.item_count),
          assignee:
            row.assignee_id === null
              ? null
              : { id: Number(row.assignee_id), username: row.assignee_username!, firstName: row.assignee_first_name, lastName: row.assignee_last_name },
        };
      }),
    };
  }

  /**
   * The KPIs of a range (§6.2, the rows this issue can fill): the pipeline of the applications submitted in it by
   * their status now; the time to decision (plain hours from submission to the decision, median, p90 and the share
   * within 24 hours — the marketing claim) of the decisions made in it; the Pareto of the decline reason codes of
   * the declines made in it; applications submitted per day (per week beyond 31 days).
   */
  async kpis(rangeInput: DashboardRangeInput | null | undefined, caller: Caller, now = new Date()): Promise<DashboardKpis> {
    requireRole(caller, [Role.admin]);
    const range = resolveDashboardRange(rangeInput, now);
    if (!this.cache) return this.computeKpis(range, now);
    return this.cache.get(`kpis:${range.from}:${range.to}`, () => this.computeKpis(range, now), now.getTime());
  }

  private async computeKpis(range: DashboardRange, now: Date): Promise<DashboardKpis> {
    const { start, end } = range;

    // One after the other: a dashboard load holds one pooled connection at a time. Each reads a covering index
    // (Migration20261130000000_kpi_read_paths), and the pipeline and the buckets share one scan of the range.
    const stageBucketRows = await this.em.execute<{ status: WorkflowStatus; start: string; count: number; requested: string }[]>(
      `select status::text as status, to_char(bucket, 'YYYY-MM-DD') as start, count, requested
         from (select status, date_trunc(?, submitted_at at time zone 'UTC') as bucket, count(*)::int as count,
                      coalesce(sum(requested_amount), 0)::bigint as requested
                 from applications where submitted_at >= ? and submitted_at < ? group by 1, 2) per_stage_and_bucket`,
      [range.bucket, start, end],
    );
    // Both percentiles from one sort of the decision times, as doubles (`extract` answers numeric, whose division and
    // sort took most of the query's time).
    const [decisions] = await this.em.execute<{ decided: number; percentiles: [number, number] | null; within24h: number }[]>(
      `select count(*)::int as decided,
              percentile_cont(array[0.5, 0.9]) within group (order by date_part('epoch', decided_at - submitted_at) / 3600) as percentiles,
              (count(*) filter (where decided_at - submitted_at <= interval '24 hours'))::int as within24h
         from applications where decided_at >= ? and decided_at < ? and submitted_at is not null`,
      [start, end],
    );
    const reasonRows = await this.em.execute<{ code: DeclineReasonCode; count: number }[]>(
      // unnest in the select list: one set-returning step, not a function scan per declined application.
      `select code, count(*)::int as count
         from (select unnest(status_reason_codes) as code from applications
                where status = 'declined' and decided_at >= ? and decided_at < ?) declined
        group by code order by count(*) desc, code asc`,
      [start, end],
    );
    const [anyApplication] = await this.em.execute<{ found: boolean }[]>(`select exists (select 1 from applications) as found`);

    // An aggregate without group by always answers one row.
    if (!decisions) throw new Error('The time-to-decision aggregate answered no row');
    const byStatus = new Map<WorkflowStatus, { count: number; requestedAmount: number }>();
    const perBucket = new Map<string, number>();
    for (const row of stageBucketRows) {
      const stage = byStatus.get(row.status) ?? { count: 0, requestedAmount: 0 };
      byStatus.set(row.status, { count: stage.count + row.count, requestedAmount: stage.requestedAmount + Number(row.requested) });
      perBucket.set(row.start, (perBucket.get(row.start) ?? 0) + row.count);
    }
    const pipeline = PIPELINE_STATUSES.map((status) => ({ status, count: byStatus.get(status)?.count ?? 0, requestedAmount: byStatus.get(status)?.requestedAmount ?? 0 }));
    const [median, p90] = decisions.percentiles ?? [null, null];

    return {
      range,
      asOf: now,
      hasApplications: Boolean(anyApplication?.found),
      submittedCount: pipeline.reduce((sum, stage) => sum + stage.count, 0),
      requestedAmount: pipeline.reduce((sum, stage) => sum + stage.requestedAmount, 0),
      pipeline,
      timeToDecision: {
        decidedCount: decisions.decided,
        medianHours: median === null ? null : Number(median),
        p90Hours: p90 === null ? null : Number(p90),
        within24hCount: decisions.within24h,
        within24hPercent: decisions.decided > 0 ? (decisions.within24h / decisions.decided) * 100 : null,
      },
      declineReasons: reasonRows.map((row) => ({ code: row.code, count: row.count })),
      applicationsOverTime: bucketStarts(range).map((bucketStart) => ({ start: bucketStart, count: perBucket.get(bucketStart) ?? 0 })),
    };
  }
}

/** The start (a UTC date) of every bucket of the range: each day, or each week from the Monday on or before `from`. */
function bucketStarts(range: DashboardRange): string[] {
  const step = range.bucket === 'day' ? DAY_MS : 7 * DAY_MS;
  let first = range.start.getTime();
  // getUTCDay: Sunday 0 … Saturday 6; weeks start on Monday, as PostgreSQL's date_trunc('week') does.
  if (range.bucket === 'week') first -= ((range.start.getUTCDay() + 6) % 7) * DAY_MS;
  const starts: string[] = [];
  for (let at = first; at < range.end.getTime(); at += step) starts.push(isoDay(new Date(at)));
  return starts;
}
