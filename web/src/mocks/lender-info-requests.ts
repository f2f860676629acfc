import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  LenderInfoRequestFieldsFragment,
  LenderInfoRequestsQuery,
  LenderInfoRequestsQueryVariables,
  RequestCriteriaChangeMutation,
  RequestCriteriaChangeMutationVariables,
  RequestLenderInfoMutation,
  RequestLenderInfoMutationVariables,
} from '../features/lender-portal/api/lender-info-requests.generated';
import { graphqlError, refusal, type GraphQLFailure } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R20 Request info (the drawer's requests of the demo lender, on Rosa's Cocina 104: one answered) and
 * Criteria Request a change. `failNext` / `refuseNext` make the next request answer as the server refuses (field
 * messages, or a sentence such as the daily limit); `sent` records what the mutations received.
 */

/** Response objects carry their __typename as the server's do; the generated types leave it out. */
type Item = LenderInfoRequestFieldsFragment['items'][number] & { __typename: 'InfoRequestItem' };
type InfoRequest = Omit<LenderInfoRequestFieldsFragment, 'items'> & { __typename: 'InfoRequest'; items: Item[] };

const DOCUMENT_LABELS: Record<string, string> = {
  bank_statements: 'Bank statements',
  tax_return: 'Tax return',
  photo_id: 'Photo ID',
  voided_check: 'Voided check',
  business_license: 'Business license',
  other: 'Other document',
};

function demoRequests(): Record<string, InfoRequest[]> {
  return {
    '104': [
      {
        __typename: 'InfoRequest',
        id: '61',
        status: 'answered',
        dueAt: '2026-11-21',
        createdAt: '2026-11-18T17:00:00.000Z',
        answeredAt: '2026-11-19T09:00:00.000Z',
        requestedBy: 'lender',
        items: [
          { __typename: 'InfoRequestItem', kind: 'document', docType: 'bank_statements', prompt: 'Bank statements', answer: null, documentId: '51' },
          { __typename: 'InfoRequestItem', kind: 'question', docType: null, prompt: 'Why did revenue dip in August?', answer: 'We closed two weeks for a kitchen refit.', documentId: null },
        ],
      },
    ],
  };
}

let requests = demoRequests();
let nextFailure: GraphQLFailure | null = null;
let sent: { operation: string; variables: unknown }[] = [];

export const lenderInfoRequestMocks = {
  reset(): void {
    requests = demoRequests();
    nextFailure = null;
    sent = [];
  },
  /** The next Request info or Request a change is refused with these field messages (BAD_USER_INPUT). */
  failNext(fieldErrors: Record<string, string>): void {
    nextFailure = { message: Object.values(fieldErrors)[0] ?? 'Invalid input', code: 'BAD_USER_INPUT', fieldErrors };
  },
  /** The next Request info or Request a change is refused with this sentence (e.g. the daily limit, TOO_MANY_REQUESTS). */
  refuseNext(message: string, code: string): void {
    nextFailure = { message, code };
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
};

/** As the resolver's `@Authorized(lender)`; then a failure queued by `failNext` / `refuseNext`, once. */
function refusedOrQueued(): GraphQLFailure | undefined {
  const refused = refusal(['lender']);
  if (refused) return refused;
  const queued = nextFailure ?? undefined;
  nextFailure = null;
  return queued;
}

/** The demo files the lender can read (104 offered, 105 shared); others are NOT_FOUND as on the server. */
const READABLE = ['104', '105'];
let sequence = 100;

const api = graphql.link('*/graphql');

export const lenderInfoRequestHandlers = [
  api.query<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>('LenderInfoRequests', ({ variables }) => {
    const refused = refusal(['lender']);
    if (refused) return graphqlError(refused);
    const id = String(variables.applicationId);
    if (!READABLE.includes(id)) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    return HttpResponse.json({ data: { lenderInfoRequests: requests[id] ?? [] } });
  }),
  api.mutation<RequestLenderInfoMutation, RequestLenderInfoMutationVariables>('RequestLenderInfo', ({ variables }) => {
    sent.push({ operation: 'RequestLenderInfo', variables });
    const refused = refusedOrQueued();
    if (refused) return graphqlError(refused);
    const id = String(variables.applicationId);
    if (!READABLE.includes(id)) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    const items = (Array.isArray(variables.input.items) ? variables.input.items : [variables.input.items]).map((item): Item => ({
      __typename: 'InfoRequestItem',
      kind: item.kind,
      docType: item.kind === 'document' ? (item.docType ?? null) : null,
      prompt: item.kind === 'document' ? item.prompt || DOCUMENT_LABELS[item.docType ?? ''] || 'Document' : item.prompt,
      answer: null,
      documentId: item.kind === 'document' ? String((sequence += 1)) : null,
    }));
    const request: InfoRequest = {
      __typename: 'InfoRequest',
      id: String((sequence += 1)),
      status: 'open',
      dueAt: variables.input.dueAt,
      createdAt: new Date().toISOString(),
      answeredAt: null,
      requestedBy: mockScenario.currentUser?.username ?? 'lender',
      items,
    };
    requests = { ...requests, [id]: [request, ...(requests[id] ?? [])] };
    return HttpResponse.json({ data: { requestLenderInfo: request } });
  }),
  api.mutation<RequestCriteriaChangeMutation, RequestCriteriaChangeMutationVariables>('RequestCriteriaChange', ({ variables }) => {
    sent.push({ operation: 'RequestCriteriaChange', variables });
    const refused = refusedOrQueued();
    if (refused) return graphqlError(refused);
    const programName = variables.input.programId ? 'Cedar RBF Core' : null;
    const requestCriteriaChange = { __typename: 'CriteriaChangeRequest', id: String((sequence += 1)), programName };
    return HttpResponse.json({ data: { requestCriteriaChange } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'lenderInfoRequests',
  () => ({ requests, nextFailure, sent, sequence }),
  (state) => {
    ({ requests, nextFailure, sent, sequence } = state);
  },
  () => lenderInfoRequestMocks.reset(),
);
