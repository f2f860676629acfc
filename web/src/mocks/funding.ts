import { graphql, type GraphQLQuery } from 'msw/graphql';
import type {
  MarketplaceKpisQuery,
  MarketplaceKpisQueryVariables,
} from '../features/admin-dashboard/api/marketplace-kpis.generated';
import type {
  AddFundingTransactionMutationVariables,
  ApplicationFundingIdQueryVariables,
  ChangeFundingStatusMutationVariables,
  FundingDetailFragment,
  FundingDetailQueryVariables,
  ImportFundingTransactionsMutationVariables,
  MarkFundingCommissionReceivedMutationVariables,
  OffersForFundingQueryVariables,
  PreviewFundingImportMutationVariables,
  ReverseFundingTransactionMutationVariables,
} from '../features/funding/api/funding.generated';
import { FUNDING_STATUS_LABELS } from '../features/funding/lib/funding-format';
import { graphqlError, invalid, refusal, reply, type GraphQLFailure } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R14 (a funded deal) and R1's lender and funding KPIs, admins only as on the server. Demo data:
 * funding 1 (Rosa's Cocina, Cedar Growth, $60,000 at factor 1.28, two payments posted, references CED-501 and
 * CED-502); funding 2 funded with an empty ledger; funding 3 whose lender has no commission terms; application 4 is
 * funded as funding 1. The ledger's numbers are recomputed from its rows as the server's ledgerTotals does; the CSV
 * import, commission received and status changes follow FundingLedgerService / FundingService (same messages, the
 * same optimistic `version`). `fundingMocks.sent` records what the mutations received.
 */

type Funding = FundingDetailFragment & { __typename: 'Funding' };
type Transaction = Funding['transactions'][number];
type EntryType = 'payment' | 'fee' | 'discount' | 'adjustment';
type FundingStatus = Funding['status'];

// The server's sentences (fundings.schemas.ts, funding-status.ts, funding-ledger.service.ts, transaction-csv.ts).
const FUNDING_NOT_FOUND = 'Funding record not found';
const COMMISSION_ALREADY_RECEIVED = 'The commission is already marked received';
const NO_COMMISSION = 'This deal earns no commission: there is nothing to mark received';
const NOT_PAID_OFF = 'A funding can be marked paid off only at a balance of $0.00';
const STATUS_NOTE_REQUIRED = 'Add a note: it is required for delinquent, defaulted and written off';
const ENTRY_TYPES: readonly EntryType[] = ['payment', 'fee', 'discount', 'adjustment'];
const FUNDING_STATUSES: readonly FundingStatus[] = [
  'active',
  'paid_off',
  'delinquent',
  'defaulted',
  'written_off',
  'renewed',
];
const CSV_COLUMNS = ['date', 'type', 'amount', 'note', 'external_ref'] as const;
const MAX_IMPORT_LINES = 2000;

/** BACKOFFICE §3.5, as funding-status.ts. */
const MOVES: Readonly<Record<FundingStatus, readonly FundingStatus[]>> = {
  active: ['paid_off', 'delinquent', 'defaulted', 'renewed'],
  delinquent: ['active', 'paid_off', 'defaulted'],
  defaulted: ['written_off'],
  paid_off: [],
  written_off: [],
  renewed: [],
};
/** A status in the server's refusals: the label the pages show, lower-cased. */
const statusWord = (status: FundingStatus) => (FUNDING_STATUS_LABELS[status] ?? status).toLowerCase();

function statusMoveError(from: FundingStatus, to: FundingStatus): string | null {
  if (from === to) return `The funding is already ${statusWord(to)}`;
  if (MOVES[from].includes(to)) return null;
  return MOVES[from].length === 0
    ? `A funding that is ${statusWord(from)} cannot change status`
    : `A funding that is ${statusWord(from)} can only become ${MOVES[from].map((status) => statusWord(status)).join(', ')}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatUsdCents = (cents: number) => usd.format(cents / 100);
const platformDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'America/New_York',
});
/** Today on the platform's calendar (America/New_York), as the server's platformToday. */
const platformToday = () => platformDay.format(new Date());
const staleTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});

function transaction(
  id: string,
  type: string,
  amountCents: number,
  occurredOn: string,
  extra: Partial<Transaction> = {},
): Transaction {
  return {
    id,
    type: type as Transaction['type'],
    amountCents,
    occurredOn,
    source: 'lender',
    externalRef: `CED-${id}`,
    reversesId: null,
    reversedById: null,
    note: null,
    createdByName: 'lender',
    balanceAfterCents: 0,
    ...extra,
  };
}

const EFFECTS: Record<EntryType, (amount: number) => { payback: number; paid: number; credited: number }> = {
  payment: (amount) => ({ payback: 0, paid: amount, credited: 0 }),
  fee: (amount) => ({ payback: amount, paid: 0, credited: 0 }),
  discount: (amount) => ({ payback: -amount, paid: 0, credited: 0 }),
  adjustment: (amount) => ({ payback: 0, paid: 0, credited: amount }),
};

/** The figures the server derives from the ledger (funding-ledger.ts ledgerTotals / withBalances), recomputed. */
function withTotals(funding: Funding): Funding {
  const byId = new Map(funding.transactions.map((row) => [row.id, row]));
  const effectOf = (row: Transaction) => {
    const type = (row.type === 'reversal' ? byId.get(row.reversesId ?? '')?.type : row.type) as EntryType;
    return EFFECTS[type](row.amountCents);
  };
  const sorted = [...funding.transactions].sort(
    (a, b) => a.occurredOn.localeCompare(b.occurredOn) || Number(a.id) - Number(b.id),
  );
  let balance = funding.originalPaybackCents;
  const sum = { payback: funding.originalPaybackCents, paid: 0, credited: 0 };
  const reversedBy = new Map(
    funding.transactions.filter((row) => row.reversesId).map((row) => [row.reversesId!, row.id]),
  );
  const transactions = sorted.map((row) => {
    const effect = effectOf(row);
    balance += effect.payback - effect.paid - effect.credited;
    sum.payback += effect.payback;
    sum.paid += effect.paid;
    sum.credited += effect.credited;
    return { ...row, reversedById: reversedBy.get(row.id) ?? null, balanceAfterCents: balance };
  });
  const remaining = sum.payback - sum.paid - sum.credited;
  const percentPaidBps =
    sum.payback <= 0
      ? 10_000
      : Math.min(10_000, Math.max(0, Math.floor(((sum.payback - remaining) * 10_000) / sum.payback)));
  return {
    ...funding,
    // The page lists the ledger in entry order; the balance after each row follows the ledger's date order.
    transactions: funding.transactions.map((row) => transactions.find((each) => each.id === row.id)!),
    expectedPaybackCents: sum.payback,
    paidToDateCents: sum.paid,
    creditedCents: sum.credited,
    remainingCents: remaining,
    percentPaidBps,
    nextStatuses: [...MOVES[funding.status]],
    renewalCandidate: funding.status === 'active' && percentPaidBps >= 5_000 && funding.missedDueDates.length === 0,
  };
}

function demoFunding(id: string, payments: boolean): Funding {
  const transactions = payments
    ? [transaction('501', 'payment', 40_635, '2026-11-03'), transaction('502', 'payment', 40_635, '2026-11-04')]
    : [];
  return withTotals({
    __typename: 'Funding',
    id,
    applicationId: id === '1' ? '4' : '5',
    applicationNumber: id === '1' ? 'NF-2026-000104' : 'NF-2026-000105',
    businessName: id === '1' ? "Rosa's Cocina LLC" : 'Blue Fern Bakery LLC',
    contactName: 'Rosa Delgado',
    lenderName: 'Cedar Growth',
    productLabel: 'Revenue-Based Financing',
    fundedOn: '2026-11-02',
    fundedAmountCents: 6_000_000,
    disbursedCents: 5_820_000,
    feesWithheldCents: 180_000,
    otherFeesCents: 0,
    aprBps: 7738,
    termText: '9 months · 189 business-day payments',
    rateText: 'Factor 1.28 (APR 77.38%)',
    paymentText: '$406.35 daily',
    paymentCount: 189,
    originalPaybackCents: 7_680_000,
    expectedPaybackCents: 7_680_000,
    paidToDateCents: 0,
    creditedCents: 0,
    remainingCents: 7_680_000,
    percentPaidBps: 0,
    status: 'active',
    statusNote: null,
    nextStatuses: [],
    lenderRef: 'CED-7781',
    note: null,
    commission: { expectedCents: 180_000, status: 'pending', receivedOn: null },
    renewalCandidate: false,
    missedDueDates: [],
    transactions,
    series: [
      { date: '2026-11-02', scheduledCents: 0, actualCents: 0 },
      { date: '2026-11-03', scheduledCents: 40_635, actualCents: payments ? 40_635 : 0 },
      { date: '2026-11-04', scheduledCents: 81_270, actualCents: payments ? 81_270 : 0 },
      { date: '2026-11-05', scheduledCents: 121_905, actualCents: null },
    ],
    version: 1,
  });
}

let fundings = new Map<string, Funding>();
/** Who last changed each funding and when (the server reads it from the newest audit event for its stale-version 409). */
let lastChange = new Map<string, { by: string; at: string }>();
let nextTransactionId = 600;
let sent: { operation: string; variables: unknown }[] = [];
function reset() {
  fundings = new Map([
    ['1', demoFunding('1', true)],
    ['2', demoFunding('2', false)],
    // A lender with no commission terms: nothing to collect.
    ['3', { ...demoFunding('3', false), commission: { expectedCents: 0, status: 'pending', receivedOn: null } }],
  ]);
  lastChange = new Map([...fundings.keys()].map((id) => [id, { by: 'admin', at: '2026-11-02T15:00:00.000Z' }]));
  nextTransactionId = 600;
  sent = [];
}
reset();

export const fundingMocks = {
  reset,
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
  /** Funding `id` as the handlers hold it now (tests). */
  funding(id: string): Funding | undefined {
    return fundings.get(id);
  },
};

const callerName = () => mockScenario.currentUser?.username ?? 'admin';
const conflict = (message: string): GraphQLFailure => ({ message, code: 'CONFLICT' });
const notFound = (message = FUNDING_NOT_FOUND): GraphQLFailure => ({ message, code: 'NOT_FOUND' });

/** staleVersionError: who made the latest change and when. */
function stale(fundingId: string): GraphQLFailure {
  const latest = lastChange.get(fundingId);
  const name = latest?.by ?? 'someone else';
  const time = latest ? staleTime.format(new Date(latest.at)) : 'a moment ago';
  return conflict(`This record was changed by ${name} at ${time}. Reload to see the latest.`);
}

/** recordId: a whole number from 1 to 2,147,483,647. */
const isRecordId = (value: unknown) =>
  /^\d{1,10}$/.test(String(value).trim()) && Number(value) >= 1 && Number(value) <= 2_147_483_647;

/** The isoDate(label) rule of fundings.schemas.ts; null when the date is fine. */
function dateProblem(label: string, value: unknown): string | null {
  if (typeof value !== 'string') return `${label} is required`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${label} must be a date (YYYY-MM-DD)`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? null : `${label} must be a real date`;
}

function dateRangeProblem(funding: Funding, date: string, field: string): GraphQLFailure | undefined {
  if (date >= funding.fundedOn && date <= platformToday()) return undefined;
  return invalid(field, `The date must be between the funded date (${funding.fundedOn}) and today`);
}

function save(funding: Funding, versioned = false): Funding {
  const next = withTotals(versioned ? { ...funding, version: funding.version + 1 } : funding);
  fundings.set(next.id, next);
  if (versioned) lastChange.set(next.id, { by: callerName(), at: new Date().toISOString() });
  return next;
}

// ---- R14 Import CSV (transaction-csv.ts, planImport) -----------------------------------------------------------

type CsvLine =
  | {
      line: number;
      ok: true;
      occurredOn: string;
      type: EntryType;
      amountCents: number;
      note: string | null;
      externalRef: string | null;
    }
  | { line: number; ok: false; error: string };
type ImportLine = { line: number; outcome: 'add' | 'duplicate' | 'error'; message: string | null; entry: CsvLine };
type ImportPlan = { lines: ImportLine[]; added: number; duplicates: number; errors: number };

function splitRecord(text: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

function dollarsToCents(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.replace(/[$,\s]/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function parseCsv(text: string): { lines: CsvLine[] } | { error: string } {
  const records = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((record, index) => ({ record, line: index + 1 }))
    .filter(({ record }) => record.trim() !== '');
  const [header, ...data] = records;
  const expected = CSV_COLUMNS.join(',');
  if (
    !header ||
    splitRecord(header.record)
      .map((name) => name.toLowerCase())
      .join(',') !== expected
  )
    return { error: `The first line must be the header ${expected}` };
  if (data.length === 0) return { error: 'The file has no transactions below its header' };
  if (data.length > MAX_IMPORT_LINES) return { error: `A file may hold at most ${MAX_IMPORT_LINES} transactions` };
  return {
    lines: data.map(({ record, line }): CsvLine => {
      const fields = splitRecord(record);
      if (fields.length !== CSV_COLUMNS.length)
        return { line, ok: false, error: `Expected ${CSV_COLUMNS.length} columns, found ${fields.length}` };
      const [date, type, amount, note, externalRef] = fields as [string, string, string, string, string];
      if (!isRealDate(date)) return { line, ok: false, error: `"${date}" is not a date (YYYY-MM-DD)` };
      if (!(ENTRY_TYPES as readonly string[]).includes(type))
        return { line, ok: false, error: `Type must be one of ${ENTRY_TYPES.join(', ')}` };
      const amountCents = dollarsToCents(amount);
      if (amountCents === null) return { line, ok: false, error: `"${amount}" is not an amount above $0.00` };
      if (note.length > 1000) return { line, ok: false, error: 'The note must be at most 1000 characters' };
      if (externalRef.length > 100)
        return { line, ok: false, error: 'The external reference must be at most 100 characters' };
      return {
        line,
        ok: true,
        occurredOn: date,
        type: type as EntryType,
        amountCents,
        note: note || null,
        externalRef: externalRef || null,
      };
    }),
  };
}

function csvProblem(csv: unknown): GraphQLFailure | undefined {
  if (typeof csv !== 'string' || csv.trim() === '') return invalid('csv', 'Choose a CSV file to import');
  if (csv.length > 1_000_000) return invalid('csv', 'The file is too large (at most 1 MB)');
  return undefined;
}

function planImport(funding: Funding, text: string): ImportPlan | GraphQLFailure {
  const parsed = parseCsv(text);
  if ('error' in parsed) return invalid('csv', parsed.error);
  const today = platformToday();
  const seen = new Set(funding.transactions.flatMap((row) => (row.externalRef ? [row.externalRef] : [])));
  const lines = parsed.lines.map((entry): ImportLine => {
    if (!entry.ok) return { line: entry.line, outcome: 'error', message: entry.error, entry };
    if (entry.occurredOn < funding.fundedOn || entry.occurredOn > today) {
      return {
        line: entry.line,
        outcome: 'error',
        message: `The date must be between the funded date (${funding.fundedOn}) and today`,
        entry,
      };
    }
    if (entry.externalRef && seen.has(entry.externalRef))
      return { line: entry.line, outcome: 'duplicate', message: `${entry.externalRef} is already recorded`, entry };
    if (entry.externalRef) seen.add(entry.externalRef);
    return { line: entry.line, outcome: 'add', message: null, entry };
  });
  const count = (outcome: ImportLine['outcome']) => lines.filter((line) => line.outcome === outcome).length;
  return { lines, added: count('add'), duplicates: count('duplicate'), errors: count('error') };
}

function importView(plan: ImportPlan) {
  return {
    __typename: 'FundingImportResult',
    added: plan.added,
    duplicates: plan.duplicates,
    errors: plan.errors,
    lines: plan.lines.map(({ line, outcome, message, entry }) => ({
      __typename: 'FundingImportLine',
      line,
      outcome,
      message,
      occurredOn: entry.ok ? entry.occurredOn : null,
      type: entry.ok ? entry.type : null,
      amountCents: entry.ok ? entry.amountCents : null,
      note: entry.ok ? entry.note : null,
      externalRef: entry.ok ? entry.externalRef : null,
    })),
  };
}

const api = graphql.link('*/graphql');

/** The admin-only guard every handler of this file starts with. */
const adminRefusal = () => refusal(['admin']);

export const fundingHandlers = [
  api.query<GraphQLQuery, FundingDetailQueryVariables>('FundingDetail', ({ variables }) => {
    const refused = adminRefusal();
    if (refused) return graphqlError(refused);
    const funding = fundings.get(String(variables.id));
    if (!funding) return graphqlError(notFound());
    return reply({ funding });
  }),
  api.query<GraphQLQuery, ApplicationFundingIdQueryVariables>('ApplicationFundingId', ({ variables }) => {
    const refused = adminRefusal();
    if (refused) return graphqlError(refused);
    const funding = [...fundings.values()].find((each) => each.applicationId === String(variables.applicationId));
    return reply({ applicationFundingId: funding?.id ?? null });
  }),
  // R13 *Mark funded* looks for the accepted offer; the demo workspace has no accepted application.
  api.query<GraphQLQuery, OffersForFundingQueryVariables>('OffersForFunding', () => {
    const refused = adminRefusal();
    if (refused) return graphqlError(refused);
    return reply({ applicationOffers: [] });
  }),
  api.mutation<GraphQLQuery, AddFundingTransactionMutationVariables>('AddFundingTransaction', ({ variables }) => {
    sent.push({ operation: 'AddFundingTransaction', variables });
    const refused = adminRefusal();
    if (refused) return graphqlError(refused);
    const funding = fundings.get(String(variables.fundingId));
    if (!funding) return graphqlError(notFound());
    const { input } = variables;
    if (input.type !== 'fee' && !input.recordOverpayment && input.amountCents > funding.remainingCents) {
      const message = `This ${input.type} is more than the remaining balance of ${formatUsdCents(Math.max(0, funding.remainingCents))}`;
      return graphqlError(invalid('amountCents', message));
    }
    if (input.externalRef && funding.transactions.some((row) => row.externalRef === input.externalRef)) {
      return graphqlError(conflict(`A transaction with the reference ${input.externalRef} is already recorded`));
    }
    const entry = transaction(String(nextTransactionId++), input.type, input.amountCents, input.occurredOn, {
      source: 'manual',
      createdByName: callerName(),
      note: input.note ?? null,
      externalRef: input.externalRef ?? null,
    });
    return reply({ addFundingTransaction: save({ ...funding, transactions: [...funding.transactions, entry] }) });
  }),
  api.mutation<GraphQLQuery, ReverseFundingTransactionMutationVariables>(
    'ReverseFundingTransaction',
    ({ variables }) => {
      sent.push({ operation: 'ReverseFundingTransaction', variables });
      const refused = adminRefusal();
      if (refused) return graphqlError(refused);
      const funding = [...fundings.values()].find((each) =>
        each.transactions.some((row) => row.id === String(variables.transactionId)),
      );
      const reversed = funding?.transactions.find((row) => row.id === String(variables.transactionId));
      if (!funding || !reversed) return graphqlError(notFound('Transaction not found'));
      if (reversed.type === 'reversal')
        return graphqlError(conflict('A reversal cannot be reversed: enter the transaction again instead'));
      if (reversed.reversedById) return graphqlError(conflict('This transaction has already been reversed'));
      const today = platformToday();
      const reversal = transaction(
        String(nextTransactionId++),
        'reversal',
        -reversed.amountCents,
        today > funding.fundedOn ? today : funding.fundedOn,
        {
          reversesId: reversed.id,
          note: variables.reason,
          source: 'manual',
          createdByName: callerName(),
          externalRef: null,
        },
      );
      return reply({
        reverseFundingTransaction: save({ ...funding, transactions: [...funding.transactions, reversal] }),
      });
    },
  ),
  // R14 *Import CSV* preview: what each line would do, nothing stored (FundingLedgerService.previewImport).
  api.mutation<GraphQLQuery, PreviewFundingImportMutationVariables>('PreviewFundingImport', ({ variables }) => {
    sent.push({ operation: 'PreviewFundingImport', variables });
    const refused = adminRefusal();
    if (refused) return graphqlError(refused);
    const funding = isRecordId(variables.fundingId) ? fundings.get(String(Number(variables.fundingId))) : undefined;
    if (!funding) return graphqlError(notFound());
    const problem = csvProblem(variables.csv);
    if (problem) return graphqlError(problem);
    const plan = planImport(funding, variables.csv);
    if ('code' in plan) return graphqlError(plan);
    return reply({ previewFundingImport: importView(plan) });
  }),
  // R14 *Import CSV*: adds exactly the lines the preview marks `add`; a file with any bad line imports nothing.
  api.mutation<GraphQLQuery, ImportFundingTransactionsMutationVariables>(
    'ImportFundingTransactions',
    ({ variables }) => {
      sent.push({ operation: 'ImportFundingTransactions', variables });
      const refused = adminRefusal();
      if (refused) return graphqlError(refused);
      if (!isRecordId(variables.fundingId)) return graphqlError(notFound());
      const problem = csvProblem(variables.csv);
      if (problem) return graphqlError(problem);
      const funding = fundings.get(String(Number(variables.fundingId)));
      if (!funding) return graphqlError(notFound());
      const plan = planImport(funding, variables.csv);
      if ('code' in plan) return graphqlError(plan);
      if (plan.errors > 0) {
        const first = plan.lines.find((line) => line.outcome === 'error')!;
        return graphqlError({
          message: `Nothing was imported: line ${first.line}: ${first.message}`,
          code: 'BAD_USER_INPUT',
          fieldErrors: { csv: `${plan.errors} line(s) cannot be imported` },
        });
      }
      const added = plan.lines.flatMap(({ outcome, entry }) =>
        outcome === 'add' && entry.ok
          ? [
              transaction(String(nextTransactionId++), entry.type, entry.amountCents, entry.occurredOn, {
                source: 'import',
                note: entry.note,
                externalRef: entry.externalRef,
                createdByName: callerName(),
              }),
            ]
          : [],
      );
      save({ ...funding, transactions: [...funding.transactions, ...added] });
      return reply({ importFundingTransactions: importView(plan) });
    },
  ),
  // R14 *Mark commission received* (FundingService.markCommissionReceived): version first, then once only.
  api.mutation<GraphQLQuery, MarkFundingCommissionReceivedMutationVariables>(
    'MarkFundingCommissionReceived',
    ({ variables }) => {
      sent.push({ operation: 'MarkFundingCommissionReceived', variables });
      const refused = adminRefusal();
      if (refused) return graphqlError(refused);
      if (!isRecordId(variables.fundingId)) return graphqlError(invalid('fundingId', FUNDING_NOT_FOUND));
      if (!(variables.expectedVersion > 0))
        return graphqlError(invalid('expectedVersion', 'Too small: expected number to be >0'));
      const badDate = dateProblem('Received date', variables.receivedOn);
      if (badDate) return graphqlError(invalid('receivedOn', badDate));
      const funding = fundings.get(String(Number(variables.fundingId)));
      if (!funding) return graphqlError(notFound());
      if (funding.version !== variables.expectedVersion) return graphqlError(stale(funding.id));
      if (funding.commission?.status === 'received') return graphqlError(conflict(COMMISSION_ALREADY_RECEIVED));
      if (!funding.commission || funding.commission.expectedCents === 0) return graphqlError(conflict(NO_COMMISSION));
      const outOfRange = dateRangeProblem(funding, variables.receivedOn, 'receivedOn');
      if (outOfRange) return graphqlError(outOfRange);
      const next = save(
        { ...funding, commission: { ...funding.commission, status: 'received', receivedOn: variables.receivedOn } },
        true,
      );
      return reply({ markFundingCommissionReceived: next });
    },
  ),
  // R14 *Change status* (FundingService.changeStatus): the §3.5 moves, a note where required, paid off at $0.00.
  api.mutation<GraphQLQuery, ChangeFundingStatusMutationVariables>('ChangeFundingStatus', ({ variables }) => {
    sent.push({ operation: 'ChangeFundingStatus', variables });
    const refused = adminRefusal();
    if (refused) return graphqlError(refused);
    if (!isRecordId(variables.fundingId)) return graphqlError(invalid('fundingId', FUNDING_NOT_FOUND));
    if (!(variables.expectedVersion > 0))
      return graphqlError(invalid('expectedVersion', 'Too small: expected number to be >0'));
    const status = variables.status;
    if (!FUNDING_STATUSES.includes(status))
      return graphqlError(invalid('status', `Status must be one of ${FUNDING_STATUSES.join(', ')}`));
    const note = variables.note?.trim() || null;
    if (note && note.length > 1000) return graphqlError(invalid('note', 'Note must be at most 1000 characters'));
    if (['delinquent', 'defaulted', 'written_off'].includes(status) && !note)
      return graphqlError(invalid('note', STATUS_NOTE_REQUIRED));
    const funding = fundings.get(String(Number(variables.fundingId)));
    if (!funding) return graphqlError(notFound());
    if (funding.version !== variables.expectedVersion) return graphqlError(stale(funding.id));
    const moveError = statusMoveError(funding.status, status);
    if (moveError) return graphqlError(conflict(moveError));
    if (status === 'paid_off' && funding.remainingCents > 0)
      return graphqlError(conflict(`${NOT_PAID_OFF} (${formatUsdCents(funding.remainingCents)} remains)`));
    return reply({ changeFundingStatus: save({ ...funding, status, statusNote: note }, true) });
  }),
  api.query<GraphQLQuery, MarketplaceKpisQueryVariables>('MarketplaceKpis', () => {
    const refused = adminRefusal();
    if (refused) return graphqlError(refused);
    const months = [
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ];
    const marketplaceKpis: MarketplaceKpisQuery['marketplaceKpis'] = {
      range: { from: '2026-10-24', to: '2026-11-22' },
      asOf: new Date().toISOString(),
      fundedVolume: {
        count: 3,
        amountCents: 16_500_000,
        byMonth: months.map((month, index) => ({ month, count: index % 3, amountCents: (index % 3) * 5_500_000 })),
        monthToDate: { count: 2, amountCents: 11_000_000 },
        priorMonthToDate: { count: 1, amountCents: 5_500_000 },
      },
      pullThrough: {
        accepted: 4,
        funded: 3,
        fellThrough: 1,
        pullThroughPercent: 75,
        fallThroughs: [{ reason: 'bank_verification_failed', count: 1 }],
      },
      offersPerApplication: [
        { bucket: '0', count: 2 },
        { bucket: '1', count: 3 },
        { bucket: '2', count: 1 },
        { bucket: '3+', count: 1 },
      ],
      matchCoverage: {
        submitted: 12,
        withEligible: 9,
        coveragePercent: 75,
        blockingCriteria: [
          { code: 'MIN_FICO', label: 'FICO', count: 4 },
          { code: 'MIN_MONTHS', label: 'Time in business', count: 2 },
        ],
      },
      lenderResponse: {
        windowDays: 90,
        lenders: [
          {
            lenderId: '3',
            lenderName: 'Cedar Growth',
            slaHours: 8,
            shares: 6,
            medianFirstResponseHours: 3.5,
            responseRate: 1,
            offerRate: 0.67,
            winRate: 0.5,
          },
          {
            lenderId: '1',
            lenderName: 'Summit Capital',
            slaHours: 8,
            shares: 4,
            medianFirstResponseHours: 9.2,
            responseRate: 0.75,
            offerRate: 0.5,
            winRate: 0.5,
          },
          {
            lenderId: '2',
            lenderName: 'Harbor Funding',
            slaHours: 8,
            shares: 2,
            medianFirstResponseHours: null,
            responseRate: 0,
            offerRate: 0,
            winRate: null,
          },
        ],
      },
    };
    // The cache identifies the object by its type name, which the generated type leaves out.
    return reply({ marketplaceKpis: { __typename: 'MarketplaceKpis', ...marketplaceKpis } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'funding',
  () => ({ fundings, lastChange, nextTransactionId, sent }),
  (state) => {
    ({ fundings, sent } = state);
    // A world saved before these two existed still loads.
    lastChange = state.lastChange ?? new Map();
    nextTransactionId = state.nextTransactionId ?? 600;
  },
  () => reset(),
);
