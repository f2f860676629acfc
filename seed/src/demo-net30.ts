import { ANONYMOUS, callerOf, monthOfDate, platformToday, previousMonth, type Caller, type Services, type User } from '../../graphql-server/src/index.js';

/**
 * Net30 demo data (BACKOFFICE §7, issue 12 item 9), built through the product's own flows: each client applies on
 * /net30/apply, the admin approves, invoices are issued and paid through the services, and the admin's clock
 * panel ages them, so late fees, holds and overdue states come from the real jobs' rules. Every aging bucket is
 * covered: `client` current (paid on time), `client2` 1–30 days past due (late fee), `rosa` (with the pipeline) 31–60,
 * and two businesses that applied signed out and have not claimed their accounts yet, 61–90 and 91+ (on hold).
 * `builder`'s account comes from their NetBuilder Growth plan (seeded before this). Idempotent: a business that
 * already has an account is skipped.
 */
interface DemoAccount {
  /** The client who applies signed in; null: applied signed out and not claimed yet. */
  username: string | null;
  businessName: string;
  ein: string;
  limitCents: number;
  netDays: 15 | 30 | 45 | 60;
  /** Steps after approval: issue an invoice, pay (all of) the oldest open one, or move the clock back. */
  steps: ({ issue: number } | { pay: 'oldest' } | { days: number })[];
}

const ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'client',
    businessName: 'Casey Client Print Shop',
    ein: '31-4159265',
    limitCents: 500_000,
    netDays: 30,
    // Two invoices paid before their due dates, one open and current.
    steps: [{ issue: 84_000 }, { days: 20 }, { pay: 'oldest' }, { days: 25 }, { issue: 126_500 }, { days: 12 }, { pay: 'oldest' }, { days: 20 }, { issue: 47_250 }, { days: 6 }],
  },
  {
    username: 'client2',
    businessName: 'Morgan Patel Design Studio',
    ein: '27-1828182',
    limitCents: 300_000,
    netDays: 30,
    // One paid 8 days late, one 10 days past due with its late fee.
    steps: [{ issue: 65_000 }, { days: 38 }, { pay: 'oldest' }, { days: 5 }, { issue: 112_000 }, { days: 40 }],
  },
  { username: 'rosa', businessName: "Rosa's Cocina LLC", ein: '46-6920160', limitCents: 400_000, netDays: 30, steps: [{ issue: 148_000 }, { days: 75 }] },
  // Applied signed out and approved, not yet claimed by a client account.
  { username: null, businessName: 'Brooks Landscaping Co.', ein: '58-9793238', limitCents: 250_000, netDays: 15, steps: [{ issue: 91_500 }, { days: 90 }] },
  { username: null, businessName: 'Reyes Freight Logistics', ein: '62-6433832', limitCents: 600_000, netDays: 45, steps: [{ issue: 210_000 }, { days: 120 }, { days: 20 }] },
];

export async function seedDemoNet30(services: () => Services): Promise<string[]> {
  const created: string[] = [];
  const first = services();
  const adminUser = await first.users.findByUsername('admin');
  if (!adminUser) return created;
  const admin = callerOf(adminUser);
  for (const demo of ACCOUNTS) {
    if ((await services().net30Accounts.list({ search: demo.businessName }, admin)).totalCount > 0) continue;
    const user = demo.username === null ? null : await first.users.findByUsername(demo.username);
    if (demo.username !== null && !user) continue;
    // A client whose NetBuilder plan already opened an account (rosa): that account ages instead.
    const own = user ? await services().net30Accounts.accountFor(callerOf(user)) : null;
    if (own) {
      if ((await services().net30Invoices.list({ accountId: own.id }, admin)).totalCount === 0) {
        await play(services, admin, own.id, demo.steps);
        created.push(`${own.businessName}'s Net30 invoices`);
      }
      continue;
    }
    const applicationId = await openApplication(services, admin, demo, user);
    const application = (await services().net30Applications.list(admin, 'submitted', 1, 100)).items.find((item) => item.application.id === applicationId)!.application;
    await services().net30Applications.approve(admin, { id: application.id, expectedVersion: application.version, limitCents: demo.limitCents, netDays: demo.netDays });
    const account = (await services().net30Accounts.list({ search: demo.businessName }, admin)).items[0]!;
    await play(services, admin, Number(account.id), demo.steps);
    created.push(`${demo.businessName}'s Net30 account`);
  }
  // A NetBuilder-sourced account shows activity too: an invoice the builder paid on time.
  const builder = await first.users.findByUsername('builder');
  const builderAccount = builder ? await services().net30Accounts.accountFor(callerOf(builder)) : null;
  if (builderAccount && (await services().net30Invoices.list({ accountId: builderAccount.id }, admin)).totalCount === 0) {
    await play(services, admin, builderAccount.id, [{ issue: 35_000 }, { days: 18 }, { pay: 'oldest' }, { days: 9 }, { issue: 22_000 }, { days: 3 }]);
    created.push("builder's Net30 invoices");
  }
  created.push(...(await seedFurnishing(services, admin)));
  return created;
}

/**
 * Last month's Dun & Bradstreet batch, marked submitted (the Experian one stays "not sent"), and an open dispute of
 * `client2`'s reported record: the Reporting and Disputes tabs and the client's furnishing log have something real.
 */
async function seedFurnishing(services: () => Services, admin: Caller): Promise<string[]> {
  const month = previousMonth(monthOfDate(platformToday()));
  const existing = (await services().furnishing.batches(admin)).items;
  if (existing.some((batch) => batch.periodMonth === month)) return [];
  const dnb = await services().furnishing.generateBatch(admin, { bureau: 'dnb', periodMonth: month });
  await services().furnishing.markBatchSubmitted(admin, dnb.id);
  await services().furnishing.generateBatch(admin, { bureau: 'experian', periodMonth: month });
  const created = [`furnishing batches for ${month}`];
  const morgan = await services().users.findByUsername('client2');
  const record = morgan ? (await services().furnishing.myRecords(callerOf(morgan))).find((entry) => entry.record.batchId === dnb.id) : undefined;
  if (morgan && record) {
    await services().furnishing.dispute(callerOf(morgan), {
      recordId: record.record.id,
      reason: 'paid_on_time',
      text: 'My first invoice was paid by ACH before the due date; the bank shows it left our account on time.',
    });
    created.push("client2's open furnishing dispute");
  }
  return created;
}

/** The business's open application (one left by an interrupted run), or a new one through /net30/apply's service. */
async function openApplication(services: () => Services, admin: Caller, demo: DemoAccount, user: User | null): Promise<number> {
  const open = (await services().net30Applications.list(admin, 'submitted', 1, 100)).items.find((item) => item.application.businessName === demo.businessName);
  if (open) return open.application.id;
  const [firstName = demo.businessName, lastName = 'Owner'] = user ? [user.firstName ?? demo.username!, user.lastName ?? 'Client'] : demo.businessName.split(' ');
  const { application } = await services().net30Applications.apply(
    {
      firstName,
      lastName,
      email: user?.email ?? `ap@${demo.businessName.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      phone: '(555) 010-2030',
      businessName: demo.businessName,
      entityType: 'llc',
      ein: demo.ein,
      businessStartYear: 2019,
      annualRevenue: 480_000,
      state: 'NY',
      requestedLimit: demo.limitCents / 100,
      intendedUse: 'Office supplies, printing and shipping on terms',
      agreeToTerms: true,
    },
    user ? callerOf(user) : ANONYMOUS,
    { ip: null, userAgent: 'demo seed' },
  );
  return application.id;
}

async function play(services: () => Services, admin: Caller, accountId: number, steps: DemoAccount['steps']): Promise<void> {
  for (const step of steps) {
    if ('issue' in step) {
      await services().net30Invoices.create({ accountId, lines: [{ description: 'Office and shipping supplies', quantity: 1, unitPriceCents: step.issue }] }, admin);
    } else if ('days' in step) {
      // The month's batches come last (seedFurnishing), once every account has its history.
      await services().net30Clock.advance({ accountId, days: step.days, runBatchJob: false }, admin);
    } else {
      const open = await services().net30Invoices.list({ accountId, status: 'open' }, admin);
      const overdue = await services().net30Invoices.list({ accountId, status: 'overdue' }, admin);
      const oldest = [...open.items, ...overdue.items].sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0];
      if (oldest) {
        await services().net30Invoices.recordPayment(
          { invoiceId: oldest.id, amountCents: oldest.balanceCents, receivedOn: platformToday(), method: 'ach', reference: `ACH ${oldest.number}` },
          admin,
        );
      }
    }
  }
}
