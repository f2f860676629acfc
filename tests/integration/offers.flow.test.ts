import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../graphql-server/src/services.js';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { programsByLender, sharedApplication as sharedApplicationOf } from '../support/shared-application.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 items 5–7 and 10: offers from making to acceptance (BACKOFFICE §3.2, §3.3, §5.2, R13, R20, R22; invariants
 * 2–4, 6). Rosa's three offers of §5.2 are made through the API and compare as the table says; a lender never sees
 * another lender's offers; up to 3 live offers per file even when requests race; of racing accepts one wins; standby
 * offers come back when the accepted deal falls through; expiry, decline and withdraw end offers and move the
 * application back when none is live.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let otherClient: ApiClient;
let cedar: ApiClient;
let harbor: ApiClient;
let summit: ApiClient;
let pinnacle: ApiClient;
let programOf = new Map<string, string>();

const api = () => new ApiClient(server.url);
const signedIn = (username: string) => signedInClient(server.url, username);
const errorOf = firstGraphQLError;

const OFFER_FIELDS = `id applicationId lenderId lenderName product status statusReason badges prepayment conditions expiresAt acceptedAt enteredByNetFund version
  figures { amountCents feesWithheldCents disbursedCents totalRepaymentCents paymentCount paymentCents lastPaymentCents totalCostCents aprBps centsPerDollarBps
    avgMonthlyPaymentCents paymentBurdenBps periodsPerYear texts { amount term rate payment schedule } }`;
const MAKE = `mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { ${OFFER_FIELDS} } }`;
const OFFERS = `query O($id: ID!) { applicationOffers(applicationId: $id) { ${OFFER_FIELDS} } }`;
const ACCEPT = `mutation A($id: ID!, $v: Int!) { acceptOffer(offerId: $id, expectedVersion: $v, readTerms: true) { id status } }`;
const DECLINE = `mutation D($id: ID!, $v: Int!) { declineOffer(offerId: $id, expectedVersion: $v, reason: "Too expensive") { id status } }`;
const WITHDRAW = `mutation W($id: ID!, $v: Int!) { withdrawOffer(offerId: $id, expectedVersion: $v, reason: "Capacity this month") { id status } }`;
const FELL_THROUGH = `mutation F($id: ID!, $v: Int!) { reportOfferFellThrough(offerId: $id, expectedVersion: $v, reason: bank_verification_failed) { id status } }`;

/** §5.2's three offers for Rosa. */
const CEDAR_TERMS = { product: 'revenue-based-financing', amountCents: 6_000_000, pricingType: 'factor', factorE4: 12_800, termMonths: 9, frequency: 'daily', originationFeeBps: 300 };
const HARBOR_TERMS = { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 13_500, termMonths: 6, frequency: 'daily' };
const SUMMIT_TERMS = {
  product: 'business-term-loan', amountCents: 6_000_000, pricingType: 'interest', interestBps: 2_400, termMonths: 12, frequency: 'monthly', originationFeeBps: 200,
  exceptionNote: 'FICO exception: 4 on-time trade months, strong revenue',
};

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, otherClient, cedar, harbor, summit, pinnacle] = (await Promise.all(['admin', 'client', 'client2', 'lender', 'harbor', 'summit', 'pinnacle'].map(signedIn))) as ApiClient[] as [ApiClient, ApiClient, ApiClient, ApiClient, ApiClient, ApiClient, ApiClient];
  programOf = await programsByLender(server);
});
afterAll(() => server?.stop());

/** A new application of the demo client with Rosa's facts ($38,000 a month), shared with `lenders` (staff-recorded consent). */
const sharedApplication = (...lenders: string[]) => sharedApplicationOf(server, { admin, owner: client, programs: programOf }, ...lenders);
async function make(lender: ApiClient, id: string, terms: object) {
  const res = await lender.gql(MAKE, { id, terms });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.makeOffer;
}
const applicationRow = async (id: string) =>
  (await server.sql<{ status: string; approved_amount: string | null; approved_rate: string | null }>(`select status::text, approved_amount, approved_rate from applications where id = $1`, [id]))[0]!;
const offerStatuses = async (id: string) =>
  Object.fromEntries((await server.sql<{ id: number; status: string }>(`select id, status from offer where application_id = $1`, [id])).map((row) => [String(row.id), row.status]));

describe("Rosa's three offers (§5.2)", () => {
  let id: string;
  beforeAll(async () => {
    id = await sharedApplication('Cedar Growth', 'Harbor Funding', 'Summit Capital');
  });

  it("computes Cedar's offer as the table says, moves the application to offered and tells the client", async () => {
    expect((await applicationRow(id)).status).toBe('matched');
    const offer = await make(cedar, id, CEDAR_TERMS);
    expect(offer).toMatchObject({ lenderName: 'Cedar Growth', status: 'sent', enteredByNetFund: false, badges: [] });
    expect(offer.figures).toMatchObject({
      disbursedCents: 5_820_000, totalRepaymentCents: 7_680_000, paymentCount: 189, paymentCents: 40_635, totalCostCents: 1_860_000, aprBps: 7_738,
      centsPerDollarBps: 3_196, avgMonthlyPaymentCents: 853_333, paymentBurdenBps: 2_246, periodsPerYear: 252,
    });
    expect(offer.figures.texts).toEqual({
      amount: '$60,000.00', term: '9 months · 189 business-day payments', rate: 'Factor 1.28 (APR 77.38%)', payment: '$406.35 daily', schedule: '189 × $406.35 daily',
    });
    expect(await applicationRow(id)).toEqual({ status: 'offered', approved_amount: '$60,000.00', approved_rate: 'Factor 1.28 (APR 77.38%)' });
    const [submission] = await server.sql<{ status: string; responded: boolean }>(
      `select s.status, s.responded_at is not null as responded from submission s join lender l on l.id = s.lender_id where s.application_id = $1 and l.display_name = 'Cedar Growth'`,
      [id],
    );
    expect(submission).toEqual({ status: 'offered', responded: true });
    const mails = await server.sql(`select to_address from email_outbox where template = 'offer_received' and dedupe_key = $1`, [`offer_received:${offer.id}`]);
    expect(mails).toEqual([{ to_address: 'client@netfund.example' }]);
    expect(await server.sql(`select action from audit_event where entity_type = 'offer' and entity_id = $1`, [String(offer.id)])).toEqual([{ action: 'offer.sent' }]);
  });

  it("refuses Harbor above its program's maximum without an exception note, then takes its $50,000 offer", async () => {
    const above = await harbor.gql(MAKE, { id, terms: { ...HARBOR_TERMS, amountCents: 6_000_000 } });
    expect(errorOf(above)).toEqual({ code: 'BAD_USER_INPUT', message: "The amount is above this program's maximum of $50,000.00: add an exception note" });
    const offer = await make(harbor, id, HARBOR_TERMS);
    expect(offer.figures).toMatchObject({ disbursedCents: 5_000_000, totalRepaymentCents: 6_750_000, paymentCount: 126, paymentCents: 53_571, totalCostCents: 1_750_000, aprBps: 12_591 });
  });

  it('compares the three for the client with the badges on Summit, and the result fields follow the lowest APR', async () => {
    const offer = await make(summit, id, SUMMIT_TERMS);
    expect(offer.figures).toMatchObject({ disbursedCents: 5_880_000, totalRepaymentCents: 6_808_296, paymentCount: 12, paymentCents: 567_358, totalCostCents: 928_296, aprBps: 2_797 });
    // The exception note goes to the audit trail, not to the client's comparison.
    expect(offer.statusReason).toBeNull();
    expect(await server.sql(`select after->>'exceptionNote' as note from audit_event where action = 'offer.sent' and entity_id = $1`, [String(offer.id)])).toEqual([{ note: SUMMIT_TERMS.exceptionNote }]);
    const res = await client.gql(OFFERS, { id });
    expect(res.body.errors).toBeUndefined();
    const offers: any[] = res.body.data.applicationOffers;
    expect(offers.map((each) => [each.lenderName, each.badges])).toEqual([
      ['Summit Capital', ['lowest_apr', 'lowest_total_cost', 'lowest_payment']],
      ['Harbor Funding', []],
      ['Cedar Growth', []],
    ]);
    expect((await applicationRow(id)).approved_rate).toBe('24.00% interest (APR 27.97%)');
  });

  it("shows a lender its own offers only — never another lender's offer or name — and nobody else any", async () => {
    const own: any[] = (await harbor.gql(OFFERS, { id })).body.data.applicationOffers;
    expect(own.map((each) => each.lenderName)).toEqual(['Harbor Funding']);
    expect(errorOf(await pinnacle.gql(OFFERS, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await otherClient.gql(OFFERS, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await api().gql(OFFERS, { id }))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await pinnacle.gql(MAKE, { id, terms: HARBOR_TERMS }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect((await admin.gql(OFFERS, { id })).body.data.applicationOffers).toHaveLength(3);
  });
});

describe('limits and races', () => {
  it('keeps at most 3 live offers per lender and file when five are made at once, then says "Withdraw an offer before adding another"', async () => {
    const id = await sharedApplication('Cedar Growth');
    const responses = await Promise.all(Array.from({ length: 5 }, (_, index) => cedar.gql(MAKE, { id, terms: { ...CEDAR_TERMS, amountCents: 5_000_000 + index * 100_000 } })));
    const outcomes = responses.map((res) => errorOf(res)?.message ?? 'made');
    expect(outcomes.filter((outcome) => outcome === 'made')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'Withdraw an offer before adding another')).toHaveLength(2);
    expect(await server.sql(`select count(*)::int as n from offer where application_id = $1`, [id])).toEqual([{ n: 3 }]);
  });

  it('lets one of three racing accepts win: the others are 409, the other offers wait on standby, the lender wins its file', async () => {
    const id = await sharedApplication('Cedar Growth', 'Harbor Funding', 'Summit Capital');
    const offers = [await make(cedar, id, CEDAR_TERMS), await make(harbor, id, HARBOR_TERMS), await make(summit, id, SUMMIT_TERMS)];
    const responses = await Promise.all(offers.map((offer) => client.gql(ACCEPT, { id: offer.id, v: offer.version })));
    const won = responses.filter((res) => !res.body.errors);
    expect(won).toHaveLength(1);
    expect(responses.filter((res) => errorOf(res)?.message === 'This offer is no longer available')).toHaveLength(2);
    const winner = String(won[0]!.body.data.acceptOffer.id);
    const statuses = await offerStatuses(id);
    expect(Object.entries(statuses).filter(([, status]) => status === 'accepted').map(([offerId]) => offerId)).toEqual([winner]);
    expect(Object.values(statuses).filter((status) => status === 'standby')).toHaveLength(2);
    expect((await applicationRow(id)).status).toBe('accepted');
    const [submission] = await server.sql<{ status: string }>(`select s.status from submission s join offer o on o.submission_id = s.id where o.id = $1`, [winner]);
    expect(submission!.status).toBe('won');
  });

  it('accepts one offer once when the same accept is sent five times at once', async () => {
    const id = await sharedApplication('Harbor Funding');
    const offer = await make(harbor, id, HARBOR_TERMS);
    const responses = await Promise.all(Array.from({ length: 5 }, () => client.gql(ACCEPT, { id: offer.id, v: offer.version })));
    expect(responses.filter((res) => !res.body.errors)).toHaveLength(1);
    expect(await server.sql(`select count(*)::int as n from audit_event where action = 'offer.accepted' and entity_id = $1`, [String(offer.id)])).toEqual([{ n: 1 }]);
  });
});

describe('after acceptance, and offers that end', () => {
  it('brings standby offers back when the accepted deal falls through', async () => {
    const id = await sharedApplication('Cedar Growth', 'Harbor Funding');
    const cedarOffer = await make(cedar, id, CEDAR_TERMS);
    const harborOffer = await make(harbor, id, HARBOR_TERMS);
    expect((await client.gql(ACCEPT, { id: harborOffer.id, v: harborOffer.version })).body.errors).toBeUndefined();
    expect(await offerStatuses(id)).toEqual({ [cedarOffer.id]: 'standby', [harborOffer.id]: 'accepted' });
    expect(errorOf(await cedar.gql(FELL_THROUGH, { id: harborOffer.id, v: harborOffer.version + 1 }))).toEqual({ code: 'NOT_FOUND', message: 'Offer not found' });
    expect(errorOf(await cedar.gql(MAKE, { id, terms: CEDAR_TERMS }))).toEqual({ code: 'CONFLICT', message: 'The applicant accepted another offer' });
    const fell = await harbor.gql(FELL_THROUGH, { id: harborOffer.id, v: harborOffer.version + 1 });
    expect(fell.body.errors).toBeUndefined();
    expect(await offerStatuses(id)).toEqual({ [cedarOffer.id]: 'sent', [harborOffer.id]: 'fell_through' });
    expect((await applicationRow(id)).status).toBe('offered');
    expect(await server.sql(`select count(*)::int as n from email_outbox where template = 'offer_decision' and dedupe_key like $1`, [`offer_decision:${cedarOffer.id}:revived:%`])).toEqual([{ n: 1 }]);
  });

  it('returns the application to matched when its last live offer is declined or withdrawn', async () => {
    const id = await sharedApplication('Cedar Growth', 'Harbor Funding');
    const cedarOffer = await make(cedar, id, CEDAR_TERMS);
    const harborOffer = await make(harbor, id, HARBOR_TERMS);
    expect((await client.gql(DECLINE, { id: cedarOffer.id, v: cedarOffer.version })).body.data.declineOffer.status).toBe('declined');
    expect((await applicationRow(id)).status).toBe('offered');
    expect((await harbor.gql(WITHDRAW, { id: harborOffer.id, v: harborOffer.version })).body.data.withdrawOffer.status).toBe('withdrawn');
    expect(await applicationRow(id)).toEqual({ status: 'matched', approved_amount: null, approved_rate: null });
    expect(errorOf(await client.gql(ACCEPT, { id: harborOffer.id, v: harborOffer.version + 1 }))).toEqual({ code: 'CONFLICT', message: 'This offer is no longer available' });
  });

  it('reads an offer past its expiry as expired at once, refuses to accept it, and the job expires it once', async () => {
    const id = await sharedApplication('Cedar Growth');
    const offer = await make(cedar, id, CEDAR_TERMS);
    await server.sql(`update offer set expires_at = now() - interval '1 minute' where id = $1`, [offer.id]);
    expect((await client.gql(OFFERS, { id })).body.data.applicationOffers[0].status).toBe('expired');
    expect(errorOf(await client.gql(ACCEPT, { id: offer.id, v: offer.version }))).toEqual({ code: 'CONFLICT', message: 'This offer is no longer available' });
    const em = server.db.orm.em.fork();
    const runs = await Promise.all([createServices(em.fork(), server.config).offerDecisions.expireDue(), createServices(em.fork(), server.config).offerDecisions.expireDue()]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await offerStatuses(id)).toEqual({ [offer.id]: 'expired' });
    expect((await applicationRow(id)).status).toBe('matched');
  });

  it('an accept racing the expiry job: one of them wins, never both (invariant 4 against the job)', async () => {
    // The job's clock is past the expiry while the server's is not: both think they may act on the same offer.
    const winners = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const id = await sharedApplication('Cedar Growth');
      const offer = await make(cedar, id, CEDAR_TERMS);
      await server.sql(`update offer set expires_at = now() + interval '1 minute' where id = $1`, [offer.id]);
      const jobClock = new Date(Date.now() + 2 * 60_000);
      const runJob = () => createServices(server.db.orm.em.fork(), server.config).offerDecisions.expireDue(jobClock);
      // Either side may get the application's lock first: in odd rounds the job starts 5, 40 or 250 ms late.
      const delay = [0, 5, 0, 40, 0, 250][round]!;
      const job = delay === 0 ? runJob() : new Promise<number>((resolve) => setTimeout(() => resolve(runJob()), delay));
      const [accepted, expiredCount] = await Promise.all([client.gql(ACCEPT, { id: offer.id, v: offer.version }), job]);
      const status = (await offerStatuses(id))[offer.id];
      const application = (await applicationRow(id)).status;
      if (accepted.body.errors) {
        expect(errorOf(accepted)).toEqual({ code: 'CONFLICT', message: 'This offer is no longer available' });
        expect([expiredCount, status, application]).toEqual([1, 'expired', 'matched']);
      } else {
        expect([expiredCount, status, application]).toEqual([0, 'accepted', 'accepted']);
      }
      winners.add(status!);
    }
    // Both orders happened (otherwise the test would not have exercised the race it names).
    expect([...winners].sort()).toEqual(['accepted', 'expired']);
  });

  it('refuses an offer on a file the client revoked (409) and on an application that is no longer open', async () => {
    const id = await sharedApplication('Cedar Growth');
    const [submission] = await server.sql<{ id: number }>(`select id from submission where application_id = $1`, [id]);
    expect((await client.gql(`mutation R($id: ID!) { revokeLender(submissionId: $id) { applicationId } }`, { id: String(submission!.id) })).body.errors).toBeUndefined();
    expect(errorOf(await cedar.gql(MAKE, { id, terms: CEDAR_TERMS }))).toEqual({ code: 'CONFLICT', message: 'This application is no longer open to offers' });
  });

  it('checks the form: factor range, term, expiry days and the read-terms box, each under its field', async () => {
    const id = await sharedApplication('Cedar Growth');
    const bad = await cedar.gql(MAKE, { id, terms: { ...CEDAR_TERMS, factorE4: 30_000 } });
    expect(bad.body.errors[0]).toMatchObject({ message: 'The factor rate must be from 1.0100 to 2.5000', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { factorE4: 'The factor rate must be from 1.0100 to 2.5000' } } });
    expect(errorOf(await cedar.gql(MAKE, { id, terms: { ...CEDAR_TERMS, expiresInDays: 31 } }))?.message).toBe('The offer must expire in 1 to 30 days');
    expect(errorOf(await cedar.gql(MAKE, { id, terms: { ...CEDAR_TERMS, termBusinessDays: 10 } }))?.message).toBe('Give the term either in months or in business days');
    const offer = await make(cedar, id, CEDAR_TERMS);
    const unread = await client.gql(`mutation A($id: ID!, $v: Int!) { acceptOffer(offerId: $id, expectedVersion: $v, readTerms: false) { id } }`, { id: offer.id, v: offer.version });
    expect(errorOf(unread)).toEqual({ code: 'BAD_USER_INPUT', message: 'Confirm that you have read the terms' });
    expect(await server.sql(`select count(*)::int as n from offer where application_id = $1`, [id])).toEqual([{ n: 1 }]);
  });
});
