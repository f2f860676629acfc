import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { platformToday } from '../../shared/calendar.js';
import { isAdmin, requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { parsePublicId } from '../../shared/public-id.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { Role, type User } from '../users/user.entity.js';
import type { Net30AccountService } from './net30-accounts.service.js';
import { Net30Account } from './net30-account.entity.js';
import { Net30Fee } from './net30-fee.entity.js';
import { Net30Invoice } from './net30-invoice.entity.js';
import { accountBalance, applyPayment, closeIfSettled, loadSettings, lockAccount, lockInvoice, refreshAutomaticHold } from './net30-ledger.js';
import { dueOnFor, formatUsd, invoiceBalance, priceLines, type LineInput } from './net30-money.js';
import { Net30Payment } from './net30-payment.entity.js';
import { Net30Reminder } from './net30-reminder.entity.js';
import {
  ACCOUNT_CLOSED,
  ACCOUNT_CLOSING,
  ACCOUNT_NOT_FOUND,
  accountOnHold,
  createInvoiceSchema,
  exceedsAvailableCredit,
  FEE_ALREADY_WAIVED,
  FEE_NOT_FOUND,
  FEE_ON_PAID_INVOICE,
  INVALID_INVOICE_ID,
  INVOICE_NOT_FOUND,
  invoiceListSchema,
  MINIMUM_ORDER,
  MINIMUM_ORDER_CENTS,
  NO_ACCOUNT,
  ORDER_ON_HOLD,
  orderExceedsAvailableCredit,
  paymentAboveBalance,
  recordPaymentSchema,
  testOrderSchema,
  VOID_WITH_PAYMENTS,
  voidInvoiceSchema,
  waiveFeeSchema,
} from './net30.schemas.js';
import type { Net30InvoicePageType, Net30InvoiceType } from './net30.types.js';
import { invoiceView } from './net30-views.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/** The aging buckets as days-past-due ranges for the invoice list's filter. */
const BUCKET_RANGES: Record<string, [number, number]> = {
  current: [Number.MIN_SAFE_INTEGER, 0],
  days1to30: [1, 30],
  days31to60: [31, 60],
  days61to90: [61, 90],
  days91plus: [91, Number.MAX_SAFE_INTEGER],
};

/**
 * Net30 invoices (R19 Invoices, R25, R26): reading one (its owner or an admin), the admin's list, issuing
 * (invariant 10: within available credit, due = issue + net days), sandbox orders, offline payments, void and
 * fee waivers. Every write locks the account or invoice it changes and is audited in the same transaction.
 */
export class Net30InvoiceService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'demoMode'>,
    private readonly audit: AuditService,
    private readonly accounts: Net30AccountService,
  ) {}

  /** R25: one invoice; another client's is "Invoice not found", as a missing one. */
  async invoice(id: unknown, caller: Caller): Promise<Net30InvoiceType> {
    requireRole(caller, [Role.client, Role.admin]);
    // A malformed id is the caller's mistake (400, as for applications); a well-formed one that names nothing is missing.
    const invoiceId = parsePublicId(id, INVALID_INVOICE_ID);
    if (invoiceId === null) throw new NotFoundError(INVOICE_NOT_FOUND);
    const invoice = await this.em.findOne(Net30Invoice, { id: invoiceId }, { refresh: true });
    const account = invoice ? await this.em.findOne(Net30Account, { id: invoice.accountId }, { refresh: true }) : null;
    if (!invoice || !account || (!isAdmin(caller) && account.ownerUserId !== caller.user?.id)) throw new NotFoundError(INVOICE_NOT_FOUND);
    return this.view(invoice, account, !isAdmin(caller));
  }

  /** R25 *Download PDF*: the invoice as its owner (or an admin) sees it. */
  async invoicePdf(id: unknown, caller: Caller): Promise<{ filename: string; content: Buffer }> {
    const invoice = await this.invoice(id, caller);
    return { filename: `invoice-${invoice.number}.pdf`, content: await renderInvoicePdf(invoice) };
  }

  /** R19 Invoices: filtered by status, aging bucket or account; the most overdue first, then newest. */
  async list(input: unknown, caller: Caller): Promise<Net30InvoicePageType> {
    requireRole(caller, [Role.admin]);
    const { status, bucket, accountId, page, pageSize } = parseInput(invoiceListSchema, input ?? {});
    const today = platformToday();
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (status) {
      conditions.push('i.status = ?');
      params.push(status);
    }
    if (accountId) {
      conditions.push('i.account_id = ?');
      params.push(accountId);
    }
    if (bucket) {
      const [from, to] = BUCKET_RANGES[bucket]!;
      conditions.push(`i.status in ('open', 'overdue') and i.total + i.fees - i.paid > 0 and (?::date - i.due_on) between ? and ?`);
      params.push(today, from, to);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const connection = this.em;
    const [count] = await connection.execute<{ n: number }[]>(`select count(*)::int as n from net30_invoice i ${where}`, params);
    const ids = await connection.execute<{ id: number }[]>(
      `select i.id from net30_invoice i ${where}
        order by (i.status in ('open', 'overdue')) desc, i.due_on asc, i.id desc limit ? offset ?`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    const invoices = await this.em.find(Net30Invoice, { id: { $in: ids.map((row) => row.id) } }, { refresh: true });
    const accounts = await this.em.find(Net30Account, { id: { $in: [...new Set(invoices.map((invoice) => invoice.accountId))] } });
    const byId = new Map(accounts.map((account) => [account.id, account]));
    const order = new Map(ids.map((row, index) => [row.id, index]));
    const items = invoices
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map((invoice) => {
        const account = byId.get(invoice.accountId)!;
        return invoiceView(invoice, { businessName: account.businessName, netDays: account.netDays, payments: [], fees: [], reminders: [], canPay: false }, today);
      });
    return { items, totalCount: count?.n ?? 0, page, pageSize };
  }

  /** R19 Create invoice. */
  async create(input: unknown, caller: Caller): Promise<Net30InvoiceType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(createInvoiceSchema, input);
    const lines = parsed.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unitPriceCents }));
    return this.issue(parsed.accountId, lines, admin, false, 'admin');
  }

  /** R26 Buy on Net {N}: a sandbox order from the catalogue, a TEST invoice in demo mode. */
  async placeTestOrder(input: unknown, caller: Caller): Promise<Net30InvoiceType> {
    const user = requireRole(caller, [Role.client, Role.admin]);
    const parsed = parseInput(testOrderSchema, input);
    const account = await this.accounts.accountFor(caller, parsed.clientId);
    if (!account) throw new NotFoundError(isAdmin(caller) ? ACCOUNT_NOT_FOUND : NO_ACCOUNT);
    const { catalog } = await loadSettings(this.em);
    const lines: LineInput[] = parsed.items.map((item, index) => {
      const found = catalog.find((entry) => entry.id === item.itemId);
      if (!found) throw new ValidationError('This item is no longer in the catalogue', { [`items.${index}.itemId`]: 'This item is no longer in the catalogue' });
      return { description: found.name, quantity: item.quantity, unitPrice: found.priceCents };
    });
    if (priceLines(lines).total < MINIMUM_ORDER_CENTS) throw new ValidationError(MINIMUM_ORDER, { items: MINIMUM_ORDER });
    return this.issue(account.id, lines, user, this.config.demoMode, 'order');
  }

  /** R19 Record payment (check, ACH, wire): applies at once; never more than the balance. */
  async recordPayment(input: unknown, caller: Caller): Promise<Net30InvoiceType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(recordPaymentSchema, input);
    const today = platformToday();
    if (parsed.receivedOn > today) throw new ValidationError('The payment date cannot be in the future', { receivedOn: 'The payment date cannot be in the future' });
    return this.changeInvoice(parsed.invoiceId, admin, async (invoice, account, em) => {
      if (invoice.status === 'void' || invoice.status === 'paid') throw new ConflictError(`This invoice is ${invoice.status}: there is nothing to pay`);
      if (parsed.receivedOn < invoice.issuedOn) throw new ValidationError('The payment date cannot be before the invoice was issued', { receivedOn: 'The payment date cannot be before the invoice was issued' });
      const balance = invoiceBalance(invoice);
      if (parsed.amountCents > balance) throw new ValidationError(paymentAboveBalance(formatUsd(balance)), { amountCents: paymentAboveBalance(formatUsd(balance)) });
      const payment = em.create(Net30Payment, {
        invoiceId: invoice.id,
        amount: parsed.amountCents,
        method: parsed.method,
        status: 'succeeded',
        receivedOn: parsed.receivedOn,
        reference: parsed.reference,
        recordedById: admin.id,
      });
      await em.flush();
      await applyPayment(em, invoice, parsed.amountCents, parsed.receivedOn);
      await refreshAutomaticHold(em, account, await loadSettings(em), today);
      await closeIfSettled(em, this.audit, userActor(admin), account, today);
      return {
        action: 'net30.payment.recorded',
        summary: `${formatUsd(parsed.amountCents)} ${parsed.method.toUpperCase()} payment of ${invoice.number} recorded by ${admin.username}.`,
        after: { paymentId: payment.id, amount: parsed.amountCents, method: parsed.method, receivedOn: parsed.receivedOn, reference: parsed.reference },
      };
    });
  }

  /** R19 Void: only an invoice without payments (pending online payments included). */
  async voidInvoice(input: unknown, caller: Caller): Promise<Net30InvoiceType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(voidInvoiceSchema, input);
    return this.changeInvoice(parsed.invoiceId, admin, async (invoice, account, em) => {
      if (invoice.version !== parsed.expectedVersion) throw await staleVersionError(em, 'net30_invoice', invoice.id);
      if (invoice.status === 'void') throw new ConflictError('This invoice is already void');
      const payments = await em.count(Net30Payment, { invoiceId: invoice.id, status: { $in: ['pending', 'succeeded'] } });
      if (invoice.paid > 0 || payments > 0) throw new ConflictError(VOID_WITH_PAYMENTS);
      invoice.status = 'void';
      invoice.voidReason = parsed.reason;
      invoice.voidedAt = new Date();
      invoice.version += 1;
      await em.flush();
      await refreshAutomaticHold(em, account, await loadSettings(em), platformToday());
      await closeIfSettled(em, this.audit, userActor(admin), account, platformToday());
      return { action: 'net30.invoice.voided', summary: `${invoice.number} voided by ${admin.username}: ${parsed.reason}`, after: { status: 'void' }, reason: parsed.reason };
    });
  }

  /** R19/R25 Waive fee: lowers the invoice's fees; a waived fee, or one already paid, cannot be waived. */
  async waiveFee(input: unknown, caller: Caller): Promise<Net30InvoiceType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(waiveFeeSchema, input);
    const fee = await this.em.findOne(Net30Fee, { id: parsed.feeId }, { refresh: true });
    if (!fee) throw new NotFoundError(FEE_NOT_FOUND);
    return this.changeInvoice(fee.invoiceId, admin, async (invoice, account, em) => {
      const locked = await em.findOneOrFail(Net30Fee, { id: fee.id }, { refresh: true });
      if (locked.waivedAt) throw new ConflictError(FEE_ALREADY_WAIVED);
      if (invoice.status === 'paid' || invoice.status === 'void') throw new ConflictError(FEE_ON_PAID_INVOICE);
      locked.waivedAt = new Date();
      locked.waivedById = admin.id;
      locked.waiveReason = parsed.reason;
      invoice.fees -= locked.amount;
      if (invoice.paid === invoice.total + invoice.fees) {
        invoice.status = 'paid';
        invoice.paidOn = platformToday();
      }
      invoice.version += 1;
      await em.flush();
      await refreshAutomaticHold(em, account, await loadSettings(em), platformToday());
      await closeIfSettled(em, this.audit, userActor(admin), account, platformToday());
      return {
        action: 'net30.fee.waived',
        summary: `${locked.type === 'late' ? 'Late fee' : 'Fee'} of ${formatUsd(locked.amount)} on ${invoice.number} waived by ${admin.username}: ${parsed.reason}`,
        after: { feeId: locked.id, waived: true },
        reason: parsed.reason,
      };
    });
  }

  /** One invoice shaped for R25 with its payments, fees and reminders. */
  async view(invoice: Net30Invoice, account: Net30Account, ownerView: boolean): Promise<Net30InvoiceType> {
    const [payments, fees, reminders] = await Promise.all([
      this.em.find(Net30Payment, { invoiceId: invoice.id }, { orderBy: { id: 'asc' }, refresh: true }),
      this.em.find(Net30Fee, { invoiceId: invoice.id }, { orderBy: { id: 'asc' }, refresh: true }),
      this.em.find(Net30Reminder, { invoiceId: invoice.id }, { orderBy: { id: 'asc' } }),
    ]);
    return invoiceView(invoice, { businessName: account.businessName, ownerUserId: account.ownerUserId, netDays: account.netDays, payments, fees, reminders, canPay: ownerView });
  }

  /** Issues an invoice on a locked account: open or (closing → refused, held → refused), within available credit. */
  private async issue(accountId: number, lineInputs: LineInput[], user: User, isTest: boolean, via: 'admin' | 'order'): Promise<Net30InvoiceType> {
    const { invoice, account } = await this.em.transactional(async (em) => {
      const account = await lockAccount(em, accountId);
      if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      if (account.status === 'closed') throw new ConflictError(ACCOUNT_CLOSED);
      if (account.status === 'closing') throw new ConflictError(ACCOUNT_CLOSING);
      if (account.status === 'on_hold') throw new ConflictError(via === 'order' ? ORDER_ON_HOLD : accountOnHold(account.holdReason ?? ''));
      const { lines, total } = priceLines(lineInputs);
      const available = Math.max(0, account.creditLimit - (await accountBalance(em, account.id)));
      if (total > available) {
        const message = via === 'order' ? orderExceedsAvailableCredit(formatUsd(available)) : exceedsAvailableCredit(formatUsd(available));
        throw new ValidationError(message, { lines: message });
      }
      const issuedOn = platformToday();
      const [{ id }] = (await em.execute<{ id: number }[]>(`select nextval(pg_get_serial_sequence('net30_invoice', 'id'))::int as id`)) as [{ id: number }];
      const invoice = em.create(Net30Invoice, {
        id,
        number: `N30-${issuedOn.slice(0, 4)}-${String(id).padStart(6, '0')}`,
        accountId: account.id,
        issuedOn,
        dueOn: dueOnFor(issuedOn, account.netDays),
        lines,
        total,
        isTest,
        createdById: user.id,
      });
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'net30.invoice.issued',
        entityType: 'net30_invoice',
        entityId: invoice.id,
        summary: `${invoice.number}${isTest ? ' (TEST)' : ''} for ${formatUsd(total)} issued to ${account.businessName} on ${account.netDays}-day terms by ${user.username}.`,
        before: null,
        after: { accountId: account.id, total, dueOn: invoice.dueOn, isTest, lines: lines.length },
      });
      return { invoice, account };
    });
    return this.view(invoice, account, user.role !== Role.admin);
  }

  /** One audited change of a locked invoice (and its account, locked first: the order every writer takes). */
  private async changeInvoice(
    invoiceId: number,
    admin: User,
    apply: (invoice: Net30Invoice, account: Net30Account, em: EntityManager) => Promise<{ action: string; summary: string; after: Record<string, unknown>; reason?: string }>,
  ): Promise<Net30InvoiceType> {
    const { invoice, account } = await this.em.transactional(async (em) => {
      const unlocked = await em.findOne(Net30Invoice, { id: invoiceId });
      if (!unlocked) throw new NotFoundError(INVOICE_NOT_FOUND);
      const account = (await lockAccount(em, unlocked.accountId))!;
      const invoice = (await lockInvoice(em, invoiceId))!;
      const event = await apply(invoice, account, em);
      await em.flush();
      await this.audit.record(em, { actor: userActor(admin), entityType: 'net30_invoice', entityId: invoice.id, before: null, ...event });
      return { invoice, account };
    });
    return this.view(invoice, account, false);
  }
}
