import { graphql, type GraphQLQuery } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { Net30OrderItemInput } from '../generated/graphql';
import type {
  MemberDisputeNet30FurnishingRecordMutationVariables,
  MemberNet30FurnishingLogQueryVariables,
} from '../features/net30/api/net30-furnishing.generated';
import type { MemberNet30StatementsQueryVariables } from '../features/net30/api/net30-statements.generated';
import type {
  MemberAdvanceNet30ClockMutationVariables,
  MemberNet30AccountChoicesQueryVariables,
  MemberNet30AccountFieldsFragment,
  MemberNet30DashboardQueryVariables,
  MemberNet30FeeBoxFieldsFragment,
  MemberNet30InvoiceDetailFragment,
  MemberNet30InvoiceQueryVariables,
  MemberNet30SandboxQueryVariables,
  MemberPayNet30InvoiceMutationVariables,
  MemberPlaceNet30TestOrderMutationVariables,
  MemberRecordNet30PaymentMutationVariables,
  MemberVoidNet30InvoiceMutationVariables,
  MemberWaiveNet30FeeMutationVariables,
} from '../features/net30/api/net30.generated';
import { graphqlError, invalid, refusal } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R24–R26 (the client's Net30 pages), answering as net30.resolver.ts does. Demo data: the `client`
 * (user 2) has account 1, "Blue Fern Bakery LLC", $2,500 on Net 30, with invoice 3 open (due in the future), invoice 4
 * overdue with a $15 late fee, invoice 5 paid; the `lender` user has nothing (a client without an account is any
 * other user id). `net30Mocks` switches the scenario (no account, empty catalogue, clock off) and records what the
 * mutations received.
 */

type Account = MemberNet30AccountFieldsFragment & { __typename: 'Net30Account' };
type Invoice = MemberNet30InvoiceDetailFragment & { __typename: 'Net30Invoice' };
type FeeBox = MemberNet30FeeBoxFieldsFragment & { __typename: 'Net30FeeBox' };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const CLIENT_ID = '2';

function demoAccount(): Account {
  return {
    __typename: 'Net30Account',
    id: '1',
    ownerUserId: CLIENT_ID,
    ownerName: 'Dana Client',
    businessName: 'Blue Fern Bakery LLC',
    source: 'application',
    status: 'active',
    holdReason: null,
    creditLimitCents: 250_000,
    balanceCents: 0,
    availableCents: 250_000,
    netDays: 30,
    terms: 'Net 30',
    openedOn: '2026-08-03',
    closedOn: null,
    nextDueOn: null,
    nextDueCents: null,
    onTimeBps: 9_500,
    dbtDays: 2,
    lastPaymentOn: '2026-10-28',
    version: 1,
  };
}

function demoFeeBox(): FeeBox {
  return {
    __typename: 'Net30FeeBox',
    annualFeeCents: 0,
    lateFeeTiers: [
      { upToCents: 9_999, feeCents: 1_500 },
      { upToCents: 24_999, feeCents: 2_900 },
      { upToCents: null, feeCents: 3_900 },
    ],
    graceDays: 5,
    holdAfterDays: 15,
    statementDay: 1,
    reportingDay: 5,
    bureaus: ['dnb', 'experian', 'equifax'],
    catalog: [
      { id: 'credit-review', name: 'Business credit review', priceCents: 4_900 },
      { id: 'letterhead', name: 'Letterhead design', priceCents: 2_500 },
      { id: 'sticker', name: 'Sticker pack', priceCents: 500 },
    ],
    version: 1,
  };
}

function invoice(id: string, extra: Partial<Invoice>): Invoice {
  const lines = extra.lines ?? [{ description: 'Business credit review', quantity: 1, unitPriceCents: 4_900, amountCents: 4_900 }];
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    __typename: 'Net30Invoice',
    id,
    number: `N30-2026-0000${id.padStart(2, '0')}`,
    accountId: '1',
    ownerUserId: '2',
    businessName: 'Blue Fern Bakery LLC',
    issuedOn: '2026-11-10',
    dueOn: '2026-12-10',
    terms: 'Net 30',
    totalCents,
    paidCents: 0,
    feesCents: 0,
    balanceCents: totalCents,
    status: 'open',
    isTest: false,
    daysPastDue: 0,
    agingBucket: 'current',
    paidOn: null,
    voidReason: null,
    version: 1,
    lines,
    payments: [],
    fees: [],
    timeline: [{ at: '2026-11-10T15:00:00.000Z', label: `Invoice issued` }],
    reportingNote: 'Paid by Dec 10, 2026 → reported as on time in the December report',
    canPay: true,
    ...extra,
  };
}

function demoInvoices(): Map<string, Invoice> {
  return new Map([
    ['3', invoice('3', { lines: [{ description: 'Business credit review', quantity: 2, unitPriceCents: 4_900, amountCents: 9_800 }] })],
    [
      '4',
      invoice('4', {
        issuedOn: '2026-09-20',
        dueOn: '2026-10-20',
        status: 'overdue',
        daysPastDue: 34,
        agingBucket: 'days31to60',
        feesCents: 1_500,
        balanceCents: 6_400,
        fees: [{ id: '41', type: 'late', amountCents: 1_500, assessedOn: '2026-10-25', waivedAt: null, waiveReason: null }],
        timeline: [
          { at: '2026-09-20T15:00:00.000Z', label: 'Invoice issued' },
          { at: '2026-10-13T14:00:00.000Z', label: 'Reminder: due in 7 days' },
          { at: '2026-10-25T10:00:00.000Z', label: 'Late fee of $15.00 added' },
        ],
        reportingNote: null,
      }),
    ],
    [
      '5',
      invoice('5', {
        issuedOn: '2026-09-01',
        dueOn: '2026-10-01',
        status: 'paid',
        paidCents: 4_900,
        balanceCents: 0,
        paidOn: '2026-09-28',
        canPay: false,
        payments: [{ id: '51', amountCents: 4_900, method: 'online', status: 'succeeded', receivedOn: '2026-09-28', reference: null, failureMessage: null, createdAt: '2026-09-28T16:00:00.000Z' }],
      }),
    ],
  ]);
}

let account: Account | null = demoAccount();
let feeBox = demoFeeBox();
let invoices = demoInvoices();
let clockAvailable = true;
let sent: { operation: string; variables: unknown }[] = [];
let nextId = 10;

function reset() {
  account = demoAccount();
  feeBox = demoFeeBox();
  invoices = demoInvoices();
  clockAvailable = true;
  sent = [];
  nextId = 10;
}

export const net30Mocks = {
  reset,
  /** The client has no Net30 account. */
  withoutAccount(): void {
    account = null;
    invoices = new Map();
  },
  withEmptyCatalogue(): void {
    feeBox = { ...feeBox, catalog: [] };
  },
  /** Production: the clock panel answers NOT_FOUND. */
  withoutClock(): void {
    clockAvailable = false;
  },
  /** The client has an account and no invoices. */
  withoutInvoices(): void {
    invoices = new Map();
  },
  setInvoice(id: string, changes: Partial<Invoice>): void {
    invoices.set(id, { ...invoices.get(id)!, ...changes });
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
};

/** The member pages' roles: a client, or an admin naming a client (accountFor); the lender is refused as by @Authorized. */
const MEMBERS = ['client', 'admin'] as const;

/** The account the caller may see: their own, or (admins) the client's; undefined when the client is unknown. */
function accountFor(clientId: string | null | undefined): Account | null | undefined {
  const user = mockScenario.currentUser!;
  const ownerId = user.role === 'admin' ? (clientId ?? null) : user.id;
  if (user.role === 'admin' && (!ownerId || !['2', '4', '5'].includes(String(ownerId)))) return undefined;
  return account && account.ownerUserId === String(ownerId) ? account : null;
}

/** Balance and available credit from the open invoices, as the server computes them. */
function withTotals(current: Account): Account {
  const open = [...invoices.values()].filter((each) => each.status === 'open' || each.status === 'overdue');
  const balanceCents = open.reduce((sum, each) => sum + each.balanceCents, 0);
  const next = open.sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0];
  return {
    ...current,
    balanceCents,
    availableCents: Math.max(0, current.creditLimitCents - balanceCents),
    nextDueOn: next?.dueOn ?? null,
    nextDueCents: next?.balanceCents ?? null,
  };
}

function forCaller(each: Invoice): Invoice {
  const admin = mockScenario.currentUser?.role === 'admin';
  return { ...each, canPay: !admin && (each.status === 'open' || each.status === 'overdue') && each.balanceCents > 0 };
}

/** Responses carry `__typename`, which the generated operation types leave out. */
type Loose = GraphQLQuery;

const api = graphql.link('*/graphql');

export const net30Handlers = [
  api.query<Loose, MemberNet30DashboardQueryVariables>('MemberNet30Dashboard', ({ variables }) => {
    const refused = refusal(MEMBERS);
    if (refused) return graphqlError(refused);
    const found = accountFor(variables.clientId === null || variables.clientId === undefined ? null : String(variables.clientId));
    if (found === undefined) return graphqlError({ message: 'Client not found', code: 'NOT_FOUND' });
    const all = found ? [...invoices.values()].map(forCaller) : [];
    return HttpResponse.json({
      data: {
        net30Dashboard: {
          __typename: 'Net30Dashboard',
          account: found ? withTotals(found) : null,
          openInvoices: all.filter((each) => each.status === 'open' || each.status === 'overdue').sort((a, b) => a.dueOn.localeCompare(b.dueOn)),
          closedInvoices: all.filter((each) => each.status === 'paid' || each.status === 'void'),
          feeBox,
        },
      },
    });
  }),
  api.query<Loose, MemberNet30SandboxQueryVariables>('MemberNet30Sandbox', ({ variables }) => {
    const refused = refusal(MEMBERS);
    if (refused) return graphqlError(refused);
    const found = accountFor(variables.clientId === null || variables.clientId === undefined ? null : String(variables.clientId));
    if (found === undefined) return graphqlError({ message: 'Client not found', code: 'NOT_FOUND' });
    return HttpResponse.json({ data: { net30Dashboard: { __typename: 'Net30Dashboard', account: found ? withTotals(found) : null, feeBox } } });
  }),
  api.query<Loose, MemberNet30AccountChoicesQueryVariables>('MemberNet30AccountChoices', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const search = (variables.search ?? '').toLowerCase();
    const items = account && account.businessName.toLowerCase().includes(search) ? [withTotals(account)] : [];
    return HttpResponse.json({ data: { net30Accounts: { __typename: 'Net30AccountPage', items, totalCount: items.length } } });
  }),
  api.query<Loose, MemberNet30InvoiceQueryVariables>('MemberNet30Invoice', ({ variables }) => {
    const refused = refusal(MEMBERS);
    if (refused) return graphqlError(refused);
    const user = mockScenario.currentUser!;
    // The server's parsePublicId: a malformed id is bad input, not a missing invoice.
    if (!/^\d+$/.test(String(variables.id).trim()) || /^0+$/.test(String(variables.id).trim())) {
      return graphqlError({ message: 'Invalid invoice ID', code: 'BAD_USER_INPUT', fieldErrors: { id: 'Invalid invoice ID' } });
    }
    const found = invoices.get(String(variables.id));
    if (!found || (user.role !== 'admin' && account?.ownerUserId !== user.id)) return graphqlError({ message: 'Invoice not found', code: 'NOT_FOUND' });
    return HttpResponse.json({ data: { net30Invoice: forCaller(found) } });
  }),
  api.mutation<Loose, MemberPayNet30InvoiceMutationVariables>('MemberPayNet30Invoice', ({ variables }) => {
    sent.push({ operation: 'MemberPayNet30Invoice', variables });
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    const found = invoices.get(String(variables.invoiceId));
    if (!found) return graphqlError({ message: 'Invoice not found', code: 'NOT_FOUND' });
    if (found.balanceCents <= 0) return graphqlError({ message: 'This invoice has nothing left to pay', code: 'CONFLICT' });
    if (variables.amountCents > found.balanceCents) {
      const message = `The payment is more than the balance of ${usd.format(found.balanceCents / 100)}`;
      return graphqlError(invalid('amountCents', message));
    }
    const paymentId = String(nextId++);
    const payment = { id: paymentId, amountCents: variables.amountCents, method: 'online', status: 'pending', receivedOn: null, reference: null, failureMessage: null, createdAt: new Date().toISOString() } as const;
    invoices.set(found.id, { ...found, payments: [...found.payments, payment] });
    return HttpResponse.json({
      data: { payNet30Invoice: { __typename: 'Net30PaymentCheckout', url: `/payments/demo/pay/${paymentId}`, paymentId } },
    });
  }),
  api.mutation<Loose, MemberRecordNet30PaymentMutationVariables>('MemberRecordNet30Payment', ({ variables }) => {
    sent.push({ operation: 'MemberRecordNet30Payment', variables });
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const found = invoices.get(String(variables.invoiceId));
    if (!found) return graphqlError({ message: 'Invoice not found', code: 'NOT_FOUND' });
    const { input } = variables;
    if (input.amountCents > found.balanceCents) {
      const message = `The payment is more than the balance of ${usd.format(found.balanceCents / 100)}`;
      return graphqlError(invalid('amountCents', message));
    }
    const balanceCents = found.balanceCents - input.amountCents;
    const next: Invoice = {
      ...found,
      paidCents: found.paidCents + input.amountCents,
      balanceCents,
      status: balanceCents === 0 ? 'paid' : found.status,
      paidOn: balanceCents === 0 ? input.receivedOn : null,
      version: found.version + 1,
      payments: [
        ...found.payments,
        { id: String(nextId++), amountCents: input.amountCents, method: input.method, status: 'succeeded', receivedOn: input.receivedOn, reference: input.reference ?? null, failureMessage: null, createdAt: new Date().toISOString() },
      ],
    };
    invoices.set(found.id, next);
    return HttpResponse.json({ data: { recordNet30Payment: forCaller(next) } });
  }),
  api.mutation<Loose, MemberVoidNet30InvoiceMutationVariables>('MemberVoidNet30Invoice', ({ variables }) => {
    sent.push({ operation: 'MemberVoidNet30Invoice', variables });
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const found = invoices.get(String(variables.invoiceId));
    if (!found) return graphqlError({ message: 'Invoice not found', code: 'NOT_FOUND' });
    if (found.payments.length > 0 || found.paidCents > 0) return graphqlError({ message: 'Refund or reverse payments first', code: 'CONFLICT' });
    const next: Invoice = { ...found, status: 'void', voidReason: variables.reason, balanceCents: 0, version: found.version + 1 };
    invoices.set(found.id, next);
    return HttpResponse.json({ data: { voidNet30Invoice: forCaller(next) } });
  }),
  api.mutation<Loose, MemberWaiveNet30FeeMutationVariables>('MemberWaiveNet30Fee', ({ variables }) => {
    sent.push({ operation: 'MemberWaiveNet30Fee', variables });
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const found = [...invoices.values()].find((each) => each.fees.some((fee) => fee.id === String(variables.feeId)));
    const fee = found?.fees.find((each) => each.id === String(variables.feeId));
    if (!found || !fee) return graphqlError({ message: 'Fee not found', code: 'NOT_FOUND' });
    if (fee.waivedAt) return graphqlError({ message: 'This fee is already waived', code: 'CONFLICT' });
    const next: Invoice = {
      ...found,
      feesCents: found.feesCents - fee.amountCents,
      balanceCents: found.balanceCents - fee.amountCents,
      fees: found.fees.map((each) => (each.id === fee.id ? { ...each, waivedAt: new Date().toISOString(), waiveReason: variables.reason } : each)),
    };
    invoices.set(found.id, next);
    return HttpResponse.json({ data: { waiveNet30Fee: forCaller(next) } });
  }),
  api.mutation<Loose, MemberPlaceNet30TestOrderMutationVariables>('MemberPlaceNet30TestOrder', ({ variables }) => {
    sent.push({ operation: 'MemberPlaceNet30TestOrder', variables });
    const refused = refusal(MEMBERS);
    if (refused) return graphqlError(refused);
    const found = accountFor(variables.clientId === null || variables.clientId === undefined ? null : String(variables.clientId));
    if (found === undefined) return graphqlError({ message: 'Account not found', code: 'NOT_FOUND' });
    if (!found) return graphqlError({ message: 'You have no Net30 account yet', code: 'NOT_FOUND' });
    const items = ([] as Net30OrderItemInput[]).concat(variables.items);
    const unknown = items.findIndex((item) => !feeBox.catalog.some((each) => each.id === item.itemId));
    if (unknown >= 0) {
      const message = 'This item is no longer in the catalogue';
      return graphqlError(invalid(`items.${unknown}.itemId`, message));
    }
    const lines = items.map((item) => {
      const entry = feeBox.catalog.find((each) => each.id === item.itemId)!;
      return { description: entry.name, quantity: item.quantity, unitPriceCents: entry.priceCents, amountCents: entry.priceCents * item.quantity };
    });
    const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
    if (total < 1_000) return graphqlError(invalid('items', 'The minimum order is $10.00'));
    if (found.status === 'on_hold') return graphqlError({ message: 'Your account is on hold until past-due invoices are paid', code: 'CONFLICT' });
    const available = withTotals(found).availableCents;
    if (total > available) {
      const message = `This order exceeds your available credit of ${usd.format(available / 100)}`;
      return graphqlError(invalid('lines', message));
    }
    const id = String(nextId++);
    const created = invoice(id, { lines, isTest: true, issuedOn: '2026-11-23', dueOn: '2026-12-23', reportingNote: null });
    invoices.set(id, created);
    return HttpResponse.json({ data: { placeNet30TestOrder: created } });
  }),
  api.mutation<Loose, MemberAdvanceNet30ClockMutationVariables>('MemberAdvanceNet30Clock', ({ variables }) => {
    sent.push({ operation: 'MemberAdvanceNet30Clock', variables });
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    if (!clockAvailable) return graphqlError({ message: 'Not found', code: 'NOT_FOUND' });
    if (!account || account.id !== String(variables.accountId)) return graphqlError({ message: 'Account not found', code: 'NOT_FOUND' });
    const effects = variables.days >= 30 ? ['N30-2026-000003 is now overdue', 'Late fee of $15.00 added to N30-2026-000003'] : [];
    return HttpResponse.json({ data: { advanceNet30Clock: { __typename: 'Net30ClockResult', account: withTotals(account), effects } } });
  }),
  api.query<Loose, MemberNet30StatementsQueryVariables>('MemberNet30Statements', () => {
    const refused = refusal(MEMBERS);
    if (refused) return graphqlError(refused);
    const net30Statements = account
      ? [
          { __typename: 'Net30Statement' as const, id: '12', accountId: '1', periodStart: '2026-10-01', periodEnd: '2026-10-31', opening: 4_900, charges: 0, payments: 4_900, fees: 1_500, closing: 6_400, downloadUrl: '/api/net30/statements/12/download' },
          { __typename: 'Net30Statement' as const, id: '11', accountId: '1', periodStart: '2026-09-01', periodEnd: '2026-09-30', opening: 0, charges: 9_800, payments: 0, fees: 0, closing: 9_800, downloadUrl: '/api/net30/statements/11/download' },
        ]
      : [];
    return HttpResponse.json({ data: { net30Statements } });
  }),
  api.query<Loose, MemberNet30FurnishingLogQueryVariables>('MemberNet30FurnishingLog', () => {
    const refused = refusal(MEMBERS);
    if (refused) return graphqlError(refused);
    const myFurnishingRecords = account
      ? (['dnb', 'experian'] as const).map((bureau, index) => ({
          __typename: 'FurnishingLogEntry' as const,
          bureau,
          periodMonth: '2026-10',
          batchStatus: index === 0 ? 'accepted' : 'generated',
          record: {
            __typename: 'FurnishingRecord' as const,
            id: String(70 + index),
            sourceType: 'net30_account',
            terms: 'Net 30',
            creditLimit: 250_000,
            highCredit12m: 9_800,
            nowOwes: 6_400,
            pastDue: 6_400,
            mannerOfPayment: 'slow_1_30',
            status: index === 0 ? 'accepted' : 'included',
          },
          dispute: null,
        }))
      : [];
    return HttpResponse.json({ data: { myFurnishingRecords } });
  }),
  api.mutation<Loose, MemberDisputeNet30FurnishingRecordMutationVariables>('MemberDisputeNet30FurnishingRecord', ({ variables }) => {
    sent.push({ operation: 'MemberDisputeNet30FurnishingRecord', variables });
    const refused = refusal(['client']);
    if (refused) return graphqlError(refused);
    const { input } = variables;
    return HttpResponse.json({
      data: {
        disputeFurnishingRecord: { __typename: 'FurnishingDispute', id: String(nextId++), recordId: String(input.recordId), reason: input.reason, text: input.text, status: 'open', dueAt: '2026-12-23T00:00:00.000Z' },
      },
    });
  }),
  // R24's application card (features/net30-applications) for a client without an account: no application yet.
  api.query('MyNet30Application', () => {
    const refused = refusal(MEMBERS);
    if (refused) return graphqlError(refused);
    return HttpResponse.json({ data: { myNet30Application: null } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'net30',
  () => ({ account, feeBox, invoices, clockAvailable, sent, nextId }),
  (state) => {
    ({ account, feeBox, invoices, clockAvailable, sent, nextId } = state);
  },
  () => reset(),
);
