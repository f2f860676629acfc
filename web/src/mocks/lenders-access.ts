import { graphql, type GraphQLQuery } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { SubmissionStatus } from '../generated/graphql';
import type {
  ApplicationSubmissionsQuery,
  ApplicationSubmissionsQueryVariables,
  WorkspaceAccessLogQueryVariables,
  MarkSubmissionExpiredMutation,
  MarkSubmissionExpiredMutationVariables,
  NudgeLenderMutation,
  NudgeLenderMutationVariables,
  ProposeToClientMutation,
  ProposeToClientMutationVariables,
  RevokeSubmissionMutation,
  RevokeSubmissionMutationVariables,
  ShareableProgramsQuery,
  ShareWithLendersMutation,
  ShareWithLendersMutationVariables,
  WorkspaceSubmissionsFragment,
} from '../features/application-workspace/api/lenders.generated';
import type {
  ClientApplicationLendersFragment,
  MyApplicationLendersQuery,
  MyApplicationLendersQueryVariables,
  RespondToProposalMutation,
  RespondToProposalMutationVariables,
  RevokeLenderMutation,
  RevokeLenderMutationVariables,
  SetAutoSharePolicyMutation,
  SetAutoSharePolicyMutationVariables,
} from '../features/applications/api/lenders-access.generated';
import { graphqlError, refusal } from './graphql-replies';
import { applicationMocks } from './applications';
import { registerSlice } from './store';

/**
 * MSW handlers for consent and sharing (R13 Lenders tab, R22 Lenders & access), with the server's sentences. Demo
 * state: the client's application 2 has Harbor Funding proposed and Cedar Growth shared and viewed; the workspace's
 * application 6 is shared with Summit Capital; others have no lender. `lendersAccessMocks.sent` records what the mutations received.
 */

interface MockSubmission {
  id: string;
  applicationId: string;
  lenderName: string;
  programId: string;
  programName: string;
  productLabel: string;
  typicalPricing: string | null;
  status: SubmissionStatus;
  proposedAt: string | null;
  sharedAt: string | null;
  firstViewedAt: string | null;
  slaDueAt: string | null;
  endedAt: string | null;
  revokedBy: 'client' | 'admin' | null;
  /** R13 *Nudge*: when the lender was last reminded (none in the demo data). */
  lastNudgedAt?: string | null;
}

const PROGRAMS = [
  { id: '11', lenderId: '1', lenderName: 'Summit Capital', name: 'Summit Working Capital', product: 'revenue-based-financing' },
  { id: '12', lenderId: '2', lenderName: 'Harbor Funding', name: 'Harbor Revenue Advance', product: 'revenue-based-financing' },
  { id: '13', lenderId: '3', lenderName: 'Cedar Growth', name: 'Cedar Growth Capital', product: 'revenue-based-financing' },
];

const OPEN: readonly SubmissionStatus[] = ['proposed', 'shared', 'viewed', 'info_requested', 'offered'];
const CAN_SEE = ['Business profile: name, industry, state and time in business', 'Your request: product and amount', 'Monthly revenue and credit score', 'Documents: bank-statement-march.pdf'];

function demoSubmissions(): MockSubmission[] {
  return [
    {
      id: '21', applicationId: '2', lenderName: 'Harbor Funding', programId: '12', programName: 'Harbor Revenue Advance', productLabel: 'Revenue-Based Financing', typicalPricing: 'Factor 1.22–1.38',
      status: 'proposed', proposedAt: '2026-11-02T14:00:00.000Z', sharedAt: null, firstViewedAt: null, slaDueAt: null, endedAt: null, revokedBy: null,
    },
    {
      id: '20', applicationId: '2', lenderName: 'Cedar Growth', programId: '13', programName: 'Cedar Growth Capital', productLabel: 'Revenue-Based Financing', typicalPricing: 'Factor 1.18–1.30',
      status: 'viewed', proposedAt: null, sharedAt: '2026-11-01T15:00:00.000Z', firstViewedAt: '2026-11-03T15:14:00.000Z', slaDueAt: '2026-11-01T23:00:00.000Z', endedAt: null, revokedBy: null,
    },
    {
      id: '30', applicationId: '6', lenderName: 'Summit Capital', programId: '11', programName: 'Summit Working Capital', productLabel: 'Revenue-Based Financing', typicalPricing: null,
      status: 'shared', proposedAt: null, sharedAt: '2026-11-02T15:00:00.000Z', firstViewedAt: null, slaDueAt: '2026-11-02T23:00:00.000Z', endedAt: null, revokedBy: null,
    },
  ];
}

const ACCESS_LOG = [
  {
    __typename: 'AccessLogLine' as const,
    lenderName: 'Cedar Growth',
    userName: 'lender',
    action: 'view_document' as const,
    documentName: 'bank-statement-march.pdf',
    at: '2026-11-03T15:14:00.000Z',
    text: 'Cedar Growth — lender viewed bank-statement-march.pdf, Nov 3, 10:14 AM',
  },
];

let submissions = demoSubmissions();
let autoShare = new Set<string>();
let sent: { operation: string; variables: Record<string, unknown> }[] = [];
let nextId = 100;

export const lendersAccessMocks = {
  reset(): void {
    submissions = demoSubmissions();
    autoShare = new Set();
    sent = [];
    nextId = 100;
  },
  get sent() {
    return sent;
  },
  /** The application's submissions as they stand (the dashboard's activity mock reads them). */
  of(applicationId: string): readonly { id: string; lenderName: string; status: SubmissionStatus; endedAt: string | null; revokedBy: 'client' | 'admin' | null }[] {
    return submissions.filter((each) => each.applicationId === applicationId);
  },
  /** R20 *Decline* (./lender-portal): the lender answered, its open submission ends `declined`. False when none is open. */
  declinedByLender(submissionId: string, at: string): boolean {
    const found = submissions.find((each) => each.id === submissionId && ['shared', 'viewed', 'info_requested'].includes(each.status));
    if (!found) return false;
    Object.assign(found, { status: 'declined', endedAt: at });
    return true;
  },
};

function clientView(applicationId: string): ClientApplicationLendersFragment & { __typename: 'ApplicationLenders' } {
  const mine = submissions.filter((each) => each.applicationId === applicationId).sort((a, b) => Number(b.id) - Number(a.id));
  return {
    __typename: 'ApplicationLenders',
    applicationId,
    autoSharePolicy: autoShare.has(applicationId),
    autoSharePolicySince: autoShare.has(applicationId) ? '2026-11-04T12:00:00.000Z' : null,
    lenders: mine.map((each) => ({
      __typename: 'ClientLender' as const,
      submissionId: each.id,
      lenderName: each.lenderName,
      productLabel: each.productLabel,
      typicalPricing: each.typicalPricing,
      status: each.status,
      proposedAt: each.proposedAt,
      sharedAt: each.sharedAt,
      firstViewedAt: each.firstViewedAt,
      respondedAt: null,
      endedAt: each.endedAt,
      revokedBy: each.revokedBy,
      canSee: each.status === 'proposed' || ['shared', 'viewed', 'info_requested', 'offered'].includes(each.status) ? CAN_SEE : [],
    })),
    accessLog: mine.some((each) => each.firstViewedAt) ? ACCESS_LOG : [],
  };
}

function adminView(applicationId: string): WorkspaceSubmissionsFragment & { __typename: 'ApplicationSubmissions' } {
  const items = submissions.filter((each) => each.applicationId === applicationId).sort((a, b) => Number(b.id) - Number(a.id));
  return {
    __typename: 'ApplicationSubmissions',
    applicationId,
    autoSharePolicy: autoShare.has(applicationId),
    openCount: items.filter((each) => OPEN.includes(each.status)).length,
    maxOpen: 5,
    items: items.map((each) => ({
      __typename: 'Submission' as const,
      id: each.id,
      lenderId: PROGRAMS.find((program) => program.id === each.programId)?.lenderId ?? '0',
      lenderName: each.lenderName,
      programId: each.programId,
      programName: each.programName,
      programVersion: 1,
      status: each.status,
      consentMode: each.sharedAt ? 'client_click' : null,
      proposedAt: each.proposedAt,
      sharedAt: each.sharedAt,
      firstViewedAt: each.firstViewedAt,
      respondedAt: null,
      slaDueAt: each.slaDueAt,
      lastNudgedAt: each.lastNudgedAt ?? null,
      nudgeCount: each.lastNudgedAt ? 1 : 0,
      revokedAt: each.status === 'revoked' ? each.endedAt : null,
      revokedBy: each.revokedBy,
      closedAt: null,
      overrideReason: null,
    })),
  };
}

const APPLICATION_NOT_FOUND = { message: 'Application not found', code: 'NOT_FOUND' };
/** The client's own application, as the server's `ownsApplication` (anyone else's is NOT_FOUND, not FORBIDDEN). */
const ownApplication = (applicationId: string) => applicationMocks.ownedByCurrentClient(applicationId) !== null;
const NOW = () => new Date().toISOString();

function addSubmissions(applicationId: string, programIds: string[], status: SubmissionStatus): string | null {
  const open = submissions.filter((each) => each.applicationId === applicationId && OPEN.includes(each.status)).length;
  if (open + programIds.length > 5) return 'This application is already shared with 5 lenders (the maximum)';
  if (programIds.some((programId) => !PROGRAMS.some((each) => each.id === programId))) return 'Program not found';
  for (const programId of programIds) {
    const program = PROGRAMS.find((each) => each.id === programId)!;
    nextId += 1;
    submissions.push({
      id: String(nextId), applicationId, lenderName: program.lenderName, programId, programName: program.name, productLabel: 'Revenue-Based Financing', typicalPricing: null,
      status, proposedAt: status === 'proposed' ? NOW() : null, sharedAt: status === 'shared' ? NOW() : null, firstViewedAt: null, slaDueAt: null, endedAt: null, revokedBy: null,
    });
  }
  return null;
}

const api = graphql.link('*/graphql');

export const lendersAccessHandlers = [
  api.query<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>('MyApplicationLenders', ({ variables }) => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    if (!ownApplication(String(variables.applicationId))) return graphqlError(APPLICATION_NOT_FOUND);
    return HttpResponse.json({ data: { myApplicationLenders: clientView(String(variables.applicationId)) } });
  }),
  api.mutation<RespondToProposalMutation, RespondToProposalMutationVariables>('RespondToProposal', ({ variables }) => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'RespondToProposal', variables });
    const found = submissions.find((each) => each.id === variables.submissionId && ownApplication(each.applicationId));
    if (!found) return graphqlError({ message: 'Submission not found', code: 'NOT_FOUND' });
    if (found.status !== 'proposed') return graphqlError({ message: 'This proposal is no longer open', code: 'CONFLICT' });
    Object.assign(found, variables.approve ? { status: 'shared', sharedAt: NOW() } : { status: 'refused', endedAt: NOW() });
    return HttpResponse.json({ data: { respondToProposal: clientView(found.applicationId) } });
  }),
  api.mutation<RevokeLenderMutation, RevokeLenderMutationVariables>('RevokeLender', ({ variables }) => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'RevokeLender', variables });
    const found = submissions.find((each) => each.id === variables.submissionId && ownApplication(each.applicationId));
    if (!found) return graphqlError({ message: 'Submission not found', code: 'NOT_FOUND' });
    if (!OPEN.includes(found.status)) return graphqlError({ message: "This lender's access has already ended", code: 'CONFLICT' });
    Object.assign(found, { status: 'revoked', endedAt: '2026-11-05T12:00:00.000Z', revokedBy: 'client' });
    return HttpResponse.json({ data: { revokeLender: clientView(found.applicationId) } });
  }),
  api.mutation<SetAutoSharePolicyMutation, SetAutoSharePolicyMutationVariables>('SetAutoSharePolicy', ({ variables }) => {
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'SetAutoSharePolicy', variables });
    const id = String(variables.applicationId);
    if (!ownApplication(id)) return graphqlError(APPLICATION_NOT_FOUND);
    if (variables.enabled) autoShare.add(id);
    else autoShare.delete(id);
    return HttpResponse.json({ data: { setAutoSharePolicy: clientView(id) } });
  }),
  api.query<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>('ApplicationSubmissions', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return HttpResponse.json({ data: { applicationSubmissions: adminView(String(variables.applicationId)) } });
  }),
  // R13 Timeline's lender reads: the same log the client sees, once a lender opened the file.
  api.query<GraphQLQuery, WorkspaceAccessLogQueryVariables>('WorkspaceAccessLog', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const id = String(variables.applicationId);
    return HttpResponse.json({ data: { applicationSubmissions: { __typename: 'ApplicationSubmissions', applicationId: id, accessLog: clientView(id).accessLog } } });
  }),
  api.query<ShareableProgramsQuery>('ShareablePrograms', () =>
    HttpResponse.json({ data: { adminPrograms: { __typename: 'ProgramPage', items: PROGRAMS.map((program) => ({ __typename: 'ProgramRow' as const, status: 'active' as const, ...program })) } as ShareableProgramsQuery['adminPrograms'] } }),
  ),
  api.mutation<ProposeToClientMutation, ProposeToClientMutationVariables>('ProposeToClient', ({ variables }) => {
    sent.push({ operation: 'ProposeToClient', variables });
    const ids = (Array.isArray(variables.programs) ? variables.programs : [variables.programs]).map((each) => String(each.programId));
    const failure = addSubmissions(String(variables.applicationId), ids, 'proposed');
    if (failure) return graphqlError({ message: failure, code: failure === 'Program not found' ? 'NOT_FOUND' : 'CONFLICT' });
    return HttpResponse.json({ data: { proposeToClient: adminView(String(variables.applicationId)) } });
  }),
  api.mutation<ShareWithLendersMutation, ShareWithLendersMutationVariables>('ShareWithLenders', ({ variables }) => {
    sent.push({ operation: 'ShareWithLenders', variables });
    const consent = variables.consent;
    if (consent.kind === 'auto_share_policy' && !autoShare.has(String(variables.applicationId))) {
      return graphqlError({ message: "The client has not turned on automatic sharing: propose the lenders to the client, or record the client's consent", code: 'CONFLICT' });
    }
    const ids = (Array.isArray(variables.programs) ? variables.programs : [variables.programs]).map((each) => String(each.programId));
    const failure = addSubmissions(String(variables.applicationId), ids, 'shared');
    if (failure) return graphqlError({ message: failure, code: 'CONFLICT' });
    return HttpResponse.json({ data: { shareWithLenders: adminView(String(variables.applicationId)) } });
  }),
  api.mutation<MarkSubmissionExpiredMutation, MarkSubmissionExpiredMutationVariables>('MarkSubmissionExpired', ({ variables }) => {
    sent.push({ operation: 'MarkSubmissionExpired', variables });
    const found = submissions.find((each) => each.id === variables.submissionId);
    if (!found) return graphqlError({ message: 'Submission not found', code: 'NOT_FOUND' });
    if (!['shared', 'viewed'].includes(found.status)) return graphqlError({ message: 'Only a file the lender has not answered can be marked expired', code: 'CONFLICT' });
    Object.assign(found, { status: 'expired', endedAt: NOW() });
    return HttpResponse.json({ data: { markSubmissionExpired: adminView(found.applicationId) } });
  }),
  api.mutation<NudgeLenderMutation, NudgeLenderMutationVariables>('NudgeLender', ({ variables }) => {
    sent.push({ operation: 'NudgeLender', variables });
    const found = submissions.find((each) => each.id === variables.submissionId);
    if (!found) return graphqlError({ message: 'Submission not found', code: 'NOT_FOUND' });
    if (!['shared', 'viewed'].includes(found.status)) return graphqlError({ message: 'Only a lender that has not answered yet can be reminded', code: 'CONFLICT' });
    if (found.lastNudgedAt && Date.now() - Date.parse(found.lastNudgedAt) < 4 * 3_600_000) {
      return graphqlError({ message: 'This lender was reminded less than 4 hours ago', code: 'CONFLICT' });
    }
    found.lastNudgedAt = NOW();
    return HttpResponse.json({ data: { nudgeLender: adminView(found.applicationId) } });
  }),
  api.mutation<RevokeSubmissionMutation, RevokeSubmissionMutationVariables>('RevokeSubmission', ({ variables }) => {
    sent.push({ operation: 'RevokeSubmission', variables });
    const found = submissions.find((each) => each.id === variables.submissionId);
    if (!found) return graphqlError({ message: 'Submission not found', code: 'NOT_FOUND' });
    if (!OPEN.includes(found.status)) return graphqlError({ message: "This lender's access has already ended", code: 'CONFLICT' });
    Object.assign(found, { status: 'revoked', endedAt: NOW(), revokedBy: 'admin' });
    return HttpResponse.json({ data: { revokeSubmission: adminView(found.applicationId) } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'lendersAccess',
  () => ({ submissions, autoShare, sent, nextId }),
  (state) => {
    ({ submissions, autoShare, sent, nextId } = state);
  },
  () => lendersAccessMocks.reset(),
);
