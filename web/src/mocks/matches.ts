import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  ApplicationMatchesQuery,
  ApplicationMatchesQueryVariables,
  RematchApplicationMutation,
  RematchApplicationMutationVariables,
  WorkspaceMatchFragment,
} from '../features/application-workspace/api/matches.generated';
import type {
  ApplicationMatchSummaryQuery,
  ApplicationMatchSummaryQueryVariables,
} from '../features/applications/api/match-summary.generated';
import { registerSlice } from './store';

/**
 * MSW handlers for R13's Matches tab: the programs of the lenders-access mocks (Summit 11, Harbor 12, Cedar 13)
 * matched with the workspace's application 6, ranked as the server ranks them; every other application has none.
 * `matchesMocks.rematched` counts *Re-run matching*.
 */
const COMPUTED_AT = '2026-11-21T15:00:00.000Z';

const criterion = (code: string, pass: boolean, text: string, missing = false) => ({ __typename: 'WhatIfCriterion' as const, code, pass, missing, withinTolerance: false, text });

// Apollo's cache needs the type name; the generated fragment type leaves it out.
const row = (fields: Omit<WorkspaceMatchFragment, 'computedAt' | 'missingFacts' | 'product' | 'differentProduct'> & Partial<WorkspaceMatchFragment>): WorkspaceMatchFragment =>
  ({ __typename: 'ApplicationMatch', computedAt: COMPUTED_AT, missingFacts: [], product: 'revenue-based-financing', differentProduct: false, ...fields }) as WorkspaceMatchFragment;

const APPLICATION_6: WorkspaceMatchFragment[] = [
  row({
    programId: '13', programName: 'Cedar Growth Capital', programVersion: 1, lenderId: '3', lenderName: 'Cedar Growth', outcome: 'eligible', fitScore: 44, newSinceVersion: 1,
    criteria: [criterion('AMOUNT_MAX', true, 'Requested $60,000 ≤ $150,000 ✓'), criterion('MIN_FICO', true, 'FICO 620 ≥ 600 ✓')],
  }),
  row({
    programId: '11', programName: 'Summit Working Capital', programVersion: 2, lenderId: '1', lenderName: 'Summit Capital', outcome: 'near_miss', fitScore: null, newSinceVersion: null,
    criteria: [criterion('AMOUNT_MAX', true, 'Requested $60,000 ≤ $250,000 ✓'), criterion('MIN_FICO', false, 'Needs FICO 650, applicant has 620 (30 short)')],
  }),
  row({
    programId: '12', programName: 'Harbor Revenue Advance', programVersion: 1, lenderId: '2', lenderName: 'Harbor Funding', outcome: 'ineligible', fitScore: null, newSinceVersion: null,
    missingFacts: ['Open positions not provided'],
    criteria: [criterion('STATE', false, 'Does not fund businesses in TX'), criterion('INDUSTRY', false, 'Does not fund Restaurants (NAICS 722)')],
  }),
];

const matchesFor = (applicationId: string) => (applicationId === '6' ? APPLICATION_6 : []);

type MatchSummary = NonNullable<ApplicationMatchSummaryQuery['applicationMatchSummary']>;
// Apollo's cache needs the type name; the generated query type leaves it out.
type TypedMatchSummary = MatchSummary & { __typename: 'ClientMatchSummary' };

const state = { rematched: 0, summaries: new Map<string, TypedMatchSummary>() };
export const matchesMocks = {
  get rematched() {
    return state.rematched;
  },
  /** The client's summary (R22) of one application; none → null, as before matching ran. */
  setSummary(applicationId: string, summary: MatchSummary) {
    state.summaries.set(applicationId, { __typename: 'ClientMatchSummary', ...summary });
  },
  reset() {
    state.rematched = 0;
    state.summaries.clear();
  },
};

const api = graphql.link('*/graphql');

export const matchesHandlers = [
  api.query<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>('ApplicationMatchSummary', ({ variables }) =>
    HttpResponse.json({ data: { applicationMatchSummary: state.summaries.get(String(variables.applicationId)) ?? null } }),
  ),
  api.query<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>('ApplicationMatches', ({ variables }) =>
    HttpResponse.json({ data: { applicationMatches: matchesFor(String(variables.applicationId)) } }),
  ),
  api.mutation<RematchApplicationMutation, RematchApplicationMutationVariables>('RematchApplication', ({ variables }) => {
    state.rematched += 1;
    return HttpResponse.json({ data: { rematchApplication: matchesFor(String(variables.applicationId)) } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'matches',
  () => state,
  (saved) => {
    Object.assign(state, saved);
  },
  () => matchesMocks.reset(),
);
