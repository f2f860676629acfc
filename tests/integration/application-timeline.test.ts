import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient, signedInClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * R13 *Timeline* — "status history + audit + access log": the application's activity holds the marketplace's events
 * too (proposal, consent, offers, the contract, the funding), not only those written on the
 * application itself.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

async function ok(client: ApiClient, query: string, variables: Record<string, unknown>) {
  const res = await client.gql(query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

describe("R13 timeline: an application's activity", () => {
  it('lists the proposal, the consent, the offer, the acceptance, the contract and the funding', async () => {
    const [admin, client, cedar] = await Promise.all(['admin', 'client', 'lender'].map((username) => signedInClient(server.url, username)));
    const res = await new ApiClient(server.url).post('/api/applications', { ...sampleIntake, businessName: 'Timeline Bakery LLC', ownerEmail: 'client@netfund.example' }, DEMO_KEY);
    const id = String(res.body.id);
    const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
    expect((await client!.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
    await ok(admin!, `mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id });
    const [program] = await server.sql<{ id: number }>(`select p.id from lender_program p join lender l on l.id = p.lender_id where l.display_name = 'Cedar Growth' and p.status = 'active' limit 1`);
    await ok(admin!, `mutation P($id: ID!, $programs: [ProgramChoiceInput!]!) { proposeToClient(applicationId: $id, programs: $programs) { applicationId } }`, {
      id,
      programs: [{ programId: String(program!.id), overrideReason: 'Timeline test proposal' }],
    });
    const [submission] = await server.sql<{ id: number }>(`select id from submission where application_id = $1`, [id]);
    await ok(client!, `mutation R($id: ID!) { respondToProposal(submissionId: $id, approve: true) { applicationId } }`, { id: String(submission!.id) });
    await ok(cedar!, `mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { status } } }`, { id });
    const terms = { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 12_800, termMonths: 9, frequency: 'daily', originationFeeBps: 300 };
    const offer = (await ok(cedar!, `mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { id version } }`, { id, terms })).makeOffer;
    const accepted = (await ok(client!, `mutation A($id: ID!, $v: Int!) { acceptOffer(offerId: $id, expectedVersion: $v, readTerms: true) { id version } }`, { id: offer.id, v: offer.version })).acceptOffer;
    const sent = (await ok(cedar!, `mutation C($id: ID!, $v: Int!) { markContractSent(offerId: $id, expectedVersion: $v) { id version } }`, { id: offer.id, v: accepted.version })).markContractSent;
    await ok(cedar!, `mutation F($input: MarkFundedInput!) { markFunded(input: $input) { id } }`, {
      input: { offerId: offer.id, expectedVersion: sent.version, fundedOn: platformToday(), fundedAmountCents: 5_000_000, lenderRef: 'CED-TL-1' },
    });

    const data = await ok(admin!, `query T($id: ID!) { adminApplication(id: $id) { activity { action summary } } }`, { id });
    const actions: string[] = data.adminApplication.activity.map((event: { action: string }) => event.action);
    const recorded = await server.sql<{ action: string }>(
      `select action from audit_event where (entity_type = 'submission' and entity_id = $2) or (entity_type = 'offer' and entity_id = $3)
         or (entity_type = 'funding' and entity_id in (select id::text from funding where application_id = $1))`,
      [id, String(submission!.id), String(offer.id)],
    );
    expect(recorded.length).toBeGreaterThan(0);
    // Every event of the application's submission, offer and funding is on its timeline, besides its own.
    for (const { action } of recorded) expect(actions).toContain(action);
    expect(actions).toEqual(
      expect.arrayContaining(['submission.proposed', 'submission.shared', 'offer.sent', 'offer.accepted', 'offer.contract_sent', 'funding.created', 'application.funded']),
    );
  });
});
