import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createServices, loadConfig, openDatabase, type Database, type Services } from '../../graphql-server/src/index.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { createTestDatabase } from '../support/server.js';

/**
 * Issue 12 item 9: the Net30 demo data as `npm start` seeds it (with the pipeline): accounts in every aging bucket,
 * a NetBuilder-sourced account for `builder`, invoices paid on time, late and open, one submitted batch and one
 * open dispute; built through the services, and seeding again adds nothing.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const config = loadConfig({ NODE_ENV: 'test' });

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ ...config, databaseUrl: database.url.toString() }, () => {});
  await seedDemoData(db, config);
}, 180_000);
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const services = (): Services => createServices(db.orm.em.fork(), config);
const rows = <T>(sql: string) => db.orm.em.fork().execute<T[]>(sql);
const admin = async () => callerOf((await services().users.findByUsername('admin'))!);

describe('the Net30 demo data', () => {
  it('has balances in every aging bucket, and holds the account 91+ days past due', async () => {
    const aging = await services().net30Accounts.aging(await admin());
    for (const bucket of ['current', 'days1to30', 'days31to60', 'days61to90', 'days91plus'] as const) expect(aging.totals[bucket], bucket).toBeGreaterThan(0);
    const held = await services().net30Accounts.list({ status: 'on_hold' }, await admin());
    expect(held.items.map((account) => account.businessName)).toContain('Reyes Freight Logistics');
  });

  it('gives builder an account from the NetBuilder Growth plan, and client a current one with invoices paid on time', async () => {
    const builder = await services().net30Accounts.dashboard(callerOf((await services().users.findByUsername('builder'))!));
    expect(builder.account).toMatchObject({ source: 'netbuilder', creditLimitCents: 750_000, netDays: 30 });
    const client = await services().net30Accounts.dashboard(callerOf((await services().users.findByUsername('client'))!));
    expect(client.account).toMatchObject({ source: 'application', status: 'active', onTimeBps: 10_000 });
    expect(client.closedInvoices.filter((invoice) => invoice.status === 'paid')).toHaveLength(2);
    expect(client.openInvoices.every((invoice) => invoice.daysPastDue === 0)).toBe(true);
  });

  it('has an invoice paid late and one overdue with its late fee', async () => {
    const morgan = await services().net30Accounts.dashboard(callerOf((await services().users.findByUsername('client2'))!));
    const [paid] = morgan.closedInvoices;
    expect(paid!.paidOn! > paid!.dueOn).toBe(true);
    expect(morgan.openInvoices).toEqual([expect.objectContaining({ status: 'overdue', agingBucket: 'days1to30', feesCents: 3_900 })]);
  });

  it('has one submitted batch, one not sent, and an open dispute from client2', async () => {
    const batches = (await services().furnishing.batches(await admin())).items;
    expect(batches.map((batch) => [batch.bureau, batch.status]).sort()).toEqual([
      ['dnb', 'submitted'],
      ['experian', 'generated'],
    ]);
    const disputes = await services().furnishing.disputes(await admin(), 'open');
    expect(disputes).toEqual([expect.objectContaining({ reason: 'paid_on_time', bureau: 'dnb' })]);
  });

  it('adds nothing when seeded again', async () => {
    const count = async () => (await rows<{ n: number }>('select (select count(*) from net30_invoice) + (select count(*) from furnishing_batch) + (select count(*) from net30_application) as n'))[0]!.n;
    const before = await count();
    await seedDemoData(db, config);
    expect(await count()).toBe(before);
  });
});
