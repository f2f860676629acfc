import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 item 8 through the real marketplace: shared with two lenders, both offer, the client accepts Cedar's, the
 * lender marks it funded — §3.2 accepted → funded with the offers service's own acceptance (no SQL set-up).
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let cedar: ApiClient;
let harbor: ApiClient;
const programOf = new Map<string, string>();
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

async function signedIn(username: string) {
  const caller = new ApiClient(server.url);
  expect((await caller.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return caller;
}
const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, cedar, harbor] = (await Promise.all(['admin', 'client', 'lender', 'harbor'].map(signedIn))) as [ApiClient, ApiClient, ApiClient, ApiClient];
  const rows = await server.sql<{ program_id: number; display_name: string }>(
    `select p.id as program_id, l.display_name from lender_program p join lender l on l.id = p.lender_id where p.status = 'active' order by p.id`,
  );
  for (const row of rows) programOf.set(row.display_name, String(row.program_id));
});
afterAll(() => server?.stop());

describe('offer → accepted → funded', () => {
  it("funds the accepted offer: Harbor's standby offer void, Cedar's submission won and Harbor's lost, the application funded", async () => {
    const intake = await new ApiClient(server.url).post('/api/applications', { ...sampleIntake, businessName: 'Funding Flow LLC', ownerEmail: 'client@netfund.example', monthlyRevenue: 38_000, requestedAmount: 60_000 }, DEMO_KEY);
    expect(intake.status).toBe(201);
    const id = String(intake.body.id);
    const token = new URL(intake.body.resultUrl, server.url).searchParams.get('token')!;
    expect((await client.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
    expect((await admin.gql(`mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id })).body.errors).toBeUndefined();
    const shared = await admin.gql(
      `mutation S($id: ID!, $programs: [ProgramChoiceInput!]!, $consent: ShareConsentInput!) { shareWithLenders(applicationId: $id, programs: $programs, consent: $consent) { openCount } }`,
      { id, programs: ['Cedar Growth', 'Harbor Funding'].map((name) => ({ programId: programOf.get(name)!, overrideReason: 'Funding flow test' })), consent: { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone' } },
    );
    expect(shared.body.errors).toBeUndefined();
    const MAKE = `mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { id version } }`;
    const cedarOffer = (await cedar.gql(MAKE, { id, terms: { product: 'revenue-based-financing', amountCents: 6_000_000, pricingType: 'factor', factorE4: 12_800, termMonths: 9, frequency: 'daily', originationFeeBps: 300 } })).body.data.makeOffer;
    const harborOffer = await harbor.gql(MAKE, { id, terms: { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 13_500, termMonths: 6, frequency: 'daily' } });
    expect(harborOffer.body.errors).toBeUndefined();
    const accepted = await client.gql(`mutation A($id: ID!, $v: Int!) { acceptOffer(offerId: $id, expectedVersion: $v, readTerms: true) { id status version } }`, { id: cedarOffer.id, v: cedarOffer.version });
    expect(accepted.body.errors).toBeUndefined();

    // Harbor may not fund Cedar's deal.
    const input = { offerId: cedarOffer.id, expectedVersion: accepted.body.data.acceptOffer.version, fundedOn: platformToday(), fundedAmountCents: 6_000_000, lenderRef: 'CED-1' };
    const MARK = `mutation M($input: MarkFundedInput!) { markFunded(input: $input) { id status expectedPaybackCents disbursedCents paymentCents termText rateText } }`;
    expect(errorOf(await harbor.gql(MARK, { input }))).toEqual({ code: 'NOT_FOUND', message: 'Offer not found' });
    const funded = await cedar.gql(MARK, { input });
    expect(funded.body.errors).toBeUndefined();
    expect(funded.body.data.markFunded).toMatchObject({
      status: 'active', expectedPaybackCents: 7_680_000, disbursedCents: 5_820_000, paymentCents: 40_635, termText: '9 months · 189 business-day payments', rateText: 'Factor 1.28 (APR 77.38%)',
    });
    const [state] = await server.sql(
      `select (select status::text from applications where id = $1) as application,
              (select json_object_agg(lender_id, status) from offer where application_id = $1) as offers,
              (select json_object_agg(lender_id, status) from submission where application_id = $1) as submissions`,
      [id],
    );
    const [lenders] = await server.sql(`select json_object_agg(display_name, id) as ids from lender`);
    const lenderId = (name: string) => String(lenders!.ids[name]);
    expect(state).toEqual({
      application: 'funded',
      offers: { [lenderId('Cedar Growth')]: 'funded', [lenderId('Harbor Funding')]: 'void' },
      submissions: { [lenderId('Cedar Growth')]: 'won', [lenderId('Harbor Funding')]: 'lost' },
    });
    // R13's link names the funding.
    expect((await admin.gql(`query A($id: ID!) { applicationFundingId(applicationId: $id) }`, { id })).body.data.applicationFundingId).toBe(funded.body.data.markFunded.id);
  });
});
