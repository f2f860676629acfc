import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Offer } from '../../graphql-server/src/modules/offers/offer.entity.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 items 6–7: the offer row (BACKOFFICE §3.1, §3.3, invariants 2 and 3). The database itself refuses negative
 * money, an offer without an open submission of its lender or on an application not open to offers, and a second
 * accepted or funded offer on one application, whatever path writes the row.
 */
let server: TestServer;
let applicationId: number;
let submissionId: number;
let lenderId: number;

beforeAll(async () => {
  server = await startTestServer();
  const first = async (text: string, params?: unknown[]) => {
    const [row] = await server.sql<{ id: number }>(text, params);
    if (!row) throw new Error(`no row for: ${text}`);
    return row.id;
  };
  applicationId = await first(`select id from applications order by id limit 1`);
  // Invariant 2: offers are made while the application is matched or offered.
  await server.sql(`update applications set status = 'matched' where id = $1`, [applicationId]);
  lenderId = await first(`select id from lender order by id limit 1`);
  const programId = await first(`select id from lender_program where lender_id = $1 order by id limit 1`, [lenderId]);
  submissionId = await first(
    `insert into submission (application_id, lender_id, program_id, program_version, status) values ($1, $2, $3, 1, 'shared') returning id`,
    [applicationId, lenderId, programId],
  );
});

afterAll(async () => {
  await server?.stop();
});

function insertOffer(status: string, amount = 5_000_000) {
  return server.sql<{ id: number }>(
    `insert into offer (application_id, submission_id, lender_id, product, amount, fees_withheld, other_fees, disbursed,
       pricing_type, factor_e4, term_days, frequency, payment_count, payment, last_payment, total_repayment, total_cost,
       apr_bps, cents_per_dollar_bps, avg_monthly_payment, prepayment, expires_at, status)
     values ($1, $2, $3, 'mca', $4, 0, 0, $4, 'factor', 13000, 180, 'daily', 126, 51587, 51595, 6500000, 1500000,
       6000, 3000, 1083333, 'none', now() + interval '7 days', $5) returning id`,
    [applicationId, submissionId, lenderId, amount, status],
  );
}

describe('the offer row (§3.1, invariant 3)', () => {
  it('refuses negative money', async () => {
    await expect(insertOffer('sent', -1)).rejects.toThrow(/check/i);
  });

  it('allows many live offers but at most one accepted or funded offer per application, also under parallel writes', async () => {
    await insertOffer('sent');
    await insertOffer('standby');
    const results = await Promise.allSettled([insertOffer('accepted'), insertOffer('funded'), insertOffer('accepted')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rows = await server.sql<{ n: number }>(
      `select count(*)::int as n from offer where application_id = $1 and status in ('accepted', 'funded')`, [applicationId]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('refuses an unknown status', async () => {
    await expect(insertOffer('maybe')).rejects.toThrow(/check/i);
  });
});

describe('invariant 2 in the database: an offer needs an open submission of its lender', () => {
  const setSubmission = (status: string) => server.sql(`update submission set status = $2 where id = $1`, [submissionId, status]);
  const setApplication = (status: string) => server.sql(`update applications set status = $2 where id = $1`, [applicationId, status]);

  it.each(['proposed', 'refused', 'declined', 'expired', 'revoked', 'closed', 'won', 'lost'])('refuses an offer through a %s submission', async (status) => {
    await setSubmission(status);
    try {
      await expect(insertOffer('sent')).rejects.toThrow('An offer needs an open submission of its lender for this application');
    } finally {
      await setSubmission('shared');
    }
  });

  it.each(['submitted', 'in_review', 'accepted', 'funded', 'declined'])('refuses an offer on an application in %s', async (status) => {
    await setApplication(status);
    try {
      await expect(insertOffer('sent')).rejects.toThrow('An offer needs an application in matched or offered');
    } finally {
      await setApplication('matched');
    }
  });

  it("refuses another lender's offer through this submission, and moving an offer to another file", async () => {
    const [other] = await server.sql<{ id: number }>(`select id from lender where id <> $1 order by id limit 1`, [lenderId]);
    await expect(
      server.sql(
        `insert into offer (application_id, submission_id, lender_id, product, amount, fees_withheld, other_fees, disbursed,
           pricing_type, factor_e4, term_days, frequency, payment_count, payment, last_payment, total_repayment, total_cost,
           apr_bps, cents_per_dollar_bps, avg_monthly_payment, prepayment, expires_at, status)
         values ($1, $2, $3, 'mca', 100, 0, 0, 100, 'factor', 13000, 180, 'daily', 1, 130, 130, 130, 30, 6000, 3000, 130, 'none', now() + interval '7 days', 'sent')`,
        [applicationId, submissionId, other!.id],
      ),
    ).rejects.toThrow('An offer needs an open submission of its lender for this application');
    const [row] = await insertOffer('sent');
    await expect(server.sql(`update offer set lender_id = $2 where id = $1`, [row!.id, other!.id])).rejects.toThrow(
      "An offer's application, submission and lender never change",
    );
    // Status changes after the offer was made stay allowed: the application moves on to accepted and funded.
    await setApplication('accepted');
    try {
      await expect(server.sql(`update offer set status = 'withdrawn' where id = $1`, [row!.id])).resolves.toBeDefined();
    } finally {
      await setApplication('matched');
    }
  });
});

describe('the Offer entity', () => {
  it('reads a stored offer with money as numbers of cents', async () => {
    const [row] = await insertOffer('sent', 7_500_000);
    const offer = await server.db.orm.em.fork().findOneOrFail(Offer, { id: row!.id });
    expect(offer).toMatchObject({ applicationId, submissionId, lenderId, amount: 7_500_000, totalRepayment: 6_500_000, factorE4: 13000, interestBps: null, status: 'sent', conditions: [] });
  });
});
