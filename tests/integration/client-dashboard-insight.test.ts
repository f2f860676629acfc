import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKED_EXAMPLE_PROGRAMS } from '../../graphql-server/src/modules/matching/worked-example.js';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 item 7, BACKOFFICE R21: the client dashboard's server side — the credit-building card with §4.5's matrix
 * insight (a what-if over the active programs, counts only) and each application's lenders, proposals and offers to
 * review. A client reads their own only: another client's application is NOT_FOUND.
 */
let server: TestServer;
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

const CREDIT_BUILDING = `query C($id: ID) { myCreditBuilding(applicationId: $id) {
  applicationId applicationNumber onTimeTradeMonths
  insight { fitsNow ficoTarget ficoOpens moreTradeMonths tradeMonthsOpens text }
  net30Application { reference status submittedAt } } }`;
const ACTIVITY = `{ myApplicationActivity { applicationId applicationNumber lendersWithAccess proposalsToApprove offersToReview offersExpireAt offerCount acceptedOffer } }`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

let sequence = 0;
/** A new client account (signed in) and its id. */
async function newClient(): Promise<{ api: ApiClient; userId: number; username: string }> {
  sequence += 1;
  const username = `dashboard_${sequence}`;
  const registered = await new ApiClient(server.url).post('/api/register', { username, email: `${username}@dash.example`, password: 'secret-1', confirmPassword: 'secret-1' });
  expect(registered.status).toBe(201);
  const [user] = await server.sql<{ id: number }>(`select id from users where username = $1`, [username]);
  return { api: await signedInClient(server.url, username, 'secret-1'), userId: user!.id, username };
}

/** An application submitted through the intake, owned by `userId`, with Rosa's Cocina's facts (§4.7). */
async function rosasApplication(userId: number): Promise<number> {
  const res = await new ApiClient(server.url).post('/api/applications', { ...sampleIntake, businessName: `Dashboard Test ${sequence} LLC` }, DEMO_KEY);
  expect(res.status).toBe(201);
  const id = Number(res.body.id);
  await server.sql(`update applications set owner_id = $2, product = 'revenue-based-financing', requested_amount = 60000, product_flexible = true where id = $1`, [id, userId]);
  await server.sql(
    `update businesses set entity_type = 'llc', naics_code = '722511', state = 'TX',
        started_on = (date_trunc('month', now() at time zone 'America/New_York') - interval '14 months')::date,
        monthly_revenue = 38000, revenue_source = 'bank_statements', fico = 620, fico_source = 'self', open_positions = 1
      where id = (select business_id from applications where id = $1)`,
    [id],
  );
  return id;
}

/** `months` paid NetBuilder months reported for the user (2026-01 onwards): §4.5's on-time trade months. */
async function tradeMonths(userId: number, months: number) {
  await server.sql(
    `insert into netbuilder_reports (user_id, provider_invoice_id, provider_subscription_id, plan, report_month, payment_amount_cents, payment_status, created_at)
     select $1::int, 'in_dash_' || $1::int || '_' || m, 'sub_dash_' || $1::int, 'growth', to_char(date '2026-01-01' + make_interval(months => m), 'YYYY-MM'), 7900, 'paid', now()
       from generate_series(0, $2::int - 1) as m`,
    [userId, months],
  );
}

describe('the credit-building card (R21, §4.5)', () => {
  it("tells Rosa's Cocina, with 4 on-time months, that one more program opens at FICO 650 or after 2 more months — naming no lender", async () => {
    const { api, userId } = await newClient();
    const id = await rosasApplication(userId);
    await tradeMonths(userId, 4);
    const res = await api.gql(CREDIT_BUILDING, {});
    expect(res.body.errors).toBeUndefined();
    const card = res.body.data.myCreditBuilding;
    expect(card).toMatchObject({
      applicationId: String(id),
      onTimeTradeMonths: 4,
      insight: { fitsNow: 1, ficoTarget: 650, ficoOpens: 1, moreTradeMonths: 2, tradeMonthsOpens: 1, text: '1 more lender program opens at FICO 650 or after 2 more on-time reported months.' },
      net30Application: null,
    });
    expect((await api.gql(CREDIT_BUILDING, { id: String(id) })).body.data.myCreditBuilding).toEqual(card);
    for (const program of WORKED_EXAMPLE_PROGRAMS) {
      expect(res.text).not.toContain(program.lenderName);
      expect(res.text).not.toContain(program.programName);
    }
  });

  it('reads the latest open application and the trade months as they are now: 6 months open Summit, so nothing more opens by months', async () => {
    const { api, userId } = await newClient();
    await rosasApplication(userId);
    await tradeMonths(userId, 6);
    const card = (await api.gql(CREDIT_BUILDING, {})).body.data.myCreditBuilding;
    expect(card).toMatchObject({ onTimeTradeMonths: 6, insight: { fitsNow: 2, moreTradeMonths: null, tradeMonthsOpens: null } });
  });

  it("shows the client's latest Net30 application: theirs by user id (signed in or claimed), never by a matching e-mail", async () => {
    const { api, userId, username } = await newClient();
    await server.sql(
      `insert into net30_application (user_id, status, first_name, last_name, email, phone, business_name, entity_type, ein, business_start_year, annual_revenue, state, requested_limit, decision_reason, reapply_after, created_at)
       values ($2, 'declined', 'Dee', 'Ash', $1, '5550100000', 'Dash Co', 'llc', null, 2020, 500000, 'TX', 500000, 'Too new', current_date + 50, now() - interval '40 days'),
              ($2, 'needs_info', 'Dee', 'Ash', $1, '5550100000', 'Dash Co', 'llc', null, 2020, 500000, 'TX', 500000, null, null, now() - interval '2 days'),
              (null, 'submitted', 'Dee', 'Ash', $1, '5550100000', 'Dash Co', 'llc', null, 2020, 500000, 'TX', 500000, null, null, now())`,
      [`${username}@dash.example`, userId],
    );
    const card = (await api.gql(CREDIT_BUILDING, {})).body.data.myCreditBuilding;
    expect(card.net30Application).toMatchObject({ status: 'needs_info', reference: expect.stringMatching(/^N30-\d{6}$/) });
  });

  it('has no insight for a client without applications (the empty dashboard still shows the card)', async () => {
    const { api } = await newClient();
    expect((await api.gql(CREDIT_BUILDING, {})).body.data.myCreditBuilding).toEqual({
      applicationId: null,
      applicationNumber: null,
      onTimeTradeMonths: 0,
      insight: null,
      net30Application: null,
    });
  });

  it("is the client's own only: another client's or a draft or unknown application NOT_FOUND, a bad id 400, other roles refused", async () => {
    const owner = await newClient();
    const other = await newClient();
    const id = await rosasApplication(owner.userId);
    const draft = await rosasApplication(other.userId);
    await server.sql(`update applications set status = 'draft' where id = $1`, [draft]);
    const notFound = { code: 'NOT_FOUND', message: 'Application not found' };
    expect(firstGraphQLError(await other.api.gql(CREDIT_BUILDING, { id: String(id) }))).toEqual(notFound);
    expect(firstGraphQLError(await other.api.gql(CREDIT_BUILDING, { id: String(draft) }))).toEqual(notFound);
    expect(firstGraphQLError(await other.api.gql(CREDIT_BUILDING, { id: '99999999' }))).toEqual(notFound);
    expect(firstGraphQLError(await other.api.gql(CREDIT_BUILDING, { id: 'abc' }))?.code).toBe('BAD_USER_INPUT');
    // Without an id, the other client's card is about none of the owner's applications (their draft does not count).
    expect((await other.api.gql(CREDIT_BUILDING, {})).body.data.myCreditBuilding).toMatchObject({ applicationId: null, insight: null });
    const [admin, lender] = await Promise.all([signedInClient(server.url, 'admin'), signedInClient(server.url, 'lender')]);
    for (const query of [CREDIT_BUILDING, ACTIVITY]) {
      expect(firstGraphQLError(await admin.gql(query, {}))?.code).toBe('FORBIDDEN');
      expect(firstGraphQLError(await lender.gql(query, {}))?.code).toBe('FORBIDDEN');
      expect(firstGraphQLError(await new ApiClient(server.url).gql(query, {}))?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe("each application's lenders, proposals and offers (R21)", () => {
  const lenderIdOf = async (name: string) => (await server.sql<{ id: number }>(`select id from lender where display_name = $1`, [name]))[0]!.id;
  async function submission(applicationId: number, lenderName: string, status: string): Promise<{ id: number; lenderId: number }> {
    const lenderId = await lenderIdOf(lenderName);
    const [row] = await server.sql<{ id: number }>(
      `insert into submission (application_id, lender_id, program_id, program_version, status)
       values ($1, $2, (select id from lender_program where lender_id = $2 order by id limit 1), 1, $3) returning id`,
      [applicationId, lenderId, status],
    );
    return { id: row!.id, lenderId };
  }
  function offer(applicationId: number, file: { id: number; lenderId: number }, status: string, expiresIn: string) {
    return server.sql(
      `insert into offer (application_id, submission_id, lender_id, product, amount, fees_withheld, other_fees, disbursed,
         pricing_type, factor_e4, term_days, frequency, payment_count, payment, last_payment, total_repayment, total_cost,
         apr_bps, cents_per_dollar_bps, avg_monthly_payment, prepayment, expires_at, status)
       values ($1, $2, $3, 'revenue-based-financing', 5000000, 0, 0, 5000000, 'factor', 13000, 180, 'daily', 126, 51587, 51595, 6500000, 1500000,
         6000, 3000, 1083333, 'none', now() + $4::interval, $5)`,
      [applicationId, file.id, file.lenderId, expiresIn, status],
    );
  }

  it('counts the lenders with access, the proposals to approve and the live offers with the first expiry; none to review once one is accepted', async () => {
    const { api, userId } = await newClient();
    const quiet = await rosasApplication(userId);
    const id = await rosasApplication(userId);
    await server.sql(`update applications set status = 'offered' where id = $1`, [id]);
    const cedar = await submission(id, 'Cedar Growth', 'offered');
    const summit = await submission(id, 'Summit Capital', 'offered');
    await submission(id, 'Harbor Funding', 'proposed');
    await submission(id, 'Pinnacle', 'revoked');
    await offer(id, cedar, 'sent', '3 days');
    await offer(id, summit, 'sent', '5 days');
    await offer(id, summit, 'sent', '-1 hour'); // past its expiry: expired on read, before the job runs
    const other = await newClient();
    await rosasApplication(other.userId);

    const res = await api.gql(ACTIVITY);
    expect(res.body.errors).toBeUndefined();
    const [quietRow, row] = res.body.data.myApplicationActivity;
    expect(res.body.data.myApplicationActivity).toHaveLength(2);
    expect(quietRow).toMatchObject({ applicationId: String(quiet), lendersWithAccess: 0, proposalsToApprove: 0, offersToReview: 0, offersExpireAt: null, offerCount: 0, acceptedOffer: false });
    expect(row).toMatchObject({ applicationId: String(id), lendersWithAccess: 2, proposalsToApprove: 1, offersToReview: 2, offerCount: 3, acceptedOffer: false });
    const [first] = await server.sql<{ at: Date }>(`select min(expires_at) as at from offer where application_id = $1 and expires_at > now()`, [id]);
    expect(new Date(row.offersExpireAt).getTime()).toBe(first!.at.getTime());

    await server.sql(`update offer set status = 'accepted' where id = (select min(id) from offer where application_id = $1)`, [id]);
    const accepted = (await api.gql(ACTIVITY)).body.data.myApplicationActivity[1];
    expect(accepted).toMatchObject({ offersToReview: 0, offersExpireAt: null, acceptedOffer: true });
  });
});
