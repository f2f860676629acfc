import { graphql, type GraphQLQuery } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { SubmitStaffApplicationInput } from '../generated/graphql';
import type {
  SaveApplicationDraftMutation,
  SaveApplicationDraftMutationVariables,
  StaffApplicationClientsQuery,
  StaffApplicationClientsQueryVariables,
  RenewedFundingQueryVariables,
  StaffApplicationDraftFormQuery,
  StaffApplicationDraftFormQueryVariables,
  SubmitApplicationDraftMutation,
  SubmitApplicationDraftMutationVariables,
} from '../features/staff-application/api/staff-application.generated';
import { graphqlError, invalid, refusal, type GraphQLFailure } from './graphql-replies';
import { registerSlice } from './store';

/**
 * MSW handlers for R12 `/admin/client-management/create-application`: GraphQL `staffApplicationClients`,
 * `saveApplicationDraft` and `submitApplicationDraft`, admins only, with the server's messages: the amount range, a
 * stale version, and the duplicate and cool-down refusals (CONFLICT with `extensions.details`) that
 * `staffApplicationMocks.set` turns on. Drafts get ids from 501; a submission is numbered NF-2026-000501….
 * `StaffApplicationDraftForm` (R12 `?id=`) reads the saved drafts: demo draft 131 (version 3, client account 12,
 * EIN ending 6789) and 140, already submitted (NF-2026-000140).
 */

type Client = StaffApplicationClientsQuery['staffApplicationClients'][number] & { __typename: 'ClientChoice' };
interface MockDraft {
  id: string;
  version: number;
  number: string | null;
}
interface Warnings {
  duplicate?: { applicationId: string; number: string; status: string; statusLabel: string } | null;
  cooldown?: { applicationId: string; number: string; declinedOn: string; reapplyAfter: string } | null;
}

const CLIENTS: Client[] = [
  { __typename: 'ClientChoice', id: '2', username: 'client', email: 'client@netfund.example', firstName: 'Casey', lastName: 'Client' },
  { __typename: 'ClientChoice', id: '12', username: 'rosa', email: 'rosa@delgadobakery.example', firstName: 'Rosa', lastName: 'Delgado' },
];

type SavedDraft = StaffApplicationDraftFormQuery['adminApplication'];

/** The saved form of demo draft 131 (what `adminApplication` answers for it). */
const SAVED_131: SavedDraft = {
  id: '131',
  number: null,
  version: 3,
  workflowStatus: 'draft',
  source: 'admin',
  updatedAt: '2026-11-21T15:04:00.000Z',
  contactName: 'Rosa Delgado Vega',
  ownerEmail: 'rosa@delgadobakery.example',
  phone: '(555) 410-7788',
  product: 'business-term-loan',
  requestedAmount: 85_000,
  useOfFunds: 'equipment',
  useOfFundsNote: null,
  owner: { id: '12', username: 'rosa', email: 'rosa@delgadobakery.example' },
  business: {
    id: '77',
    legalName: 'Delgado Bakery LLC',
    dba: 'Delgado Bakery',
    entityType: 'llc',
    einLast4: '6789',
    naicsCode: '311811',
    industry: 'restaurants',
    state: 'TX',
    startedOn: '2019-06-01',
    monthlyRevenue: 48_000,
    revenueSource: 'bank_statements',
    fico: 712,
    ficoSource: 'soft_pull',
    ficoAsOf: '2026-11-01',
    openPositions: 1,
  },
};

function demoDrafts(): Map<string, MockDraft> {
  return new Map([
    ['131', { id: '131', version: 3, number: null }],
    ['140', { id: '140', version: 2, number: 'NF-2026-000140' }],
  ]);
}

let drafts = demoDrafts();
let nextId = 501;
let warnings: Warnings = {};
let saves: SaveApplicationDraftMutationVariables['input'][] = [];
let submits: SubmitStaffApplicationInput[] = [];
let nextSaveFailure: GraphQLFailure | null = null;

export const staffApplicationMocks = {
  reset(): void {
    drafts = demoDrafts();
    nextId = 501;
    warnings = {};
    saves = [];
    submits = [];
    nextSaveFailure = null;
  },
  /** The next saveApplicationDraft fails like this (a field message of the server, or a 409 sentence). */
  failNextSave(failure: { message: string; code: 'BAD_USER_INPUT' | 'CONFLICT'; fieldErrors?: Record<string, string> }): void {
    nextSaveFailure = failure;
  },
  /** Someone else saved the draft meanwhile: its version moves on, so the page's is stale. */
  changeElsewhere(id: string): void {
    drafts.get(id)!.version += 1;
  },
  /** Makes submissions meet an open application (duplicate) and/or a recent decline (cool-down). */
  set(next: Warnings): void {
    warnings = next;
  },
  /** Every saveApplicationDraft input, in order. */
  get saves(): readonly SaveApplicationDraftMutationVariables['input'][] {
    return saves;
  },
  /** Every submitApplicationDraft input, in order. */
  get submits(): readonly SubmitStaffApplicationInput[] {
    return submits;
  },
};

const record = (draft: MockDraft, status: 'draft' | 'submitted') => ({
  __typename: 'ApplicationRecord' as const,
  id: draft.id,
  number: draft.number,
  version: draft.version,
  workflowStatus: status,
  updatedAt: new Date().toISOString(),
});

const STALE = 'This record was changed by taylor at Nov 22, 2026, 9:41 AM EST. Reload to see the latest.';
const AMOUNT = 'Amount must be a whole number from $1,000 to $10,000,000';

const api = graphql.link('*/graphql');

export const staffApplicationHandlers = [
  // R14 Start renewal: funded deal 71 is application 140's.
  api.query<GraphQLQuery, RenewedFundingQueryVariables>('RenewedFunding', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    if (String(variables.id) !== '71') return graphqlError({ message: 'Funding record not found', code: 'NOT_FOUND' });
    return HttpResponse.json({ data: { funding: { __typename: 'Funding', id: '71', applicationId: '140', applicationNumber: 'NF-2026-000140', businessName: 'Delgado Bakery LLC' } } });
  }),
  api.query<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>('StaffApplicationDraftForm', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const draft = drafts.get(String(variables.id));
    if (!draft) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    const status: SavedDraft['workflowStatus'] = draft.number ? 'submitted' : 'draft';
    const adminApplication = {
      __typename: 'ApplicationRecord' as const,
      ...SAVED_131,
      id: draft.id,
      number: draft.number,
      version: draft.version,
      workflowStatus: status,
      owner: { __typename: 'ClientSummary' as const, ...SAVED_131.owner! },
      business: { __typename: 'Business' as const, ...SAVED_131.business },
    };
    return HttpResponse.json({ data: { adminApplication } });
  }),
  api.query<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>('StaffApplicationClients', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const search = variables.search.trim().toLowerCase();
    if (search.length < 2) return graphqlError({ message: 'Type at least 2 characters to search', code: 'BAD_USER_INPUT' });
    const found = CLIENTS.filter((client) => [client.username, client.email, client.firstName, client.lastName].some((text) => text?.toLowerCase().includes(search)));
    return HttpResponse.json({ data: { staffApplicationClients: found } });
  }),
  api.mutation<SaveApplicationDraftMutation, SaveApplicationDraftMutationVariables>('SaveApplicationDraft', ({ variables: { input } }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    saves.push(input);
    if (nextSaveFailure) {
      const failure = nextSaveFailure;
      nextSaveFailure = null;
      return graphqlError(failure);
    }
    if (input.requestedAmount < 1_000 || input.requestedAmount > 10_000_000) {
      return graphqlError(invalid('requestedAmount', AMOUNT));
    }
    if (input.id) {
      const draft = drafts.get(String(input.id));
      if (!draft) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
      if (draft.version !== input.expectedVersion) return graphqlError({ message: STALE, code: 'CONFLICT' });
      draft.version += 1;
      return HttpResponse.json({ data: { saveApplicationDraft: record(draft, 'draft') } });
    }
    const draft = { id: String(nextId++), version: 1, number: null };
    drafts.set(draft.id, draft);
    return HttpResponse.json({ data: { saveApplicationDraft: record(draft, 'draft') } });
  }),
  api.mutation<SubmitApplicationDraftMutation, SubmitApplicationDraftMutationVariables>('SubmitApplicationDraft', ({ variables: { input } }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    submits.push(input);
    const draft = drafts.get(String(input.id));
    if (!draft) return graphqlError({ message: 'Application not found', code: 'NOT_FOUND' });
    if (draft.number) return graphqlError({ message: 'Only a draft application can be submitted', code: 'CONFLICT' });
    if (draft.version !== input.expectedVersion) return graphqlError({ message: STALE, code: 'CONFLICT' });
    const duplicate = warnings.duplicate ?? null;
    const cooldown = warnings.cooldown ?? null;
    const reason = input.cooldownReason?.trim();
    if ((duplicate && !input.confirmDuplicate) || (cooldown && !reason)) {
      const message =
        duplicate && !input.confirmDuplicate
          ? `Open application ${duplicate.number} exists (${duplicate.statusLabel}). Continue anyway?`
          : `${cooldown!.number} was declined recently. Give a reason to submit anyway.`;
      return graphqlError({ message, code: 'CONFLICT', extensions: { details: { duplicate, cooldown } } });
    }
    draft.number = `NF-2026-${draft.id.padStart(6, '0')}`;
    draft.version += 1;
    return HttpResponse.json({ data: { submitApplicationDraft: record(draft, 'submitted') } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'staffApplication',
  () => ({ drafts, nextId, warnings, saves, submits, nextSaveFailure }),
  (state) => {
    ({ drafts, nextId, warnings, saves, submits, nextSaveFailure } = state);
  },
  () => staffApplicationMocks.reset(),
);
