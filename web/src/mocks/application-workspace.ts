import { graphql } from 'msw/graphql';
import { http, HttpResponse } from 'msw/http';
import type { WorkflowAction, WorkflowStatus } from '../generated/graphql';
import type {
  WorkspaceDocumentFragment,
  WorkspaceInfoRequestFragment,
} from '../features/application-workspace/api/documents.generated';
import type { WorkspaceApplicationFragment } from '../features/application-workspace/api/workspace.generated';
import { DECLINE_REASONS } from '../generated/catalogue';
import { graphqlError, invalid, refusal, reply, type GraphQLFailure } from './graphql-replies';
import { registerSlice } from './store';
import { restError } from './rest-error.js';

/**
 * MSW handlers for the R13 workspace (`adminApplication`, `staffMembers`, `declineNoticePreview`, the workflow's
 * mutations, `editBusinessFacts`, documents and info requests as the admin sees them, the ad-hoc upload), with the
 * server's rules and sentences: admins only, `expectedVersion` checked (409 "This record was changed by …"), illegal
 * moves refused. Demo data: 5 submitted and unassigned; 6 in review, assigned to admin, with an uploaded, a requested
 * and an accepted document and an answered request; 7 declined yesterday; 8 a staff-entered draft. `workspaceMocks.sent` records what each
 * mutation received.
 */

type Application = WorkspaceApplicationFragment & { __typename: 'ApplicationRecord' };
type Document = WorkspaceDocumentFragment & { __typename: 'ApplicationDocument' };
type InfoRequest = WorkspaceInfoRequestFragment & { __typename: 'InfoRequest' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const STAFF = [
  { __typename: 'StaffMember' as const, id: '1', username: 'admin', displayName: 'admin' },
  { __typename: 'StaffMember' as const, id: '41', username: 'taylor', displayName: 'Taylor Reed' },
];

/** The server's state machine (application-workflow.ts), for the buttons a status allows. */
function availableActions(status: WorkflowStatus, decidedAt: string | null): WorkflowAction[] {
  const terminal = ['funded', 'withdrawn', 'declined', 'closed'].includes(status);
  const actions: WorkflowAction[] = [];
  if (!terminal) {
    if (status === 'submitted') actions.push('start_review');
    actions.push('assign');
    if (['in_review', 'matched', 'offered'].includes(status)) actions.push('decline');
    if (status === 'in_review') actions.push('close');
    actions.push('withdraw');
  }
  if ((status === 'declined' || status === 'closed') && decidedAt && Date.now() - Date.parse(decidedAt) <= 90 * DAY) actions.push('reopen');
  if (!terminal) actions.push('edit_facts');
  return actions;
}

function business(id: string, legalName: string) {
  return {
    __typename: 'Business' as const,
    id,
    legalName,
    dba: null,
    entityType: 'llc',
    einLast4: '6789',
    naicsCode: '722511',
    industry: 'restaurants',
    state: 'NY',
    startedOn: '2021-03-01',
    monthsInBusiness: 68,
    monthlyRevenue: 42_000,
    revenueSource: 'self',
    fico: 690,
    ficoSource: 'self',
    ficoAsOf: '2026-11-01',
    openPositions: 1,
    phone: '(555) 010-2000',
    website: 'https://example.com',
    version: 1,
    provenance: ['legalName', 'state', 'monthlyRevenue', 'fico', 'startedOn'].map((field) => ({
      __typename: 'FactProvenance' as const,
      field,
      source: field === 'fico' ? 'self' : 'applicant',
      asOf: '2026-11-20',
      enteredBy: null,
    })),
  };
}

function application(id: string, status: WorkflowStatus, extra: Partial<Application> = {}): Application {
  const decidedAt = status === 'declined' ? ago(DAY) : null;
  return {
    __typename: 'ApplicationRecord',
    id,
    number: `NF-2026-00000${id}`,
    workflowStatus: status,
    publicStatus: status === 'declined' ? 'declined' : 'review',
    version: 3,
    contactName: 'Maria Lopez',
    ownerEmail: 'maria@example.com',
    phone: '(555) 010-2000',
    product: 'working-capital',
    requestedAmount: 75_000,
    source: 'external_form',
    statusReasonCodes: status === 'declined' ? ['revenue_below_minimums'] : [],
    statusNote: null,
    submittedAt: ago(30 * HOUR),
    decidedAt,
    closedAt: null,
    reapplyAfter: status === 'declined' ? dateIn(29) : null,
    renewalOfFundingId: null,
    createdAt: ago(30 * HOUR),
    updatedAt: ago(2 * HOUR),
    ageHours: 30,
    availableActions: availableActions(status, decidedAt),
    assignee: status === 'submitted' ? null : STAFF[0]!,
    owner: { __typename: 'ClientSummary', id: '2', username: 'client', email: 'client@netfund.example' },
    business: id === '6' ? { ...business('b6', 'Harbor Freight Co'), entityType: 's_corporation' } : business(`b${id}`, id === '5' ? 'Lopez Bakery LLC' : 'Sunset Diner LLC'),
    statusHistory: [
      { __typename: 'ApplicationStatusChange', id: `${id}1`, fromWorkflowStatus: null, toWorkflowStatus: 'submitted', changedAt: ago(30 * HOUR), changedBy: null, actor: 'You', reason: null, note: null },
      ...(status === 'submitted'
        ? []
        : [{ __typename: 'ApplicationStatusChange' as const, id: `${id}2`, fromWorkflowStatus: 'submitted' as const, toWorkflowStatus: 'in_review' as const, changedAt: ago(20 * HOUR), changedBy: 'admin', actor: 'NetFund', reason: null, note: null }]),
    ],
    activity: [
      { __typename: 'AuditEntry', id: `${id}01`, action: 'application.submitted', summary: `Application NF-2026-00000${id} arrived from the website form.`, reason: null, occurredAt: ago(30 * HOUR), actor: { __typename: 'AuditActor', name: 'integration', type: 'system' } },
    ],
    ...extra,
  } as Application;
}

function demoApplications(): Map<string, Application> {
  return new Map([
    ['5', application('5', 'submitted')],
    ['6', application('6', 'in_review')],
    ['7', application('7', 'declined')],
    // A staff-entered draft (R12): no number, nothing for the client yet; the workspace offers Continue draft.
    ['8', application('8', 'draft', { number: null, source: 'admin', publicStatus: null, submittedAt: null, assignee: null, owner: null, statusHistory: [], activity: [] })],
  ]);
}

function demoDocuments(): Document[] {
  const base = { __typename: 'ApplicationDocument' as const, applicationId: '6', required: true, mimeType: null, rejectReason: null, requestedAt: ago(2 * DAY), reviewedAt: null, infoRequestId: '9' };
  return [
    { ...base, id: '61', docType: 'bank_statements', label: 'Bank statements', status: 'uploaded', fileName: 'statements-oct.pdf', sizeBytes: 482_000, mimeType: 'application/pdf', dueAt: dateIn(3), uploadedAt: ago(3 * HOUR), downloadPath: '/api/documents/61/download' },
    { ...base, id: '62', docType: 'photo_id', label: 'Photo ID', status: 'requested', fileName: null, sizeBytes: null, dueAt: dateIn(3), uploadedAt: null, downloadPath: null },
    { ...base, id: '63', docType: 'voided_check', label: 'Voided check', status: 'accepted', fileName: 'check.png', sizeBytes: 120_000, mimeType: 'image/png', dueAt: null, uploadedAt: ago(DAY), reviewedAt: ago(20 * HOUR), downloadPath: '/api/documents/63/download', infoRequestId: null },
  ];
}

function demoRequests(): InfoRequest[] {
  return [
    {
      __typename: 'InfoRequest',
      id: '9',
      applicationId: '6',
      message: 'Please send your last 3 bank statements and a photo ID, and tell us what the funds are for.',
      dueAt: dateIn(3),
      status: 'answered',
      cancelReason: null,
      createdAt: ago(2 * DAY),
      answeredAt: ago(3 * HOUR),
      requestedBy: 'admin',
      lenderName: null,
      items: [
        { __typename: 'InfoRequestItem', kind: 'question', docType: null, prompt: 'What will you use the funds for?', answer: 'A second oven and a delivery van.', documentId: null },
        { __typename: 'InfoRequestItem', kind: 'document', docType: 'bank_statements', prompt: 'Bank statements', answer: null, documentId: '61' },
      ] as unknown as InfoRequest['items'],
    },
  ];
}

let applications = demoApplications();
let documents = demoDocuments();
let requests = demoRequests();
let sent: { operation: string; variables: Record<string, unknown> }[] = [];
let nextFailure: GraphQLFailure | null = null;

export const workspaceMocks = {
  reset(): void {
    applications = demoApplications();
    documents = demoDocuments();
    requests = demoRequests();
    sent = [];
    nextFailure = null;
  },
  /** What the workspace's mutations received, in order. */
  get sent() {
    return sent;
  },
  /** Someone else changed the application meanwhile: its version moves on, so the page's is stale. */
  changeElsewhere(id: string): void {
    const found = applications.get(id)!;
    applications.set(id, { ...found, version: found.version + 1 });
  },
  /** The next workspace mutation fails with this error, once. */
  failNext(failure: GraphQLFailure): void {
    nextFailure = failure;
  },
  /** The documents of one application (./offer-entry checks an offer's evidence against them). */
  documentsOf(applicationId: string): readonly Document[] {
    return documents.filter((document) => document.applicationId === applicationId);
  },
  set(next: { documents?: Document[]; requests?: InfoRequest[] }): void {
    if (next.documents) documents = next.documents;
    if (next.requests) requests = next.requests;
  },
};

const DOCUMENT_LABELS: Record<string, string> = {
  bank_statements: 'Bank statements',
  tax_return: 'Tax return',
  photo_id: 'Photo ID',
  voided_check: 'Voided check',
  business_license: 'Business license',
  other: 'Other document',
};

const api = graphql.link('*/graphql');
const NOT_FOUND = 'Application not found';
const STALE = (at: string) => `This record was changed by taylor at ${new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}. Reload to see the latest.`;

type Outcome = { data: Record<string, unknown> } | { error: GraphQLFailure };

function guarded(operation: string, variables: Record<string, unknown>, run: () => Outcome) {
  sent.push({ operation, variables });
  const refused = refusal(['admin']);
  if (refused) return graphqlError(refused);
  if (nextFailure) {
    const failure = nextFailure;
    nextFailure = null;
    return graphqlError(failure);
  }
  const outcome = run();
  return 'error' in outcome ? graphqlError(outcome.error) : reply(outcome.data);
}

/** A workflow move on the record: version checked, the action allowed by its status, one history row. */
function move(field: string, id: string, expectedVersion: unknown, action: WorkflowAction, change: (record: Application) => Partial<Application>): Outcome {
  const record = applications.get(id);
  if (!record) return { error: { message: NOT_FOUND, code: 'NOT_FOUND' } };
  if (record.version !== expectedVersion) return { error: { message: STALE(record.updatedAt as string), code: 'CONFLICT' } };
  if (!record.availableActions.includes(action)) return { error: { message: `Cannot ${action.replace('_', ' ')} this application`, code: 'CONFLICT' } };
  const next = { ...record, ...change(record), version: record.version + 1, updatedAt: new Date().toISOString() } as Application;
  if (next.workflowStatus !== record.workflowStatus) {
    next.statusHistory = [
      ...record.statusHistory,
      { __typename: 'ApplicationStatusChange', id: `${id}-${next.version}`, fromWorkflowStatus: record.workflowStatus, toWorkflowStatus: next.workflowStatus, changedAt: next.updatedAt, changedBy: 'admin', actor: 'NetFund', reason: null, note: null },
    ] as Application['statusHistory'];
  }
  next.availableActions = availableActions(next.workflowStatus, next.decidedAt as string | null);
  applications.set(id, next);
  return { data: { [field]: next } };
}

const reasonRequired = (reason: unknown): Outcome | null =>
  typeof reason === 'string' && reason.trim() ? null : { error: invalid('reason', 'A reason is required') };

export const workspaceHandlers = [
  api.query('WorkspaceApplication', ({ variables }) =>
    guarded('WorkspaceApplication', variables, () => {
      const record = applications.get(String(variables.id));
      return record ? { data: { adminApplication: record } } : { error: { message: NOT_FOUND, code: 'NOT_FOUND' } };
    }),
  ),
  api.query('WorkspaceStaffMembers', ({ variables }) => guarded('WorkspaceStaffMembers', variables, () => ({ data: { staffMembers: STAFF } }))),
  api.query('WorkspaceBusinessActivity', ({ variables }) =>
    guarded('WorkspaceBusinessActivity', variables, () => ({ data: { auditEvents: { __typename: 'AuditEventPage', items: [] } } })),
  ),
  api.query('WorkspaceDeclineNoticePreview', ({ variables }) =>
    guarded('WorkspaceDeclineNoticePreview', variables, () => {
      const codes = variables.reasonCodes as string[];
      const lines = codes.map((code) => (code === 'other' ? String(variables.note ?? '') : DECLINE_REASONS.find((reason) => reason.code === code)!.clientText));
      return {
        data: {
          declineNoticePreview: {
            __typename: 'DeclineNotice',
            subject: `Your NetFund application ${applications.get(String(variables.id))?.number ?? ''}`,
            body: `We are sorry: we cannot offer funding at this time because ${lines.join('; ')}.\n\nYou are welcome to apply again in 30 days.`,
          },
        },
      };
    }),
  ),
  api.mutation('WorkspaceStartReview', ({ variables }) =>
    guarded('WorkspaceStartReview', variables, () => move('startReview', String(variables.id), variables.expectedVersion, 'start_review', () => ({ workflowStatus: 'in_review', assignee: STAFF[0]! }))),
  ),
  api.mutation('WorkspaceAssign', ({ variables }) =>
    guarded('WorkspaceAssign', variables, () =>
      move('assignApplication', String(variables.id), variables.expectedVersion, 'assign', () => ({ assignee: STAFF.find((member) => member.id === variables.assigneeId) ?? null })),
    ),
  ),
  api.mutation('WorkspaceDecline', ({ variables }) =>
    guarded('WorkspaceDecline', variables, () => {
      const input = variables.input as { id: string; expectedVersion: number; reasonCodes: string[]; note: string | null };
      if (input.reasonCodes.includes('other') && !input.note) return { error: invalid('note', 'Add a note: it is what the client reads for the reason "Other"') };
      return move('declineApplication', input.id, input.expectedVersion, 'decline', () => ({
        workflowStatus: 'declined',
        publicStatus: 'declined',
        statusReasonCodes: input.reasonCodes as Application['statusReasonCodes'],
        statusNote: input.note,
        decidedAt: new Date().toISOString(),
        reapplyAfter: dateIn(30),
      }));
    }),
  ),
  api.mutation('WorkspaceClose', ({ variables }) =>
    guarded('WorkspaceClose', variables, () => reasonRequired(variables.reason) ?? move('closeApplication', String(variables.id), variables.expectedVersion, 'close', () => ({ workflowStatus: 'closed', publicStatus: null, decidedAt: new Date().toISOString() }))),
  ),
  api.mutation('WorkspaceReopen', ({ variables }) =>
    guarded('WorkspaceReopen', variables, () => reasonRequired(variables.reason) ?? move('reopenApplication', String(variables.id), variables.expectedVersion, 'reopen', () => ({ workflowStatus: 'in_review', publicStatus: 'review' }))),
  ),
  api.mutation('WorkspaceWithdraw', ({ variables }) =>
    guarded('WorkspaceWithdraw', variables, () => {
      const refused = reasonRequired(variables.reason);
      if (refused) return refused;
      const outcome = move('withdrawApplication', String(variables.id), variables.expectedVersion, 'withdraw', () => ({ workflowStatus: 'withdrawn', publicStatus: null }));
      if ('error' in outcome) return outcome;
      const record = applications.get(String(variables.id))!;
      return { data: { withdrawApplication: { __typename: 'Application', id: record.id, version: record.version, workflowStatus: record.workflowStatus } } };
    }),
  ),
  api.mutation('WorkspaceEditFacts', ({ variables }) =>
    guarded('WorkspaceEditFacts', variables, () => {
      const input = variables.input as Record<string, unknown> & { businessId: string; expectedVersion: number };
      const record = [...applications.values()].find((each) => each.business.id === input.businessId);
      if (!record) return { error: { message: 'Business not found', code: 'NOT_FOUND' } };
      if (record.business.version !== input.expectedVersion) return { error: { message: STALE(record.updatedAt as string), code: 'CONFLICT' } };
      const { businessId: _id, expectedVersion: _version, reason: _reason, ...facts } = input;
      const updated = { ...record.business, ...facts, version: record.business.version + 1 };
      applications.set(record.id, { ...record, business: updated });
      return { data: { editBusinessFacts: updated } };
    }),
  ),
  api.query('WorkspaceDocuments', ({ variables }) =>
    guarded('WorkspaceDocuments', variables, () => ({ data: { applicationDocuments: documents.filter((document) => document.applicationId === String(variables.applicationId)) } })),
  ),
  api.query('WorkspaceInfoRequests', ({ variables }) =>
    guarded('WorkspaceInfoRequests', variables, () => ({ data: { infoRequests: requests.filter((request) => request.applicationId === String(variables.applicationId)) } })),
  ),
  api.mutation('WorkspaceReviewDocument', ({ variables }) =>
    guarded('WorkspaceReviewDocument', variables, () => {
      const input = variables.input as { id: string; decision: 'accept' | 'reject'; rejectReason?: string | null };
      const document = documents.find((each) => each.id === input.id);
      if (!document) return { error: { message: 'Document not found', code: 'NOT_FOUND' } };
      if (document.status !== 'uploaded') return { error: { message: 'Only an uploaded document can be reviewed', code: 'CONFLICT' } };
      if (input.decision === 'reject' && !input.rejectReason) return { error: invalid('rejectReason', 'Say why the document is rejected') };
      Object.assign(document, { status: input.decision === 'accept' ? 'accepted' : 'rejected', rejectReason: input.decision === 'reject' ? input.rejectReason : null, reviewedAt: new Date().toISOString() });
      return { data: { reviewDocument: document } };
    }),
  ),
  api.mutation('WorkspaceRequestInfo', ({ variables }) =>
    guarded('WorkspaceRequestInfo', variables, () => {
      const input = variables.input as { applicationId: string; message: string; dueAt: string; items: { kind: 'document' | 'question'; docType?: string | null; prompt: string }[] };
      const id = String(100 + requests.length);
      const request: InfoRequest = {
        __typename: 'InfoRequest',
        id,
        applicationId: input.applicationId,
        message: input.message,
        dueAt: input.dueAt,
        status: 'open',
        cancelReason: null,
        createdAt: new Date().toISOString(),
        answeredAt: null,
        requestedBy: 'admin',
        lenderName: null,
        items: input.items.map((item) => ({ __typename: 'InfoRequestItem', kind: item.kind, docType: item.docType ?? null, prompt: item.prompt, answer: null, documentId: null })) as InfoRequest['items'],
      };
      requests = [request, ...requests];
      return { data: { requestInfo: request } };
    }),
  ),
  api.mutation('WorkspaceCancelInfoRequest', ({ variables }) =>
    guarded('WorkspaceCancelInfoRequest', variables, () => {
      const request = requests.find((each) => each.id === String(variables.id));
      if (!request) return { error: { message: 'Information request not found', code: 'NOT_FOUND' } };
      Object.assign(request, { status: 'cancelled', cancelReason: variables.reason });
      return { data: { cancelInfoRequest: request } };
    }),
  ),
  http.post('*/api/applications/:id/documents', async ({ params, request }) => {
    // The multipart body read as text (a jsdom File does not survive request.formData() in tests).
    const docType = /name="docType"\r\n\r\n([a-z_]+)/.exec(await request.text())?.[1] ?? 'other';
    const label = DOCUMENT_LABELS[docType];
    if (!label) return restError(400, 'Document type must be one of: bank_statements, tax_return, photo_id, voided_check, business_license, other');
    const document: Document = {
      __typename: 'ApplicationDocument',
      id: String(900 + documents.length),
      applicationId: String(params.id),
      docType,
      label,
      status: 'uploaded',
      required: true,
      fileName: 'upload.pdf',
      sizeBytes: 1000,
      mimeType: 'application/pdf',
      rejectReason: null,
      requestedAt: null,
      dueAt: null,
      uploadedAt: new Date().toISOString(),
      reviewedAt: null,
      downloadPath: null,
      infoRequestId: null,
    };
    documents = [...documents, document];
    // The REST ApplicationDocument: numeric ids, the file's SHA-256 (OpenAPI), no type name.
    const { __typename: _typename, id, applicationId, infoRequestId, ...created } = document;
    return HttpResponse.json(
      { ...created, id: Number(id), applicationId: Number(applicationId), infoRequestId: infoRequestId === null ? null : Number(infoRequestId), sha256: 'a'.repeat(64) },
      { status: 201 },
    );
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'applicationWorkspace',
  () => ({ applications, documents, requests, sent, nextFailure }),
  (state) => {
    ({ applications, documents, requests, sent, nextFailure } = state);
  },
  () => workspaceMocks.reset(),
);
