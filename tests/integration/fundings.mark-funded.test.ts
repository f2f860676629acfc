import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from '../support/api-client.js';
import { acceptedDeal, type AcceptedDeal } from '../support/funding-fixtures.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 item 8: Mark funded (BACKOFFICE §3.2 accepted → funded, §3.3, §3.4, invariants 1 and 5). The accepted
 * offer's lender or an admin marks it funded: one funding row, the offer funded, standby offers void, the lender's
 * submission won and the others lost or closed, the application funded, all in one transaction, audited; racing
 * requests fund it once.
 */
let server: TestServer;
let admin: ApiClient;
let lender: ApiClient;
let otherLender: ApiClient;
let client: ApiClient;

const api = () => new ApiClient(server.url);
async function signedIn(username: string, password = 'demo-pass') {
  const caller = api();
  expect((await caller.post('/api/login', { username, password })).status).toBe(200);
  return caller;
}
const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };

const MARK_FUNDED = `mutation M($input: MarkFundedInput!) { markFunded(input: $input) { id applicationId offerId lenderName fundedOn fundedAmountCents disbursedCents
  expectedPaybackCents remainingCents paymentCents frequency status commission { expectedCents status receivedOn } lenderRef note version } }`;
const markFunded = (caller: ApiClient, deal: AcceptedDeal, overrides: Record<string, unknown> = {}) =>
  caller.gql(MARK_FUNDED, { input: { offerId: String(deal.offerId), expectedVersion: 1, fundedOn: platformToday(), fundedAmountCents: 5_000_000, lenderRef: 'CED-1001', ...overrides } });
const state = async (deal: AcceptedDeal) =>
  (
    await server.sql(
      `select (select status::text from applications where id = $1) as application,
        (select json_object_agg(id, status) from offer where application_id = $1) as offers,
        (select json_object_agg(id, status) from submission where application_id = $1) as submissions,
        (select count(*)::int from funding where application_id = $1) as fundings,
        (select count(*)::int from audit_event where action like 'funding.%' or action = 'application.funded') as events`,
      [deal.applicationId],
    )
  )[0];

beforeAll(async () => {
  server = await startTestServer();
  [admin, lender, otherLender, client] = await Promise.all([signedIn('admin'), signedIn('lender'), signedIn('harbor'), signedIn('client')]);
});
afterAll(() => server?.stop());

describe('markFunded', () => {
  it("the lender of the accepted offer marks it funded: funding row, offer funded, standby void, own submission won, others lost or closed, application funded, audited", async () => {
    const deal = await acceptedDeal(server);
    const cardText = async () =>
      ((await lender.gql(`query F($id: ID!) { lenderFile(applicationId: $id) { endedText } }`, { id: String(deal.applicationId) })).body.data.lenderFile as { endedText: string } | null)?.endedText;
    expect(await cardText()).toBe('The applicant accepted your offer: proceed to contract');
    const res = await markFunded(lender, deal);
    expect(res.body.errors).toBeUndefined();
    // The lender's won file now says it is funded, not "proceed to contract".
    expect(await cardText()).toBe('Funded: the deal is in your Funded tab');
    expect(res.body.data.markFunded).toMatchObject({
      applicationId: String(deal.applicationId), offerId: String(deal.offerId), lenderName: 'Cedar Growth', fundedOn: platformToday(),
      fundedAmountCents: 5_000_000, disbursedCents: 4_850_000, expectedPaybackCents: 6_500_000, remainingCents: 6_500_000, paymentCents: 51_587,
      frequency: 'daily', status: 'active', lenderRef: 'CED-1001', note: null, version: 1,
      // Commission is the platform's business: a lender never receives it.
      commission: null,
    });
    expect(await state(deal)).toMatchObject({
      application: 'funded',
      offers: { [deal.offerId]: 'funded', [deal.standbyOfferId]: 'void' },
      submissions: { [deal.submissionId]: 'won', [deal.otherOfferedSubmissionId]: 'lost', [deal.sharedSubmissionId]: 'closed' },
      fundings: 1,
    });
    const events = await server.sql(`select action, actor_name from audit_event where entity_type in ('funding', 'application') and entity_id = any($1) order by seq`, [[String(res.body.data.markFunded.id), String(deal.applicationId)]]);
    expect(events).toEqual(expect.arrayContaining([{ action: 'application.funded', actor_name: 'lender' }, { action: 'funding.created', actor_name: 'lender' }]));
    const [history] = await server.sql(`select from_status::text, to_status::text from application_status_changes where application_id = $1 order by id desc limit 1`, [deal.applicationId]);
    expect(history).toEqual({ from_status: 'accepted', to_status: 'funded' });
    // The admin sees the commission: 3.00 % of the funded amount (Cedar's terms in the fixture).
    const seen = await admin.gql(`query F($id: ID!) { funding(id: $id) { commission { expectedCents status receivedOn } } }`, { id: res.body.data.markFunded.id });
    expect(seen.body.data.funding.commission).toEqual({ expectedCents: 150_000, status: 'pending', receivedOn: null });
  });

  it('refuses anonymous callers, clients, and another lender (as a missing offer); nothing changes', async () => {
    const deal = await acceptedDeal(server);
    const before = await state(deal);
    expect(errorOf(await markFunded(api(), deal))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await markFunded(client, deal))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await markFunded(otherLender, deal))).toEqual({ code: 'NOT_FOUND', message: 'Offer not found' });
    expect(await state(deal)).toEqual(before);
  });

  it('checks the input: a future date, an amount above the offer without a note, a stale version, an offer not accepted', async () => {
    const deal = await acceptedDeal(server);
    const before = await state(deal);
    expect(errorOf(await markFunded(admin, deal, { fundedOn: '2999-01-01' }))).toEqual({ code: 'BAD_USER_INPUT', message: 'The funded date cannot be in the future' });
    expect(errorOf(await markFunded(admin, deal, { fundedOn: '2026-13-01' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await markFunded(admin, deal, { fundedAmountCents: 5_000_001 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'The funded amount is more than the offer: add a note explaining why' });
    expect(errorOf(await markFunded(admin, deal, { fundedAmountCents: 0 }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await markFunded(admin, deal, { expectedVersion: 7 }))).toMatchObject({ code: 'CONFLICT' });
    expect(errorOf(await markFunded(admin, { ...deal, offerId: deal.standbyOfferId }))).toEqual({ code: 'CONFLICT', message: 'Only an accepted offer can be marked funded' });
    expect(errorOf(await markFunded(admin, { ...deal, offerId: 'abc' as unknown as number }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid offer ID' });
    expect(errorOf(await markFunded(admin, { ...deal, offerId: 999_999 }))).toEqual({ code: 'NOT_FOUND', message: 'Offer not found' });
    expect(await state(deal)).toEqual(before);
    // With a note, an admin may record more than the offer (invariant 5).
    const res = await markFunded(admin, deal, { fundedAmountCents: 5_100_000, note: 'Lender added $1,000 at closing' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.markFunded).toMatchObject({ fundedAmountCents: 5_100_000, disbursedCents: 4_950_000, note: 'Lender added $1,000 at closing', commission: { expectedCents: 153_000 } });
    expect(errorOf(await markFunded(admin, deal, { expectedVersion: 2 }))).toEqual({ code: 'CONFLICT', message: 'This offer is already funded' });
  });

  it('racing Mark funded requests (lender and admin) create exactly one funding (invariant 5)', async () => {
    const deal = await acceptedDeal(server);
    const results = await Promise.all([lender, admin, lender, admin, lender, admin].map((caller) => markFunded(caller, deal)));
    const succeeded = results.filter((res) => !res.body.errors);
    expect(succeeded).toHaveLength(1);
    for (const res of results.filter((res) => res.body.errors)) expect(errorOf(res).code).toBe('CONFLICT');
    expect(await state(deal)).toMatchObject({ application: 'funded', fundings: 1 });
    const [events] = await server.sql(`select count(*)::int as n from audit_event where action = 'funding.created' and entity_id = $1`, [succeeded[0]!.body.data.markFunded.id]);
    expect(events).toEqual({ n: 1 });
  });

  it('the database itself refuses a second funding for the application or the offer, and negative money', async () => {
    const deal = await acceptedDeal(server);
    const insert = (offerId: number, amount = 100) =>
      server.sql(`insert into funding (application_id, offer_id, lender_id, funded_on, funded_amount, disbursed, expected_payback, payment, frequency, commission_expected)
        values ($1, $2, $3, current_date, $4, 0, 0, 0, 'daily', 0)`, [deal.applicationId, offerId, deal.lenderId, amount]);
    await expect(insert(deal.offerId, -1)).rejects.toThrow(/check/i);
    await insert(deal.offerId);
    await expect(insert(deal.standbyOfferId)).rejects.toThrow(/funding_application_id_unique/);
  });

  it("R13's link: applicationFundingId answers the funding's id once funded, null before; admins only", async () => {
    const deal = await acceptedDeal(server);
    const query = `query A($id: ID!) { applicationFundingId(applicationId: $id) }`;
    expect((await admin.gql(query, { id: String(deal.applicationId) })).body.data.applicationFundingId).toBeNull();
    const funded = await markFunded(admin, deal);
    expect((await admin.gql(query, { id: String(deal.applicationId) })).body.data.applicationFundingId).toBe(funded.body.data.markFunded.id);
    expect(errorOf(await admin.gql(query, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await lender.gql(query, { id: String(deal.applicationId) }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
