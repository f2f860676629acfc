/**
 * Issue 14: the back office's list queries find their rows through indexes, never by reading a large table whole.
 *
 * The SQL is what the services really run: an ORM of its own logs every statement it executes (MikroORM runs the
 * statement with its parameters inlined, and logs exactly that text), while the admin application list, a client's
 * file, the lender inbox and the dashboard are read through the services. Each captured SELECT is then explained
 * (FORMAT JSON) on a database seeded with `--scale 1500` and analyzed.
 *
 * Why `SET LOCAL enable_seqscan = off` (and hash and merge joins off): at test scale every table fits in a few pages
 * and reading it whole is the planner's cheapest choice whatever the indexes, so a plan taken as it is would say
 * nothing about 100,000 rows. With those priced out, the planner still reads a large table whole when no index
 * serves the access path: a `Seq Scan`, or a walk of a whole index without an index condition (which it prefers
 * to a disabled sequential scan). Either, on a large table, means "no usable index exists" for that filter, sort or
 * join key, and fails the test. (The plans at 100,000 rows, where the planner chooses freely, are what the scale
 * benchmark measures: tests/bench/scale.bench.ts.)
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm } from '../../graphql-server/src/db/orm.js';
import { callerOf, createServices, loadConfig, openDatabase, type AppConfig, type Services } from '../../graphql-server/src/index.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { LARGE_SCALE_TABLES, seedScale } from '../../seed/src/scale.js';
import { createTestDatabase } from '../support/server.js';

const LARGE_TABLES = new Set<string>(LARGE_SCALE_TABLES);

let drop: () => Promise<void>;
let config: AppConfig;
let orm: MikroORM;
let client: pg.Client;
const captured: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url.toString(), jobs: { enabled: false } };
  const db = await openDatabase(config, () => {});
  await seedDemoData(db, config, { pipeline: false });
  await db.close();
  await seedScale(config, 1500, () => {});
  orm = await initOrm(database.url.toString(), {
    debug: ['query'],
    loggerFactory: () => ({
      log() {},
      error() {},
      warn() {},
      setDebugMode() {},
      isEnabled: () => true,
      logQuery: (context: { formatted?: string; query: string }) => captured.push(context.formatted ?? context.query),
    }),
  } as never);
  client = new pg.Client({ connectionString: database.url.toString() });
  await client.connect();
}, 180_000);

afterAll(async () => {
  await client?.end();
  await orm?.close(true);
  await drop?.();
});

/** Runs `read` through fresh services and answers the SELECTs it ran (each as executed, parameters inlined). */
async function statementsOf(read: (services: Services) => Promise<unknown>): Promise<string[]> {
  captured.length = 0;
  await read(createServices(orm.em.fork(), config));
  return captured.filter((sql) => /^\s*(select|with)\b/i.test(sql) && !/\bfor update\b/i.test(sql));
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/** Nodes that read all their input before answering: below them, a LIMIT no longer stops a scan early. */
const CONSUMES_ALL = new Set(['Sort', 'Aggregate', 'Hash', 'Materialize', 'WindowAgg', 'SetOp', 'Unique', 'Group']);

/**
 * How a statement reads the large tables when sequential scans are priced out: a `Seq Scan` of one, or an index scan
 * without an index condition that no LIMIT stops early (the whole index walked instead of the table: a sequential
 * scan in disguise, which is what the planner falls back to when an index exists but none fits the filter).
 */
async function fullScansOf(sql: string, settings = ''): Promise<string[]> {
  await client.query('begin');
  try {
    // Joins as nested loops too: the inner side then shows whether an index serves the join key (with a hash or
    // merge join over a few test rows, it would be read whole whatever the indexes).
    await client.query(`set local enable_seqscan = off; set local enable_hashjoin = off; set local enable_mergejoin = off; ${settings}`);
    const { rows } = await client.query(`explain (format json, verbose) ${sql}`);
    const scans: string[] = [];
    const walk = (node: PlanNode, limited: boolean, parent: string) => {
      const table = node['Relation Name'];
      // A hashed subplan (`x in (select …)`, an uncorrelated EXISTS) reads its table once per statement to build the
      // hash, by design and at any scale; the planner's choice between that and one probe per row is not an index question.
      const hashed = node['Parent Relationship'] === 'SubPlan' && parent.includes(`hashed ${node['Subplan Name']}`);
      if (table && LARGE_TABLES.has(table) && !hashed) {
        if (node['Node Type'] === 'Seq Scan') scans.push(`Seq Scan on ${table}`);
        if ((node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan') && !node['Index Cond'] && !limited) scans.push(`full ${node['Node Type']} on ${table}`);
      }
      const below = node['Node Type'] === 'Limit' ? true : CONSUMES_ALL.has(node['Node Type']) ? false : limited;
      const text = JSON.stringify({ ...node, Plans: undefined });
      node.Plans?.forEach((child) => walk(child, below, text));
    };
    walk((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan, false, '');
    return scans;
  } finally {
    await client.query('rollback');
  }
}

/**
 * The one statement allowed to read a whole table: the unfiltered list's total, every application counted (from
 * the narrowest index); the service keeps a total that large for a few seconds (LargeCountCache).
 */
const WHOLE_TABLE_ON_PURPOSE = [
  /^select count\(\*\) as "count" from "applications" as "a0"$/,
  // Not a whole read: EXISTS stops at the first row (R1's "has any application" for the empty state).
  /^select exists \(select 1 from applications\) as found$/,
];

async function expectIndexedReads(read: (services: Services) => Promise<unknown>, settings = ''): Promise<number> {
  const statements = await statementsOf(read);
  expect(statements.length).toBeGreaterThan(0);
  const offending: { sql: string; scans: string[] }[] = [];
  for (const sql of statements) {
    if (WHOLE_TABLE_ON_PURPOSE.some((pattern) => pattern.test(sql.trim()))) continue;
    const scans = await fullScansOf(sql, settings);
    if (scans.length > 0) offending.push({ sql: sql.replace(/\s+/g, ' ').slice(0, 600), scans });
  }
  expect(offending).toEqual([]);
  return statements.length;
}

async function admin(services: Services) {
  return callerOf((await services.users.findByUsername('admin'))!);
}

describe('EXPLAIN of the back office at scale (no sequential scan on a large table)', () => {
  it('captures the statements the services run, parameters included', async () => {
    const statements = await statementsOf(async (services) => services.applicationAdmin.list({ filter: { product: 'line-of-credit' } }, await admin(services)));
    expect(statements.some((sql) => sql.includes(`"product" = 'line-of-credit'`))).toBe(true);
  });

  it('would catch a list query without an index', async () => {
    // The guard itself: a filter on a column no index covers is reported; the same filter on an indexed column is not.
    const scans = await fullScansOf(`select count(*) from applications where contact_name = 'Nobody'`);
    expect(scans.length).toBe(1);
    expect(scans[0]).toMatch(/ on applications$/);
    expect(await fullScansOf(`select count(*) from applications where owner_id = 1`)).toEqual([]);
  });

  const sorts = ['submittedAt_desc', 'submittedAt_asc', 'requestedAmount_desc', 'requestedAmount_asc', 'businessName_asc', 'status_asc'] as const;
  for (const sort of sorts) {
    it(`admin application list (R11), sorted ${sort}, page 3`, async () => {
      await expectIndexedReads(async (services) => services.applicationAdmin.list({ sort, page: 3, pageSize: 25 }, await admin(services)));
    });
  }

  const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const filters = [
    { statuses: ['submitted', 'in_review'] },
    { statuses: ['declined', 'closed', 'funded'], product: 'business-term-loan' },
    { product: 'revenue-based-financing' },
    { unassigned: true, statuses: ['submitted'] },
    { assigneeId: 'ASSIGNEE' },
    { submittedFrom: from, submittedTo: to },
  ];
  for (const filter of filters) {
    it(`admin application list (R11) filtered by ${Object.keys(filter).join(' + ')}`, async () => {
      await expectIndexedReads(async (services) => {
        const caller = await admin(services);
        const withAssignee = 'assigneeId' in filter ? { assigneeId: String(caller.user!.id) } : filter;
        return services.applicationAdmin.list({ filter: withAssignee as never, sort: 'submittedAt_desc', page: 2, pageSize: 25 }, caller);
      });
    });
  }

  // R11 search: a part of a business name, an e-mail, a phone number, an application number, the EIN's last 4. On
  // 1,500 applications walking the primary key and filtering is cheaper than a trigram index's bitmap (a fixed cost of
  // a few pages per index), so plain index scans are priced out too: what is left must be served by an index
  // condition, or it shows as a Seq Scan (at 100,000 the planner picks the trigram bitmaps by itself).
  const NO_FULL_WALKS = 'set local enable_indexscan = off; set local enable_indexonlyscan = off';
  const searches = ['Harbor Bakery', 'example.com', '555-01', 'NF-2026-0001', '1234'];
  for (const search of searches) {
    it(`admin application list (R11) searched for "${search}"`, async () => {
      await expectIndexedReads(async (services) =>
        services.applicationAdmin.list({ filter: { search }, sort: 'submittedAt_desc', page: 1, pageSize: 25 }, await admin(services)),
        NO_FULL_WALKS,
      );
    });
  }

  it('the search finds what the slow OR found: business name, e-mail, phone, number and EIN digits, for any case', async () => {
    const { rows: [sample] } = await client.query(
      `select a.id, a.number, a.owner_email, a.phone, b.legal_name, b.ein_last4 from applications a join businesses b on b.id = a.business_id
        where a.owner_email is not null and a.phone is not null and b.ein_last4 is not null order by a.id desc limit 1`,
    );
    const services = createServices(orm.em.fork(), config);
    const caller = await admin(services);
    const idsFor = async (search: string) =>
      (await services.applicationAdmin.list({ filter: { search }, sort: 'submittedAt_desc', pageSize: 100 }, caller)).items.map((item) => item.id);
    const expected = async (where: string, value: string) =>
      (await client.query(`select a.id from applications a join businesses b on b.id = a.business_id where ${where} order by a.submitted_at desc nulls last, a.id desc limit 100`, [value])).rows.map((row) => row.id);
    const nameWord = String(sample.legal_name).split(' ')[0]!.toUpperCase();
    const slowOr = `b.legal_name ilike $1 or a.business_name ilike $1 or a.owner_email ilike $1 or a.phone ilike $1 or a.number ilike $1`;
    for (const search of [nameWord, String(sample.owner_email).slice(2, 12), String(sample.phone).slice(-6), String(sample.number)]) {
      const found = await idsFor(search);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(await expected(slowOr, `%${search}%`));
    }
    expect(await idsFor(String(sample.ein_last4))).toEqual(await expected(`${slowOr} or b.ein_last4 = $2`.replace('$2', `'${sample.ein_last4}'`), `%${sample.ein_last4}%`));
    // `%` is matched as itself, not as a wildcard.
    expect(await idsFor('%')).toEqual(await expected(slowOr, '%\\%%'));
  });

  it('would catch a search that no trigram index serves', async () => {
    expect(await fullScansOf(`select id from applications where contact_name ilike '%Harbor%'`, NO_FULL_WALKS)).toEqual(['Seq Scan on applications']);
    expect(await fullScansOf(`select id from applications where business_name ilike '%Harbor%'`, NO_FULL_WALKS)).toEqual([]);
  });

  it('a client’s file (R11 client detail): the account, applications, businesses, documents, notes, activity', async () => {
    const { rows: [busiest] } = await client.query(`select owner_id from applications where owner_id is not null group by owner_id order by count(*) desc, owner_id limit 1`);
    await expectIndexedReads(async (services) => services.clients.get(String(busiest.owner_id), await admin(services)));
  });

  it('the lender inbox (R20) of the demo lender user: each tab, its first and second page, and the drawer’s card', async () => {
    const statements = await expectIndexedReads(async (services) => {
      const caller = callerOf((await services.users.findByUsername('lender'))!);
      for (const tab of ['inbox', 'active', 'offers'] as const) for (const page of [1, 2]) await services.lenderPortal.filePage(caller, tab, page, 25);
      const [newest] = (await services.lenderPortal.filePage(caller, 'inbox', 1, 1)).items;
      return newest ? services.lenderPortal.file(caller, newest.applicationId) : null;
    });
    // A count per tab and page, the rows of each page that has any, and the drawer's card.
    expect(statements).toBeGreaterThanOrEqual(4);
  });

  it('the admin dashboard (R1): the queue and the KPIs of 30 and 365 days, marketplace KPIs included', async () => {
    for (const days of [30, 365]) {
      await expectIndexedReads(async (services) => {
        const caller = await admin(services);
        await services.dashboard.queue(caller);
        // Another range each time: the KPI cache computes them (a cached answer runs no statement to explain).
        await services.dashboard.kpis({ days }, caller);
        return services.marketplaceKpis.kpis({ days }, caller);
      });
    }
  });
});
