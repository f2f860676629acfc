import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { programsByLender, sharedApplication } from '../support/shared-application.js';

/**
 * R4's performance of one program (BACKOFFICE R4): matched, shared, viewed, offers, won, funded $, offer rate,
 * median first response; the top blocking criteria among its near-misses; recent matched applications.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let cedar: ApiClient;
let programs: Map<string, string>;

const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const PERFORMANCE = `query P($id: ID!) { programPerformance(programId: $id) {
  matched shared viewed offers won fundedCents offerRate medianFirstResponseHours
  blockingCriteria { code label count percent } recent { applicationId number businessName outcome computedAt } } }`;
const TERMS = { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 12_800, termMonths: 9, frequency: 'daily' };

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, cedar] = (await Promise.all(['admin', 'client', 'lender'].map((name) => signedInClient(server.url, name)))) as [ApiClient, ApiClient, ApiClient];
  programs = await programsByLender(server);
});
afterAll(() => server?.stop());

describe('programPerformance (R4)', () => {
  it('counts the program’s matches, shares, views, offers, wins and funded dollars, and names what blocks its near-misses', async () => {
    const cedarProgram = programs.get('Cedar Growth')!;
    // A deal through Cedar: shared, opened, offered, accepted and funded.
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Performance' }, 'Cedar Growth');
    expect((await admin.gql(`mutation R($id: ID!) { rematchApplication(applicationId: $id) { programId } }`, { id })).body.errors).toBeUndefined();
    expect((await cedar.gql(`mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { status } } }`, { id })).body.errors).toBeUndefined();
    const offer = (await cedar.gql(`mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { id version } }`, { id, terms: TERMS })).body.data.makeOffer;
    const accepted = (await client.gql(`mutation A($id: ID!, $v: Int!) { acceptOffer(offerId: $id, expectedVersion: $v, readTerms: true) { id version } }`, { id: offer.id, v: offer.version })).body.data.acceptOffer;
    const funded = await cedar.gql(`mutation F($input: MarkFundedInput!) { markFunded(input: $input) { id } }`, {
      input: { offerId: accepted.id, expectedVersion: accepted.version, fundedOn: platformToday(), fundedAmountCents: 5_000_000 },
    });
    expect(funded.body.errors).toBeUndefined();
    // A near-miss: revenue $28,000 against Cedar's $30,000 minimum (within its 15 % tolerance).
    const res = await new ApiClient(server.url).post('/api/applications', { ...sampleIntake, businessName: 'Near Miss Bakery LLC', monthlyRevenue: 28_000, requestedAmount: 50_000 }, DEMO_KEY);
    expect(res.status).toBe(201);
    const nearMiss = String(res.body.id);
    const rerun = await admin.gql(`mutation R($id: ID!) { rematchApplication(applicationId: $id) { programId outcome } }`, { id: nearMiss });
    expect(rerun.body.data.rematchApplication.find((match: { programId: string }) => match.programId === cedarProgram)?.outcome).toBe('near_miss');

    const performance = (await admin.gql(PERFORMANCE, { id: cedarProgram })).body.data.programPerformance;
    expect(performance).toMatchObject({ shared: 1, viewed: 1, offers: 1, won: 1, fundedCents: 5_000_000, offerRate: 1 });
    // The funded file was shared by NetFund although it needs data (its open positions were not given): matched counts
    // only eligible and near-miss results, so the near miss alone.
    expect(performance.matched).toBe(1);
    expect(performance.medianFirstResponseHours).toBeGreaterThanOrEqual(0);
    expect(performance.blockingCriteria).toEqual([{ code: 'MIN_REVENUE', label: 'Monthly revenue', count: 1, percent: 100 }]);
    expect(performance.recent).toEqual([{ applicationId: nearMiss, number: expect.stringMatching(/^NF-/), businessName: 'Near Miss Bakery LLC', outcome: 'near_miss', computedAt: expect.any(String) }]);
  });

  it('answers zeros for a program nobody matched, "Program not found" for an unknown one, and admins only', async () => {
    const summit = programs.get('Summit Capital')!;
    const quiet = (await admin.gql(PERFORMANCE, { id: summit })).body.data.programPerformance;
    expect(quiet).toMatchObject({ shared: 0, viewed: 0, offers: 0, won: 0, fundedCents: 0, offerRate: null, medianFirstResponseHours: null });
    expect(firstGraphQLError(await admin.gql(PERFORMANCE, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Program not found' });
    expect(firstGraphQLError(await cedar.gql(PERFORMANCE, { id: summit }))?.code).toBe('FORBIDDEN');
    expect(firstGraphQLError(await client.gql(PERFORMANCE, { id: summit }))?.code).toBe('FORBIDDEN');
  });
});
