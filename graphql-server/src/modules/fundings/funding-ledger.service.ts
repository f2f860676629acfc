import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { formatUsdCents } from '../offers/offer-terms.js';
import { Role, type User } from '../users/user.entity.js';
import { assertDateInRange, flushUnique, lockFunding, mayActForLender, parseFundingId } from './funding-access.js';
import { ledgerTotals, type LedgerTotals } from './funding-ledger.js';
import { platformToday } from '../../shared/calendar.js';
import { FundingTransaction, type EntryType, type TransactionSource } from './funding-transaction.entity.js';
import { Funding } from './funding.entity.js';
import {
  ALREADY_REVERSED,
  FUNDING_NOT_FOUND,
  overpaymentMessage,
  REVERSAL_NOT_REVERSIBLE,
  reverseSchema,
  TRANSACTION_NOT_FOUND,
  transactionSchema,
  type ParsedTransaction,
} from './fundings.schemas.js';
import { parseTransactionCsv, type CsvLine } from './transaction-csv.js';

/** One line of an import preview: what importing it would do. */
export type ImportLineOutcome = { line: number; outcome: 'add' | 'duplicate' | 'error'; message: string | null; entry: CsvLine };
export interface ImportResult {
  lines: ImportLineOutcome[];
  added: number;
  duplicates: number;
  errors: number;
}

/** An entry as the ledger will store it, before its row exists. */
interface NewEntry {
  type: EntryType;
  amountCents: number;
  occurredOn: string;
  note: string | null;
  externalRef: string | null;
}

/**
 * A funded deal's ledger (BACKOFFICE R14, R20 *Post payment*; invariant 1): entries added by hand, posted by the
 * lender or imported from CSV, and reversals (never deletes). Every write locks the funding row first, so "reverse
 * only once" and "skip duplicate references" hold under parallel requests; the database's unique constraints back
 * them up. Audited `funding.*`.
 */
export class FundingLedgerService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /**
   * R14 *Add transaction* (admin, source `manual`) and R20 *Post payment* (the funding's lender, a payment, source
   * `lender`): dated between the funded date and today; an entry that lowers the balance below zero needs
   * `recordOverpayment`.
   */
  async addTransaction(fundingIdValue: unknown, input: unknown, caller: Caller): Promise<FundingTransaction> {
    const user = requireRole(caller, [Role.admin, Role.lender]);
    const id = parseFundingId(fundingIdValue);
    const parsed = parseInput(transactionSchema, input);
    const source: TransactionSource = user.role === Role.lender ? 'lender' : 'manual';
    if (source === 'lender' && parsed.type !== 'payment') throw new ValidationError('A lender posts payments only', { type: 'A lender posts payments only' });
    const today = platformToday();
    return this.em.transactional(async (em) => {
      const funding = await lockFunding(em, id, caller);
      assertDateInRange(funding, parsed.occurredOn, today, 'occurredOn');
      const rows = await em.find(FundingTransaction, { fundingId: funding.id });
      assertNotOverpaid(parsed, ledgerTotals(funding.expectedPayback, rows));
      if (parsed.externalRef && rows.some((row) => row.externalRef === parsed.externalRef)) {
        throw new ConflictError(`A transaction with the reference ${parsed.externalRef} is already recorded`);
      }
      const [entry] = await this.append(em, funding, [parsed], source, user);
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.transaction_added',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${user.username} recorded a ${parsed.type} of ${formatUsdCents(parsed.amountCents)} on ${parsed.occurredOn} (${source}).`,
        after: { transactionId: entry!.id, type: parsed.type, amount: parsed.amountCents, occurredOn: parsed.occurredOn, source, externalRef: parsed.externalRef },
      });
      return entry!;
    });
  }

  /** R14 *Import CSV* preview: what each line would do, nothing stored. */
  async previewImport(fundingIdValue: unknown, csv: unknown, caller: Caller): Promise<ImportResult> {
    requireRole(caller, [Role.admin]);
    const funding = await this.readable(fundingIdValue);
    if (!mayActForLender(caller, funding.lenderId)) throw new NotFoundError(FUNDING_NOT_FOUND);
    const rows = await this.em.find(FundingTransaction, { fundingId: funding.id });
    return planImport(funding, rows, csvText(csv), platformToday());
  }

  /**
   * R14 *Import CSV*: adds every line the preview marks `add`; lines whose `external_ref` is already on the ledger
   * (or earlier in the file) are skipped. A file with any bad line imports nothing (fix the file, import again).
   */
  async importTransactions(fundingIdValue: unknown, csv: unknown, caller: Caller): Promise<ImportResult> {
    const user = requireRole(caller, [Role.admin]);
    const id = parseFundingId(fundingIdValue);
    const text = csvText(csv);
    return this.em.transactional(async (em) => {
      const funding = await lockFunding(em, id, caller);
      const rows = await em.find(FundingTransaction, { fundingId: funding.id });
      const plan = planImport(funding, rows, text, platformToday());
      if (plan.errors > 0) {
        const first = plan.lines.find((line) => line.outcome === 'error')!;
        throw new ValidationError(`Nothing was imported: line ${first.line}: ${first.message}`, { csv: `${plan.errors} line(s) cannot be imported` });
      }
      const entries = plan.lines.flatMap(({ outcome, entry }) => (outcome === 'add' && entry.ok ? [entry] : []));
      await this.append(em, funding, entries, 'import', user);
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.transactions_imported',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${user.username} imported ${plan.added} transaction(s) from a CSV file; ${plan.duplicates} duplicate(s) skipped.`,
        after: { added: plan.added, duplicates: plan.duplicates },
      });
      return plan;
    });
  }

  /** R14 *Reverse*: a reversal row (never a delete), once per transaction; a reversal itself cannot be reversed. */
  async reverseTransaction(input: unknown, caller: Caller): Promise<FundingTransaction> {
    const user = requireRole(caller, [Role.admin]);
    const parsed = parseInput(reverseSchema, input);
    return this.em.transactional(async (em) => {
      const found = await em.findOne(FundingTransaction, { id: parsed.transactionId });
      if (!found) throw new NotFoundError(TRANSACTION_NOT_FOUND);
      const funding = await lockFunding(em, found.fundingId, caller);
      if (found.type === 'reversal') throw new ConflictError(REVERSAL_NOT_REVERSIBLE);
      if (await em.count(FundingTransaction, { reversesId: found.id })) throw new ConflictError(ALREADY_REVERSED);
      const reversal = em.create(FundingTransaction, {
        fundingId: funding.id,
        type: 'reversal',
        amount: -found.amount,
        occurredOn: maxDate(platformToday(), funding.fundedOn),
        source: 'manual',
        reversesId: found.id,
        note: parsed.reason,
        createdById: user.id,
        createdByName: user.username,
      });
      await flushUnique(em, ALREADY_REVERSED);
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.transaction_reversed',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${user.username} reversed the ${found.type} of ${formatUsdCents(found.amount)} on ${found.occurredOn}.`,
        after: { transactionId: reversal.id, reversesId: found.id, amount: reversal.amount },
        reason: parsed.reason,
      });
      return reversal;
    });
  }

  private async readable(fundingIdValue: unknown): Promise<Funding> {
    const funding = await this.em.findOne(Funding, { id: parseFundingId(fundingIdValue) });
    if (!funding) throw new NotFoundError(FUNDING_NOT_FOUND);
    return funding;
  }

  private async append(em: EntityManager, funding: Funding, entries: readonly NewEntry[], source: TransactionSource, user: User): Promise<FundingTransaction[]> {
    const created = entries.map((entry) =>
      em.create(FundingTransaction, {
        fundingId: funding.id,
        type: entry.type,
        amount: entry.amountCents,
        occurredOn: entry.occurredOn,
        source,
        externalRef: entry.externalRef,
        note: entry.note,
        createdById: user.id,
        createdByName: user.username,
      }),
    );
    await flushUnique(em, 'A transaction with this reference is already recorded');
    return created;
  }
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** An entry that lowers the balance below zero is an overpayment: allowed only when recorded as one. */
function assertNotOverpaid(entry: ParsedTransaction, totals: LedgerTotals): void {
  if (entry.type === 'fee' || entry.recordOverpayment) return;
  if (entry.amountCents > totals.remainingCents) {
    const remaining = formatUsdCents(Math.max(0, totals.remainingCents));
    const message = entry.type === 'payment' ? overpaymentMessage(remaining) : `This ${entry.type} is more than the remaining balance of ${remaining}`;
    throw new ValidationError(message, { amountCents: message });
  }
}

function csvText(csv: unknown): string {
  if (typeof csv !== 'string' || csv.trim() === '') throw new ValidationError('Choose a CSV file to import', { csv: 'Choose a CSV file to import' });
  if (csv.length > 1_000_000) throw new ValidationError('The file is too large (at most 1 MB)', { csv: 'The file is too large (at most 1 MB)' });
  return csv;
}

/** What importing `text` would do to this ledger (the preview, and the import's own check under the lock). */
export function planImport(funding: Pick<Funding, 'fundedOn'>, rows: readonly Pick<FundingTransaction, 'externalRef'>[], text: string, today: string): ImportResult {
  const parsed = parseTransactionCsv(text);
  if ('error' in parsed) throw new ValidationError(parsed.error, { csv: parsed.error });
  const seen = new Set(rows.flatMap((row) => (row.externalRef ? [row.externalRef] : [])));
  const lines = parsed.lines.map((entry): ImportLineOutcome => {
    if (!entry.ok) return { line: entry.line, outcome: 'error', message: entry.error, entry };
    if (entry.occurredOn < funding.fundedOn || entry.occurredOn > today) {
      return { line: entry.line, outcome: 'error', message: `The date must be between the funded date (${funding.fundedOn}) and today`, entry };
    }
    if (entry.externalRef && seen.has(entry.externalRef)) return { line: entry.line, outcome: 'duplicate', message: `${entry.externalRef} is already recorded`, entry };
    if (entry.externalRef) seen.add(entry.externalRef);
    return { line: entry.line, outcome: 'add', message: null, entry };
  });
  const count = (outcome: ImportLineOutcome['outcome']) => lines.filter((line) => line.outcome === outcome).length;
  return { lines, added: count('add'), duplicates: count('duplicate'), errors: count('error') };
}
