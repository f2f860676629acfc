import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  LenderAccessLogQuery,
  LenderAccessLogQueryVariables,
  LenderDetailPerformanceQuery,
  LenderDetailPerformanceQueryVariables,
  LenderFundingsQuery,
  LenderFundingsQueryVariables,
  LenderListPerformancesQuery,
  LenderListPerformancesQueryVariables,
  LenderSubmissionsQuery,
  LenderSubmissionsQueryVariables,
} from '../features/lender-management/api/lender-management.generated';

/**
 * MSW defaults for R7's 90-day columns, R9's Overview KPIs and its Submissions, Funded deals and Access log tabs (any lender id): Rosa's
 * Cocina shared, opened, offered and funded (funding 1, as in `funding.ts`), one open file unanswered. Tests override
 * them with `mockServer.use`.
 */
const api = graphql.link('*/graphql');
const PAGE_SIZE = 25;

const submissions: (LenderSubmissionsQuery['lenderSubmissions']['items'][number] & { __typename: 'LenderSubmissionRow' })[] = [
  { __typename: 'LenderSubmissionRow', submissionId: '12', applicationId: '136', number: 'NF-2026-000040', businessName: 'Lakeside Dental Studio PLLC', status: 'viewed', sharedAt: '2026-11-22T14:00:00.000Z', firstViewedAt: '2026-11-22T16:30:00.000Z', respondedAt: null, offerAmountCents: null },
  { __typename: 'LenderSubmissionRow', submissionId: '9', applicationId: '135', number: 'NF-2026-000039', businessName: "Rosa's Cocina LLC", status: 'won', sharedAt: '2026-11-20T15:00:00.000Z', firstViewedAt: '2026-11-20T16:00:00.000Z', respondedAt: '2026-11-21T10:00:00.000Z', offerAmountCents: 6_000_000 },
];
const fundings: (LenderFundingsQuery['lenderFundings']['items'][number] & { __typename: 'LenderFundingRow' })[] = [
  { __typename: 'LenderFundingRow', fundingId: '1', applicationId: '135', number: 'NF-2026-000039', businessName: "Rosa's Cocina LLC", fundedOn: '2026-11-02', fundedAmountCents: 6_000_000, expectedPaybackCents: 7_680_000, paidToDateCents: 640_000, remainingCents: 7_040_000, status: 'active' },
];
const accessLog: (LenderAccessLogQuery['lenderAccessLog']['items'][number] & { __typename: 'LenderAccessRow' })[] = [
  { __typename: 'LenderAccessRow', id: '3', at: '2026-11-22T16:30:00.000Z', userName: 'Jordan Smith', action: 'open_file', documentName: null, applicationId: '136', number: 'NF-2026-000040' },
  { __typename: 'LenderAccessRow', id: '2', at: '2026-11-20T16:05:00.000Z', userName: 'Jordan Smith', action: 'view_document', documentName: 'bank-statement-october.pdf', applicationId: '135', number: 'NF-2026-000039' },
  { __typename: 'LenderAccessRow', id: '1', at: '2026-11-20T16:00:00.000Z', userName: 'Jordan Smith', action: 'open_file', documentName: null, applicationId: '135', number: 'NF-2026-000039' },
];

/** One page of `rows`, shaped as the server's `PageOf` answers. */
function page<Row>(typename: string, rows: Row[], requested: number | null | undefined) {
  const number = Math.max(1, requested ?? 1);
  return { __typename: typename, items: rows.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE), totalCount: rows.length, page: number, pageSize: PAGE_SIZE };
}

export const lenderDetailHandlers = [
  api.query<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>('LenderListPerformances', ({ variables }) => {
    const ids = Array.isArray(variables.lenderIds) ? variables.lenderIds : [variables.lenderIds];
    const lenderPerformances = ids.map((id) => ({ __typename: 'LenderPerformance', lenderId: String(id), offered: 1, fundedVolumeCents: 6_000_000, medianFirstResponseHours: 19 }));
    return HttpResponse.json({ data: { lenderPerformances: lenderPerformances as LenderListPerformancesQuery['lenderPerformances'] } });
  }),
  api.query<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>('LenderDetailPerformance', ({ variables }) =>
    HttpResponse.json({
      data: {
        lenderPerformance: {
          __typename: 'LenderPerformance', lenderId: String(variables.lenderId), windowDays: 90, shares: 2, responded: 1, offered: 1, won: 1, accepted: 1, funded: 1,
          medianFirstResponseHours: 19, responseRate: 0.5, offerRate: 0.5, winRate: 1, pullThrough: 1, fundedVolumeCents: 6_000_000, fallThroughs: [],
        } as LenderDetailPerformanceQuery['lenderPerformance'],
      },
    }),
  ),
  api.query<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>('LenderSubmissions', ({ variables }) =>
    HttpResponse.json({ data: { lenderSubmissions: page('LenderSubmissionPage', submissions, variables.page) as LenderSubmissionsQuery['lenderSubmissions'] } }),
  ),
  api.query<LenderFundingsQuery, LenderFundingsQueryVariables>('LenderFundings', ({ variables }) =>
    HttpResponse.json({ data: { lenderFundings: page('LenderFundingPage', fundings, variables.page) as LenderFundingsQuery['lenderFundings'] } }),
  ),
  api.query<LenderAccessLogQuery, LenderAccessLogQueryVariables>('LenderAccessLog', ({ variables }) =>
    HttpResponse.json({ data: { lenderAccessLog: page('LenderAccessPage', accessLog, variables.page) as LenderAccessLogQuery['lenderAccessLog'] } }),
  ),
];
