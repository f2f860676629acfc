import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKED_EXAMPLE_PROGRAMS } from '../../graphql-server/src/modules/matching/worked-example.js';
import { rematchOpenApplications, rematchStaleApplications } from '../../graphql-server/src/modules/matches/rematch.job.js';
import { createServices } from '../../graphql-server/src/services.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 11 item 3: stored match results (BACKOFFICE §3.1 match_result, §4.2 item 3, §4.4, R13). Matching runs on
 * submit and on the admin's *Re-run matching*; exactly one latest row per application and program, even when re-runs
 * race; R13 reads them ranked. Admins only.
 */
let server: TestServer;
let admin: ApiClient;
const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
const api = () => new ApiClient(server.url);
async function signedIn(username: string, password = 'demo-pass') {
  const caller = api();
  expect((await caller.post('/api/login', { username, password })).status).toBe(200);
  return caller;
}
const errorOf = (res: { body: any }) => res.body.errors?.[0] && { message: res.body.errors[0].message, code: res.body.errors[0].extensions.code };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
});
afterAll(() => server?.stop());

const MATCH_FIELDS = `programId programName lenderId lenderName programVersion product differentProduct outcome fitScore
  criteria { code pass missing withinTolerance text } reasons missingFacts computedAt newSinceVersion`;
const MATCHES = `query M($id: ID!) { applicationMatches(applicationId: $id) { ${MATCH_FIELDS} } }`;
const REMATCH = `mutation R($id: ID!) { rematchApplication(applicationId: $id) { ${MATCH_FIELDS} } }`;

let sequence = 0;
async function submittedApplication(): Promise<string> {
  sequence += 1;
  const res = await api().post('/api/applications', { ...sampleIntake, businessName: `Matching Test ${sequence} LLC` }, DEMO_KEY);
  expect(res.status).toBe(201);
  return String(res.body.id);
}

/** Gives the application's business Rosa's facts (§4.7; 14 months in business as of today in New York). */
async function withRosasFacts(applicationId: string): Promise<void> {
  await server.sql(`update applications set product = 'revenue-based-financing', requested_amount = 60000, product_flexible = true where id = $1`, [applicationId]);
  await server.sql(
    `update businesses set entity_type = 'llc', naics_code = '722511', state = 'TX',
        started_on = (date_trunc('month', now() at time zone 'America/New_York') - interval '14 months')::date,
        monthly_revenue = 38000, revenue_source = 'bank_statements', fico = 620, fico_source = 'self', open_positions = 1
      where id = (select business_id from applications where id = $1)`,
    [applicationId],
  );
}
/**
 * The summary on the application that R1's coverage reads (modules/matches/match-summary.ts) agrees with its latest
 * results: eligible if any program is, and every near-miss's blocking codes by program.
 */
async function expectSummaryOfLatestResults(applicationId: string): Promise<void> {
  const latest = await server.sql<{ outcome: string; blocking_codes: string[] | null }>(
    `select outcome, blocking_codes from match_result where application_id = $1 and latest order by program_id`,
    [applicationId],
  );
  const [summary] = await server.sql(`select match_eligible, near_miss_codes from applications where id = $1`, [applicationId]);
  expect(summary).toEqual({
    match_eligible: latest.some((row) => row.outcome === 'eligible'),
    near_miss_codes: latest.flatMap((row) => (row.outcome === 'near_miss' ? (row.blocking_codes ?? []) : [])),
  });
}
const latestCounts = (applicationId: string) =>
  server.sql<{ program_id: number; n: number }>(`select program_id, count(*)::int as n from match_result where application_id = $1 and latest group by program_id`, [applicationId]);

describe('who may read and re-run matches', () => {
  it('is admins only: anonymous UNAUTHENTICATED, client and lender FORBIDDEN, an unknown application NOT_FOUND', async () => {
    const id = await submittedApplication();
    const before = await server.sql(`select count(*)::int as n from match_result where application_id = $1`, [id]);
    const [client, lender] = await Promise.all([signedIn('client'), signedIn('lender')]);
    for (const query of [MATCHES, REMATCH]) {
      expect(errorOf(await api().gql(query, { id }))?.code).toBe('UNAUTHENTICATED');
      expect(errorOf(await client.gql(query, { id }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await lender.gql(query, { id }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await admin.gql(query, { id: '999999' }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
      expect(errorOf(await admin.gql(query, { id: 'abc' }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    }
    expect(await server.sql(`select count(*)::int as n from match_result where application_id = $1`, [id])).toEqual(before);
  });
});

describe('matching results stored and shown', () => {
  it('matches on submit: one latest row per active program', async () => {
    const id = await submittedApplication();
    const counts = await latestCounts(id);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((row) => row.n === 1)).toBe(true);
  });

  it("gives Rosa's facts §4.7's outcomes on the demo lenders, ranked eligible, near-misses, ineligible", async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    const res = await admin.gql(REMATCH, { id });
    expect(res.body.errors).toBeUndefined();
    const matches: any[] = res.body.data.rematchApplication;
    const byLender = (name: string) => matches.find((match) => match.lenderName === name);
    const outcomes = Object.fromEntries(WORKED_EXAMPLE_PROGRAMS.map((program) => [program.key, byLender(program.lenderName)?.outcome]));
    expect(outcomes).toEqual({ A: 'near_miss', B: 'near_miss', C: 'eligible', D: 'ineligible', E: 'ineligible' });
    expect(matches.map((match) => match.outcome)).toEqual(['eligible', 'near_miss', 'near_miss', 'ineligible', 'ineligible']);
    expect(byLender('Cedar Growth').fitScore).toBeGreaterThan(0);
    expect(byLender('Lone Star Bank')).toMatchObject({ differentProduct: true, reasons: ['First position only; applicant has 1 open advance'] });
    expect(byLender('Summit Capital').criteria.find((criterion: any) => criterion.code === 'MIN_FICO')).toMatchObject({ pass: false, withinTolerance: true });
    expect(byLender('Pinnacle').reasons.length).toBe(4);
    expect(matches.every((match) => match.newSinceVersion === null)).toBe(true);
    expect((await admin.gql(MATCHES, { id })).body.data.applicationMatches).toEqual(matches);
  });

  it("stores each near-miss's blocking criteria (failed, not missing) with the row, and none for other outcomes (R1's coverage)", async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    const matches: any[] = (await admin.gql(REMATCH, { id })).body.data.rematchApplication;
    const stored = await server.sql<{ program_id: number; outcome: string; blocking_codes: string[] | null }>(
      `select program_id, outcome, blocking_codes from match_result where application_id = $1 and latest`,
      [id],
    );
    expect(stored.some((row) => row.outcome === 'near_miss')).toBe(true);
    for (const row of stored) {
      const match = matches.find((candidate) => Number(candidate.programId) === row.program_id);
      const failed = match.criteria.filter((criterion: any) => !criterion.pass && !criterion.missing).map((criterion: any) => criterion.code);
      expect(row.blocking_codes).toEqual(row.outcome === 'near_miss' ? failed : null);
      if (row.outcome === 'near_miss') expect(failed.length).toBeGreaterThan(0);
    }
    // R1's match coverage counts them as the near-misses' JSON says (the query it replaced), most frequent first.
    const kpis = await admin.gql(`query K($range: DashboardRangeInput!) { marketplaceKpis(range: $range) { matchCoverage { blockingCriteria { code count } } } }`, { range: { days: 30 } });
    const fromJson = await server.sql<{ code: string; count: number }>(
      `select criterion->>'code' as code, count(*)::int as count
         from applications a
         join match_result m on m.application_id = a.id and m.latest and m.outcome = 'near_miss'
         cross join lateral jsonb_array_elements(m.reasons->'criteria') as criterion
        where a.submitted_at >= now() - interval '30 days'
          and (criterion->>'pass')::boolean = false and (criterion->>'missing')::boolean = false
        group by 1 order by count desc, code limit 5`,
    );
    expect(fromJson.length).toBeGreaterThan(0);
    expect(kpis.body.data.marketplaceKpis.matchCoverage.blockingCriteria).toEqual(fromJson);
    await expectSummaryOfLatestResults(id);
    // Coverage: the applications of the range with an eligible latest result, counted from the results themselves.
    const coverage = await admin.gql(`query K($range: DashboardRangeInput!) { marketplaceKpis(range: $range) { matchCoverage { submitted withEligible } } }`, { range: { days: 30 } });
    const [fromResults] = await server.sql(
      `select count(*)::int as "submitted",
              (count(*) filter (where exists (select 1 from match_result m where m.application_id = a.id and m.latest and m.outcome = 'eligible')))::int as "withEligible"
         from applications a where a.submitted_at >= now() - interval '30 days'`,
    );
    expect(fromResults!.withEligible).toBeGreaterThan(0);
    expect(coverage.body.data.marketplaceKpis.matchCoverage).toEqual(fromResults);
  });

  it('keeps exactly one latest row per program when ten re-runs of one application race', async () => {
    const id = await submittedApplication();
    const responses = await Promise.all(Array.from({ length: 10 }, () => admin.gql(REMATCH, { id })));
    expect(responses.map((res) => res.body.errors)).toEqual(Array(10).fill(undefined));
    const counts = await latestCounts(id);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((row) => row.n === 1)).toBe(true);
    const [rows] = await server.sql<{ n: number }>(`select count(*)::int as n from match_result where application_id = $1`, [id]);
    expect(rows!.n).toBe(11 * counts.length);
    await expectSummaryOfLatestResults(id);
  });
});

// Before the background re-match below, which publishes a new version of Summit's program without the exception.
describe('credit-builder history feeds the FICO exception path (§4.5)', () => {
  /** A new client who owns `applicationId` and has `months` paid NetBuilder months reported (2026-01 onwards). */
  async function ownedWithTradeMonths(applicationId: string, username: string, months: number) {
    const registered = await api().post('/api/register', { username, email: `${username}@trade.example`, password: 'secret-1', confirmPassword: 'secret-1' });
    expect(registered.status).toBe(201);
    await server.sql(`update applications set owner_id = (select id from users where username = $2) where id = $1`, [applicationId, username]);
    await server.sql(
      `insert into netbuilder_reports (user_id, provider_invoice_id, provider_subscription_id, plan, report_month, payment_amount_cents, payment_status, created_at)
       select u.id, 'in_' || $1 || '_' || m, 'sub_' || $1, 'growth', to_char(date '2026-01-01' + make_interval(months => m), 'YYYY-MM'), 7900, 'paid', now()
         from users u, generate_series(0, $2::int - 1) as m where u.username = $1`,
      [username, months],
    );
  }
  const summitOf = async (id: string) =>
    ((await admin.gql(REMATCH, { id })).body.data.rematchApplication as any[]).find((match) => match.lenderName === 'Summit Capital');
  const ficoText = (match: any) => match.criteria.find((criterion: any) => criterion.code === 'MIN_FICO').text;

  it("counts the owner's on-time reported NetBuilder months: 4 of 6 keeps Summit a near miss that says so, 6 makes it eligible", async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    await ownedWithTradeMonths(id, 'trade_four', 4);
    const fourMonths = await summitOf(id);
    expect(fourMonths.outcome).toBe('near_miss');
    expect(ficoText(fourMonths)).toBe('Needs FICO 650, applicant has 620 (30 short) or 600 with 6 on-time reported months — applicant has 4');

    const other = await submittedApplication();
    await withRosasFacts(other);
    await ownedWithTradeMonths(other, 'trade_six', 6);
    const sixMonths = await summitOf(other);
    expect(sixMonths.outcome).toBe('eligible');
    expect(ficoText(sixMonths)).toBe('FICO 620 ≥ 600 with 6 on-time reported months ✓');
  });

  it('counts a month once however many reports it has, and never unpaid ones; an unclaimed application has no history', async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    expect(ficoText(await summitOf(id))).toMatch(/applicant has 0$/);
    await ownedWithTradeMonths(id, 'trade_five', 5);
    await server.sql(
      `insert into netbuilder_reports (user_id, provider_invoice_id, provider_subscription_id, plan, report_month, payment_amount_cents, payment_status, created_at)
       select id, 'in_trade_dup', 'sub_trade_five', 'growth'::netbuilder_plan, '2026-01', 7900, 'paid', now() from users where username = 'trade_five'
       union all select id, 'in_trade_failed', 'sub_trade_five', 'growth'::netbuilder_plan, '2026-09', 7900, 'failed', now() from users where username = 'trade_five'`,
    );
    const summit = await summitOf(id);
    expect(summit.outcome).toBe('near_miss');
    expect(ficoText(summit)).toMatch(/applicant has 5$/);
  });

  it("tells the owner §4.6's summary — counts and what is within reach, no lender's name — and nobody else", async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    await ownedWithTradeMonths(id, 'trade_summary', 4);
    await admin.gql(REMATCH, { id });
    const SUMMARY = `query S($id: ID!) { applicationMatchSummary(applicationId: $id) { fitsNow withinReach needInformation text } }`;
    const owner = await signedIn('trade_summary', 'secret-1');
    const res = await owner.gql(SUMMARY, { id });
    expect(res.body).toEqual({
      data: {
        applicationMatchSummary: {
          fitsNow: 1,
          withinReach: 2,
          needInformation: 0,
          text: '1 lender program fits now; 2 are within reach: one at FICO 650 (+30) or after 2 more on-time months, one for up to $50,000.',
        },
      },
    });
    expect((await admin.gql(SUMMARY, { id })).body.data.applicationMatchSummary.fitsNow).toBe(1);
    const [client, lender] = await Promise.all([signedIn('client'), signedIn('lender')]);
    expect(errorOf(await client.gql(SUMMARY, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(errorOf(await lender.gql(SUMMARY, { id }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await api().gql(SUMMARY, { id }))?.code).toBe('UNAUTHENTICATED');
  });

  it('the nightly re-match turns the near miss eligible when the sixth month arrives and tells the owner once, naming no lender', async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    await ownedWithTradeMonths(id, 'trade_nightly', 5);
    expect((await summitOf(id)).outcome).toBe('near_miss');
    await server.sql(
      `insert into netbuilder_reports (user_id, provider_invoice_id, provider_subscription_id, plan, report_month, payment_amount_cents, payment_status, created_at)
       select id, 'in_trade_nightly_6', 'sub_trade_nightly', 'growth'::netbuilder_plan, '2026-06', 7900, 'paid', now() from users where username = 'trade_nightly'`,
    );
    const mails = () =>
      server.sql<{ to_address: string; subject: string; text_body: string }>(`select to_address, subject, text_body from email_outbox where template = 'program_fits' and dedupe_key like $1`, [`program_fits:${id}:%`]);
    expect(await mails()).toEqual([]);
    await runNightlyJob();
    expect((await outcomeOf(id, 'Summit Capital')).outcome).toBe('eligible');
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to_address: 'trade_nightly@trade.example', subject: 'A new lender program fits your business' });
    expect(mail!.text_body).not.toContain('Summit');
    await runNightlyJob();
    expect(await mails()).toHaveLength(1);
  });
});

/** One pass of the nightly job, as pg-boss would run it. */
async function runNightlyJob() {
  const em = server.db.orm.em.fork();
  return rematchOpenApplications.run({ em, services: createServices(em, server.config), config: server.config });
}

/** One pass of the every-minute job, as pg-boss would run it. */
async function runStaleJob() {
  const em = server.db.orm.em.fork();
  return rematchStaleApplications.run({ em, services: createServices(em, server.config), config: server.config });
}
const outcomeOf = async (applicationId: string, lenderName: string) =>
  ((await admin.gql(MATCHES, { id: applicationId })).body.data.applicationMatches as any[]).find((match) => match.lenderName === lenderName);

describe('the background re-match', () => {
  it('re-runs an open application whose business facts changed, and leaves up-to-date ones alone', async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    await admin.gql(REMATCH, { id });
    await runStaleJob(); // the earlier tests' applications
    expect(await runStaleJob()).toBeUndefined();
    // The FICO gap closes: Summit's near-miss turns eligible once the business's FICO is 660.
    await server.sql(`update businesses set fico = 660, fico_source = 'soft_pull', updated_at = now() where id = (select business_id from applications where id = $1)`, [id]);
    expect(await runStaleJob()).toEqual({ rematched: 1 });
    expect(await outcomeOf(id, 'Summit Capital')).toMatchObject({ outcome: 'eligible', newSinceVersion: null });
    expect(await runStaleJob()).toBeUndefined();
  });

  it('re-matches after a program publish and flags the newly eligible program "New match since v{n}"', async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    await admin.gql(REMATCH, { id });
    const summit = await outcomeOf(id, 'Summit Capital');
    expect(summit).toMatchObject({ outcome: 'near_miss', newSinceVersion: null });
    const detail = await admin.gql(`query G($id: ID!) { adminProgram(id: $id) { version } }`, { id: summit.programId });
    const updated = await admin.gql(`mutation U($id: ID!, $input: UpdateProgramDraftInput!) { updateProgramDraft(id: $id, input: $input) { version } }`, {
      id: summit.programId,
      input: { criteria: { ...WORKED_EXAMPLE_PROGRAMS[0]!.criteria, minFico: 600, ficoException: undefined }, expectedVersion: detail.body.data.adminProgram.version },
    });
    expect(updated.body.errors).toBeUndefined();
    const published = await admin.gql(`mutation P($id: ID!, $v: Int!) { publishProgram(id: $id, expectedVersion: $v) { currentVersion } }`, {
      id: summit.programId,
      v: updated.body.data.updateProgramDraft.version,
    });
    expect(published.body.errors).toBeUndefined();
    const newVersion = published.body.data.publishProgram.currentVersion;
    expect(newVersion).toBeGreaterThan(summit.programVersion);

    const result = (await runStaleJob()) as { rematched: number };
    expect(result.rematched).toBeGreaterThanOrEqual(1);
    expect(await outcomeOf(id, 'Summit Capital')).toMatchObject({ outcome: 'eligible', programVersion: newVersion, newSinceVersion: newVersion });
    // A later run keeps the flag while the program stays eligible at that version.
    await admin.gql(REMATCH, { id });
    expect(await outcomeOf(id, 'Summit Capital')).toMatchObject({ outcome: 'eligible', newSinceVersion: newVersion });
  });
});

describe('the background re-match after a publish is incremental (issue 14)', () => {
  const latestRows = (applicationId: string) =>
    server.sql<{ id: number; program_id: number; program_version: number }>(
      `select id, program_id, program_version from match_result where application_id = $1 and latest order by program_id`,
      [applicationId],
    );
  /** Publishes a new version of the program with Summit's §4.7 criteria and this minimum FICO (no exception path). */
  async function publishSummitWithMinFico(programId: number, minFico: number): Promise<number> {
    const detail = await admin.gql(`query G($id: ID!) { adminProgram(id: $id) { version } }`, { id: programId });
    const updated = await admin.gql(`mutation U($id: ID!, $input: UpdateProgramDraftInput!) { updateProgramDraft(id: $id, input: $input) { version } }`, {
      id: programId,
      input: { criteria: { ...WORKED_EXAMPLE_PROGRAMS[0]!.criteria, minFico, ficoException: undefined }, expectedVersion: detail.body.data.adminProgram.version },
    });
    expect(updated.body.errors).toBeUndefined();
    const published = await admin.gql(`mutation P($id: ID!, $v: Int!) { publishProgram(id: $id, expectedVersion: $v) { currentVersion } }`, {
      id: programId,
      v: updated.body.data.updateProgramDraft.version,
    });
    expect(published.body.errors).toBeUndefined();
    return published.body.data.publishProgram.currentVersion;
  }

  it("rewrites only the published program's row of a stale application: every other program's row stays as it was", async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    await admin.gql(REMATCH, { id });
    await runStaleJob(); // anything earlier tests left stale
    const summit = await outcomeOf(id, 'Summit Capital');
    const summitId = Number(summit.programId);
    const before = await latestRows(id);
    expect(before.length).toBeGreaterThan(1);
    const newVersion = await publishSummitWithMinFico(summit.programId, 605);
    expect(((await runStaleJob()) as { rematched: number }).rematched).toBeGreaterThanOrEqual(1);
    const after = await latestRows(id);
    const others = (rows: typeof before) => rows.filter((row) => row.program_id !== summitId);
    expect(others(after)).toEqual(others(before));
    const [summitBefore] = before.filter((row) => row.program_id === summitId);
    const [summitAfter, ...extra] = after.filter((row) => row.program_id === summitId);
    expect(extra).toEqual([]);
    expect(summitAfter!.program_version).toBe(newVersion);
    expect(summitAfter!.id).not.toBe(summitBefore!.id);
    await expectSummaryOfLatestResults(id);
    expect(await runStaleJob()).toBeUndefined();
    // A fact edit still re-matches every program.
    await server.sql(`update businesses set open_positions = 0, updated_at = now() where id = (select business_id from applications where id = $1)`, [id]);
    expect(await runStaleJob()).toEqual({ rematched: 1 });
    const afterFacts = await latestRows(id);
    expect(afterFacts.map((row) => row.program_id)).toEqual(after.map((row) => row.program_id));
    for (const row of afterFacts) expect(after.find((old) => old.program_id === row.program_id)!.id).not.toBe(row.id);
    await expectSummaryOfLatestResults(id);
  });

  it('two runs at once after a publish leave exactly one latest row per program and tell the owner once', async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    const registered = await api().post('/api/register', { username: 'rematch_twice', email: 'rematch_twice@trade.example', password: 'secret-1', confirmPassword: 'secret-1' });
    expect(registered.status).toBe(201);
    await server.sql(`update applications set owner_id = (select id from users where username = 'rematch_twice') where id = $1`, [id]);
    const summitProgram = (await outcomeOf(id, 'Summit Capital')) ?? ((await admin.gql(REMATCH, { id })).body.data.rematchApplication as any[]).find((m) => m.lenderName === 'Summit Capital');
    await publishSummitWithMinFico(summitProgram.programId, 700);
    await admin.gql(REMATCH, { id });
    await runStaleJob();
    expect((await outcomeOf(id, 'Summit Capital')).outcome).not.toBe('eligible');
    const version = await publishSummitWithMinFico(summitProgram.programId, 600);
    const runs = await Promise.all([runStaleJob(), runStaleJob(), runStaleJob()]);
    expect(runs.some((run) => (run as { rematched?: number } | undefined)?.rematched)).toBe(true);
    expect((await latestCounts(id)).every((row) => row.n === 1)).toBe(true);
    expect(await outcomeOf(id, 'Summit Capital')).toMatchObject({ outcome: 'eligible', programVersion: version, newSinceVersion: version });
    await expectSummaryOfLatestResults(id);
    const mails = await server.sql(`select to_address from email_outbox where template = 'program_fits' and dedupe_key like $1`, [`program_fits:${id}:%`]);
    expect(mails).toEqual([{ to_address: 'rematch_twice@trade.example' }]);
  });
});

describe("the lender's track record in the fit score (§4.4's r)", () => {
  /** `count` files shared with Cedar Growth `daysAgo` days ago and since answered: `offered` with an offer (lost to another), the rest declined. */
  async function cedarShares(count: number, offered: number, daysAgo: number) {
    await server.sql(
      `with lender as (select l.id as lender_id, p.id as program_id from lender l join lender_program p on p.lender_id = l.id where l.display_name = 'Cedar Growth' limit 1),
            app as (select id, business_id from applications order by id limit 1),
            consent as (insert into consent_record (business_id, application_id, kind, granted, channel, recorded_by_name)
                        select business_id, id, 'share_with_lender', true, 'phone', 'test' from app returning id)
       insert into submission (application_id, lender_id, program_id, program_version, status, consent_mode, consent_record_id, shared_at)
       select app.id, lender.lender_id, lender.program_id, 1, case when n <= $2 then 'lost' else 'declined' end, 'staff_recorded', consent.id,
              now() - make_interval(days => $3)
         from app, lender, consent, generate_series(1, $1::int) as n`,
      [count, offered, daysAgo],
    );
  }
  const cedarFit = async (id: string) => ((await admin.gql(REMATCH, { id })).body.data.rematchApplication as any[]).find((match) => match.lenderName === 'Cedar Growth').fitScore;

  it('uses 0.5 with fewer than 10 shares in 90 days, then the offer rate on them; older shares do not count', async () => {
    const id = await submittedApplication();
    await withRosasFacts(id);
    // §4.7: h = (0.20, 0.083, 0.267, 1), mean 0.3875 → 70 × 0.3875 = 27.1.
    expect(await cedarFit(id)).toBe(42); // r = 0.5
    await cedarShares(20, 20, 120);
    expect(await cedarFit(id)).toBe(42); // outside the 90 days
    await cedarShares(9, 9, 10);
    expect(await cedarFit(id)).toBe(42); // 9 shares: still too few
    await cedarShares(11, 2, 10);
    expect(await cedarFit(id)).toBe(Math.round(70 * 0.3875 + 30 * (11 / 20))); // 20 shares, 11 offered: r = 0.55 → 44, §4.7's figure
  });
});
