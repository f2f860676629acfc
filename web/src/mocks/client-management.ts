import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  AddClientNoteMutation,
  AddClientNoteMutationVariables,
  ClientDetailQuery,
  ClientDetailQueryVariables,
  ClientListQuery,
  ClientListQueryVariables,
  ClientManagementApplicationsQuery,
  ClientManagementApplicationsQueryVariables,
  ClientOverviewQuery,
  ResendClaimLinkMutation,
  ResendClaimLinkMutationVariables,
} from '../features/client-management/api/client-management.generated';
import { graphqlError, refusal } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R10/R11 client management: `adminClientOverview`, `resendClaimLink`, `adminClients`,
 * `adminApplications` (as the ClientManagementApplications operation), `adminClient` and `addClientNote`, with the
 * server's rules and messages (admins only; at most 3 claim links a day; notes of at most 5,000 characters).
 * `clientManagementMocks.setEmpty()` answers as a fresh install.
 */

type Overview = ClientOverviewQuery['adminClientOverview'];
type ClientRow = ClientListQuery['adminClients']['items'][number];
type ApplicationRow = ClientManagementApplicationsQuery['adminApplications']['items'][number];
type Detail = ClientDetailQuery['adminClient'];
type Note = Detail['notes'][number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const STATES = ['IL', 'TX', 'NY', 'CA', 'WA'];
const INDUSTRIES = ['restaurants', 'retail', 'construction', 'healthcare', 'transportation'];
const STATUSES = ['submitted', 'in_review', 'offered', 'declined', 'funded'] as const;

function demoClients(): ClientRow[] {
  return Array.from({ length: 30 }, (_, index) => ({
    
    id: String(index + 10),
    name: index === 0 ? 'Casey Client' : `Owner ${index + 1}`,
    email: index === 0 ? 'client@netfund.example' : `owner${index + 1}@example.com`,
    businessName: index === 0 ? 'Casey’s Corner Café LLC' : `Business ${String(index + 1).padStart(2, '0')} LLC`,
    state: STATES[index % STATES.length]!,
    industry: INDUSTRIES[index % INDUSTRIES.length]!,
    monthsInBusiness: 12 + index,
    applicationCount: 1 + (index % 3),
    latestStatus: STATUSES[index % STATUSES.length]!,
    netbuilderPlan: index % 4 === 0 ? 'growth' : null,
    createdAt: ago(index * DAY),
  }));
}

function demoApplications(): ApplicationRow[] {
  return Array.from({ length: 28 }, (_, index) => ({
    
    id: String(index + 1),
    number: `NF-2026-${String(index + 1).padStart(6, '0')}`,
    workflowStatus: STATUSES[index % STATUSES.length]!,
    product: 'revenue-based-financing',
    requestedAmount: 25_000 + index * 5_000,
    ageHours: index * 7,
    business: { id: String(index + 1), legalName: `Applicant ${index + 1} LLC` },
    assignee: index % 2 ? { id: '1', displayName: 'Avery Admin' } : null,
  }));
}

function demoOverview(): Overview {
  return {
    
    asOf: new Date().toISOString(),
    clientCount: 30,
    newClients30d: 4,
    clientsWithOpenApplications: 12,
    unclaimedApplications: 2,
    documentsAwaitingReview: 3,
    creditBuilderApplications: 5,
    net30ApplicationsPending: 1,
    hasAnything: true,
    unclaimed: [
      { applicationId: '5', number: 'NF-2026-000005', businessName: 'Harbor Light Marine LLC', contactName: 'Riley Harbor', email: 'riley@harborlight.example', submittedAt: ago(2 * DAY), workflowStatus: 'submitted', linksSentToday: 0 },
      { applicationId: '8', number: 'NF-2026-000008', businessName: 'Pine Street Dental PC', contactName: 'Dana Pine', email: 'dana@pinestreet.example', submittedAt: ago(5 * DAY), workflowStatus: 'in_review', linksSentToday: 3 },
    ],
    needsAttention: [
      { key: 'info_request_answered:7', kind: 'info_request_answered', applicationId: '2', applicationNumber: 'NF-2026-000002', businessName: 'Casey’s Corner Café LLC', since: ago(30 * HOUR), ageHours: 30, detail: 'Information request answered' },
      { key: 'documents_uploaded:3', kind: 'documents_uploaded', applicationId: '3', applicationNumber: 'NF-2026-000003', businessName: 'Blue Fern Bakery LLC', since: ago(72 * HOUR), ageHours: 72, detail: '2 documents to review' },
    ],
  };
}

function demoDetail(id: string): Detail {
  return {
    
    id,
    username: 'client',
    email: 'client@netfund.example',
    name: 'Casey Client',
    createdAt: ago(60 * DAY),
    lastSignInAt: ago(3 * HOUR),
    netbuilderPlan: 'growth',
    netbuilderStatus: 'active',
    businesses: [
      {
        
        id: '1',
        legalName: 'Casey’s Corner Café LLC',
        dba: 'Corner Café',
        entityType: 'llc',
        einLast4: '6789',
        naicsCode: '722511',
        industry: 'restaurants',
        state: 'IL',
        startedOn: '2023-09-01',
        monthsInBusiness: 38,
        monthlyRevenue: 62_000,
        fico: 702,
        ficoSource: 'self',
        openPositions: 1,
        phone: '(555) 010-7788',
        website: null,
        provenance: [
          { field: 'legalName', source: 'applicant', asOf: '2026-09-01', enteredBy: null },
          { field: 'monthlyRevenue', source: 'netfund', asOf: '2026-11-20', enteredBy: 'admin' },
        ],
      },
    ],
    applications: [
      { id: '2', number: 'NF-2026-000002', workflowStatus: 'in_review', product: 'revenue-based-financing', requestedAmount: 75_000, submittedAt: ago(10 * DAY) },
    ],
    documents: [
      { id: '21', applicationId: '2', label: 'Bank statements', status: 'uploaded', fileName: 'statements.pdf', uploadedAt: ago(DAY), downloadPath: '/api/documents/21/download' },
    ],
    notes: [{ id: '1', body: 'Prefers e-mail over phone.', authorName: 'admin', createdAt: ago(2 * DAY) }],
    activity: [
      { id: '9', occurredAt: ago(DAY), action: 'document.uploaded', summary: 'client uploaded Bank statements to application NF-2026-000002.', actor: { name: 'client' } },
    ],
  };
}

let clients = demoClients();
let applications = demoApplications();
let overview = demoOverview();
let notes: Note[] = [];
let nextNoteId = 100;

export const clientManagementMocks = {
  reset(): void {
    clients = demoClients();
    applications = demoApplications();
    overview = demoOverview();
    notes = demoDetail('10').notes;
    nextNoteId = 100;
  },
  /** A fresh install: no client, no application. */
  setEmpty(): void {
    clients = [];
    applications = [];
    overview = { ...demoOverview(), clientCount: 0, newClients30d: 0, clientsWithOpenApplications: 0, unclaimedApplications: 0, documentsAwaitingReview: 0, creditBuilderApplications: 0, net30ApplicationsPending: 0, hasAnything: false, unclaimed: [], needsAttention: [] };
  },
};
clientManagementMocks.reset();

function page<Row>(rows: Row[], pageNumber: number, pageSize: number) {
  return { totalCount: rows.length, page: pageNumber, pageSize, items: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) };
}

const api = graphql.link('*/graphql');

export const clientManagementHandlers = [
  api.query<ClientOverviewQuery>('ClientOverview', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return HttpResponse.json({ data: { adminClientOverview: overview } });
  }),
  api.mutation<ResendClaimLinkMutation, ResendClaimLinkMutationVariables>('ResendClaimLink', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const row = overview.unclaimed.find((each) => each.applicationId === String(variables.applicationId));
    if (!row) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    if (row.linksSentToday >= 3) {
      return graphqlError({ message: 'The claim link of this application was already sent 3 times in the last 24 hours. Try again tomorrow.', code: 'TOO_MANY_REQUESTS' });
    }
    row.linksSentToday += 1;
    return HttpResponse.json({
      data: { resendClaimLink: { applicationId: row.applicationId, sentTo: row.email, sentToday: row.linksSentToday, remainingToday: 3 - row.linksSentToday } },
    });
  }),
  api.query<ClientListQuery, ClientListQueryVariables>('ClientList', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const filter = variables.filter ?? {};
    const search = filter.search?.trim().toLowerCase();
    let rows = clients.filter(
      (row) =>
        (!search || [row.name, row.email, row.businessName ?? ''].some((text) => text.toLowerCase().includes(search))) &&
        (!filter.state || row.state === filter.state) &&
        (!filter.industry || row.industry === filter.industry) &&
        (!filter.latestStatus || row.latestStatus === filter.latestStatus),
    );
    if (variables.sort === 'businessName_asc') rows = rows.toSorted((a, b) => (a.businessName ?? '').localeCompare(b.businessName ?? ''));
    if (variables.sort === 'businessName_desc') rows = rows.toSorted((a, b) => (b.businessName ?? '').localeCompare(a.businessName ?? ''));
    return HttpResponse.json({ data: { adminClients: { ...page(rows, variables.page ?? 1, variables.pageSize ?? 25) } } });
  }),
  api.query<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>('ClientManagementApplications', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const filter = variables.filter ?? {};
    const search = filter.search?.trim().toLowerCase();
    const rows = applications.filter(
      (row) =>
        (!search || [row.number ?? '', row.business.legalName].some((text) => text.toLowerCase().includes(search))) &&
        (!filter.statuses?.length || filter.statuses.includes(row.workflowStatus)) &&
        (!filter.product || row.product === filter.product),
    );
    return HttpResponse.json({ data: { adminApplications: { ...page(rows, variables.page ?? 1, variables.pageSize ?? 25) } } });
  }),
  api.query<ClientDetailQuery, ClientDetailQueryVariables>('ClientDetail', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const id = String(variables.id);
    if (!clients.some((row) => row.id === id)) return graphqlError({ message: 'Client not found', code: 'NOT_FOUND' });
    return HttpResponse.json({ data: { adminClient: { ...demoDetail(id), notes } } });
  }),
  api.mutation<AddClientNoteMutation, AddClientNoteMutationVariables>('AddClientNote', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const body = variables.body.trim();
    if (!body) return graphqlError({ message: 'Write the note', code: 'BAD_USER_INPUT' });
    if (body.length > 5_000) return graphqlError({ message: 'Keep the note to 5,000 characters or fewer', code: 'BAD_USER_INPUT' });
    const note: Note = { id: String(nextNoteId++), body, authorName: mockScenario.currentUser!.username, createdAt: new Date().toISOString() };
    notes = [note, ...notes];
    return HttpResponse.json({ data: { addClientNote: note } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'clientManagement',
  () => ({ clients, applications, overview, notes, nextNoteId }),
  (state) => {
    ({ clients, applications, overview, notes, nextNoteId } = state);
  },
  () => clientManagementMocks.reset(),
);
