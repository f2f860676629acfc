import { expect } from 'vitest';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient } from './api-client.js';
import { sampleIntake } from './sample-inputs.js';
import { whileOpenToOffers } from './open-file.js';
import type { TestServer } from './server.js';

const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };

/** An application in `accepted` with Cedar Growth's accepted offer, written in SQL (faster than the offers service's steps). */
export interface AcceptedDeal {
  applicationId: number;
  lenderId: number;
  submissionId: number;
  offerId: number;
  /** Harbor Funding's backup offer (standby) on its `offered` submission. */
  standbyOfferId: number;
  otherOfferedSubmissionId: number;
  /** Summit Capital's submission that never offered. */
  sharedSubmissionId: number;
}

let sequence = 0;

/**
 * Cedar Growth ($50,000 at factor 1.30, 3 % withheld, 126 daily payments of $515.87, the last $516.25; commission
 * 3.00 % of the funded amount), Harbor Funding in standby, Summit Capital shared without an offer.
 */
export async function acceptedDeal(server: TestServer): Promise<AcceptedDeal> {
  sequence += 1;
  const res = await new ApiClient(server.url).post('/api/applications', { ...sampleIntake, businessName: `Funding Test ${sequence} LLC` }, DEMO_KEY);
  expect(res.status).toBe(201);
  const applicationId = Number(res.body.id);
  const lenders = await server.sql<{ id: number; display_name: string; program_id: number }>(
    `select l.id, l.display_name, min(p.id) as program_id from lender l join lender_program p on p.lender_id = l.id group by l.id, l.display_name`,
  );
  const lender = (name: string) => lenders.find((row) => row.display_name === name)!;
  const [cedar, harbor, summit] = [lender('Cedar Growth'), lender('Harbor Funding'), lender('Summit Capital')];
  await server.sql(`update lender set commission_basis = 'pct_funded', commission_bps = 300, commission_flat_cents = null where id = $1`, [cedar.id]);
  await server.sql(`update applications set status = 'accepted' where id = $1`, [applicationId]);
  // Shared with staff-recorded consent (invariant 7), a day ago; answered (offer or view) two hours later.
  const [consent] = await server.sql<{ id: number }>(
    `insert into consent_record (business_id, application_id, kind, granted, channel, note, recorded_by_name)
     select business_id, id, 'share_with_lender', true, 'phone', 'Client agreed by phone', 'admin' from applications where id = $1 returning id`,
    [applicationId],
  );
  const submission = async (lenderRow: typeof cedar, status: string) =>
    (await server.sql<{ id: number }>(
      `insert into submission (application_id, lender_id, program_id, program_version, status, consent_mode, consent_record_id, shared_at, responded_at)
       values ($1, $2, $3, 1, $4, 'staff_recorded', $5, now() - interval '1 day', case when $4::varchar in ('won', 'offered') then now() - interval '22 hours' end) returning id`,
      [applicationId, lenderRow.id, lenderRow.program_id, status, consent!.id],
    ))[0]!.id;
  const offer = (lenderId: number, submissionId: number, status: string) => whileOpenToOffers(server, { applicationId, submissionId }, async () =>
    (await server.sql<{ id: number }>(
      `insert into offer (application_id, submission_id, lender_id, product, amount, fees_withheld, other_fees, disbursed,
         pricing_type, factor_e4, term_days, frequency, payment_count, payment, last_payment, total_repayment, total_cost,
         apr_bps, cents_per_dollar_bps, avg_monthly_payment, prepayment, expires_at, status, accepted_at)
       values ($1, $2, $3, 'revenue-based-financing', 5000000, 150000, 0, 4850000, 'factor', 13000, 126, 'daily', 126, 51587, 51625, 6500000, 1650000,
         9000, 3402, 1083333, 'none', now() + interval '7 days', $4::varchar, case when $4::varchar = 'accepted' then now() - interval '1 day' end) returning id`,
      [applicationId, submissionId, lenderId, status],
    ))[0]!.id);
  const submissionId = await submission(cedar, 'won');
  const otherOfferedSubmissionId = await submission(harbor, 'offered');
  const sharedSubmissionId = await submission(summit, 'viewed');
  const offerId = await offer(cedar.id, submissionId, 'accepted');
  const standbyOfferId = await offer(harbor.id, otherOfferedSubmissionId, 'standby');
  return { applicationId, lenderId: cedar.id, submissionId, offerId, standbyOfferId, otherOfferedSubmissionId, sharedSubmissionId };
}

/** An `acceptedDeal` that Cedar Growth's user (`lender`, signed in) marked funded today for $50,000: its funding's id. */
export async function fundedDeal(server: TestServer, lender: ApiClient): Promise<string> {
  const deal = await acceptedDeal(server);
  const res = await lender.gql(`mutation M($input: MarkFundedInput!) { markFunded(input: $input) { id version } }`, {
    input: { offerId: String(deal.offerId), expectedVersion: 1, fundedOn: platformToday(), fundedAmountCents: 5_000_000 },
  });
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data.markFunded.version).toBe(1);
  return res.body.data.markFunded.id as string;
}
