import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../graphql-server/src/index.js';
import { platformToday } from '../../graphql-server/src/shared/calendar.js';
import { ApiClient, firstGraphQLError } from '../support/api-client.js';
import { postWebhook, signedDelivery, subscriptionEvent, type Lifecycle } from '../support/netbuilder.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 12 item 2 (Decisions taken: "A NetBuilder plan opens a trade account"): a subscription that becomes active
 * opens a Net30 account with the plan's credit limit and net terms; a plan change follows; a cancelled plan puts the
 * account into closing (no new invoices, open ones stay due) and it closes once nothing is owed. Driven through the
 * real webhook endpoint with signed events, in any order and twice.
 */

const SECRET = 'whsec_net30_netbuilder';
let server: TestServer;
let admin: ApiClient;
const DASHBOARD = `{ net30Dashboard { account { id status creditLimitCents netDays terms } } }`;
const ORDER = `mutation O($items: [Net30OrderItemInput!]!) { placeNet30TestOrder(items: $items) { id totalCents } }`;

let users = 0;
async function subscriber(plan: Lifecycle['plan']): Promise<{ caller: ApiClient; life: Lifecycle }> {
  const username = `nb30_${++users}`;
  const caller = new ApiClient(server.url);
  expect((await caller.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass', confirmPassword: 'secret-pass' })).status).toBe(201);
  const [row] = await server.sql<{ id: number }>('select id from users where username = $1', [username]);
  return { caller, life: { userId: row!.id, plan, key: `net30nb_${username}`, t0: Math.floor(Date.now() / 1000) - 86_400 } };
}

async function deliver(event: unknown) {
  const { payload, signature } = signedDelivery(event, SECRET);
  const res = await postWebhook(server.url, payload, signature);
  expect(res.status).toBe(200);
}
const accountOf = async (caller: ApiClient) => (await caller.gql(DASHBOARD)).body.data.net30Dashboard.account;

beforeAll(async () => {
  server = await startTestServer({ payments: { ...loadConfig({ NODE_ENV: 'test' }).payments, webhookSecret: SECRET }, demoMode: true });
  admin = new ApiClient(server.url);
  await admin.post('/api/login', { username: 'admin', password: 'demo-pass' });
});
afterAll(() => server?.stop());

describe('a NetBuilder plan opens a Net30 account', () => {
  it.each([
    ['starter', 250_000, 15],
    ['growth', 750_000, 30],
    ['pro', 1_500_000, 45],
  ] as const)('the %s plan opens an account of its limit and terms, once however often the event arrives', async (plan, limit, netDays) => {
    const { caller, life } = await subscriber(plan);
    expect(await accountOf(caller)).toBeNull();
    const created = subscriptionEvent(life, `evt_${life.key}_created`, 'customer.subscription.created', life.t0, { status: 'active', periodIndex: 0 });
    await Promise.all([deliver(created), deliver({ ...created, id: `evt_${life.key}_created_again` })]);
    expect(await accountOf(caller)).toMatchObject({ status: 'active', creditLimitCents: limit, netDays, terms: `Net ${netDays}` });
    const rows = await server.sql(`select source, subscription_id from net30_account where owner_user_id = $1`, [life.userId]);
    expect(rows).toEqual([{ source: 'netbuilder', subscription_id: expect.any(Number) }]);
  });

  it('follows a plan change, and closes the account when the plan is cancelled and nothing is owed', async () => {
    const { caller, life } = await subscriber('starter');
    await deliver(subscriptionEvent(life, `evt_${life.key}_1`, 'customer.subscription.created', life.t0, { status: 'active', periodIndex: 0 }));
    await deliver(subscriptionEvent({ ...life, plan: 'pro' }, `evt_${life.key}_2`, 'customer.subscription.updated', life.t0 + 10, { status: 'active', periodIndex: 0 }));
    expect(await accountOf(caller)).toMatchObject({ creditLimitCents: 1_500_000, netDays: 45 });
    await deliver(subscriptionEvent({ ...life, plan: 'pro' }, `evt_${life.key}_3`, 'customer.subscription.deleted', life.t0 + 20, { status: 'canceled', periodIndex: 0 }));
    expect(await accountOf(caller)).toMatchObject({ status: 'closed' });
  });

  it('puts an account that owes money into closing: no new invoices, and it closes when the last one is paid', async () => {
    const { caller, life } = await subscriber('growth');
    await deliver(subscriptionEvent(life, `evt_${life.key}_1`, 'customer.subscription.created', life.t0, { status: 'active', periodIndex: 0 }));
    const order = await caller.gql(ORDER, { items: [{ itemId: 'credit-review', quantity: 1 }] });
    expect(order.body.errors).toBeUndefined();
    await deliver(subscriptionEvent(life, `evt_${life.key}_2`, 'customer.subscription.deleted', life.t0 + 20, { status: 'canceled', periodIndex: 0 }));
    expect(await accountOf(caller)).toMatchObject({ status: 'closing' });
    expect(firstGraphQLError(await caller.gql(ORDER, { items: [{ itemId: 'credit-review', quantity: 1 }] }))?.message).toBe('This account is closing: no new invoices can be issued');
    const invoiceId = order.body.data.placeNet30TestOrder.id;
    const paid = await admin.gql(`mutation R($id: ID!, $input: Net30PaymentInput!) { recordNet30Payment(invoiceId: $id, input: $input) { status } }`, {
      id: invoiceId,
      input: { amountCents: 4_900, receivedOn: platformToday(), method: 'ach' },
    });
    expect(paid.body.data.recordNet30Payment.status).toBe('paid');
    expect(await accountOf(caller)).toMatchObject({ status: 'closed' });
  });

  it('leaves an account opened by an application alone', async () => {
    const { caller, life } = await subscriber('pro');
    await server.sql(`insert into net30_account (owner_user_id, business_name, source, credit_limit, net_days, opened_on) values ($1, 'Acme', 'application', 300000, 60, $2)`, [life.userId, platformToday()]);
    await deliver(subscriptionEvent(life, `evt_${life.key}_1`, 'customer.subscription.created', life.t0, { status: 'active', periodIndex: 0 }));
    expect(await accountOf(caller)).toMatchObject({ status: 'active', creditLimitCents: 300_000, netDays: 60 });
  });
});

describe('R28: the credit-builder application', () => {
  const APPLY = `mutation A($input: NetBuilderApplicationInput!) { applyForNetBuilder(input: $input) { reference } }`;
  const input = (email: string, ein: string) => ({
    firstName: 'Blake',
    lastName: 'Builder',
    email,
    phone: '(555) 201-3344',
    businessName: 'Builder Supply LLC',
    entityType: 'llc',
    ein,
    businessStartYear: 2019,
    annualRevenue: 250_000,
    state: 'NY',
    plan: 'growth',
    agreeToTerms: true,
  });

  it('refuses a business whose earlier enrolment holds a live plan, and accepts it again once the plan ended', async () => {
    const { life } = await subscriber('growth');
    const [{ email }] = (await server.sql<{ email: string }>('select email from users where id = $1', [life.userId])) as [{ email: string }];
    const caller = new ApiClient(server.url);
    expect((await caller.gql(APPLY, { input: input(email, '12-3456780') })).body.errors).toBeUndefined();
    await deliver(subscriptionEvent(life, `evt_${life.key}_r28_1`, 'customer.subscription.created', life.t0, { status: 'active', periodIndex: 0 }));
    const again = await caller.gql(APPLY, { input: input('someone.else@example.com', '12-3456780') });
    expect(firstGraphQLError(again)).toEqual({ message: 'This business already has a NetBuilder plan', code: 'CONFLICT' });
    expect((await caller.gql(APPLY, { input: input('someone.else@example.com', '98-7654321') })).body.errors).toBeUndefined();
    await deliver(subscriptionEvent(life, `evt_${life.key}_r28_2`, 'customer.subscription.deleted', life.t0 + 30, { status: 'canceled', periodIndex: 0 }));
    expect((await caller.gql(APPLY, { input: input('someone.else@example.com', '12-3456780') })).body.errors).toBeUndefined();
  });
});
