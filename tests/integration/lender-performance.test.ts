import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { whileOpenToOffers } from '../support/open-file.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 items 1, 5, 8: a lender's figures over the files shared with it in the last 90 days (R6 scoreboard, R9
 * Overview KPIs, R20 Performance): response, offer and win rates, median first response, pull-through and
 * fall-throughs. Admins read any lender; a lender user only its own.
 */
let server: TestServer;
let admin: ApiClient;
let cedarId: string;
let harborId: string;

const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const api = () => new ApiClient(server.url);
const signedIn = (username: string) => signedInClient(server.url, username);
const errorOf = firstGraphQLError;
const PERFORMANCE = `query P($id: ID!) { lenderPerformance(lenderId: $id) { lenderId windowDays shares responded medianFirstResponseHours responseRate
  offered offerRate won winRate accepted funded pullThrough fundedVolumeCents fallThroughs { reason count } } }`;

let sequence = 0;
async function application(): Promise<number> {
  sequence += 1;
  const res = await api().post('/api/applications', { ...sampleIntake, businessName: `Performance Test ${sequence} LLC` }, DEMO_KEY);
  expect(res.status).toBe(201);
  return Number(res.body.id);
}

/** A file shared with Cedar Growth `sharedDaysAgo` days ago, answered `respondedAfterHours` later (null: not yet). */
async function share(status: string, sharedDaysAgo: number, respondedAfterHours: number | null): Promise<{ applicationId: number; submissionId: number }> {
  const applicationId = await application();
  const [row] = await server.sql<{ id: number }>(
    `with program as (select id from lender_program where lender_id = $1 order by id limit 1),
          consent as (insert into consent_record (business_id, application_id, kind, granted, channel, recorded_by_name)
                      select business_id, id, 'share_with_lender', true, 'phone', 'test' from applications where id = $2 returning id)
     insert into submission (application_id, lender_id, program_id, program_version, status, consent_mode, consent_record_id, shared_at, responded_at)
     select $2, $1, program.id, 1, $3, 'staff_recorded', consent.id, now() - make_interval(days => $4),
            case when $5::int is null then null else now() - make_interval(days => $4) + make_interval(hours => $5::int) end
       from program, consent returning id`,
    [cedarId, applicationId, status, sharedDaysAgo, respondedAfterHours],
  );
  return { applicationId, submissionId: row!.id };
}

async function offer(file: { applicationId: number; submissionId: number }, status: string, acceptedDaysAgo: number, reason: string | null = null): Promise<number> {
  const [row] = await whileOpenToOffers(server, file, () => server.sql<{ id: number }>(
    `insert into offer (application_id, submission_id, lender_id, product, amount, fees_withheld, other_fees, disbursed,
       pricing_type, factor_e4, term_days, frequency, payment_count, payment, last_payment, total_repayment, total_cost,
       apr_bps, cents_per_dollar_bps, avg_monthly_payment, prepayment, expires_at, status, status_reason, accepted_at, accepted_via)
     values ($1, $2, $3, 'revenue-based-financing', 5000000, 0, 0, 5000000, 'factor', 13000, 126, 'daily', 126, 51587, 51595, 6500000, 1500000,
       12000, 3000, 1083333, 'none', now() + interval '7 days', $4, $5, now() - make_interval(days => $6), 'client') returning id`,
    [file.applicationId, file.submissionId, cedarId, status, reason, acceptedDaysAgo],
  ));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
  const lenders = await server.sql<{ id: number; display_name: string }>(`select id, display_name from lender`);
  cedarId = String(lenders.find((lender) => lender.display_name === 'Cedar Growth')!.id);
  harborId = String(lenders.find((lender) => lender.display_name === 'Harbor Funding')!.id);

  const won = await share('won', 10, 2);
  const wonOffer = await offer(won, 'funded', 9);
  await server.sql(
    `insert into funding (application_id, offer_id, lender_id, funded_on, funded_amount, disbursed, expected_payback, payment, frequency, commission_expected)
     values ($1, $2, $3, current_date - 8, 5000000, 5000000, 6500000, 51587, 'daily', 100000)`,
    [won.applicationId, wonOffer, cedarId],
  );
  await offer(await share('lost', 10, 4), 'fell_through', 8, 'client_backed_out');
  await share('declined', 5, 6);
  await share('shared', 2, null);
  await share('won', 100, 1); // outside the 90 days
});
afterAll(() => server?.stop());

describe('lenderPerformance', () => {
  it('counts the last 90 days: response, offer and win rates, median first response, pull-through, funded volume, fall-throughs', async () => {
    const res = await admin.gql(PERFORMANCE, { id: cedarId });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.lenderPerformance).toEqual({
      lenderId: cedarId,
      windowDays: 90,
      shares: 4,
      responded: 3,
      medianFirstResponseHours: 4,
      responseRate: 0.75,
      offered: 2,
      offerRate: 0.5,
      won: 1,
      winRate: 0.5,
      accepted: 2,
      funded: 1,
      pullThrough: 0.5,
      fundedVolumeCents: 5_000_000,
      fallThroughs: [{ reason: 'client_backed_out', count: 1 }],
    });
  });

  it('answers zeros and no rates for a lender with no shares in the window', async () => {
    const res = await admin.gql(PERFORMANCE, { id: harborId });
    expect(res.body.data.lenderPerformance).toMatchObject({ shares: 0, responded: 0, medianFirstResponseHours: null, responseRate: null, offerRate: null, winRate: null, pullThrough: null, fallThroughs: [] });
  });

  it("lets a lender user read its own lender's figures only; clients are refused; an unknown lender is NOT_FOUND", async () => {
    const [cedarUser, client] = await Promise.all([signedIn('lender'), signedIn('client')]);
    expect((await cedarUser.gql(PERFORMANCE, { id: cedarId })).body.data.lenderPerformance.shares).toBe(4);
    expect(errorOf(await cedarUser.gql(PERFORMANCE, { id: harborId }))).toEqual({ code: 'NOT_FOUND', message: 'Lender not found' });
    expect(errorOf(await client.gql(PERFORMANCE, { id: cedarId }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await api().gql(PERFORMANCE, { id: cedarId }))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await admin.gql(PERFORMANCE, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Lender not found' });
  });
});
