import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createServices, loadConfig, openDatabase, type Database, type Services } from '../../graphql-server/src/index.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { DEMO_STAFF } from '../../seed/src/demo-pipeline.js';
import { createTestDatabase } from '../support/server.js';

/**
 * The back office's demo pipeline (issue 10 item 17), as `npm start` seeds it: about 40 applications across the
 * statuses of this release and every staff member, with documents and info requests done through the services.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const config = loadConfig({ NODE_ENV: 'test' });
let firstRun: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ ...config, databaseUrl: database.url.toString() }, () => {});
  firstRun = await seedDemoData(db, config);
}, 120_000);
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const services = (): Services => createServices(db.orm.em.fork(), config);
const rows = <T>(sql: string) => db.orm.em.fork().execute<T[]>(sql);
const count = async (sql: string) => (await rows<{ total: number }>(sql))[0]?.total;

describe('the demo pipeline', () => {
  it('holds about 45 applications in every workflow status, each staff member assigned some', async () => {
    expect(await count(`select count(*)::int as total from applications`)).toBe(45);
    const statuses = (await rows<{ status: string }>(`select distinct status::text as status from applications`)).map((row) => row.status).sort();
    expect(statuses).toEqual(['accepted', 'closed', 'declined', 'draft', 'funded', 'in_review', 'matched', 'offered', 'submitted', 'withdrawn']);
    const assignees = (await rows<{ username: string }>(`select distinct u.username from applications a join users u on u.id = a.assigned_admin_id`)).map((row) => row.username).sort();
    expect(assignees).toEqual(['admin', ...DEMO_STAFF.map((member) => member.username)].sort());
    // Drafts are staff-entered and unnumbered; every other application has its number (the marketplace's five were
    // entered by staff and submitted).
    expect(await rows(`select id from applications where (status = 'draft') <> (number is null) or (status = 'draft' and source <> 'admin')`)).toEqual([]);
    expect(await count(`select count(*)::int as total from applications where source = 'admin' and status <> 'draft'`)).toBe(5);
    // Declines carry their reason codes and re-apply date.
    expect(await rows(`select id from applications where status = 'declined' and (cardinality(status_reason_codes) = 0 or reapply_after is null or decided_at is null)`)).toEqual([]);
  });

  it('has documents in each review state and info requests open and answered', async () => {
    const documents = (await rows<{ status: string }>(`select distinct status::text as status from document`)).map((row) => row.status).sort();
    expect(documents).toEqual(['accepted', 'rejected', 'requested', 'uploaded']);
    const requests = (await rows<{ status: string }>(`select distinct status::text as status from info_request`)).map((row) => row.status).sort();
    expect(requests).toEqual(expect.arrayContaining(['answered', 'open']));
  });

  it('fills the dashboard queue with each kind of work, and the demo client has something to do', async () => {
    const admin = await services().users.findByUsername('admin');
    const queue = await services().dashboard.queue(callerOf(admin));
    expect(new Set(queue.items.map((item) => item.kind))).toEqual(new Set(['unassigned_application', 'info_request_answered', 'documents_uploaded']));
    const client = await services().users.findByUsername('client');
    const items = await services().documents.actionItems(callerOf(client));
    expect(items.length).toBeGreaterThan(0);
  });

  it("has Rosa's Cocina (§4.7) with §5.2's three offers, and offers in every live state", async () => {
    const rosa = await rows<{ status: string; lender: string; apr_bps: number }>(
      `select o.status, l.display_name as lender, o.apr_bps from offer o join lender l on l.id = o.lender_id join applications a on a.id = o.application_id
        join users u on u.id = a.owner_id where u.username = 'rosa' order by o.apr_bps`,
    );
    expect(rosa).toEqual([
      { status: 'sent', lender: 'Summit Capital', apr_bps: 2_797 },
      { status: 'sent', lender: 'Cedar Growth', apr_bps: 7_738 },
      { status: 'sent', lender: 'Harbor Funding', apr_bps: 12_591 },
    ]);
    // Each lender opened the file before offering: its read is in the access log.
    expect(await rows(`select o.id from offer o where not exists (select 1 from access_log l where l.application_id = o.application_id and l.lender_id = o.lender_id and l.action = 'open_file')`)).toEqual([]);
    const offerStatuses = (await rows<{ status: string }>(`select distinct status from offer`)).map((row) => row.status).sort();
    expect(offerStatuses).toEqual(['accepted', 'funded', 'sent', 'standby']);
    expect(await count(`select count(*)::int as total from funding_transaction`)).toBe(2);
    expect(await count(`select count(*)::int as total from consent_record where recorded_by_name = 'rosa'`)).toBe(3);
    // Her four on-time months come from an active NetBuilder Growth plan, as the credit-building card shows it.
    expect(await rows(`select s.plan, s.status from netbuilder_subscriptions s join users u on u.id = s.user_id where u.username = 'rosa'`)).toEqual([{ plan: 'growth', status: 'active' }]);
    expect(await count(`select count(distinct r.report_month)::int as total from netbuilder_reports r join users u on u.id = r.user_id where u.username = 'rosa' and r.payment_status = 'paid'`)).toBe(4);
  });

  it('keeps every application consistent with the marketplace: offered ones have a live offer, matched ones an open share', async () => {
    // Except the result page's demo records (demo-applications.ts, ids 1–6: the demo tokens' fixed figures), which
    // stand for NetFund's own pre-approval.
    expect(await rows(`select a.id from applications a where a.status = 'offered' and a.id > 6
      and not exists (select 1 from offer o where o.application_id = a.id and o.status in ('sent', 'standby'))`)).toEqual([]);
    expect(await rows(`select a.id from applications a where a.status in ('accepted', 'funded')
      and not exists (select 1 from offer o where o.application_id = a.id and o.status in ('accepted', 'funded'))`)).toEqual([]);
    expect(await rows(`select a.id from applications a where a.status = 'matched'
      and not exists (select 1 from submission s where s.application_id = a.id and s.status in ('shared', 'viewed', 'info_requested', 'offered'))`)).toEqual([]);
  });

  it('was done through the services: audited, with a chain that verifies', async () => {
    expect(await count(`select count(*)::int as total from audit_event where action like 'info_request.%' or action like 'document.%'`)).toBeGreaterThan(5);
    expect(await services().audit.verifyAuditChain()).toMatchObject({ ok: true });
  });

  it('is seeded once: a second run creates nothing', async () => {
    expect(firstRun).toEqual(expect.arrayContaining(['taylor', 'jordan', 'application 101', 'application 134', 'rosa']));
    expect(await seedDemoData(db, config)).toEqual([]);
    expect(await count(`select count(*)::int as total from applications`)).toBe(45);
  });
});
