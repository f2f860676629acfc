import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { sampleBusiness, sampleContact } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 9 item 11: a public form submission that fails with a server error does not use up the sender's quota,
 * and the limit still holds under parallel submissions. The server error is made on purpose: a trigger that
 * refuses the insert of rows whose text contains BREAK.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.sql(`create function refuse_marked_rows() returns trigger language plpgsql as $$
    begin raise exception 'test: the table refuses this row'; end $$`);
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);

async function breakInserts(table: string, column: string) {
  await server.sql(
    `create trigger refuse_marked before insert on ${table} for each row when (new.${column} like '%BREAK%') execute function refuse_marked_rows()`,
  );
}

afterEach(async () => {
  for (const table of ['contact_messages', 'credit_applications', 'net30_application']) await server.sql(`drop trigger if exists refuse_marked on ${table}`);
  await server.sql('delete from form_throttles');
});

function limitTo(maxPerEmail: number, maxPerIp = 100) {
  server.config.formThrottle = { windowMinutes: 60, maxPerIp, maxPerEmail };
}

const contact = (email: string, message = sampleContact.message) => ({ ...sampleContact, email, message });
const business = (email: string, businessName = sampleBusiness.businessName) => ({ ...sampleBusiness, email, businessName });
let einSequence = 0;
const nextEin = () => `88-${String(++einSequence).padStart(7, '0')}`;
const GRAPHQL_STATUS: Record<string, number> = { TOO_MANY_REQUESTS: 429, INTERNAL_SERVER_ERROR: 500, SERVICE_UNAVAILABLE: 503 };

const FORMS = [
  {
    name: 'contact (REST)',
    table: 'contact_messages',
    column: 'message',
    send: (email: string, broken = false) =>
      api().post('/api/contact', contact(email, broken ? 'BREAK: this message cannot be stored by the database.' : undefined)),
  },
  {
    name: 'contact (GraphQL)',
    table: 'contact_messages',
    column: 'message',
    send: async (email: string, broken = false) => {
      const res = await api().gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }', {
        input: contact(email, broken ? 'BREAK: this message cannot be stored by the database.' : undefined),
      });
      // GraphQL answers 200 with an error body: its code tells the outcome.
      const code: string | undefined = res.body.errors?.[0]?.extensions?.code;
      return { ...res, status: code ? (GRAPHQL_STATUS[code] ?? 400) : 201 };
    },
  },
  {
    name: 'NetBuilder application',
    table: 'credit_applications',
    column: 'business_name',
    send: (email: string, broken = false) =>
      api().post('/api/credit-applications/netbuilder', { ...business(email, broken ? 'BREAK Logistics' : undefined), plan: 'growth' }),
  },
  {
    name: 'Net30 application',
    table: 'net30_application',
    column: 'business_name',
    // One open application per EIN: each submission is another business.
    send: (email: string, broken = false) =>
      api().post('/api/credit-applications/net30', {
        ...business(email, broken ? 'BREAK Logistics' : undefined),
        ein: nextEin(),
        requestedLimit: 5000,
        intendedUse: 'Office supplies and printer toner',
      }),
  },
];

describe.each(FORMS)('$name', ({ table, column, send }) => {
  it('a submission that fails with a server error leaves the quota full', async () => {
    limitTo(2);
    await breakInserts(table, column);
    for (let attempt = 0; attempt < 3; attempt++) expect((await send('quota@example.com', true)).status).toBeGreaterThanOrEqual(500);
    await server.sql(`drop trigger refuse_marked on ${table}`);

    expect((await send('quota@example.com')).status).toBe(201);
    expect((await send('quota@example.com')).status).toBe(201);
    expect((await send('quota@example.com')).status).toBe(429);
  });

  it('of 12 parallel valid submissions from one sender, exactly the limit succeed', async () => {
    limitTo(3);
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => send('burst@example.com')))).map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('under parallel submissions, failed ones use no quota and at most the limit succeed', async () => {
    limitTo(3, 5);
    await breakInserts(table, column);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => send('parallel@example.com', true)),
      ...Array.from({ length: 8 }, (_, i) => send(i % 2 === 0 ? 'parallel@example.com' : `other${i}@example.com`)),
    ]);
    const failed = answers.slice(0, 6).map((res) => res.status);
    const valid = answers.slice(6).map((res) => res.status);
    // The broken ones fail (or find the quota already used up by the valid ones); none of them is stored.
    expect(failed.every((status) => status >= 500 || status === 429)).toBe(true);
    // Per address 5, per e-mail 3: all four other addresses' submissions and three of parallel@'s four fit only
    // if the failures used up nothing; exactly five valid ones succeed because the per-address limit is five.
    expect(valid.filter((status) => status === 201)).toHaveLength(5);
    expect(valid.filter((status) => status !== 201).every((status) => status === 429)).toBe(true);
    const [{ n }] = (await server.sql<{ n: number }>(`select count(*)::int as n from ${table} where ${column} like '%BREAK%'`)) as [{ n: number }];
    expect(n).toBe(0);
  });
});
