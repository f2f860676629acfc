import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { moveApplicationStatus } from '../applications/system-status-move.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { Lender } from '../lenders/lender.entity.js';
import { Offer } from '../offers/offer.entity.js';
import { formatUsdCents } from '../offers/offer-terms.js';
import { Role, type User } from '../users/user.entity.js';
import { ledgerTotals, platformToday, type LedgerTotals } from './funding-ledger.js';
import { fundingStatusMoveError } from './funding-status.js';
import { fundingDetail, type FundingDetail } from './funding-views.js';
import { FundingTransaction, type EntryType, type TransactionSource } from './funding-transaction.entity.js';
import { Funding } from './funding.entity.js';
import {
  ALREADY_REVERSED,
  APPLICATION_NOT_ACCEPTED,
  changeStatusSchema,
  COMMISSION_ALREADY_RECEIVED,
  commissionReceivedSchema,
  FUNDED_ABOVE_OFFER,
  FUNDING_NOT_FOUND,
  fundingId as fundingIdSchema,
  markFundedSchema,
  NOT_PAID_OFF,
  OFFER_NOT_FOUND,
  ONLY_ACCEPTED_OFFER,
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
 * Funding (BACKOFFICE R14, §3.2 accepted → funded, §3.5, invariants 1 and 5): marking an accepted offer funded, and
 * the funded deal's ledger, commission and status. Every write locks its row first (the application for Mark funded,
 * the funding for a ledger change), so "one funding per offer", "reverse only once" and "skip duplicate references"
 * hold under parallel requests; the database's unique constraints back each of them up. Audit events `funding.*`
 * are written in the same transaction. A lender user reaches only its own lender's fundings; anyone else's reads as
 * missing ("Funding record not found").
 */
export class FundingService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** §3.2 accepted → funded, by the accepted offer's lender or an admin (R13 *Mark funded*, R20 *Mark funded*). */
  async markFunded(input: unknown, caller: Caller): Promise<Funding> {
    const user = requireRole(caller, [Role.admin, Role.lender]);
    const parsed = parseInput(markFundedSchema, input);
    const now = new Date();
    const today = platformToday(now);
    if (parsed.fundedOn > today) throw new ValidationError('The funded date cannot be in the future', { fundedOn: 'The funded date cannot be in the future' });
    return this.em.transactional(async (em) => {
      const found = await em.findOne(Offer, { id: parsed.offerId });
      if (!found || !mayActForLender(caller, found.lenderId)) throw new NotFoundError(OFFER_NOT_FOUND);
      const application = await em.findOne(Application, { id: found.applicationId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!application) throw new NotFoundError(OFFER_NOT_FOUND);
      const offer = await em.findOneOrFail(Offer, { id: parsed.offerId }, { refresh: true });
      if (offer.status !== 'accepted') throw new ConflictError(offer.status === 'funded' ? 'This offer is already funded' : ONLY_ACCEPTED_OFFER);
      if (offer.version !== parsed.expectedVersion) throw await staleVersionError(em, 'offer', offer.id);
      if (application.status !== WorkflowStatus.accepted) throw new ConflictError(APPLICATION_NOT_ACCEPTED);
      if (parsed.fundedAmountCents > offer.amount && !parsed.note) throw new ValidationError(FUNDED_ABOVE_OFFER, { note: FUNDED_ABOVE_OFFER });
      const acceptedOn = offer.acceptedAt ? platformToday(offer.acceptedAt) : null;
      if (acceptedOn && parsed.fundedOn < acceptedOn) {
        const message = `The funded date cannot be before the offer was accepted (${acceptedOn})`;
        throw new ValidationError(message, { fundedOn: message });
      }
      const lender = await em.findOneOrFail(Lender, { id: offer.lenderId });

      const funding = em.create(Funding, {
        applicationId: application.id,
        offerId: offer.id,
        lenderId: offer.lenderId,
        fundedOn: parsed.fundedOn,
        fundedAmount: parsed.fundedAmountCents,
        disbursed: Math.max(0, offer.disbursed + parsed.fundedAmountCents - offer.amount),
        expectedPayback: offer.totalRepayment,
        payment: offer.payment,
        frequency: offer.frequency,
        commissionExpected: expectedCommission(lender, parsed.fundedAmountCents),
        lenderRef: parsed.lenderRef,
        note: parsed.note,
        createdById: user.id,
      });
      await em.flush();
      await em.nativeUpdate(Offer, { id: offer.id }, { status: 'funded', version: offer.version + 1, updatedAt: now });
      const connection = em.getConnection();
      // §3.3 standby → void (another offer funded); §3.4 the lender's submission won, the others lost (an offer
      // on file) or closed (the application is terminal now).
      await connection.execute(
        `update offer set status = 'void', status_reason = 'Another offer was funded', version = version + 1, updated_at = now() where application_id = ? and status = 'standby'`,
        [application.id],
      );
      await connection.execute(`update submission set status = 'won', version = version + 1, updated_at = now() where id = ? and status = 'offered'`, [offer.submissionId]);
      await connection.execute(
        `update submission set status = 'lost', version = version + 1, updated_at = now() where application_id = ? and id <> ? and status = 'offered'`,
        [application.id, offer.submissionId],
      );
      await connection.execute(
        `update submission set status = 'closed', closed_at = now(), version = version + 1, updated_at = now()
         where application_id = ? and id <> ? and status in ('proposed', 'shared', 'viewed', 'info_requested')`,
        [application.id, offer.submissionId],
      );
      await this.moveApplicationToFunded(em, application, user, lender, now);
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.created',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${labelOf(application)} marked funded by ${user.username}: ${formatUsdCents(parsed.fundedAmountCents)} from ${lender.displayName} on ${parsed.fundedOn}.`,
        before: null,
        after: { offerId: offer.id, fundedOn: parsed.fundedOn, fundedAmount: parsed.fundedAmountCents, lenderRef: parsed.lenderRef, note: parsed.note },
      });
      return funding;
    });
  }

  /** One funding, for an admin or the lender that funded it. */
  async funding(idValue: unknown, caller: Caller): Promise<Funding> {
    requireRole(caller, [Role.admin, Role.lender]);
    const id = parseFundingId(idValue);
    const funding = await this.em.findOne(Funding, { id });
    if (!funding || !mayActForLender(caller, funding.lenderId)) throw new NotFoundError(FUNDING_NOT_FOUND);
    return funding;
  }

  /** R14 (admin) or the lender's Funded tab: the funding with its ledger, schedule and badge. */
  async detail(idValue: unknown, caller: Caller): Promise<FundingDetail> {
    const funding = await this.funding(idValue, caller);
    return fundingDetail(this.em, funding, caller.role === Role.admin);
  }

  /** R20 Funded: the lender's own funded deals with their numbers, newest first. */
  async lenderFundingDetails(caller: Caller): Promise<FundingDetail[]> {
    const fundings = await this.lenderFundings(caller);
    return Promise.all(fundings.map((funding) => fundingDetail(this.em, funding, false)));
  }

  /** The application's funding (R13 links to R14), or null while it is not funded. Admins only. */
  async applicationFunding(applicationIdValue: unknown, caller: Caller): Promise<Funding | null> {
    requireRole(caller, [Role.admin]);
    const applicationId = parseApplicationId(applicationIdValue);
    if (applicationId === null || !(await this.em.count(Application, { id: applicationId }))) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return this.em.findOne(Funding, { applicationId });
  }

  /** R20 Funded: the lender's own funded deals, newest first. */
  async lenderFundings(caller: Caller): Promise<Funding[]> {
    requireRole(caller, [Role.lender]);
    if (caller.lenderId === null) return [];
    return this.em.find(Funding, { lenderId: caller.lenderId }, { orderBy: { fundedOn: 'desc', id: 'desc' } });
  }

  /** The ledger rows of a funding the caller may see, in entry order. */
  async transactions(funding: Funding): Promise<FundingTransaction[]> {
    return this.em.find(FundingTransaction, { fundingId: funding.id }, { orderBy: { id: 'asc' } });
  }

  async totals(funding: Funding): Promise<LedgerTotals> {
    return ledgerTotals(funding.expectedPayback, await this.transactions(funding));
  }

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
      const funding = await this.lockFunding(em, id, caller);
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
    const funding = await this.funding(fundingIdValue, caller);
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
      const funding = await this.lockFunding(em, id, caller);
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
      const funding = await this.lockFunding(em, found.fundingId, caller);
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

  /** R14 *Mark commission received* (admin): pending → received, dated between the funded date and today. */
  async markCommissionReceived(input: unknown, caller: Caller): Promise<Funding> {
    const user = requireRole(caller, [Role.admin]);
    const parsed = parseInput(commissionReceivedSchema, input);
    return this.em.transactional(async (em) => {
      const funding = await this.lockFunding(em, parsed.fundingId, caller);
      if (funding.version !== parsed.expectedVersion) throw await staleVersionError(em, 'funding', funding.id);
      if (funding.commissionStatus === 'received') throw new ConflictError(COMMISSION_ALREADY_RECEIVED);
      assertDateInRange(funding, parsed.receivedOn, platformToday(), 'receivedOn');
      const before = { commissionStatus: funding.commissionStatus, commissionReceivedOn: funding.commissionReceivedOn, version: funding.version };
      funding.commissionStatus = 'received';
      funding.commissionReceivedOn = parsed.receivedOn;
      funding.version += 1;
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.commission_received',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${user.username} marked the commission of ${formatUsdCents(funding.commissionExpected)} received on ${parsed.receivedOn}.`,
        before,
        after: { commissionStatus: funding.commissionStatus, commissionReceivedOn: funding.commissionReceivedOn, version: funding.version },
      });
      return funding;
    });
  }

  /** R14 *Change status* (admin): the §3.5 moves; a note for delinquent/defaulted/written off; paid off at balance 0. */
  async changeStatus(input: unknown, caller: Caller): Promise<Funding> {
    const user = requireRole(caller, [Role.admin]);
    const parsed = parseInput(changeStatusSchema, input);
    return this.em.transactional(async (em) => {
      const funding = await this.lockFunding(em, parsed.fundingId, caller);
      if (funding.version !== parsed.expectedVersion) throw await staleVersionError(em, 'funding', funding.id);
      const moveError = fundingStatusMoveError(funding.status, parsed.status);
      if (moveError) throw new ConflictError(moveError);
      if (parsed.status === 'paid_off') {
        const totals = ledgerTotals(funding.expectedPayback, await em.find(FundingTransaction, { fundingId: funding.id }));
        if (totals.remainingCents > 0) throw new ConflictError(`${NOT_PAID_OFF} (${formatUsdCents(totals.remainingCents)} remains)`);
      }
      const before = { status: funding.status, statusNote: funding.statusNote, version: funding.version };
      funding.status = parsed.status;
      funding.statusNote = parsed.note;
      funding.version += 1;
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.status_changed',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${user.username} changed the funding's status: ${before.status} → ${parsed.status}.`,
        before,
        after: { status: funding.status, statusNote: funding.statusNote, version: funding.version },
        reason: parsed.note,
      });
      return funding;
    });
  }

  private async lockFunding(em: EntityManager, id: number, caller: Caller): Promise<Funding> {
    const funding = await em.findOne(Funding, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!funding || !mayActForLender(caller, funding.lenderId)) throw new NotFoundError(FUNDING_NOT_FOUND);
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

  /** §3.2 accepted → funded (the row is locked by the caller: exactly one request moves it). */
  private async moveApplicationToFunded(em: EntityManager, application: Application, actor: User, lender: Lender, now: Date): Promise<void> {
    await moveApplicationStatus(
      em,
      this.audit,
      application,
      {
        to: WorkflowStatus.funded,
        by: actor,
        actor: userActor(actor),
        actorLabel: actor.role === Role.lender ? lender.displayName : 'Underwriting team',
        note: `${lender.displayName} funded your application.`,
        action: 'application.funded',
        summary: `${labelOf(application)} was funded by ${lender.displayName}: accepted → funded.`,
      },
      now,
    );
  }
}

const labelOf = (application: Application) => application.number ?? `#${application.id}`;

/** An admin acts for any lender; a lender user only for its own. */
const mayActForLender = (caller: Caller, lenderId: number): boolean => caller.role === Role.admin || (caller.role === Role.lender && caller.lenderId === lenderId);

function parseFundingId(value: unknown): number {
  const result = fundingIdSchema.safeParse(value);
  // A malformed id names no funding: the same 404 as a missing one (R14 "Funding record not found").
  if (!result.success) throw new NotFoundError(FUNDING_NOT_FOUND);
  return result.data;
}

/** The platform's commission on a funded deal from the lender's terms (bps of the funded amount, or flat); 0 without terms. */
export function expectedCommission(lender: Pick<Lender, 'commissionBasis' | 'commissionBps' | 'commissionFlatCents'>, fundedAmountCents: number): number {
  if (lender.commissionBasis === 'flat') return lender.commissionFlatCents ?? 0;
  if (lender.commissionBasis === 'pct_funded') return Math.round(((lender.commissionBps ?? 0) * fundedAmountCents) / 10_000);
  return 0;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

function assertDateInRange(funding: Funding, date: string, today: string, field: string): void {
  if (date < funding.fundedOn || date > today) {
    const message = `The date must be between the funded date (${funding.fundedOn}) and today`;
    throw new ValidationError(message, { [field]: message });
  }
}

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

/** Flushes; a unique violation (a racing duplicate the lock did not see) is the domain's 409. */
async function flushUnique(em: EntityManager, message: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(message);
    throw error;
  }
}
