import { graphql } from 'msw/graphql';
import { http, HttpResponse } from 'msw/http';
import type { ApplicationStatus, DeclineReasonCode, WorkflowStatus } from '../generated/graphql';
import type {
  ApplicationResultQuery,
  ApplicationResultQueryVariables,
  ClaimApplicationMutation,
  ClaimApplicationMutationVariables,
} from '../features/applications/api/applications.generated';
import type {
  ClientApplicationQuery,
  ClientApplicationQueryVariables,
  MyApplicationsQuery,
  WithdrawApplicationMutation,
  WithdrawApplicationMutationVariables,
} from '../features/applications/api/client-applications.generated';
import { z } from 'zod';
import {
  ENTITY_TYPE_CODES,
  INDUSTRY_CODES,
  PRODUCT_CODES,
  US_STATE_CODES,
  type IndustryCode,
  type ProductCode,
  type UsStateCode,
} from '../lib/catalogue';
import { graphqlError } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';
import { restError } from './rest-error.js';

/**
 * MSW handlers for applications: GraphQL `application`, `myApplications`, `claimApplication`, `withdrawApplication`
 * and REST `GET /api/applications/{id}`, with the server's access rules (admin, owning client, or the token; anything else is
 * the same 'Application not found'). Demo data mirrors the seed: 1 approved, 2 review, 3 declined, owned by `client`,
 * tokens `demo-approved`, `demo-review`, `demo-declined`. `applicationMocks.failNext(message)` makes the next read fail.
 */

interface MockApplication {
  id: string;
  token: string;
  owner: string | null;
  status: ApplicationStatus | string | null;
  approvedAmount: string | null;
  approvedTerm: string | null;
  approvedRate: string | null;
  approvedPayment: string | null;
  ownerEmail: string | null;
  businessName: string;
  contactName: string;
  product: ProductCode;
  requestedAmount: number;
  industry: IndustryCode;
  state: UsStateCode;
  monthsInBusiness: number;
  monthlyRevenue: number;
  declineReason: string | null;
  createdAt: string;
  updatedAt: string;
  number: string;
  workflowStatus: WorkflowStatus;
  version: number;
  declineReasons: { code: DeclineReasonCode; text: string }[];
  reapplyAfter: string | null;
  decidedAt: string | null;
}

/** The workflow status behind each public status of the demo rows (BACKOFFICE §3.2). */
const WORKFLOW_BY_STATUS: Record<string, WorkflowStatus> = { approved: 'offered', review: 'in_review', declined: 'declined' };
const TERMINAL: readonly WorkflowStatus[] = ['funded', 'declined', 'closed', 'withdrawn'];

const DAY = 86_400_000;
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
const dateOnly = (daysAgo: number) => iso(daysAgo).slice(0, 10);

function demoApplications(): MockApplication[] {
  const base = {
    owner: 'client',
    ownerEmail: 'client@netfund.example',
    contactName: 'Casey Client',
    industry: 'restaurants' as const,
    state: 'IL' as const,
    monthsInBusiness: 38,
    monthlyRevenue: 62_000,
    approvedAmount: null,
    approvedTerm: null,
    approvedRate: null,
    approvedPayment: null,
    declineReason: null,
    version: 3,
    declineReasons: [],
    reapplyAfter: null,
    decidedAt: null,
  };
  return [
    {
      ...base,
      id: '1',
      token: 'demo-approved',
      status: 'approved',
      number: 'NF-2026-000001',
      workflowStatus: 'offered',
      decidedAt: iso(5),
      approvedAmount: '$75,000',
      approvedTerm: '12 months',
      approvedRate: '1.18 factor rate',
      approvedPayment: '$1,702 weekly',
      businessName: "Casey's Corner Café LLC",
      product: 'revenue-based-financing',
      requestedAmount: 75_000,
      createdAt: iso(6),
      updatedAt: iso(5),
    },
    { ...base, id: '2', token: 'demo-review', status: 'review', number: 'NF-2026-000002', workflowStatus: 'in_review', businessName: 'Casey Client Catering Co.', product: 'business-term-loan', requestedAmount: 150_000, createdAt: iso(1), updatedAt: iso(1) },
    {
      ...base,
      id: '3',
      token: 'demo-declined',
      status: 'declined',
      number: 'NF-2026-000003',
      workflowStatus: 'declined',
      declineReason: 'Time in business and credit score are below the minimums for a line of credit of this size.',
      // As the workflow's migration converted the landed free-text reason: code `other` with the text as its note.
      declineReasons: [{ code: 'other', text: 'Time in business and credit score are below the minimums for a line of credit of this size.' }],
      reapplyAfter: dateOnly(-18),
      decidedAt: iso(12),
      businessName: 'Casey Client Ventures',
      product: 'line-of-credit',
      requestedAmount: 250_000,
      createdAt: iso(14),
      updatedAt: iso(12),
    },
    // client2's (README): to see that clients cannot read each other's.
    {
      ...base,
      id: '4',
      token: 'client2-approved',
      owner: 'client2',
      ownerEmail: 'client2@netfund.example',
      contactName: 'Morgan Patel',
      status: 'approved',
      number: 'NF-2026-000004',
      workflowStatus: 'offered',
      decidedAt: iso(8),
      approvedAmount: '$200,000',
      approvedTerm: '24 months',
      approvedRate: '11.9% APR',
      approvedPayment: '$9,410 monthly',
      businessName: 'Patel Freight Services Inc.',
      product: 'business-term-loan',
      industry: 'transportation',
      state: 'TX',
      monthsInBusiness: 64,
      monthlyRevenue: 138_000,
      requestedAmount: 220_000,
      createdAt: iso(9),
      updatedAt: iso(8),
    },
    {
      ...base,
      id: '6',
      token: 'client2-declined',
      owner: 'client2',
      ownerEmail: 'client2@netfund.example',
      contactName: 'Morgan Patel',
      status: 'declined',
      number: 'NF-2026-000006',
      workflowStatus: 'declined',
      declineReason: 'Time in business is below our 6-month minimum.',
      declineReasons: [{ code: 'other', text: 'Time in business is below our 6-month minimum.' }],
      decidedAt: iso(19),
      businessName: 'Patel Home Goods',
      product: 'line-of-credit',
      industry: 'ecommerce',
      state: 'TX',
      monthsInBusiness: 5,
      monthlyRevenue: 6_000,
      requestedAmount: 40_000,
      createdAt: iso(20),
      updatedAt: iso(19),
    },
    { ...base, id: '5', token: 'unclaimed-token', owner: null, ownerEmail: 'riley@harborlight.example', status: 'review', number: 'NF-2026-000005', workflowStatus: 'submitted', businessName: 'Harbor Light Dental PLLC', product: 'commercial-real-estate', requestedAmount: 900_000, createdAt: iso(2), updatedAt: iso(2) },
  ];
}

let applications = demoApplications();
let nextFailure: string | null = null;

export const applicationMocks = {
  reset(): void {
    applications = demoApplications();
    nextFailure = null;
  },
  /** The next application read (GraphQL or REST) fails with this message ('' for a message-less failure). */
  failNext(message: string): void {
    nextFailure = message;
  },
  /** Adds or replaces an application (e.g. one with an unexpected status). */
  put(application: Partial<MockApplication> & { id: string; token: string }): void {
    const existing = applications.find((a) => a.id === application.id) ?? demoApplications()[0]!;
    const workflowStatus = application.workflowStatus ?? WORKFLOW_BY_STATUS[String(application.status)] ?? existing.workflowStatus;
    applications = [...applications.filter((a) => a.id !== application.id), { ...existing, owner: null, workflowStatus, ...application }];
  },
  /** Someone else (an admin) changes the application: the version the page holds is stale from now on. */
  changeBehindTheClient(id: string): void {
    const application = applications.find((a) => a.id === id);
    if (application) application.version += 1;
  },
  /** The signed-in client's applications, oldest first (what the dashboard's activity mock lists). */
  mine(): readonly MockApplication[] {
    const user = mockScenario.currentUser;
    return user?.role === 'client' ? applications.filter((a) => a.owner === user.username).sort((a, b) => Number(a.id) - Number(b.id)) : [];
  },
  /** Whether the signed-in client owns the application (what the documents' handlers check). */
  ownedByCurrentClient(id: string): MockApplication | null {
    const user = mockScenario.currentUser;
    const application = applications.find((a) => a.id === String(Number(id)));
    return application && user?.role === 'client' && application.owner === user.username ? application : null;
  },
};

const NOT_FOUND = 'Application not found';
const INVALID_ID = 'Invalid application ID';

type Lookup = { application: MockApplication } | { message: string; code: 'NOT_FOUND' | 'BAD_USER_INPUT' | 'INTERNAL_SERVER_ERROR' };

function readable(idValue: string, token: string | null | undefined): Lookup {
  if (nextFailure !== null) {
    const message = nextFailure;
    nextFailure = null;
    return { message, code: 'INTERNAL_SERVER_ERROR' };
  }
  if (!/^\d+$/.test(idValue) || Number(idValue) <= 0) return { message: INVALID_ID, code: 'BAD_USER_INPUT' };
  const application = applications.find((a) => a.id === String(Number(idValue)));
  const user = mockScenario.currentUser;
  const allowed =
    application && (user?.role === 'admin' || (user?.role === 'client' && application.owner === user.username) || (token && token === application.token));
  return allowed ? { application } : { message: NOT_FOUND, code: 'NOT_FOUND' };
}

function toGraphQL(application: MockApplication) {
  const user = mockScenario.currentUser;
  return {
    __typename: 'Application' as const,
    id: application.id,
    status: application.status as ApplicationStatus,
    approvedAmount: application.approvedAmount,
    approvedTerm: application.approvedTerm,
    approvedRate: application.approvedRate,
    approvedPayment: application.approvedPayment,
    ownerEmail: application.ownerEmail,
    ownedByViewer: !!user && application.owner === user.username,
    businessName: application.businessName,
    contactName: application.contactName,
    product: application.product,
    requestedAmount: application.requestedAmount,
    industry: application.industry,
    state: application.state,
    monthsInBusiness: application.monthsInBusiness,
    monthlyRevenue: application.monthlyRevenue,
    declineReason: application.declineReason,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
    number: application.number,
    workflowStatus: application.workflowStatus,
    reapplyAfter: application.reapplyAfter,
  };
}

/** What the client's application page reads besides the result fields (ClientWorkflowFields). */
function workflowView(application: MockApplication) {
  const user = mockScenario.currentUser;
  return {
    ...toGraphQL(application),
    version: application.version,
    canWithdraw: user?.role === 'client' && application.owner === user.username && !TERMINAL.includes(application.workflowStatus),
    submittedAt: application.createdAt,
    decidedAt: application.decidedAt,
    declineReasons: application.declineReasons.map((reason) => ({ __typename: 'DeclineReason' as const, ...reason })),
    timeline: timeline(application),
  };
}

const TIMELINE_TITLES: Partial<Record<WorkflowStatus, string>> = { offered: 'Pre-approved', declined: 'Declined', withdrawn: 'Withdrawn', closed: 'Closed', in_review: 'Under review' };

function timeline(application: MockApplication) {
  const steps = [{ __typename: 'TimelineEntry' as const, at: application.createdAt, title: 'Application received', detail: 'Your application was received and is being reviewed.' as string | null }];
  const title = TIMELINE_TITLES[application.workflowStatus];
  if (title) steps.push({ __typename: 'TimelineEntry', at: application.updatedAt, title, detail: application.workflowStatus === 'withdrawn' ? 'You withdrew your application.' : null });
  return steps;
}

const api = graphql.link('*/graphql');
const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, BAD_USER_INPUT: 400, INTERNAL_SERVER_ERROR: 500 };

type Claimed = { application: MockApplication } | { message: string; code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' };

/** The server's claim (ApplicationService.claim): clients only, the right token, not someone else's already. */
function claim(idValue: string, token: unknown): Claimed {
  const user = mockScenario.currentUser;
  if (!user) return { message: 'Authentication required', code: 'UNAUTHENTICATED' };
  if (user.role !== 'client') return { message: 'Only client accounts can add applications to a dashboard', code: 'FORBIDDEN' };
  const application = /^\d+$/.test(idValue) ? applications.find((a) => a.id === String(Number(idValue))) : undefined;
  if (!application || typeof token !== 'string' || application.token !== token) return { message: NOT_FOUND, code: 'NOT_FOUND' };
  if (application.owner && application.owner !== user.username) return { message: 'This application is already linked to another account', code: 'CONFLICT' };
  application.owner = user.username;
  return { application };
}

/** `POST /api/applications`'s body, with the server's rules and messages (application.schemas.ts). */
const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const whole = (label: string, min: number, max: number, unit = '') => {
  const range = `${label} must be a whole number from ${unit}${min.toLocaleString('en-US')} to ${unit}${max.toLocaleString('en-US')}`;
  return z.number({ error: range }).int(range).min(min, range).max(max, range);
};
const intakeSchema = z.strictObject(
  {
    businessName: text('Business name', 200),
    contactName: text('Contact name', 200),
    ownerEmail: z.string({ error: 'Please enter a valid email' }).trim().toLowerCase().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email')),
    phone: z.string({ error: 'Please enter a valid phone number' }).trim().regex(/^\+?[0-9 ().-]{7,32}$/, 'Please enter a valid phone number'),
    product: z.enum(PRODUCT_CODES, { error: `Product must be one of: ${PRODUCT_CODES.join(', ')}` }),
    requestedAmount: whole('Requested amount', 1_000, 5_000_000, '$'),
    industry: z.enum(INDUSTRY_CODES, { error: `Industry must be one of: ${INDUSTRY_CODES.join(', ')}` }),
    state: z.string({ error: 'State must be a two-letter US state code' }).trim().toUpperCase().pipe(z.enum(US_STATE_CODES, { error: 'State must be a two-letter US state code' })),
    monthsInBusiness: whole('Months in business', 0, 1_200),
    monthlyRevenue: whole('Monthly revenue', 0, 1_000_000_000, '$'),
    creditScore: whole('Credit score', 300, 850),
    dba: z.string().max(200).optional(),
    entityType: z.enum(ENTITY_TYPE_CODES, { error: `Entity type must be one of: ${ENTITY_TYPE_CODES.join(', ')}` }).optional(),
    ein: z.string({ error: 'EIN must look like 12-3456789' }).trim().regex(/^\d{2}-?\d{7}$/, 'EIN must look like 12-3456789').optional(),
    naicsCode: z.string({ error: 'NAICS code must be 2 to 6 digits' }).trim().regex(/^\d{2,6}$/, 'NAICS code must be 2 to 6 digits').optional(),
    website: z.string().max(200).optional(),
    openPositions: whole('Open positions', 0, 50).optional(),
    source: z.enum(['external_form', 'api'], { error: 'Source must be external_form or api' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'Send the application as a JSON object') },
);

/** The demo integration key the server accepts outside production (README). */
export const DEMO_INTEGRATION_API_KEY = 'demo-integration-key';
const INVALID_API_KEY = 'A valid integration API key is required (Authorization: Bearer <key>)';

const restResult = (application: MockApplication) => {
  const { id, status, approvedAmount, approvedTerm, approvedRate, approvedPayment, ownerEmail } = application;
  return { id: Number(id), status, approvedAmount, approvedTerm, approvedRate, approvedPayment, ownerEmail };
};

export const applicationHandlers = [
  api.query<ApplicationResultQuery, ApplicationResultQueryVariables>('ApplicationResult', ({ variables }) => {
    const found = readable(String(variables.id), variables.token);
    return 'application' in found
      ? HttpResponse.json({ data: { application: toGraphQL(found.application) } })
      : graphqlError({ message: found.message, code: found.code });
  }),
  api.query<ClientApplicationQuery, ClientApplicationQueryVariables>('ClientApplication', ({ variables }) => {
    const found = readable(String(variables.id), null);
    return 'application' in found
      ? HttpResponse.json({ data: { application: workflowView(found.application) } })
      : graphqlError({ message: found.message, code: found.code });
  }),
  api.query<MyApplicationsQuery>('MyApplications', () => {
    const user = mockScenario.currentUser;
    if (!user) return graphqlError({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
    const mine = applications.filter((a) => a.owner === user.username).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return HttpResponse.json({ data: { myApplications: mine.map(toGraphQL) } });
  }),
  api.mutation<ClaimApplicationMutation, ClaimApplicationMutationVariables>('ClaimApplication', ({ variables }) => {
    const claimed = claim(String(variables.id), variables.token);
    return 'application' in claimed
      ? HttpResponse.json({ data: { claimApplication: toGraphQL(claimed.application) } })
      : graphqlError({ message: claimed.message, code: claimed.code });
  }),
  api.mutation<WithdrawApplicationMutation, WithdrawApplicationMutationVariables>('WithdrawApplication', ({ variables }) => {
    const application = applicationMocks.ownedByCurrentClient(String(variables.id));
    if (!application) return graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
    if (!variables.reason.trim()) return graphqlError({ message: 'A reason is required', code: 'BAD_USER_INPUT' });
    if (variables.expectedVersion !== application.version) {
      return graphqlError({ message: 'This record was changed by admin at Nov 22, 2026, 10:14 AM. Reload to see the latest.', code: 'CONFLICT' });
    }
    if (TERMINAL.includes(application.workflowStatus)) return graphqlError({ message: `Cannot withdraw a ${application.workflowStatus} application`, code: 'CONFLICT' });
    Object.assign(application, { workflowStatus: 'withdrawn', status: null, version: application.version + 1, updatedAt: new Date().toISOString() });
    return HttpResponse.json({ data: { withdrawApplication: workflowView(application) } });
  }),
  http.get('*/api/applications/:id', ({ params, request }) => {
    const found = readable(String(params.id), new URL(request.url).searchParams.get('token'));
    if (!('application' in found)) return restError(STATUS[found.code]!, found.message, { code: found.code });
    return HttpResponse.json(restResult(found.application));
  }),
  http.post('*/api/applications/:id/claim', async ({ params, request }) => {
    const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
    // The route's claimRequest: a token is required (400), before anything else is looked at.
    if (typeof body?.token !== 'string' || body.token === '') return restError(400, 'Token is required', { errors: { token: 'Token is required' } });
    const claimed = claim(String(params.id), body.token);
    return 'application' in claimed ? HttpResponse.json(restResult(claimed.application)) : restError(STATUS[claimed.code]!, claimed.message, { code: claimed.code });
  }),
  // The intake of the external form and integrators: an API key, the business profile; the result link answers.
  http.post('*/api/applications', async ({ request }) => {
    const key = /^Bearer\s+(\S{1,512})\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (key !== DEMO_INTEGRATION_API_KEY) {
      return restError(401, INVALID_API_KEY, { headers: { 'WWW-Authenticate': 'Bearer realm="netfund-intake"' } });
    }
    const parsed = intakeSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.length > 0 ? issue.path.join('.') : '_'] ??= issue.message;
      return restError(400, Object.values(errors)[0] ?? 'Invalid input', { errors });
    }
    const id = String(Math.max(...applications.map((a) => Number(a.id)), 100) + 1);
    const token = `mock-token-${id}`;
    const now = new Date().toISOString();
    const { businessName, contactName, ownerEmail, product, requestedAmount, industry, state, monthsInBusiness, monthlyRevenue } = parsed.data;
    applications.push({
      ...demoApplications()[1]!,
      id,
      token,
      owner: null,
      ownerEmail,
      status: 'review',
      number: `NF-2026-${id.padStart(6, '0')}`,
      workflowStatus: 'submitted',
      version: 1,
      businessName,
      contactName,
      product,
      requestedAmount,
      industry,
      state,
      monthsInBusiness,
      monthlyRevenue,
      createdAt: now,
      updatedAt: now,
    });
    return HttpResponse.json({ id: Number(id), status: 'review', resultUrl: `/result/${id}?token=${token}` }, { status: 201, headers: { Location: `/api/applications/${id}` } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'applications',
  () => ({ applications, nextFailure }),
  (state) => {
    ({ applications, nextFailure } = state);
  },
  () => applicationMocks.reset(),
);
