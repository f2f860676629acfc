import { graphql, type GraphQLQuery } from 'msw/graphql';
import type { ClaimNet30ApplicationMutationVariables } from '../features/net30-applications/api/net30-applications.generated';
import type {
  ApproveNet30ApplicationMutationVariables,
  DeclineNet30ApplicationMutationVariables,
  Net30ApplicationsQueryVariables,
  RequestNet30ApplicationInfoMutationVariables,
} from '../features/net30-applications/api/net30-application-review.generated';
import type { AnswerNet30ApplicationInfoMutationVariables } from '../features/net30-applications/api/net30-application-status.generated';
import { graphqlError, invalid, refusal, reply } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R19's Net30 applications tab (admins) and the applicant's side of it: four applications (two under
 * review, one waiting for information from `client2`, one declined) and an unclaimed one for `/net30/claim?token=
 * net30-demo-claim`. Approve / decline / request info / answer / claim follow Net30ApplicationService: "Application
 * not found", "You cannot approve an application that is already declined" and the like, CONFLICT on a stale
 * version, the schema's messages (limit $100–$50,000, Net 15/30/45/60, reason and message up to 2,000 characters).
 * Approving does not open an account in ./net30-admin (its accounts are fixed demo data).
 */

type Status = 'submitted' | 'needs_info' | 'approved' | 'declined' | 'withdrawn';
interface MockApplication {
  id: string;
  reference: string;
  status: Status;
  owner: string | null;
  claimToken: string | null;
  businessName: string;
  ein: string | null;
  applicantName: string;
  email: string;
  businessStartYear: number;
  annualRevenue: number;
  requestedLimitCents: number;
  intendedUse: string | null;
  submittedAt: string;
  infoRequestMessage: string | null;
  infoAnswer: string | null;
  decisionReason: string | null;
  reapplyAfter: string | null;
  approvedLimitCents: number | null;
  netDays: number | null;
  decidedAt: string | null;
  version: number;
  tradeReferences: { company: string; contact: string; phoneOrEmail: string }[];
  netBuilder: { plan: string | null; status: string | null; paidMonths: number } | null;
}

const TODAY = '2026-11-23';
const NOT_FOUND = 'Application not found';
const STALE = 'This record was changed by Ada Admin at Nov 23, 2026, 5:40 AM EST. Reload to see the latest.';
const MESSAGES = {
  limit: 'The limit must be between $100 and $50,000',
  netDays: 'Choose Net 15, 30, 45 or 60',
  reason: 'Please give a reason (at most 2,000 characters)',
  message: 'Please write what you need from the applicant (at most 2,000 characters)',
  answer: 'Please write your answer (at most 2,000 characters)',
};
const STATUS_WORDS: Record<Status, string> = { submitted: 'under review', needs_info: 'waiting for information', approved: 'already approved', declined: 'already declined', withdrawn: 'withdrawn' };

function application(id: string, businessName: string, extra: Partial<MockApplication>): MockApplication {
  return {
    id,
    reference: `N30-A-2026-${id.padStart(5, '0')}`,
    status: 'submitted',
    owner: null,
    claimToken: null,
    businessName,
    ein: `12-34567${id.padStart(2, '0')}`,
    applicantName: 'Rosa Delgado',
    email: 'rosa@example.com',
    businessStartYear: 2021,
    annualRevenue: 480_000,
    requestedLimitCents: 500_000,
    intendedUse: 'Kitchen supplies and packaging bought on terms every month',
    submittedAt: '2026-11-20T15:00:00.000Z',
    infoRequestMessage: null,
    infoAnswer: null,
    decisionReason: null,
    reapplyAfter: null,
    approvedLimitCents: null,
    netDays: null,
    decidedAt: null,
    version: 1,
    tradeReferences: [{ company: 'Sysco Austin', contact: 'Dana Reyes', phoneOrEmail: 'dana@sysco.example' }],
    netBuilder: null,
    ...extra,
  };
}

let applications: MockApplication[] = [];
let sent: { operation: string; variables: unknown }[] = [];

function reset() {
  applications = [
    application('5', 'Sunpeak Solar Installers LLC', { owner: null, claimToken: 'net30-demo-claim', applicantName: 'Sunny Peak', email: 'sunpeak@netfund.example', submittedAt: '2026-11-22T18:00:00.000Z' }),
    application('4', 'Greenleaf Landscaping LLC', { owner: 'greenleaf', applicantName: 'Gwen Leaf', email: 'greenleaf@netfund.example', annualRevenue: 900_000, requestedLimitCents: 1_500_000, submittedAt: '2026-11-21T15:00:00.000Z', netBuilder: { plan: 'growth', status: 'active', paidMonths: 4 } }),
    application('3', 'Blue Fern Bakery LLC', { owner: 'client2', applicantName: 'Ben Fern', email: 'client2@netfund.example', status: 'needs_info', infoRequestMessage: 'Please send a trade reference we can reach by phone.', submittedAt: '2026-11-18T15:00:00.000Z', version: 2, tradeReferences: [] }),
    application('2', 'Riverbend Cafe LLC', { owner: 'riverbend', applicantName: 'River Bend', email: 'riverbend@netfund.example', businessStartYear: 2026, annualRevenue: 60_000, status: 'declined', decisionReason: 'Less than a year in business', reapplyAfter: '2027-02-14', decidedAt: '2026-11-16T15:00:00.000Z', submittedAt: '2026-11-14T15:00:00.000Z', version: 2 }),
    application('1', "Rosa's Cocina LLC", { owner: 'rosa', submittedAt: '2026-11-10T15:00:00.000Z' }),
  ];
  sent = [];
}
reset();

export const net30ApplicationMocks = {
  reset,
  /** No applications: the tab's empty state. */
  empty() {
    applications = [];
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
  /** Someone else decided application `id` meanwhile: the next decision with the old version is stale. */
  bumpVersion(id: string) {
    applications = applications.map((each) => (each.id === id ? { ...each, version: each.version + 1 } : each));
  },
};

/** What every Net30 application operation reads (Net30ApplicationFields). */
function fields(found: MockApplication) {
  return {
    __typename: 'Net30Application',
    id: found.id,
    reference: found.reference,
    status: found.status,
    businessName: found.businessName,
    ein: found.ein,
    requestedLimitCents: found.requestedLimitCents,
    submittedAt: found.submittedAt,
    infoRequestMessage: found.infoRequestMessage,
    infoAnswer: found.infoAnswer,
    decisionReason: found.decisionReason,
    reapplyAfter: found.reapplyAfter,
    approvedLimitCents: found.approvedLimitCents,
    netDays: found.netDays,
    decidedAt: found.decidedAt,
    version: found.version,
  };
}

function row(found: MockApplication) {
  const { owner: _owner, claimToken: _token, tradeReferences, netBuilder, ...rest } = found;
  const monthlyTenth = Math.round((found.annualRevenue * 100) / 12 / 10);
  return {
    __typename: 'Net30ApplicationRow',
    ...rest,
    monthsInBusiness: Math.max(0, (2026 - found.businessStartYear) * 12 + 10),
    suggestedLimitCents: Math.min(1_000_000, Math.max(50_000, Math.round(monthlyTenth / 100) * 100)),
    tradeReferences: tradeReferences.map((each) => ({ __typename: 'Net30TradeReference', ...each })),
    netBuilder: netBuilder && { __typename: 'Net30ApplicantNetBuilder', ...netBuilder },
  };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One admin decision: found, the transition legal, the version current (Net30ApplicationService.decide). */
function decide(id: string, expectedVersion: number, from: readonly Status[], verb: string, change: (found: MockApplication) => Partial<MockApplication>) {
  const found = applications.find((each) => each.id === id);
  if (!found) return graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
  if (!from.includes(found.status)) return graphqlError({ message: `You cannot ${verb} an application that is ${STATUS_WORDS[found.status]}`, code: 'CONFLICT' });
  if (found.version !== expectedVersion) return graphqlError({ message: STALE, code: 'CONFLICT' });
  const updated = { ...found, ...change(found), version: found.version + 1 };
  applications = applications.map((each) => (each.id === id ? updated : each));
  return updated;
}

const api = graphql.link('*/graphql');
const OPEN: readonly Status[] = ['submitted', 'needs_info'];

export const net30ApplicationHandlers = [
  api.query<GraphQLQuery, Net30ApplicationsQueryVariables>('Net30Applications', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const rows = applications.filter((each) => !variables.status || each.status === variables.status).sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    const size = Math.min(Math.max(Math.trunc(variables.pageSize ?? 25) || 25, 1), 100);
    const number = Math.max(Math.trunc(variables.page ?? 1) || 1, 1);
    return reply({ net30Applications: { __typename: 'Net30ApplicationPage', items: rows.slice((number - 1) * size, number * size).map(row), totalCount: rows.length, page: number, pageSize: size } });
  }),
  api.mutation<GraphQLQuery, ApproveNet30ApplicationMutationVariables>('ApproveNet30Application', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ApproveNet30Application', variables });
    const { id, expectedVersion, limitCents, netDays } = variables.input;
    if (!Number.isInteger(limitCents) || limitCents < 10_000 || limitCents > 5_000_000) return graphqlError(invalid('limitCents', MESSAGES.limit));
    if (![15, 30, 45, 60].includes(netDays)) return graphqlError(invalid('netDays', MESSAGES.netDays));
    const outcome = decide(String(id), expectedVersion, ['submitted'], 'approve', () => ({ status: 'approved', approvedLimitCents: limitCents, netDays, decisionReason: null, reapplyAfter: null, decidedAt: `${TODAY}T10:00:00.000Z` }));
    return outcome instanceof Response ? outcome : reply({ approveNet30Application: fields(outcome) });
  }),
  api.mutation<GraphQLQuery, DeclineNet30ApplicationMutationVariables>('DeclineNet30Application', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'DeclineNet30Application', variables });
    const { id, expectedVersion } = variables.input;
    const reason = variables.input.reason.trim();
    if (!reason || reason.length > 2000) return graphqlError(invalid('reason', MESSAGES.reason));
    const outcome = decide(String(id), expectedVersion, OPEN, 'decline', () => ({ status: 'declined', decisionReason: reason, reapplyAfter: addDays(TODAY, 90), decidedAt: `${TODAY}T10:00:00.000Z` }));
    return outcome instanceof Response ? outcome : reply({ declineNet30Application: fields(outcome) });
  }),
  api.mutation<GraphQLQuery, RequestNet30ApplicationInfoMutationVariables>('RequestNet30ApplicationInfo', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'RequestNet30ApplicationInfo', variables });
    const { id, expectedVersion } = variables.input;
    const message = variables.input.message.trim();
    if (!message || message.length > 2000) return graphqlError(invalid('message', MESSAGES.message));
    const outcome = decide(String(id), expectedVersion, ['submitted'], 'ask for information on', () => ({ status: 'needs_info', infoRequestMessage: message, infoAnswer: null }));
    return outcome instanceof Response ? outcome : reply({ requestNet30ApplicationInfo: fields(outcome) });
  }),
  api.mutation<GraphQLQuery, AnswerNet30ApplicationInfoMutationVariables>('AnswerNet30ApplicationInfo', ({ variables }) => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'AnswerNet30ApplicationInfo', variables });
    const text = variables.text.trim();
    if (!text || text.length > 2000) return graphqlError(invalid('text', MESSAGES.answer));
    const found = applications.find((each) => each.id === String(variables.id) && each.owner === mockScenario.currentUser?.username);
    if (!found) return graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
    if (found.status !== 'needs_info') return graphqlError({ message: `Nothing to answer: this application is ${STATUS_WORDS[found.status]}`, code: 'CONFLICT' });
    const updated = { ...found, status: 'submitted' as const, infoAnswer: text, version: found.version + 1 };
    applications = applications.map((each) => (each.id === found.id ? updated : each));
    return reply({ answerNet30ApplicationInfo: fields(updated) });
  }),
  api.mutation<GraphQLQuery, ClaimNet30ApplicationMutationVariables>('ClaimNet30Application', ({ variables }) => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ClaimNet30Application', variables });
    const found = variables.token ? applications.find((each) => each.claimToken === variables.token) : undefined;
    if (!found || found.owner !== null) return graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
    const updated = { ...found, owner: mockScenario.currentUser!.username, claimToken: null, version: found.version + 1 };
    applications = applications.map((each) => (each.id === found.id ? updated : each));
    return reply({ claimNet30Application: fields(updated) });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'net30Applications',
  () => ({ applications, sent }),
  (state) => {
    ({ applications, sent } = state);
  },
  () => reset(),
);
