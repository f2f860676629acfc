import { graphql, type GraphQLQuery, type GraphQLResponseBody } from 'msw/graphql';
import { http, HttpResponse } from 'msw/http';
import type { MemberPlanQuery } from '../features/layout/api/member-plan.generated';
import type {
  CancelNetbuilderSubscriptionMutation,
  CheckoutMutation,
  CreditBuilderReportingDayQuery,
  CheckoutMutationVariables,
  NetbuilderPlanFieldsFragment,
  NetbuilderPlansQuery,
  NetbuilderReportsQuery,
  NetbuilderSubscriptionFieldsFragment,
  NetbuilderSubscriptionQuery,
  PaymentConfigQuery,
  ResumeNetbuilderSubscriptionMutation,
} from '../features/netbuilder/api/netbuilder.generated';
import { isPlanId, PLAN_IDS, PLANS, type PlanId } from '../lib/catalogue';
import { mockScenario } from './scenario';
import { registerSlice } from './store';
import { restError, unknownFieldError } from './rest-error.js';

/**
 * MSW handlers for NetBuilder: GraphQL `paymentConfig`, `netbuilderPlans`, `netbuilderSubscription`, `reports`,
 * `checkout`, `cancelNetbuilderSubscription`, `resumeNetbuilderSubscription` and the REST `/api/netbuilder/*` calls,
 * with the server's rules and messages (signed in only; unknown plan 400; subscribed 409; resume only for a plan set
 * to cancel whose period has not ended, else 409; reports and downloads only for their owner). A mock
 * checkout completes at once (there is no hosted page): the subscription exists and the URL leads back to
 * /netbuilder. `netbuilderMocks` sets the mode, gives an account a subscription, or makes the next call fail.
 */

type Operation = 'checkout' | 'cancel' | 'resume' | 'subscription' | 'reports';

/** The catalogue's plans, shaped as the `NetbuilderPlanFields` fragment. */
export const MOCK_PLANS: (NetbuilderPlanFieldsFragment & { __typename: 'NetbuilderPlan' })[] = PLANS.map((plan) => ({
  __typename: 'NetbuilderPlan',
  ...plan,
  bureaus: [...plan.bureaus],
  features: plan.features.map((feature) => ({ __typename: 'NetbuilderPlanFeature', ...feature })),
}));

interface MockSubscription {
  plan: PlanId;
  status: string;
  start: Date;
  end: Date;
  cancelAtPeriodEnd: boolean;
}

interface MockReport {
  id: string;
  owner: string;
  reportMonth: string;
  paymentAmount: number;
  paymentStatus: string;
  plan: PlanId;
}

let mode: 'demo' | 'stripe' = 'demo';
let publishableKey: string | null = null;
let subscriptions = new Map<string, MockSubscription>();
let reports: MockReport[] = [];
let failures = new Map<Operation, { message: string; code: string }>();
let nextId = 1;

const addMonths = (date: Date, months: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));

export const netbuilderMocks = {
  reset(): void {
    mode = 'demo';
    publishableKey = null;
    subscriptions = new Map();
    reports = [];
    failures = new Map();
    nextId = 1;
    // The README's `builder`: an active Growth plan with three monthly reports (ids 101–103, apart from the ids
    // the tests' own subscriptions get from 1).
    nextId = 101;
    netbuilderMocks.subscribe('builder', 'growth', 3);
    nextId = 1;
  },
  /** The plan of `username`'s subscription, if they have one. */
  planOf(username: string): PlanId | null {
    return subscriptions.get(username)?.plan ?? null;
  },
  /** Stripe mode makes the page load Stripe.js before redirecting. */
  useStripeMode(key = 'pk_test_mock'): void {
    mode = 'stripe';
    publishableKey = key;
  },
  /** Gives `username` an active subscription that started `monthsPaid - 1` months ago, with a report per month. */
  subscribe(username: string, plan: PlanId, monthsPaid = 1, now = new Date()): void {
    const start = addMonths(now, -(monthsPaid - 1));
    subscriptions.set(username, { plan, status: 'active', start: addMonths(now, 0), end: addMonths(now, 1), cancelAtPeriodEnd: false });
    for (let month = 0; month < monthsPaid; month++) {
      reports.push({
        id: String(nextId++),
        owner: username,
        reportMonth: addMonths(start, month).toISOString().slice(0, 7),
        paymentAmount: MOCK_PLANS.find((p) => p.id === plan)!.price,
        paymentStatus: 'paid',
        plan,
      });
    }
  },
  /** `username`'s plan is set to cancel at the end of its period (as after Cancel Plan). */
  setToCancel(username: string): void {
    const sub = subscriptions.get(username);
    if (!sub) throw new Error(`netbuilderMocks.setToCancel: ${username} has no subscription`);
    sub.cancelAtPeriodEnd = true;
  },
  /** The next call of `operation` fails with this message (and code). */
  failNext(operation: Operation, message: string, code = 'INTERNAL_SERVER_ERROR'): void {
    failures.set(operation, { message, code });
  },
};

netbuilderMocks.reset();

const STATUS: Record<string, number> = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, NOT_FOUND: 404, CONFLICT: 409, INTERNAL_SERVER_ERROR: 500 };
type Outcome<T> = { value: T } | { message: string; code: string };
const fail = (message: string, code: string) => ({ message, code });

function caller(): Outcome<string> {
  const user = mockScenario.currentUser;
  return user ? { value: user.username } : fail('Authentication required', 'UNAUTHENTICATED');
}

function failure(operation: Operation) {
  const failed = failures.get(operation);
  failures.delete(operation);
  return failed;
}

function subscriptionView(sub: MockSubscription): NetbuilderSubscriptionFieldsFragment & { __typename: 'NetbuilderSubscription' } {
  return {
    __typename: 'NetbuilderSubscription',
    id: '1',
    plan: sub.plan,
    status: sub.status,
    currentPeriodStart: sub.start.toISOString(),
    currentPeriodEnd: sub.end.toISOString(),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    planDetails: MOCK_PLANS.find((p) => p.id === sub.plan)!,
  };
}

function readSubscription(): Outcome<MockSubscription | null> {
  const who = caller();
  if (!('value' in who)) return who;
  return failure('subscription') ?? { value: subscriptions.get(who.value) ?? null };
}

function readReports(): Outcome<MockReport[]> {
  const who = caller();
  if (!('value' in who)) return who;
  const failed = failure('reports');
  if (failed) return failed;
  if (!subscriptions.has(who.value)) return fail('You have no NetBuilder subscription', 'NOT_FOUND');
  return { value: reports.filter((r) => r.owner === who.value).sort((a, b) => b.reportMonth.localeCompare(a.reportMonth)) };
}

function checkout(plan: unknown): Outcome<{ sessionId: string; url: string }> {
  const who = caller();
  if (!('value' in who)) return who;
  const failed = failure('checkout');
  if (failed) return failed;
  if (!isPlanId(plan)) return fail(`Unknown plan: choose one of ${PLAN_IDS.join(', ')}`, 'BAD_USER_INPUT');
  if (subscriptions.has(who.value)) return fail('You already have a NetBuilder subscription', 'CONFLICT');
  netbuilderMocks.subscribe(who.value, plan);
  return { value: { sessionId: `cs_mock_${nextId}`, url: '/netbuilder?checkout=success' } };
}

function cancel(): Outcome<MockSubscription> {
  const who = caller();
  if (!('value' in who)) return who;
  const failed = failure('cancel');
  if (failed) return failed;
  const sub = subscriptions.get(who.value);
  if (!sub) return fail('You have no NetBuilder subscription', 'NOT_FOUND');
  sub.cancelAtPeriodEnd = true;
  return { value: sub };
}

function resume(): Outcome<MockSubscription> {
  const who = caller();
  if (!('value' in who)) return who;
  const failed = failure('resume');
  if (failed) return failed;
  const sub = subscriptions.get(who.value);
  if (!sub) return fail('You have no NetBuilder subscription', 'NOT_FOUND');
  if (!sub.cancelAtPeriodEnd) return fail('Your plan is not set to cancel: there is nothing to resume', 'CONFLICT');
  if (sub.end.getTime() <= Date.now()) return fail('Your billing period has ended: the plan can no longer be resumed', 'CONFLICT');
  sub.cancelAtPeriodEnd = false;
  return { value: sub };
}

/** The REST contract's subscription (SPEC §7): no id, no plan details. */
const restSubscription = (sub: MockSubscription) => ({
  plan: sub.plan,
  status: sub.status,
  currentPeriodStart: sub.start.toISOString(),
  currentPeriodEnd: sub.end.toISOString(),
  cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
});

const reportView = (r: MockReport) => ({
  __typename: 'NetbuilderReport' as const,
  id: r.id,
  reportMonth: r.reportMonth,
  paymentAmount: r.paymentAmount,
  paymentStatus: r.paymentStatus,
  bureaus: MOCK_PLANS.find((p) => p.id === r.plan)!.bureaus,
});

function gqlAnswer<Query extends GraphQLQuery>(outcome: Outcome<unknown>, data: () => Query) {
  if (!('value' in outcome)) {
    return HttpResponse.json<GraphQLResponseBody<Query>>({ data: null, errors: [{ message: outcome.message, extensions: { code: outcome.code } }] });
  }
  return HttpResponse.json<GraphQLResponseBody<Query>>({ data: data() });
}

function restAnswer(outcome: Outcome<unknown>, body: () => unknown) {
  if (!('value' in outcome)) return restError(STATUS[outcome.code] ?? 500, outcome.message, { code: outcome.code });
  return HttpResponse.json(body() as never);
}

const api = graphql.link('*/graphql');

export const netbuilderHandlers = [
  api.query<PaymentConfigQuery>('PaymentConfig', () =>
    HttpResponse.json({ data: { paymentConfig: { __typename: 'PaymentConfig', mode, publishableKey } as PaymentConfigQuery['paymentConfig'] } }),
  ),
  api.query<NetbuilderPlansQuery>('NetbuilderPlans', () => HttpResponse.json({ data: { netbuilderPlans: MOCK_PLANS } })),
  api.query<CreditBuilderReportingDayQuery>('CreditBuilderReportingDay', () =>
    HttpResponse.json({ data: { net30FeeBox: { reportingDay: 5 } } }),
  ),
  api.query<NetbuilderSubscriptionQuery>('NetbuilderSubscription', () => {
    const outcome = readSubscription();
    return gqlAnswer<NetbuilderSubscriptionQuery>(outcome, () => {
      const sub = (outcome as { value: MockSubscription | null }).value;
      return { netbuilderSubscription: sub ? subscriptionView(sub) : null };
    });
  }),
  // The header's user menu asks only whether there is a plan (layout/api/member-plan.graphql).
  api.query<MemberPlanQuery>('MemberPlan', () => {
    const outcome = readSubscription();
    return gqlAnswer<MemberPlanQuery>(outcome, () => {
      const sub = (outcome as { value: MockSubscription | null }).value;
      return { netbuilderSubscription: sub ? { __typename: 'NetbuilderSubscription', id: subscriptionView(sub).id } : null } as MemberPlanQuery;
    });
  }),
  api.query<NetbuilderReportsQuery>('NetbuilderReports', () => {
    const outcome = readReports();
    return gqlAnswer<NetbuilderReportsQuery>(outcome, () => ({ reports: (outcome as { value: MockReport[] }).value.map(reportView) }));
  }),
  api.mutation<CheckoutMutation, CheckoutMutationVariables>('Checkout', ({ variables }) => {
    const outcome = checkout(variables.plan);
    return gqlAnswer<CheckoutMutation>(outcome, () => ({ checkout: { __typename: 'CheckoutSession', ...(outcome as { value: { sessionId: string; url: string } }).value } }));
  }),
  api.mutation<CancelNetbuilderSubscriptionMutation>('CancelNetbuilderSubscription', () => {
    const outcome = cancel();
    return gqlAnswer<CancelNetbuilderSubscriptionMutation>(outcome, () => ({
      cancelNetbuilderSubscription: subscriptionView((outcome as { value: MockSubscription }).value),
    }));
  }),
  api.mutation<ResumeNetbuilderSubscriptionMutation>('ResumeNetbuilderSubscription', () => {
    const outcome = resume();
    return gqlAnswer<ResumeNetbuilderSubscriptionMutation>(outcome, () => ({
      resumeNetbuilderSubscription: subscriptionView((outcome as { value: MockSubscription }).value),
    }));
  }),

  // REST has no type names (the OpenAPI document's plans and features).
  http.get('*/api/netbuilder/plans', () =>
    HttpResponse.json(PLANS.map((plan) => ({ ...plan, bureaus: [...plan.bureaus], features: plan.features.map((feature) => ({ ...feature })) }))),
  ),
  http.get('*/api/netbuilder/subscription', () => {
    const outcome = readSubscription();
    return restAnswer(outcome, () => {
      const sub = (outcome as { value: MockSubscription | null }).value;
      return sub ? restSubscription(sub) : null;
    });
  }),
  http.get('*/api/netbuilder/reports', () => {
    const outcome = readReports();
    return restAnswer(outcome, () =>
      (outcome as { value: MockReport[] }).value.map((report) => {
        const { __typename: _typename, id, ...view } = reportView(report);
        // The REST report's id is a number (OpenAPI NetbuilderReport); GraphQL's is an ID.
        return { id: Number(id), ...view };
      }),
    );
  }),
  http.post('*/api/netbuilder/create-subscription', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { plan?: unknown } | null;
    // As the server: signed in first, then the body (the plan only).
    const refused = 'value' in caller() ? unknownFieldError(body, ['plan']) : undefined;
    if (refused) return refused;
    const outcome = checkout(body?.plan);
    return restAnswer(outcome, () => (outcome as { value: unknown }).value);
  }),
  http.post('*/api/netbuilder/cancel-subscription', async ({ request }) => {
    const refused = unknownFieldError(await request.json().catch(() => ({})), []);
    if (refused) return refused;
    const outcome = cancel();
    return restAnswer(outcome, () => restSubscription((outcome as { value: MockSubscription }).value));
  }),
  http.post('*/api/netbuilder/resume-subscription', async ({ request }) => {
    const refused = unknownFieldError(await request.json().catch(() => ({})), []);
    if (refused) return refused;
    const outcome = resume();
    return restAnswer(outcome, () => restSubscription((outcome as { value: MockSubscription }).value));
  }),
  http.get('*/api/netbuilder/reports/:id/download', ({ params }) => {
    const who = caller();
    if (!('value' in who)) return restError(401, who.message);
    const report = reports.find((r) => r.id === params.id && r.owner === who.value);
    if (!report) return restError(404, 'Report not found');
    return new HttpResponse(`%PDF-1.4\n% mock tradeline report ${report.id}\n%%EOF\n`, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="tradeline-report-${report.id}.pdf"` },
    });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'netbuilder',
  () => ({ mode, publishableKey, subscriptions, reports, failures, nextId }),
  (state) => {
    ({ mode, publishableKey, subscriptions, reports, failures, nextId } = state);
  },
  () => netbuilderMocks.reset(),
);
