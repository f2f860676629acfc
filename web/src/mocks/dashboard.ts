import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  DashboardActivityQuery,
  DashboardActivityQueryVariables,
  DashboardAssignToMeMutation,
  DashboardAssignToMeMutationVariables,
  DashboardKpisQuery,
  DashboardKpisQueryVariables,
  DashboardQueueQuery,
  DashboardResolveChangeRequestMutation,
  DashboardResolveChangeRequestMutationVariables,
} from '../features/admin-dashboard/api/dashboard.generated';
import type {
  DashboardOutboxQuery,
  DashboardOutboxQueryVariables,
  DashboardResendEmailMutation,
  DashboardResendEmailMutationVariables,
} from '../features/admin-dashboard/api/outbox.generated';
import { graphqlError, refusal } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R1 `/admin/dashboard`: GraphQL `dashboardQueue`, `dashboardKpis(range)`, the latest `auditEvents`
 * and `assignApplication` (Assign to me), and Activity → Outgoing mail (`outbox`, `resendEmail`), admins only as on the
 * server. Demo data: three queue rows of four waiting, a month of figures, three audit events, three e-mails without
 * SMTP. `dashboardMocks` switches to a fresh install, changes the outbox or makes an operation fail.
 */

type QueueItem = DashboardQueueQuery['dashboardQueue']['items'][number] & { __typename: 'DashboardQueueItem' };
type Kpis = DashboardKpisQuery['dashboardKpis'];
type AuditEvent = DashboardActivityQuery['auditEvents']['items'][number];
type OutgoingEmail = DashboardOutboxQuery['outbox']['items'][number];
export type DashboardOperation =
  | 'DashboardQueue'
  | 'DashboardKpis'
  | 'DashboardActivity'
  | 'DashboardAssignToMe'
  | 'DashboardOutbox'
  | 'DashboardResendEmail'
  | 'DashboardResolveChangeRequest';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function demoQueue(): QueueItem[] {
  const base = { __typename: 'DashboardQueueItem' as const, assignee: null, changeRequestId: null, lenderId: null, programId: null };
  return [
    { ...base, key: 'unassigned:41', kind: 'unassigned_application', applicationId: '41', applicationNumber: 'NF-2026-000041', businessName: 'Harbor Bakery LLC', applicationVersion: 1, since: hoursAgo(52), ageHours: 52, detail: 'Submitted, no owner yet' },
    {
      ...base,
      key: 'info:7',
      kind: 'info_request_answered',
      applicationId: '2',
      applicationNumber: 'NF-2026-000002',
      businessName: 'Acme Landscaping',
      applicationVersion: 4,
      since: hoursAgo(20),
      ageHours: 20,
      detail: 'Information request answered',
      assignee: { __typename: 'StaffMember', id: '1', displayName: 'Admin User' },
    } as QueueItem,
    { ...base, key: 'documents:57', kind: 'documents_uploaded', applicationId: '57', applicationNumber: 'NF-2026-000057', businessName: 'Blue Fin Logistics', applicationVersion: 3, since: hoursAgo(5), ageHours: 5, detail: '2 documents to review' },
  ];
}

function demoEvents(): AuditEvent[] {
  const event = (id: string, hours: number, action: string, summary: string, actor: AuditEvent['actor']) =>
    ({ __typename: 'AuditEvent', id, occurredAt: hoursAgo(hours), action, summary, actor: { __typename: 'AuditActor', ...actor } }) as AuditEvent;
  return [
    event('903', 0.5, 'application.declined', 'Declined application NF-2026-000038', { type: 'user', name: 'admin' }),
    event('902', 3, 'application.review_started', 'Started the review of application NF-2026-000002', { type: 'user', name: 'taylor' }),
    event('901', 30, 'application.submitted', 'Application NF-2026-000057 received through the intake', { type: 'system', name: 'integration' }),
  ];
}

/** An outbox message as the server answers it; `overrides` say what this one is about. */
export function mockEmail(id: number, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  const createdAt = hoursAgo(id);
  return {
    __typename: 'OutgoingEmail',
    id: String(id),
    to: `client${id}@example.com`,
    subject: `Message ${id}`,
    template: 'welcome',
    status: 'pending',
    attempts: 0,
    createdAt,
    sentAt: null,
    nextAttemptAt: createdAt,
    lastError: null,
    textBody: `Hello,\n\nThis is message ${id}.\n\nNetFund`,
    ...overrides,
  } as OutgoingEmail;
}

/** Newest first, as the outbox lists them. */
function demoEmails(): OutgoingEmail[] {
  return [
    mockEmail(3, {
      to: 'owner@harborbakery.example',
      subject: 'We received your application NF-2026-000041',
      template: 'application_received',
      createdAt: hoursAgo(0.2),
      textBody: 'Hi Dana,\n\nWe received your application NF-2026-000041 for $25,000.\nWe will be in touch within one business day.\n\nNetFund',
    }),
    mockEmail(2, {
      to: 'ops@bluefin.example',
      subject: 'Your application NF-2026-000057 needs documents',
      template: 'info_requested',
      status: 'failed',
      attempts: 5,
      createdAt: hoursAgo(6),
      lastError: '550 5.1.1 <ops@bluefin.example>: Recipient address rejected: User unknown',
    }),
    mockEmail(1, { to: 'taylor@acme.example', subject: 'Welcome to NetFund', status: 'sent', attempts: 1, createdAt: hoursAgo(30), sentAt: hoursAgo(29.9) }),
  ];
}

/** A month's figures; the range's dates and buckets follow the days asked for. */
function demoKpis(days: number): Kpis {
  const to = Date.now();
  const weekly = days > 31;
  const bucketCount = weekly ? Math.ceil(days / 7) : days;
  const counts = [3, 0, 2, 5, 1, 4, 2];
  return {
    __typename: 'DashboardKpis',
    range: { __typename: 'DashboardRange', from: isoDay(to - (days - 1) * DAY), to: isoDay(to), days, bucket: weekly ? 'week' : 'day' },
    asOf: new Date().toISOString(),
    hasApplications: true,
    submittedCount: 17,
    requestedAmount: 1_240_000,
    pipeline: [
      ['submitted', 6, 410_000],
      ['in_review', 4, 320_000],
      ['matched', 0, 0],
      ['offered', 2, 150_000],
      ['accepted', 1, 60_000],
      ['funded', 3, 210_000],
      ['declined', 5, 260_000],
      ['closed', 1, 25_000],
      ['withdrawn', 1, 40_000],
    ].map(([status, count, requestedAmount]) => ({ __typename: 'PipelineStage', status, count, requestedAmount })) as Kpis['pipeline'],
    timeToDecision: { __typename: 'TimeToDecision', decidedCount: 8, medianHours: 19.4, p90Hours: 61, within24hCount: 5, within24hPercent: 62.5 },
    declineReasons: (
      [
        ['credit_score_below_minimums', 3],
        ['time_in_business_below_minimums', 2],
        ['other', 1],
      ] as const
    ).map(([code, count]) => ({ __typename: 'DeclineReasonCount' as const, code, count })),
    applicationsOverTime: Array.from({ length: bucketCount }, (_, index) => ({
      __typename: 'ApplicationsBucket' as const,
      start: isoDay(to - (bucketCount - 1 - index) * (weekly ? 7 : 1) * DAY),
      count: counts[index % counts.length]!,
    })),
  } as Kpis;
}

/** A fresh install: no application at all (R1 "Empty"). */
function freshKpis(days: number): Kpis {
  const kpis = demoKpis(days);
  return {
    ...kpis,
    hasApplications: false,
    submittedCount: 0,
    requestedAmount: 0,
    pipeline: kpis.pipeline.map((stage) => ({ ...stage, count: 0, requestedAmount: 0 })),
    timeToDecision: { ...kpis.timeToDecision, decidedCount: 0, medianHours: null, p90Hours: null, within24hCount: 0, within24hPercent: null },
    declineReasons: [],
    applicationsOverTime: kpis.applicationsOverTime.map((bucket) => ({ ...bucket, count: 0 })),
  };
}

let queue = demoQueue();
let queueTotal = 4;
let events = demoEvents();
let fresh = false;
let failures = new Map<DashboardOperation, { message: string; status: number }>();
let kpiRanges: DashboardKpisQueryVariables['range'][] = [];
let emails = demoEmails();
let smtpConfigured = false;
let outboxRequests: DashboardOutboxQueryVariables[] = [];
let resentIds: string[] = [];
let resolvedChangeRequests: string[] = [];

export const dashboardMocks = {
  reset(): void {
    queue = demoQueue();
    queueTotal = 4;
    events = demoEvents();
    fresh = false;
    failures = new Map();
    kpiRanges = [];
    emails = demoEmails();
    smtpConfigured = false;
    outboxRequests = [];
    resentIds = [];
    resolvedChangeRequests = [];
  },
  /** A lender's R20 *Request a change* waits on the queue (after the demo rows). */
  addChangeRequest(request: { id: string; lenderId: string; lenderName: string; programId: string | null; detail: string }): void {
    queue = [
      ...queue,
      {
        __typename: 'DashboardQueueItem',
        key: `lender_change_request:${request.id}`,
        kind: 'lender_change_request',
        applicationId: null,
        applicationNumber: null,
        businessName: request.lenderName,
        applicationVersion: null,
        changeRequestId: request.id,
        lenderId: request.lenderId,
        programId: request.programId,
        since: hoursAgo(3),
        ageHours: 3,
        detail: request.detail,
        assignee: null,
      },
    ];
    queueTotal += 1;
  },
  /** The change requests marked done, in order. */
  get resolvedChangeRequests(): readonly string[] {
    return resolvedChangeRequests;
  },
  /** No application, no queue, no activity. */
  freshInstall(): void {
    queue = [];
    queueTotal = 0;
    events = [];
    emails = [];
    fresh = true;
  },
  /** The outbox holds these messages (newest first), sent over SMTP or not. */
  setOutbox(messages: OutgoingEmail[], options: { smtpConfigured?: boolean } = {}): void {
    emails = messages;
    smtpConfigured = options.smtpConfigured ?? smtpConfigured;
  },
  /** What each outbox read asked for (status filter, cursor), in order. */
  get outboxRequests(): readonly DashboardOutboxQueryVariables[] {
    return outboxRequests;
  },
  /** The ids resendEmail was called with, in order. */
  get resentIds(): readonly string[] {
    return resentIds;
  },
  /**
   * The next call of `operation` fails with this message, once: as a GraphQL error (INTERNAL_SERVER_ERROR) or, with
   * status 503, as the server answers while PostgreSQL is unreachable (SERVICE_UNAVAILABLE).
   */
  failNext(operation: DashboardOperation, message: string, status: 200 | 503 = 200): void {
    failures.set(operation, { message, status });
  },
  /** The ranges dashboardKpis was asked for, in order. */
  get kpiRanges(): readonly DashboardKpisQueryVariables['range'][] {
    return kpiRanges;
  },
};

/** As the services: anonymous → UNAUTHENTICATED, another role → FORBIDDEN; else a queued failure, if any. */
function refusedOrFailing(operation: DashboardOperation) {
  const refused = refusal(['admin']);
  if (refused) return graphqlError(refused);
  const failure = failures.get(operation);
  if (failure === undefined) return undefined;
  failures.delete(operation);
  if (failure.status === 200) return graphqlError({ message: failure.message, code: 'INTERNAL_SERVER_ERROR' });
  // The server's availability guard answers before Apollo Server does: plain JSON with HTTP 503.
  return new Response(JSON.stringify({ errors: [{ message: failure.message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' },
  });
}

const api = graphql.link('*/graphql');

export const dashboardHandlers = [
  api.query<DashboardQueueQuery>('DashboardQueue', () => {
    const refused = refusedOrFailing('DashboardQueue');
    if (refused) return refused;
    const dashboardQueue = { __typename: 'DashboardQueue', asOf: new Date().toISOString(), totalCount: queueTotal, items: queue };
    return HttpResponse.json({ data: { dashboardQueue } });
  }),
  api.query<DashboardKpisQuery, DashboardKpisQueryVariables>('DashboardKpis', ({ variables }) => {
    kpiRanges.push(variables.range);
    const refused = refusedOrFailing('DashboardKpis');
    if (refused) return refused;
    const days = variables.range.days ?? 30;
    if (![7, 30, 90, 365].includes(days)) return graphqlError({ message: 'Choose 7, 30, 90 or 365 days, or a custom range', code: 'BAD_USER_INPUT' });
    return HttpResponse.json({ data: { dashboardKpis: fresh ? freshKpis(days) : demoKpis(days) } });
  }),
  api.query<DashboardActivityQuery, DashboardActivityQueryVariables>('DashboardActivity', () => {
    const refused = refusedOrFailing('DashboardActivity');
    if (refused) return refused;
    const auditEvents = { __typename: 'AuditEventPage', items: events, endCursor: null, hasNextPage: false };
    return HttpResponse.json({ data: { auditEvents } });
  }),
  api.query<DashboardOutboxQuery, DashboardOutboxQueryVariables>('DashboardOutbox', ({ variables, query }) => {
    outboxRequests.push(variables);
    const refused = refusedOrFailing('DashboardOutbox');
    if (refused) return refused;
    const first = Number(/first:\s*(\d+)/.exec(query)?.[1] ?? 25);
    const matching = emails.filter((email) => !variables.status || email.status === variables.status);
    // The cursor is the last id of the previous page (the server's is opaque; the web only passes it back).
    const start = variables.after ? matching.findIndex((email) => email.id === variables.after) + 1 : 0;
    const items = matching.slice(start, start + first);
    const hasNextPage = start + first < matching.length;
    const outbox = { __typename: 'OutgoingEmailPage', items, totalCount: matching.length, hasNextPage, endCursor: items.at(-1)?.id ?? null, smtpConfigured };
    return HttpResponse.json({ data: { outbox } });
  }),
  api.mutation<DashboardResendEmailMutation, DashboardResendEmailMutationVariables>('DashboardResendEmail', ({ variables }) => {
    resentIds.push(String(variables.id));
    const refused = refusedOrFailing('DashboardResendEmail');
    if (refused) return refused;
    const email = emails.find((message) => message.id === String(variables.id));
    if (!email) return graphqlError({ message: 'E-mail not found', code: 'NOT_FOUND' });
    if (email.status !== 'sent' && email.status !== 'failed') return graphqlError({ message: 'This e-mail is already waiting to be sent', code: 'CONFLICT' });
    const queued = { ...email, status: 'pending' as const, attempts: 0, lastError: null, sentAt: null, nextAttemptAt: new Date().toISOString() };
    emails = emails.map((message) => (message.id === email.id ? queued : message));
    const { id, status, attempts, sentAt, nextAttemptAt, lastError } = queued;
    const resendEmail = { __typename: 'OutgoingEmail', id, status, attempts, sentAt, nextAttemptAt, lastError };
    return HttpResponse.json({ data: { resendEmail } });
  }),
  api.mutation<DashboardResolveChangeRequestMutation, DashboardResolveChangeRequestMutationVariables>('DashboardResolveChangeRequest', ({ variables }) => {
    const refused = refusedOrFailing('DashboardResolveChangeRequest');
    if (refused) return refused;
    if (!queue.some((row) => row.changeRequestId === String(variables.id))) return graphqlError({ message: 'Change request not found', code: 'NOT_FOUND' });
    resolvedChangeRequests.push(String(variables.id));
    queue = queue.filter((row) => row.changeRequestId !== String(variables.id));
    queueTotal -= 1;
    return HttpResponse.json({ data: { resolveCriteriaChangeRequest: true } });
  }),
  api.mutation<DashboardAssignToMeMutation, DashboardAssignToMeMutationVariables>('DashboardAssignToMe', ({ variables }) => {
    const refused = refusedOrFailing('DashboardAssignToMe');
    if (refused) return refused;
    const item = queue.find((row) => row.applicationId === String(variables.id));
    if (!item || item.applicationId === null || item.applicationVersion === null) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    if (item.applicationVersion !== variables.expectedVersion) {
      return graphqlError({ message: 'This record was changed by taylor at 9:41 AM. Reload to see the latest.', code: 'CONFLICT' });
    }
    const assignee = { __typename: 'StaffMember' as const, id: String(variables.assigneeId), displayName: mockScenario.currentUser?.username ?? 'admin' };
    // An assigned application leaves the queue's "unassigned" rows; others keep their row with the new owner.
    queue = queue.flatMap((row) => (row.applicationId !== item.applicationId ? [row] : row.kind === 'unassigned_application' ? [] : [{ ...row, assignee }]));
    queueTotal -= item.kind === 'unassigned_application' ? 1 : 0;
    const assignApplication = { __typename: 'ApplicationRecord', id: item.applicationId, version: item.applicationVersion + 1, assignee };
    return HttpResponse.json({ data: { assignApplication } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'dashboard',
  () => ({ queue, queueTotal, events, fresh, failures, kpiRanges, emails, smtpConfigured, outboxRequests, resentIds, resolvedChangeRequests }),
  (state) => {
    ({ queue, queueTotal, events, fresh, failures, kpiRanges, emails, smtpConfigured, outboxRequests, resentIds, resolvedChangeRequests } = state);
  },
  () => dashboardMocks.reset(),
);
