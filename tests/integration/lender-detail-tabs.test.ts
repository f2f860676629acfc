import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { firstGraphQLError, signedInClient, type ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { programsByLender, sharedApplication } from '../support/shared-application.js';

/**
 * R9's Submissions, Funded deals and Access log tabs and R6's scoreboard and "Waiting past SLA now" alert: each
 * lender's own rows only, admins only, paginated.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let cedar: ApiClient;
let harbor: ApiClient;
let cedarId: string;
let harborId: string;
let applicationId: string;
let fundingId: string;

const SUBMISSIONS = `query S($id: ID!, $size: Int) { lenderSubmissions(lenderId: $id, pageSize: $size) { totalCount pageSize items { applicationId businessName status sharedAt firstViewedAt respondedAt offerAmountCents } } }`;
const FUNDINGS = `query F($id: ID!) { lenderFundings(lenderId: $id) { totalCount items { fundingId applicationId fundedAmountCents paidToDateCents remainingCents status fundedOn } } }`;
const ACCESS = `query A($id: ID!) { lenderAccessLog(lenderId: $id) { totalCount items { userName action applicationId } } }`;
const TERMS = { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 12_800, termMonths: 9, frequency: 'daily' };

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, cedar, harbor] = (await Promise.all(['admin', 'client', 'lender', 'harbor'].map((name) => signedInClient(server.url, name)))) as [ApiClient, ApiClient, ApiClient, ApiClient];
  const programs = await programsByLender(server);
  const lenders = await server.sql<{ id: number; display_name: string }>(`select id, display_name from lender`);
  cedarId = String(lenders.find((row) => row.display_name === 'Cedar Growth')!.id);
  harborId = String(lenders.find((row) => row.display_name === 'Harbor Funding')!.id);
  // One file shared with Cedar and Harbor: Cedar opens it, offers, wins and funds it; Harbor only opens it.
  applicationId = await sharedApplication(server, { admin, owner: client, programs, label: 'Detail Tabs' }, 'Cedar Growth', 'Harbor Funding');
  await cedar.gql(`mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { status } } }`, { id: applicationId });
  await harbor.gql(`mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { status } } }`, { id: applicationId });
  const offer = (await cedar.gql(`mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { id version } }`, { id: applicationId, terms: TERMS })).body.data.makeOffer;
  const accepted = (await client.gql(`mutation A($id: ID!, $v: Int!) { acceptOffer(offerId: $id, expectedVersion: $v, readTerms: true) { id version } }`, { id: offer.id, v: offer.version })).body.data.acceptOffer;
  const funded = await cedar.gql(`mutation F($input: MarkFundedInput!) { markFunded(input: $input) { id } }`, {
    input: { offerId: accepted.id, expectedVersion: accepted.version, fundedOn: platformToday(), fundedAmountCents: 5_000_000 },
  });
  fundingId = funded.body.data.markFunded.id;
  // A first payment: the tab shows what is paid and what remains of the payback (12,800 × 5,000,000 / 10,000).
  const payment = await cedar.gql(`mutation P($id: ID!, $input: FundingTransactionInput!) { postFundingPayment(fundingId: $id, input: $input) { id } }`, {
    id: fundingId,
    input: { type: 'payment', amountCents: 400_000, occurredOn: platformToday() },
  });
  expect(payment.body.errors).toBeUndefined();
});
afterAll(() => server?.stop());

describe('R9 lender detail tabs', () => {
  it("Submissions: the lender's shared files with their dates, outcome and offer amount, never another lender's", async () => {
    const cedarRows = (await admin.gql(SUBMISSIONS, { id: cedarId })).body.data.lenderSubmissions;
    expect(cedarRows.items).toEqual([
      expect.objectContaining({ applicationId, businessName: expect.stringMatching(/^Detail Tabs/), status: 'won', offerAmountCents: 5_000_000, firstViewedAt: expect.any(String), respondedAt: expect.any(String) }),
    ]);
    const harborRows = (await admin.gql(SUBMISSIONS, { id: harborId })).body.data.lenderSubmissions;
    expect(harborRows.items).toEqual([expect.objectContaining({ applicationId, status: 'closed', offerAmountCents: null })]);
  });

  it('Funded deals and Access log: its own funding, and only its own users’ reads', async () => {
    expect((await admin.gql(FUNDINGS, { id: cedarId })).body.data.lenderFundings).toEqual({
      totalCount: 1,
      items: [{ fundingId, applicationId, fundedAmountCents: 5_000_000, paidToDateCents: 400_000, remainingCents: 6_000_000, status: 'active', fundedOn: platformToday() }],
    });
    expect((await admin.gql(FUNDINGS, { id: harborId })).body.data.lenderFundings).toEqual({ totalCount: 0, items: [] });
    expect((await admin.gql(ACCESS, { id: cedarId })).body.data.lenderAccessLog).toEqual({ totalCount: 1, items: [{ userName: 'lender', action: 'open_file', applicationId }] });
    expect((await admin.gql(ACCESS, { id: harborId })).body.data.lenderAccessLog.items).toEqual([{ userName: 'harbor', action: 'open_file', applicationId }]);
  });

  it('pages, and refuses lenders, clients and an unknown lender', async () => {
    expect((await admin.gql(SUBMISSIONS, { id: cedarId, size: 100 })).body.data.lenderSubmissions.pageSize).toBe(100);
    // §0: at most 100 a page; a larger page is a 400 naming the field, as on every other list.
    expect(firstGraphQLError(await admin.gql(SUBMISSIONS, { id: cedarId, size: 500 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'pageSize must be a whole number from 1 to 100' });
    expect(firstGraphQLError(await admin.gql(SUBMISSIONS, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Lender not found' });
    for (const caller of [cedar, client]) {
      for (const query of [SUBMISSIONS, FUNDINGS, ACCESS]) expect(firstGraphQLError(await caller.gql(query, { id: cedarId }))?.code).toBe('FORBIDDEN');
    }
  });
});

describe('R6 scoreboard and late submissions', () => {
  it('ranks lenders by funded volume with their answer figures', async () => {
    const board = (await admin.gql(`{ lenderScoreboard { lenderId shares responded offered won fundedVolumeCents } }`)).body.data.lenderScoreboard;
    expect(board[0]).toEqual({ lenderId: cedarId, shares: 1, responded: 1, offered: 1, won: 1, fundedVolumeCents: 5_000_000 });
    expect(board.length).toBeLessThanOrEqual(10);
    expect(firstGraphQLError(await cedar.gql(`{ lenderScoreboard { lenderId } }`))?.code).toBe('FORBIDDEN');
  });

  it("R7 columns: the listed lenders' 90-day figures in one query, in the order asked; admins only, at most 100 ids", async () => {
    const PERFORMANCES = `query P($ids: [ID!]!) { lenderPerformances(lenderIds: $ids) { lenderId offered fundedVolumeCents medianFirstResponseHours } }`;
    const figures = (await admin.gql(PERFORMANCES, { ids: [harborId, cedarId] })).body.data.lenderPerformances;
    expect(figures).toEqual([
      expect.objectContaining({ lenderId: harborId, offered: 0, fundedVolumeCents: 0 }),
      expect.objectContaining({ lenderId: cedarId, offered: 1, fundedVolumeCents: 5_000_000, medianFirstResponseHours: expect.any(Number) }),
    ]);
    expect(firstGraphQLError(await admin.gql(PERFORMANCES, { ids: Array.from({ length: 101 }, (_, index) => String(index + 1)) }))?.code).toBe('BAD_USER_INPUT');
    expect(firstGraphQLError(await cedar.gql(PERFORMANCES, { ids: [cedarId] }))?.code).toBe('FORBIDDEN');
  });

  it('lists a shared file unanswered past its SLA, and not once it is answered', async () => {
    const programs = await programsByLender(server);
    const late = await sharedApplication(server, { admin, owner: client, programs, label: 'Late' }, 'Summit Capital');
    await server.sql(`update submission set sla_due_at = now() - interval '1 hour' where application_id = $1`, [late]);
    const LATE = `{ lateSubmissions { applicationId lenderName slaDueAt } }`;
    expect((await admin.gql(LATE)).body.data.lateSubmissions).toEqual([expect.objectContaining({ applicationId: late, lenderName: 'Summit Capital' })]);
    await server.sql(`update submission set responded_at = now() where application_id = $1`, [late]);
    expect((await admin.gql(LATE)).body.data.lateSubmissions).toEqual([]);
  });
});
