import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { daysBetween } from '../../shared/calendar.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { Net30Account, type NetDays, type Net30AccountSource } from './net30-account.entity.js';
import { Net30Fee } from './net30-fee.entity.js';
import { Net30Invoice } from './net30-invoice.entity.js';
import { invoiceBalance, lateFeeDue, lateFeeFor } from './net30-money.js';
import { Net30Settings } from './net30-settings.entity.js';

/*
 * The ledger's writes, each inside the caller's transaction (`em` is transactional): the services, the jobs and
 * the payment webhook share them, so a rule holds whoever applies it. Every write to an invoice holds its row lock.
 * Raw SQL goes through `em.execute` (the transaction's connection), never `em.getConnection().execute` without a
 * context: that runs on another pooled connection, outside the transaction, and waits on the row lock it holds.
 */

/** The invoice, locked for this transaction (null when there is none). */
export function lockInvoice(em: EntityManager, id: number): Promise<Net30Invoice | null> {
  return em.findOne(Net30Invoice, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** The account, locked for this transaction (null when there is none). */
export function lockAccount(em: EntityManager, id: number): Promise<Net30Account | null> {
  return em.findOne(Net30Account, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

export function loadSettings(em: EntityManager): Promise<Net30Settings> {
  return em.findOneOrFail(Net30Settings, { id: 1 }, { refresh: true });
}

/** What an account owes: the balances of its open and overdue invoices (cents). */
export async function accountBalance(em: EntityManager, accountId: number): Promise<number> {
  const [row] = await em.execute<{ balance: string }[]>(
    `select coalesce(sum(total + fees - paid), 0) as balance from net30_invoice where account_id = ? and status in ('open', 'overdue')`,
    [accountId],
  );
  return Number(row?.balance ?? 0);
}

export interface OpenAccountInput {
  ownerUserId: number | null;
  businessId?: number | null;
  businessName: string;
  source: Net30AccountSource;
  applicationId?: number | null;
  subscriptionId?: number | null;
  creditLimit: number;
  netDays: NetDays;
  openedOn: string;
}

/**
 * Opens an account (an approved application, a NetBuilder plan). The caller audits it. A client has at most one
 * account (unique owner): the caller checks first, and the database refuses a racing second one.
 */
export async function openAccount(em: EntityManager, input: OpenAccountInput): Promise<Net30Account> {
  const account = em.create(Net30Account, {
    ownerUserId: input.ownerUserId,
    businessId: input.businessId ?? null,
    businessName: input.businessName,
    source: input.source,
    applicationId: input.applicationId ?? null,
    subscriptionId: input.subscriptionId ?? null,
    creditLimit: input.creditLimit,
    netDays: input.netDays,
    openedOn: input.openedOn,
  });
  await em.flush();
  return account;
}

/**
 * The late fee of an invoice still owing money at least `graceDays` past due, once: the database's unique index
 * (one late fee per invoice) makes a second assessment, even a parallel one, add nothing. Answers the fee added,
 * or null. The invoice must be locked by the caller.
 */
export async function assessLateFee(em: EntityManager, invoice: Net30Invoice, settings: Net30Settings, today: string): Promise<Net30Fee | null> {
  if (!['open', 'overdue'].includes(invoice.status) || invoiceBalance(invoice) <= 0) return null;
  if (!lateFeeDue(invoice.dueOn, today, settings.graceDays)) return null;
  const amount = lateFeeFor(invoice.total, settings.lateFeeTiers);
  if (amount <= 0) return null;
  const inserted = await em.execute<{ id: number }[]>(
    `insert into net30_fee (invoice_id, type, amount, assessed_on) values (?, 'late', ?, ?)
     on conflict (invoice_id) where type = 'late' do nothing returning id`,
    [invoice.id, amount, today],
  );
  if (inserted.length === 0) return null;
  await em.nativeUpdate(Net30Invoice, { id: invoice.id }, { fees: invoice.fees + amount, version: invoice.version + 1, updatedAt: new Date() });
  invoice.fees += amount;
  invoice.version += 1;
  return em.findOneOrFail(Net30Fee, { id: inserted[0]!.id });
}

/**
 * Applies money received to a locked invoice: raises `paid` and marks it paid when nothing is left. Refuses
 * (answers false) an amount above the balance, so the caller can report or refund it.
 */
export async function applyPayment(em: EntityManager, invoice: Net30Invoice, amount: number, receivedOn: string): Promise<boolean> {
  const balance = invoiceBalance(invoice);
  if (!['open', 'overdue'].includes(invoice.status) || amount <= 0 || amount > balance) return false;
  invoice.paid += amount;
  if (invoice.paid === invoice.total + invoice.fees) {
    invoice.status = 'paid';
    invoice.paidOn = receivedOn;
  }
  invoice.version += 1;
  await em.nativeUpdate(
    Net30Invoice,
    { id: invoice.id },
    { paid: invoice.paid, status: invoice.status, paidOn: invoice.paidOn, version: invoice.version, updatedAt: new Date() },
  );
  return true;
}

/** Why an account is held automatically: an invoice `holdAfterDays` past due, or a balance above the limit. */
export async function automaticHoldReason(em: EntityManager, account: Net30Account, settings: Net30Settings, today: string): Promise<string | null> {
  const [oldest] = await em.execute<{ due_on: string }[]>(
    `select to_char(min(due_on), 'YYYY-MM-DD') as due_on from net30_invoice where account_id = ? and status in ('open', 'overdue') and total + fees - paid > 0`,
    [account.id],
  );
  if (oldest?.due_on && daysBetween(oldest.due_on, today) >= settings.holdAfterDays) {
    return `An invoice is ${daysBetween(oldest.due_on, today)} days past due`;
  }
  if ((await accountBalance(em, account.id)) > account.creditLimit) return 'The balance is above the credit limit';
  return null;
}

/**
 * §3.5 automatic hold and release of a locked account: on hold when it qualifies, released when an automatic hold
 * no longer does. A manual hold stays until an admin releases it; closing and closed accounts are left alone.
 * Answers the change, if any.
 */
export async function refreshAutomaticHold(
  em: EntityManager,
  account: Net30Account,
  settings: Net30Settings,
  today: string,
): Promise<'held' | 'released' | null> {
  if (account.status === 'closing' || account.status === 'closed' || account.holdIsManual) return null;
  const reason = await automaticHoldReason(em, account, settings, today);
  if (reason && account.status === 'active') {
    account.status = 'on_hold';
    account.holdReason = reason;
    account.version += 1;
    await em.flush();
    return 'held';
  }
  if (!reason && account.status === 'on_hold') {
    account.status = 'active';
    account.holdReason = null;
    account.version += 1;
    await em.flush();
    return 'released';
  }
  return null;
}

/**
 * §3.5: a closing account (its NetBuilder plan ended) closes once nothing is owed. Called after every change that
 * lowers a balance; audited here, as the side effect it is.
 */
export async function closeIfSettled(em: EntityManager, audit: AuditService, actor: AuditActor, account: Net30Account, today: string): Promise<boolean> {
  if (account.status !== 'closing' || (await accountBalance(em, account.id)) > 0) return false;
  account.status = 'closed';
  account.closedOn = today;
  account.version += 1;
  await em.flush();
  await audit.record(em, {
    actor,
    action: 'net30.account.closed',
    entityType: 'net30_account',
    entityId: account.id,
    summary: `${account.businessName}'s Net30 account closed: its NetBuilder plan ended and nothing is owed.`,
    before: { status: 'closing' },
    after: { status: 'closed' },
  });
  return true;
}
