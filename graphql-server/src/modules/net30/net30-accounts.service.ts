import type { EntityManager } from '@mikro-orm/postgresql';
import { platformToday } from '../../shared/calendar.js';
import { isAdmin, requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { Role, User } from '../users/user.entity.js';
import { Net30Account } from './net30-account.entity.js';
import { Net30Invoice } from './net30-invoice.entity.js';
import type { AgingBuckets } from './net30-statement.entity.js';
import { accountBalance, loadSettings, lockAccount, refreshAutomaticHold } from './net30-ledger.js';
import { agingOf, EMPTY_AGING, formatUsd } from './net30-money.js';
import {
  ACCOUNT_NOT_FOUND,
  accountListSchema,
  accountVersionSchema,
  changeLimitSchema,
  CLIENT_NOT_FOUND,
  CLOSE_WITH_BALANCE,
  clientId as clientIdSchema,
  holdSchema,
} from './net30.schemas.js';
import type { Net30AccountPageType, Net30AccountType, Net30AgingRowType, Net30AgingType, Net30DashboardType } from './net30.types.js';
import { accountFigures, accountView, feeBoxView, invoiceView } from './net30-views.js';

/**
 * Net30 accounts (R19 Accounts and Aging, R24): what a client sees of their own account, the admin's list and
 * actions (limit, hold and release, close). The balance is always the sum of the open invoices' balances.
 */
export class Net30AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /**
   * The account a caller may see: a client their own (a client id is ignored for them), an admin the client's
   * named by `clientId` ("Client not found" when there is no such client). Null when the client has none.
   */
  async accountFor(caller: Caller, clientId?: unknown): Promise<Net30Account | null> {
    const user = requireRole(caller, [Role.client, Role.admin]);
    if (!isAdmin(caller)) return this.em.findOne(Net30Account, { ownerUserId: user.id }, { refresh: true });
    const parsed = clientIdSchema.safeParse(clientId);
    const client = parsed.success ? await this.em.findOne(User, { id: parsed.data, role: Role.client }) : null;
    if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
    return this.em.findOne(Net30Account, { ownerUserId: client.id }, { refresh: true });
  }

  /** R24: the account, its invoices and the fee box. */
  async dashboard(caller: Caller, clientId?: unknown): Promise<Net30DashboardType> {
    const account = await this.accountFor(caller, clientId);
    const feeBox = feeBoxView(await loadSettings(this.em));
    if (!account) return { account: null, openInvoices: [], closedInvoices: [], feeBox };
    const today = platformToday();
    const [view] = await this.views([account], today);
    const invoices = await this.em.find(Net30Invoice, { accountId: account.id }, { orderBy: { issuedOn: 'desc', id: 'desc' }, refresh: true });
    const canPay = !isAdmin(caller);
    const shaped = invoices.map((invoice) =>
      invoiceView(invoice, { businessName: account.businessName, netDays: account.netDays, payments: [], fees: [], reminders: [], canPay }, today));
    return {
      account: view!,
      openInvoices: shaped.filter((invoice) => invoice.status === 'open' || invoice.status === 'overdue').sort((a, b) => a.dueOn.localeCompare(b.dueOn)),
      closedInvoices: shaped.filter((invoice) => invoice.status === 'paid' || invoice.status === 'void'),
      feeBox,
    };
  }

  /** R19 Accounts: every account, filtered by status or business name, newest first. */
  async list(input: unknown, caller: Caller): Promise<Net30AccountPageType> {
    requireRole(caller, [Role.admin]);
    const { status, search, page, pageSize } = parseInput(accountListSchema, input ?? {});
    const where = {
      ...(status ? { status } : {}),
      ...(search ? { businessName: { $ilike: `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` } } : {}),
    };
    const [accounts, totalCount] = await this.em.findAndCount(Net30Account, where, {
      orderBy: { id: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
      refresh: true,
    });
    return { items: await this.views(accounts, platformToday()), totalCount, page, pageSize };
  }

  /** R19 Aging: balances by age per account and in total (TEST invoices left out, as they are from reporting). */
  async aging(caller: Caller): Promise<Net30AgingType> {
    requireRole(caller, [Role.admin]);
    const today = platformToday();
    const rows = await this.em.execute<{ account_id: number; business_name: string; balance: string; due_on: string }[]>(
      `select i.account_id, a.business_name, i.total + i.fees - i.paid as balance, to_char(i.due_on, 'YYYY-MM-DD') as due_on
         from net30_invoice i join net30_account a on a.id = i.account_id
        where i.status in ('open', 'overdue') and not i.is_test and i.total + i.fees - i.paid > 0
        order by a.business_name, i.account_id`,
    );
    const byAccount = new Map<number, { businessName: string; invoices: { balance: number; dueOn: string }[] }>();
    for (const row of rows) {
      const entry = byAccount.get(row.account_id) ?? { businessName: row.business_name, invoices: [] };
      entry.invoices.push({ balance: Number(row.balance), dueOn: row.due_on });
      byAccount.set(row.account_id, entry);
    }
    const totals = { ...EMPTY_AGING };
    const accountRows: Net30AgingRowType[] = [...byAccount].map(([accountId, entry]) => {
      const aging = agingOf(entry.invoices, today);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += aging[key];
      return { accountId: String(accountId), businessName: entry.businessName, ...aging, total: sumOf(aging) };
    });
    return { asOf: today, totals: { accountId: null, businessName: 'All accounts', ...totals, total: sumOf(totals) }, rows: accountRows };
  }

  /** R19 Change limit ($100–$50,000). */
  async changeLimit(input: unknown, caller: Caller): Promise<Net30AccountType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(changeLimitSchema, input);
    return this.change(parsed.accountId, parsed.expectedVersion, admin, async (account, em) => {
      if (account.status === 'closed') throw new ConflictError('This account is closed');
      const before = account.creditLimit;
      account.creditLimit = parsed.creditLimitCents;
      await refreshAutomaticHold(em, account, await loadSettings(em), platformToday());
      return {
        action: 'net30.account.limit_changed',
        summary: `Credit limit of ${account.businessName} changed from ${formatUsd(before)} to ${formatUsd(parsed.creditLimitCents)} by ${admin.username}.`,
        before: { creditLimit: before },
        after: { creditLimit: parsed.creditLimitCents },
        reason: parsed.reason,
      };
    });
  }

  /** R19 Hold (manual, with a reason): no new invoices until an admin releases it. */
  async hold(input: unknown, caller: Caller): Promise<Net30AccountType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(holdSchema, input);
    return this.change(parsed.accountId, parsed.expectedVersion, admin, async (account) => {
      if (account.status === 'closed' || account.status === 'closing') throw new ConflictError(`A ${account.status} account cannot be put on hold`);
      const before = { status: account.status, holdReason: account.holdReason };
      account.status = 'on_hold';
      account.holdReason = parsed.reason;
      account.holdIsManual = true;
      return { action: 'net30.account.held', summary: `${account.businessName} put on hold by ${admin.username}: ${parsed.reason}`, before, after: { status: 'on_hold', holdReason: parsed.reason }, reason: parsed.reason };
    });
  }

  /** R19 Release: lifts a hold; an account that still qualifies for the automatic hold goes straight back on it. */
  async release(input: unknown, caller: Caller): Promise<Net30AccountType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(accountVersionSchema, input);
    return this.change(parsed.accountId, parsed.expectedVersion, admin, async (account, em) => {
      if (account.status !== 'on_hold') throw new ConflictError('Only an account on hold can be released');
      const before = { status: account.status, holdReason: account.holdReason };
      account.status = 'active';
      account.holdReason = null;
      account.holdIsManual = false;
      await refreshAutomaticHold(em, account, await loadSettings(em), platformToday());
      return { action: 'net30.account.released', summary: `${account.businessName} released from hold by ${admin.username}.`, before, after: { status: account.status, holdReason: account.holdReason } };
    });
  }

  /** R19 Close: only at a zero balance. */
  async close(input: unknown, caller: Caller): Promise<Net30AccountType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(accountVersionSchema, input);
    return this.change(parsed.accountId, parsed.expectedVersion, admin, async (account, em) => {
      if (account.status === 'closed') throw new ConflictError('This account is already closed');
      if ((await accountBalance(em, account.id)) > 0) throw new ConflictError(CLOSE_WITH_BALANCE);
      const before = account.status;
      account.status = 'closed';
      account.closedOn = platformToday();
      account.holdReason = null;
      account.holdIsManual = false;
      return { action: 'net30.account.closed', summary: `${account.businessName}'s Net30 account closed by ${admin.username}.`, before: { status: before }, after: { status: 'closed' } };
    });
  }

  /** Accounts shaped with their figures and owners' names (three queries for any number of accounts), read with `em`. */
  async views(accounts: readonly Net30Account[], today = platformToday(), em: EntityManager = this.em): Promise<Net30AccountType[]> {
    const figures = await accountFigures(em, accounts.map((account) => account.id), today);
    const ownerIds = accounts.map((account) => account.ownerUserId).filter((id): id is number => id !== null);
    const owners = ownerIds.length ? await em.find(User, { id: { $in: ownerIds } }) : [];
    const names = new Map(owners.map((owner) => [owner.id, owner.username]));
    return accounts.map((account) => accountView(account, figures.get(account.id)!, account.ownerUserId === null ? null : (names.get(account.ownerUserId) ?? null)));
  }

  /**
   * One audited change of a locked account at the expected version. The answer is read in the transaction: once it
   * commits, nothing else can fail and tell the caller it did not.
   */
  private async change(
    accountId: number,
    expectedVersion: number,
    admin: User,
    apply: (account: Net30Account, em: EntityManager) => Promise<{ action: string; summary: string; before: Record<string, unknown>; after: Record<string, unknown>; reason?: string }>,
  ): Promise<Net30AccountType> {
    return this.em.transactional(async (em) => {
      const locked = await lockAccount(em, accountId);
      if (!locked) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      if (locked.version !== expectedVersion) throw await staleVersionError(em, 'net30_account', locked.id);
      const event = await apply(locked, em);
      locked.version += 1;
      await em.flush();
      await this.audit.record(em, { actor: userActor(admin), entityType: 'net30_account', entityId: locked.id, ...event });
      return (await this.views([locked], platformToday(), em))[0]!;
    });
  }
}

const sumOf = (aging: AgingBuckets): number => aging.current + aging.days1to30 + aging.days31to60 + aging.days61to90 + aging.days91plus;
