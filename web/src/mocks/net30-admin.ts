import { graphql } from 'msw/graphql';
import type {
  ChangeNet30LimitMutation,
  ChangeNet30LimitMutationVariables,
  CloseNet30AccountMutation,
  CloseNet30AccountMutationVariables,
  CreateNet30InvoiceMutation,
  CreateNet30InvoiceMutationVariables,
  GenerateFurnishingBatchMutation,
  GenerateFurnishingBatchMutationVariables,
  HoldNet30AccountMutation,
  HoldNet30AccountMutationVariables,
  MarkFurnishingBatchSubmittedMutation,
  MarkFurnishingBatchSubmittedMutationVariables,
  Net30AdminAccountFragment,
  Net30AdminAccountsQuery,
  Net30AdminAccountsQueryVariables,
  Net30AdminAgingQuery,
  Net30AdminAgingRowFragment,
  Net30AdminBatchFragment,
  Net30AdminBatchRecordsQuery,
  Net30AdminBatchRecordsQueryVariables,
  Net30AdminBatchesQuery,
  Net30AdminDisputesQuery,
  Net30AdminDisputesQueryVariables,
  Net30AdminFeeBoxFragment,
  Net30AdminFeeBoxQuery,
  Net30AdminInvoiceRowFragment,
  Net30AdminInvoicesQuery,
  Net30AdminInvoicesQueryVariables,
  Net30AdminRecordFragment,
  RecordFurnishingBatchResponseMutation,
  RecordFurnishingBatchResponseMutationVariables,
  RecordNet30PaymentMutation,
  RecordNet30PaymentMutationVariables,
  ReleaseNet30AccountMutation,
  ReleaseNet30AccountMutationVariables,
  ResolveFurnishingDisputeMutation,
  ResolveFurnishingDisputeMutationVariables,
  UpdateNet30SettingsMutation,
  UpdateNet30SettingsMutationVariables,
} from '../features/net30-admin/api/net30-admin.generated';
import { graphqlError, invalid, refusal, reply } from './graphql-replies';
import { registerSlice } from './store';

/**
 * MSW handlers for R19 `/admin/net30` (admins only, as on the server): three accounts (Rosa's Cocina active, Blue Fern
 * Bakery on hold, Harbor Print closed), five invoices across the aging buckets (one TEST), the default fee box,
 * three furnishing batches (not sent, submitted, accepted) and two open disputes (one past its 30-day deadline).
 * The server's refusals come back word for word. `net30AdminMocks.sent` records what the mutations received;
 * `net30AdminMocks.empty()` starts with no accounts, invoices, batches or disputes.
 */

type Account = Net30AdminAccountFragment & { __typename: 'Net30Account' };
type Invoice = Net30AdminInvoiceRowFragment & { __typename: 'Net30Invoice' };
type Batch = Net30AdminBatchFragment & { __typename: 'FurnishingBatch' };
type Record = Net30AdminRecordFragment & { __typename: 'FurnishingRecord' };
type Typed<T, Name extends string> = T & { __typename: Name };
type FeeBox = Typed<Omit<Net30AdminFeeBoxFragment, 'lateFeeTiers' | 'catalog'>, 'Net30FeeBox'> & {
  lateFeeTiers: Typed<Net30AdminFeeBoxFragment['lateFeeTiers'][number], 'Net30LateFeeTier'>[];
  catalog: Typed<Net30AdminFeeBoxFragment['catalog'][number], 'Net30CatalogItem'>[];
};
type Dispute = Net30AdminDisputesQuery['furnishingDisputes'][number] & { __typename: 'FurnishingDisputeQueueItem' };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const TODAY = '2026-11-23';

function account(id: string, businessName: string, extra: Partial<Account>): Account {
  return {
    __typename: 'Net30Account',
    id,
    ownerUserId: String(Number(id) + 10),
    ownerName: 'Rosa Delgado',
    businessName,
    source: 'application',
    status: 'active',
    holdReason: null,
    creditLimitCents: 500_000,
    balanceCents: 0,
    availableCents: 500_000,
    netDays: 30,
    terms: 'Net 30',
    openedOn: '2026-06-01',
    closedOn: null,
    onTimeBps: 10_000,
    dbtDays: 0,
    lastPaymentOn: null,
    version: 1,
    ...extra,
  };
}

function invoice(id: string, accountId: string, businessName: string, extra: Partial<Invoice>): Invoice {
  return {
    __typename: 'Net30Invoice',
    id,
    number: `N30-2026-0000${id.padStart(2, '0')}`,
    accountId,
    businessName,
    issuedOn: '2026-11-01',
    dueOn: '2026-12-01',
    totalCents: 50_000,
    paidCents: 0,
    feesCents: 0,
    balanceCents: 50_000,
    status: 'open',
    isTest: false,
    daysPastDue: 0,
    agingBucket: 'current',
    version: 1,
    ...extra,
  };
}

const feeBox = (): FeeBox => ({
  __typename: 'Net30FeeBox',
  annualFeeCents: 0,
  lateFeeTiers: [
    { __typename: 'Net30LateFeeTier', upToCents: 9_999, feeCents: 1_500 },
    { __typename: 'Net30LateFeeTier', upToCents: 24_999, feeCents: 2_900 },
    { __typename: 'Net30LateFeeTier', upToCents: null, feeCents: 3_900 },
  ],
  graceDays: 5,
  holdAfterDays: 15,
  statementDay: 1,
  reportingDay: 5,
  bureaus: ['dnb'],
  catalog: [{ __typename: 'Net30CatalogItem', id: 'office-chair', name: 'Office chair', priceCents: 24_900 }],
  version: 3,
});

function batch(id: string, bureau: string, periodMonth: string, status: string, extra: Partial<Batch> = {}): Batch {
  return {
    __typename: 'FurnishingBatch',
    id,
    bureau,
    periodMonth,
    status,
    recordCount: 2,
    acceptedCount: status === 'accepted' ? 2 : 0,
    rejectedCount: 0,
    correctedCount: 0,
    generatedAt: '2026-11-05T10:00:00.000Z',
    generatedByName: null,
    submittedAt: status === 'generated' ? null : '2026-11-06T15:00:00.000Z',
    submittedByName: status === 'generated' ? null : 'Ada Admin',
    responseAt: status === 'accepted' ? '2026-11-10T15:00:00.000Z' : null,
    responseNote: status === 'accepted' ? 'All records loaded' : null,
    fileUrl: `/api/furnishing/batches/${id}/file`,
    ...extra,
  };
}

function record(id: string, batchId: string, businessName: string): Record {
  return {
    __typename: 'FurnishingRecord',
    id,
    batchId,
    sourceType: 'net30_account',
    sourceId: '1',
    businessName,
    asOf: '2026-10-31',
    terms: 'Net 30',
    creditLimit: 500_000,
    highCredit12m: 120_000,
    nowOwes: 80_000,
    pastDue: 0,
    lastSaleOn: '2026-10-12',
    lastPaymentOn: '2026-10-20',
    mannerOfPayment: 'prompt',
    status: 'included',
    correctsRecordId: null,
  };
}

function dispute(id: string, recordRow: Record, dueAt: string, extra: Partial<Dispute> = {}): Dispute {
  return {
    __typename: 'FurnishingDisputeQueueItem',
    id,
    recordId: recordRow.id,
    reason: 'paid_on_time',
    text: 'I paid this invoice on October 20, before it was due.',
    status: 'open',
    resolution: null,
    dueAt,
    createdAt: '2026-10-25T12:00:00.000Z',
    resolvedAt: null,
    bureau: 'dnb',
    periodMonth: '2026-10',
    businessName: recordRow.businessName,
    clientId: '12',
    clientName: 'Rosa Delgado',
    clientEmail: 'rosa@example.com',
    record: recordRow,
    ...extra,
  };
}

let accounts: Account[] = [];
let invoices: Invoice[] = [];
let box = feeBox();
let batches: Batch[] = [];
let records: Record[] = [];
let disputes: Dispute[] = [];
let sent: { operation: string; variables: unknown }[] = [];

function reset() {
  accounts = [
    account('1', "Rosa's Cocina LLC", { balanceCents: 182_500, availableCents: 317_500, onTimeBps: 9_250, dbtDays: 4, lastPaymentOn: '2026-11-10', version: 2 }),
    account('2', 'Blue Fern Bakery LLC', { ownerName: 'Ben Fern', source: 'netbuilder', status: 'on_hold', holdReason: 'Invoices past due', creditLimitCents: 100_000, balanceCents: 64_000, availableCents: 36_000, onTimeBps: 5_000, dbtDays: 38 }),
    account('3', 'Harbor Print Co', { ownerName: 'Hal Harbor', status: 'closed', closedOn: '2026-10-01', onTimeBps: null }),
  ];
  invoices = [
    invoice('45', '2', 'Blue Fern Bakery LLC', { issuedOn: '2026-08-01', dueOn: '2026-08-31', totalCents: 40_000, feesCents: 3_900, balanceCents: 43_900, status: 'overdue', daysPastDue: 84, agingBucket: 'days61to90' }),
    invoice('46', '2', 'Blue Fern Bakery LLC', { issuedOn: '2026-09-20', dueOn: '2026-10-20', totalCents: 20_100, balanceCents: 20_100, status: 'overdue', daysPastDue: 34, agingBucket: 'days31to60' }),
    invoice('47', '1', "Rosa's Cocina LLC", { issuedOn: '2026-10-01', dueOn: '2026-10-31', totalCents: 100_000, paidCents: 20_000, balanceCents: 80_000, status: 'overdue', daysPastDue: 23, agingBucket: 'days1to30' }),
    invoice('48', '1', "Rosa's Cocina LLC", { totalCents: 102_500, balanceCents: 102_500 }),
    invoice('49', '1', "Rosa's Cocina LLC", { isTest: true, totalCents: 24_900, balanceCents: 24_900 }),
  ];
  box = feeBox();
  const first = record('301', '3', "Rosa's Cocina LLC");
  const second = { ...record('302', '3', 'Blue Fern Bakery LLC'), nowOwes: 60_100, pastDue: 40_000, mannerOfPayment: 'slow_31_60' };
  records = [first, second, { ...first, id: '311', batchId: '2' }, { ...second, id: '312', batchId: '2' }, { ...first, id: '321', batchId: '1' }, { ...second, id: '322', batchId: '1' }];
  batches = [batch('3', 'dnb', '2026-10', 'generated'), batch('2', 'experian', '2026-10', 'submitted'), batch('1', 'dnb', '2026-09', 'accepted')];
  disputes = [dispute('8', records[4]!, '2026-10-20T12:00:00.000Z'), dispute('9', records[5]!, '2099-01-10T12:00:00.000Z', { reason: 'amount_wrong', text: 'The balance is wrong.', clientName: 'Ben Fern', clientEmail: 'ben@example.com' })];
  sent = [];
}
reset();

export const net30AdminMocks = {
  reset,
  /** No accounts, invoices, batches or disputes: every tab's empty state. */
  empty() {
    accounts = [];
    invoices = [];
    batches = [];
    records = [];
    disputes = [];
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
  /** Someone else saved the fee box: the next save with the old version is stale. */
  bumpSettingsVersion() {
    box = { ...box, version: box.version + 1 };
  },
};

function page<Item>(items: Item[], pageNumber: number | null | undefined, size: number | null | undefined) {
  const current = pageNumber ?? 1;
  const pageSize = size ?? 25;
  return { items: items.slice((current - 1) * pageSize, current * pageSize), totalCount: items.length, page: current, pageSize };
}

function note(operation: string, variables: unknown) {
  sent.push({ operation, variables });
}

const STALE = 'This record was changed by Ada Admin at Nov 23, 2026, 5:40 AM EST. Reload to see the latest.';

type AccountUpdate = { error: readonly [string, string]; account?: undefined } | { account: Account; error?: undefined };

function updateAccount(id: string, version: number, change: (found: Account) => Account | string): AccountUpdate {
  const found = accounts.find((each) => each.id === id);
  if (!found) return { error: ['Account not found', 'NOT_FOUND'] as const };
  if (found.version !== version) return { error: [STALE, 'CONFLICT'] as const };
  const next = change(found);
  if (typeof next === 'string') return { error: [next, 'CONFLICT'] as const };
  const updated = { ...next, version: found.version + 1 };
  accounts = accounts.map((each) => (each.id === id ? updated : each));
  return { account: updated };
}

function agingRow(accountId: string | null, businessName: string, rows: Invoice[]): Net30AdminAgingRowFragment & { __typename: 'Net30AgingRow' } {
  const sum = (bucket: string) => rows.filter((row) => row.agingBucket === bucket).reduce((total, row) => total + row.balanceCents, 0);
  const row = { current: sum('current'), days1to30: sum('days1to30'), days31to60: sum('days31to60'), days61to90: sum('days61to90'), days91plus: sum('days91plus') };
  return { __typename: 'Net30AgingRow', accountId, businessName, ...row, total: Object.values(row).reduce((a, b) => a + b, 0) };
}

const api = graphql.link('*/graphql');

export const net30AdminHandlers = [
  api.query<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>('Net30AdminAccounts', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const search = variables.search?.toLowerCase();
    const rows = accounts.filter((row) => (!variables.status || row.status === variables.status) && (!search || `${row.businessName} ${row.ownerName}`.toLowerCase().includes(search)));
    return reply({ net30Accounts: { __typename: 'Net30AccountPage' as const, ...page(rows, variables.page, variables.pageSize) } });
  }),
  api.query<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>('Net30AdminInvoices', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const rows = invoices
      .filter((row) => (!variables.status || row.status === variables.status) && (!variables.bucket || (row.agingBucket === variables.bucket && row.balanceCents > 0)) && (!variables.accountId || row.accountId === variables.accountId))
      .sort((a, b) => b.daysPastDue - a.daysPastDue);
    return reply({ net30Invoices: { __typename: 'Net30InvoicePage' as const, ...page(rows, variables.page, variables.pageSize) } });
  }),
  api.query<Net30AdminAgingQuery>('Net30AdminAging', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const owed = invoices.filter((row) => !row.isTest && row.balanceCents > 0 && row.status !== 'void');
    const rows = accounts.map((each) => agingRow(each.id, each.businessName, owed.filter((row) => row.accountId === each.id))).filter((row) => row.total > 0);
    return reply({ net30Aging: { __typename: 'Net30Aging' as const, asOf: TODAY, totals: agingRow(null, 'Total', owed), rows } });
  }),
  api.query<Net30AdminFeeBoxQuery>('Net30AdminFeeBox', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return reply({ net30FeeBox: box });
  }),
  api.mutation<UpdateNet30SettingsMutation, UpdateNet30SettingsMutationVariables>('UpdateNet30Settings', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('UpdateNet30Settings', variables);
    const { expectedVersion, ...input } = variables.input;
    if (expectedVersion !== box.version) return graphqlError({ message: STALE, code: 'CONFLICT' });
    box = {
      ...box,
      ...input,
      lateFeeTiers: input.lateFeeTiers.map((tier) => ({ __typename: 'Net30LateFeeTier' as const, upToCents: tier.upToCents ?? null, feeCents: tier.feeCents })),
      catalog: input.catalog.map((item) => ({ __typename: 'Net30CatalogItem' as const, ...item })),
      version: box.version + 1,
    };
    return reply({ updateNet30Settings: box });
  }),
  api.mutation<CreateNet30InvoiceMutation, CreateNet30InvoiceMutationVariables>('CreateNet30Invoice', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('CreateNet30Invoice', variables);
    const found = accounts.find((each) => each.id === variables.accountId);
    if (!found) return graphqlError({ message: 'Account not found', code: 'NOT_FOUND' });
    if (found.status === 'on_hold') return graphqlError({ message: `Account is on hold: ${found.holdReason ?? ''}`, code: 'CONFLICT' });
    const lines = Array.isArray(variables.lines) ? variables.lines : [variables.lines];
    const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
    if (total > found.availableCents) {
      const message = `This invoice exceeds available credit of ${usd.format(found.availableCents / 100)}`;
      return graphqlError(invalid('lines', message));
    }
    const id = String(50 + invoices.length);
    const created = invoice(id, found.id, found.businessName, { issuedOn: TODAY, dueOn: '2026-12-23', totalCents: total, balanceCents: total });
    invoices = [...invoices, created];
    accounts = accounts.map((each) => (each.id === found.id ? { ...each, balanceCents: each.balanceCents + total, availableCents: each.availableCents - total } : each));
    return reply({ createNet30Invoice: created });
  }),
  api.mutation<RecordNet30PaymentMutation, RecordNet30PaymentMutationVariables>('RecordNet30Payment', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('RecordNet30Payment', variables);
    const found = invoices.find((each) => each.id === variables.invoiceId);
    if (!found) return graphqlError({ message: 'Invoice not found', code: 'NOT_FOUND' });
    if (variables.input.amountCents > found.balanceCents) {
      const message = `The payment is more than the balance of ${usd.format(found.balanceCents / 100)}`;
      return graphqlError(invalid('amountCents', message));
    }
    const balanceCents = found.balanceCents - variables.input.amountCents;
    const updated: Invoice = { ...found, paidCents: found.paidCents + variables.input.amountCents, balanceCents, status: balanceCents === 0 ? 'paid' : found.status, daysPastDue: balanceCents === 0 ? 0 : found.daysPastDue, version: found.version + 1 };
    invoices = invoices.map((each) => (each.id === found.id ? updated : each));
    return reply({ recordNet30Payment: updated });
  }),
  api.mutation<ChangeNet30LimitMutation, ChangeNet30LimitMutationVariables>('ChangeNet30Limit', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('ChangeNet30Limit', variables);
    const result = updateAccount(String(variables.accountId), variables.expectedVersion, (found) => ({ ...found, creditLimitCents: variables.creditLimitCents, availableCents: Math.max(0, variables.creditLimitCents - found.balanceCents) }));
    return result.error ? graphqlError({ message: result.error[0], code: result.error[1] }) : reply({ changeNet30Limit: result.account });
  }),
  api.mutation<HoldNet30AccountMutation, HoldNet30AccountMutationVariables>('HoldNet30Account', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('HoldNet30Account', variables);
    const result = updateAccount(String(variables.accountId), variables.expectedVersion, (found) => ({ ...found, status: 'on_hold', holdReason: variables.reason }));
    return result.error ? graphqlError({ message: result.error[0], code: result.error[1] }) : reply({ holdNet30Account: result.account });
  }),
  api.mutation<ReleaseNet30AccountMutation, ReleaseNet30AccountMutationVariables>('ReleaseNet30Account', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('ReleaseNet30Account', variables);
    const result = updateAccount(String(variables.accountId), variables.expectedVersion, (found) => (found.status !== 'on_hold' ? 'Only an account on hold can be released' : { ...found, status: 'active', holdReason: null }));
    return result.error ? graphqlError({ message: result.error[0], code: result.error[1] }) : reply({ releaseNet30Account: result.account });
  }),
  api.mutation<CloseNet30AccountMutation, CloseNet30AccountMutationVariables>('CloseNet30Account', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('CloseNet30Account', variables);
    const result = updateAccount(String(variables.accountId), variables.expectedVersion, (found) =>
      found.balanceCents > 0 ? 'An account can be closed only at a balance of $0.00' : { ...found, status: 'closed', closedOn: TODAY },
    );
    return result.error ? graphqlError({ message: result.error[0], code: result.error[1] }) : reply({ closeNet30Account: result.account });
  }),
  api.query<Net30AdminBatchesQuery>('Net30AdminBatches', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return reply({ furnishingBatches: { __typename: 'FurnishingBatchPage' as const, ...page(batches, (variables as { page?: number }).page, 25) } });
  }),
  api.query<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>('Net30AdminBatchRecords', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    if (!batches.some((each) => each.id === variables.batchId)) return graphqlError({ message: 'Batch not found', code: 'NOT_FOUND' });
    return reply({ furnishingBatchRecords: records.filter((each) => each.batchId === variables.batchId) });
  }),
  api.mutation<GenerateFurnishingBatchMutation, GenerateFurnishingBatchMutationVariables>('GenerateFurnishingBatch', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('GenerateFurnishingBatch', variables);
    if (variables.periodMonth >= TODAY.slice(0, 7)) return graphqlError(invalid('periodMonth', 'The month is not closed yet'));
    if (batches.some((each) => each.bureau === variables.bureau && each.periodMonth === variables.periodMonth && each.status !== 'rejected')) {
      return graphqlError({ message: 'A batch for this bureau and month already exists', code: 'CONFLICT' });
    }
    const created = batch(String(batches.length + 10), variables.bureau, variables.periodMonth, 'generated', { generatedByName: 'admin' });
    batches = [created, ...batches];
    return reply({ generateFurnishingBatch: created });
  }),
  api.mutation<MarkFurnishingBatchSubmittedMutation, MarkFurnishingBatchSubmittedMutationVariables>('MarkFurnishingBatchSubmitted', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('MarkFurnishingBatchSubmitted', variables);
    const found = batches.find((each) => each.id === variables.batchId);
    if (!found) return graphqlError({ message: 'Batch not found', code: 'NOT_FOUND' });
    if (found.status !== 'generated') return graphqlError({ message: 'This batch is already marked submitted', code: 'CONFLICT' });
    const updated = { ...found, status: 'submitted', submittedAt: '2026-11-23T15:00:00.000Z', submittedByName: 'admin' };
    batches = batches.map((each) => (each.id === found.id ? updated : each));
    return reply({ markFurnishingBatchSubmitted: updated });
  }),
  api.mutation<RecordFurnishingBatchResponseMutation, RecordFurnishingBatchResponseMutationVariables>('RecordFurnishingBatchResponse', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('RecordFurnishingBatchResponse', variables);
    const { batchId, status, note: responseNote, rejectedRecordIds } = variables.input;
    const found = batches.find((each) => each.id === batchId);
    if (!found) return graphqlError({ message: 'Batch not found', code: 'NOT_FOUND' });
    if (status === 'partially_rejected' && !rejectedRecordIds?.length) {
      return graphqlError(invalid('rejectedRecordIds', 'Name the records the bureau rejected'));
    }
    const rejected = status === 'rejected' ? found.recordCount : (rejectedRecordIds?.length ?? 0);
    const updated = { ...found, status, responseAt: '2026-11-23T16:00:00.000Z', responseNote: responseNote ?? null, rejectedCount: rejected, acceptedCount: found.recordCount - rejected };
    batches = batches.map((each) => (each.id === found.id ? updated : each));
    return reply({ recordFurnishingBatchResponse: updated });
  }),
  api.query<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>('Net30AdminDisputes', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return reply({ furnishingDisputes: disputes.filter((each) => !variables.status || each.status === variables.status) });
  }),
  api.mutation<ResolveFurnishingDisputeMutation, ResolveFurnishingDisputeMutationVariables>('ResolveFurnishingDispute', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    note('ResolveFurnishingDispute', variables);
    const { disputeId, outcome, note: resolution } = variables.input;
    const found = disputes.find((each) => each.id === disputeId);
    if (!found) return graphqlError({ message: 'Dispute not found', code: 'NOT_FOUND' });
    if (found.status !== 'open') return graphqlError({ message: 'This dispute is already resolved', code: 'CONFLICT' });
    const updated = { ...found, status: outcome === 'correct' ? 'corrected' : 'upheld', resolution, resolvedAt: '2026-11-23T16:00:00.000Z' };
    disputes = disputes.map((each) => (each.id === found.id ? updated : each));
    return reply({ resolveFurnishingDispute: { __typename: 'FurnishingDispute' as const, id: updated.id, status: updated.status, resolution, resolvedAt: updated.resolvedAt } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'net30Admin',
  () => ({ accounts, invoices, box, batches, records, disputes, sent }),
  (state) => {
    ({ accounts, invoices, box, batches, records, disputes, sent } = state);
  },
  () => reset(),
);
