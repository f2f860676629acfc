/**
 * The scale seed (`npm run seed -- --scale N`) writes a history that has already happened: no event lies after the
 * seed's clock. A timestamp in the future is not only odd on screen ("submitted in 40 minutes"), it breaks the
 * benchmarks: an application whose `updated_at` is ahead of the clock stays "changed since its last match" until
 * then, so the re-match after a publish never finishes (issue 14's bench:scale).
 *
 * Due dates, expiries and schedules may lie ahead; every other date and time column of the tables the seed fills is
 * checked. The seed's randomness is seeded by N, so a given N always writes the same ages.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openDatabase, type AppConfig } from '../../graphql-server/src/index.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { SCALE_SEEDED_TABLES, seedScale } from '../../seed/src/scale.js';
import { createTestDatabase } from '../support/server.js';

/** Columns that name something planned rather than something that happened. */
const PLANNED = /(^|_)(due|expires|sla|publish|reapply|scheduled|next|valid|renews|ends|trial)(_|$)/;

let drop: () => Promise<void>;
let client: pg.Client;
let seededBy: Date;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url.toString(), jobs: { enabled: false } };
  const db = await openDatabase(config, () => {});
  await seedDemoData(db, config, { pipeline: false });
  await db.close();
  await seedScale(config, 1500, () => {});
  seededBy = new Date();
  client = new pg.Client({ connectionString: database.url.toString() });
  await client.connect();
}, 180_000);

afterAll(async () => {
  await client?.end();
  await drop?.();
});

describe('the scale seed', () => {
  it('writes no event after its own clock', async () => {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema() and table_name = any($1::text[])
          and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')`,
      [SCALE_SEEDED_TABLES],
    );
    const checked = columns.filter((column) => !PLANNED.test(column.column_name));
    expect(checked.length).toBeGreaterThan(30);
    const ahead: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of checked) {
      // A date is ahead only from the next day on (the seed's "today" is any time of that day).
      const limit = type === 'date' ? `($1::timestamptz at time zone 'UTC')::date` : '$1::timestamptz';
      const { rows: [found] } = await client.query<{ count: string }>(
        `select count(*) from ${table} where ${column} > ${limit}`,
        [seededBy],
      );
      if (Number(found?.count) > 0) ahead.push(`${table}.${column}: ${found?.count}`);
    }
    expect(ahead).toEqual([]);
  });

  it("gives each application the summary of its latest match results that R1's coverage reads, as matching would", async () => {
    const { rows: [found] } = await client.query<{ disagreeing: number; with_near_misses: number; eligible: number }>(
      `select (count(*) filter (where (a.match_eligible, a.near_miss_codes) is distinct from (r.eligible, r.codes)))::int as disagreeing,
              (count(*) filter (where a.near_miss_codes <> '{}'))::int as with_near_misses,
              (count(*) filter (where a.match_eligible))::int as eligible
         from applications a
         cross join lateral (select coalesce(bool_or(m.outcome = 'eligible'), false) as eligible,
                                    array(select c.code from match_result n cross join lateral unnest(n.blocking_codes) with ordinality as c(code, k)
                                           where n.application_id = a.id and n.latest and n.outcome = 'near_miss' order by n.program_id, c.k)::text[] as codes
                               from match_result m where m.application_id = a.id and m.latest) r`,
    );
    expect(found).toMatchObject({ disagreeing: 0 });
    expect(found!.with_near_misses).toBeGreaterThan(0);
    expect(found!.eligible).toBeGreaterThan(0);
  });
});
