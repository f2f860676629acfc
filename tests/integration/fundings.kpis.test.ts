import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { monthToDateSpans } from '../../graphql-server/src/modules/dashboard/marketplace-kpis.service.js';
import { ApiClient } from '../support/api-client.js';
import { acceptedDeal } from '../support/funding-fixtures.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 item 8: R1's lender and funding KPIs (BACKOFFICE §6.2) — funded volume (range, 12 months, MTD vs prior
 * MTD), pull-through and fall-through by reason, offers per application, match coverage, lender response time.
 */
let server: TestServer;
let admin: ApiClient;

const api = () => new ApiClient(server.url);
async function signedIn(username: string, password = 'demo-pass') {
  const caller = api();
  expect((await caller.post('/api/login', { username, password })).status).toBe(200);
  return caller;
}
const KPIS = `query K($range: DashboardRangeInput!) { marketplaceKpis(range: $range) {
  range { from to } fundedVolume { count amountCents byMonth { month count amountCents } monthToDate { count amountCents } priorMonthToDate { count amountCents } }
  pullThrough { accepted funded fellThrough pullThroughPercent fallThroughs { reason count } }
  offersPerApplication { bucket count }
  matchCoverage { submitted withEligible coveragePercent blockingCriteria { code count } }
  lenderResponse { windowDays lenders { lenderName slaHours shares medianFirstResponseHours responseRate offerRate winRate } } } }`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
});
afterAll(() => server?.stop());

describe('marketplaceKpis', () => {
  it('admins only; a range over 2 years is refused', async () => {
    const client = await signedIn('client');
    const lender = await signedIn('lender');
    expect((await api().gql(KPIS, { range: { days: 30 } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await client.gql(KPIS, { range: { days: 30 } })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await lender.gql(KPIS, { range: { days: 30 } })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const long = await admin.gql(KPIS, { range: { from: '2020-01-01', to: '2026-01-01' } });
    expect(long.body.errors[0]).toMatchObject({ message: 'Choose a range of 2 years or less', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts funded volume, pull-through, fall-throughs, offers per application and lender response over fixture deals', async () => {
    const before = (await admin.gql(KPIS, { range: { days: 30 } })).body.data.marketplaceKpis;
    const funded = await acceptedDeal(server);
    const fellThrough = await acceptedDeal(server);
    await acceptedDeal(server); // accepted, not funded yet
    const res = await admin.gql(`mutation M($input: MarkFundedInput!) { markFunded(input: $input) { id } }`, {
      input: { offerId: String(funded.offerId), expectedVersion: 1, fundedOn: platformToday(), fundedAmountCents: 4_000_000 },
    });
    expect(res.body.errors).toBeUndefined();
    await server.sql(`update offer set status = 'fell_through', status_reason = 'client_backed_out' where id = $1`, [fellThrough.offerId]);

    const after = (await admin.gql(KPIS, { range: { days: 30 } })).body.data.marketplaceKpis;
    expect(after.fundedVolume.count - before.fundedVolume.count).toBe(1);
    expect(after.fundedVolume.amountCents - before.fundedVolume.amountCents).toBe(4_000_000);
    expect(after.fundedVolume.byMonth).toHaveLength(12);
    expect(after.fundedVolume.byMonth.at(-1)).toMatchObject({ month: platformToday().slice(0, 7) });
    expect(after.fundedVolume.byMonth.at(-1).amountCents - before.fundedVolume.byMonth.at(-1).amountCents).toBe(4_000_000);
    expect(after.fundedVolume.monthToDate.amountCents - before.fundedVolume.monthToDate.amountCents).toBe(4_000_000);
    expect(after.pullThrough.accepted - before.pullThrough.accepted).toBe(3);
    expect(after.pullThrough.funded - before.pullThrough.funded).toBe(1);
    expect(after.pullThrough.fellThrough - before.pullThrough.fellThrough).toBe(1);
    expect(after.pullThrough.fallThroughs).toEqual(expect.arrayContaining([{ reason: 'client_backed_out', count: 1 }]));
    expect(after.pullThrough.pullThroughPercent).toBeCloseTo((after.pullThrough.funded / after.pullThrough.accepted) * 100, 6);
    // Each fixture application has two offers (Cedar's and Harbor's; a fell-through offer still counts as received).
    const bucket = (kpis: any, name: string) => kpis.offersPerApplication.find((row: any) => row.bucket === name).count;
    expect(bucket(after, '2') - bucket(before, '2')).toBe(3);
    expect(after.offersPerApplication.map((row: any) => row.bucket)).toEqual(['0', '1', '2', '3+']);
    expect(after.matchCoverage.submitted - before.matchCoverage.submitted).toBe(3);
    const cedar = after.lenderResponse.lenders.find((row: any) => row.lenderName === 'Cedar Growth');
    expect(after.lenderResponse.windowDays).toBe(90);
    expect(cedar).toMatchObject({ shares: 3, medianFirstResponseHours: 2, responseRate: 1 });
  });

  it('month to date compares with the same days of the prior month (clamped to its length)', () => {
    expect(monthToDateSpans('2026-11-23')).toEqual({ current: ['2026-11-01', '2026-11-23'], prior: ['2026-10-01', '2026-10-23'] });
    expect(monthToDateSpans('2026-03-31')).toEqual({ current: ['2026-03-01', '2026-03-31'], prior: ['2026-02-01', '2026-02-28'] });
    expect(monthToDateSpans('2026-01-15')).toEqual({ current: ['2026-01-01', '2026-01-15'], prior: ['2025-12-01', '2025-12-15'] });
  });
});
