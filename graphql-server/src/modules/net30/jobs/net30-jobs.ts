import type { EntityManager } from '@mikro-orm/postgresql';
import { systemActor, AuditService } from '../../audit/audit.service.js';
import { EmailService } from '../../email/email.service.js';
import { net30LateFeeEmail, net30ReminderEmail, type EmailSite, type Net30ReminderStage } from '../../email/templates.js';
import { daysBetween } from '../../../shared/calendar.js';
import { assessLateFee, loadSettings, lockAccount, lockInvoice, refreshAutomaticHold } from '../net30-ledger.js';
import { formatUsd, invoiceBalance } from '../net30-money.js';
import { closeStatementsOfAccount } from '../statements/net30-statement-builder.js';

/*
 * §3.5's daily Net30 upkeep, each a plain function of (em, today, options) so the admin clock panel (R26) can run
 * it for one account at once, and the job definitions (net30-jobs.job.ts) can run it for all. Each one is safe to
 * run twice, or on two instances at once: every change is a conditional UPDATE or an insert the database refuses
 * twice (unique), made under the row lock of what it changes, and audited in the same transaction.
 */

export const NET30_OVERDUE_JOB = 'net30-overdue';
export const NET30_LATE_FEE_JOB = 'net30-late-fees';
export const NET30_HOLD_JOB = 'net30-holds';
export const NET30_REMINDER_JOB = 'net30-reminders';
export const NET30_STATEMENT_JOB = 'net30-statements';

export interface Net30JobOptions {
  /** Only this account (the clock panel); all accounts when absent. */
  accountId?: number;
}

export interface Net30MailJobOptions extends Net30JobOptions {
  /** Where the e-mails' links point (emailSite(config)). */
  site: EmailSite;
}

const accountFilter = (options: Net30JobOptions, column: string): { sql: string; params: number[] } =>
  options.accountId === undefined ? { sql: '', params: [] } : { sql: ` and ${column} = ?`, params: [options.accountId] };

/** open → overdue for open invoices with a balance whose due date has passed. Answers the invoices marked. */
export async function markOverdue(em: EntityManager, today: string, options: Net30JobOptions = {}): Promise<number> {
  const filter = accountFilter(options, 'account_id');
  return em.transactional(async (tx) => {
    const marked = await tx.execute<{ id: number; number: string; due_on: string }[]>(
      `update net30_invoice set status = 'overdue', version = version + 1, updated_at = now()
        where status = 'open' and due_on < ? and total + fees - paid > 0${filter.sql}
        returning id, number, to_char(due_on, 'YYYY-MM-DD') as due_on`,
      [today, ...filter.params],
    );
    const audit = new AuditService(tx);
    for (const row of marked) {
      await audit.record(tx, {
        actor: systemActor(`job:${NET30_OVERDUE_JOB}`),
        action: 'net30.invoice.overdue',
        entityType: 'net30_invoice',
        entityId: row.id,
        summary: `Invoice ${row.number} is overdue: it was due on ${row.due_on}.`,
        before: { status: 'open' },
        after: { status: 'overdue' },
      });
    }
    return marked.length;
  });
}

/**
 * The late fee of every invoice with a balance at least `graceDays` past due, once per invoice (the database's
 * unique index), each in its own transaction with the invoice locked; the client is told by e-mail. Answers the
 * fees added.
 */
export async function assessLateFees(em: EntityManager, today: string, options: Net30MailJobOptions): Promise<number> {
  const settings = await loadSettings(em);
  const filter = accountFilter(options, 'i.account_id');
  const candidates = await em.execute<{ id: number }[]>(
    `select i.id from net30_invoice i
      where i.status in ('open', 'overdue') and i.total + i.fees - i.paid > 0 and i.due_on <= ?::date - ?::int${filter.sql}
        and not exists (select 1 from net30_fee f where f.invoice_id = i.id and f.type = 'late')
      order by i.id`,
    [today, Math.max(1, settings.graceDays), ...filter.params],
  );
  let added = 0;
  for (const { id } of candidates) {
    const fee = await em.transactional(async (tx) => {
      const invoice = await lockInvoice(tx, id);
      if (!invoice) return null;
      const assessed = await assessLateFee(tx, invoice, settings, today);
      if (!assessed) return null;
      await new AuditService(tx).record(tx, {
        actor: systemActor(`job:${NET30_LATE_FEE_JOB}`),
        action: 'net30.fee.assessed',
        entityType: 'net30_invoice',
        entityId: invoice.id,
        summary: `A late fee of ${formatUsd(assessed.amount)} was added to invoice ${invoice.number}, ${daysBetween(invoice.dueOn, today)} days past due.`,
        before: { fees: invoice.fees - assessed.amount },
        after: { fees: invoice.fees },
      });
      const owner = await ownerOfAccount(tx, invoice.accountId);
      if (owner?.email) {
        await EmailService.enqueue(
          tx,
          net30LateFeeEmail(options.site, {
            to: owner.email,
            name: owner.name,
            invoiceId: invoice.id,
            invoiceNumber: invoice.number,
            dueOn: invoice.dueOn,
            feeCents: assessed.amount,
            balanceCents: invoiceBalance(invoice),
          }),
        );
      }
      return assessed;
    });
    if (fee) added++;
  }
  return added;
}

/**
 * §3.5 automatic hold (an invoice `holdAfterDays` past due, or a balance above the limit) and release (when that no
 * longer holds) of every active or held account, each under its row lock (refreshAutomaticHold). Answers what
 * changed. (A closing account closes when its balance reaches zero, where the payment is applied.)
 */
export async function refreshHolds(em: EntityManager, today: string, options: Net30JobOptions = {}): Promise<{ held: number; released: number }> {
  const settings = await loadSettings(em);
  const filter = accountFilter(options, 'id');
  const accounts = await em.execute<{ id: number }[]>(
    `select id from net30_account where status in ('active', 'on_hold') and not hold_is_manual${filter.sql} order by id`,
    filter.params,
  );
  const result = { held: 0, released: 0 };
  for (const { id } of accounts) {
    const change = await em.transactional(async (tx) => {
      const account = await lockAccount(tx, id);
      if (!account) return null;
      const before = { status: account.status, holdReason: account.holdReason };
      const changed = await refreshAutomaticHold(tx, account, settings, today);
      if (changed !== 'held' && changed !== 'released') return null;
      await new AuditService(tx).record(tx, {
        actor: systemActor(`job:${NET30_HOLD_JOB}`),
        action: `net30.account.${changed}`,
        entityType: 'net30_account',
        entityId: account.id,
        summary:
          changed === 'held'
            ? `The account of ${account.businessName} was put on hold: ${account.holdReason}.`
            : `The automatic hold of the account of ${account.businessName} was released: nothing is past due any more.`,
        before,
        after: { status: account.status, holdReason: account.holdReason },
      });
      return changed;
    });
    if (change) result[change]++;
  }
  return result;
}

/** The reminder an invoice with a balance is due for on `today`: 1–5 days before its due date, on it, 3+ days after. */
export function reminderKind(dueOn: string, today: string): Net30ReminderStage | null {
  const daysLeft = daysBetween(today, dueOn);
  if (daysLeft >= 1 && daysLeft <= 5) return 'due_soon';
  if (daysLeft === 0) return 'due_today';
  if (daysLeft <= -3) return 'past_due';
  return null;
}

/**
 * Reminders of invoices with a balance whose owner has an e-mail address (TEST invoices too: the sandbox shows the
 * lifecycle): due − 5 days, the due day, due + 3 days, each once per invoice (net30_reminder's unique
 * (invoice, kind), and the outbox's dedupe key). Answers the reminders queued.
 */
export async function sendReminders(em: EntityManager, today: string, options: Net30MailJobOptions): Promise<number> {
  const filter = accountFilter(options, 'i.account_id');
  const invoices = await em.execute<{ id: number; number: string; due_on: string; balance: string; email: string; name: string | null }[]>(
    `select i.id, i.number, to_char(i.due_on, 'YYYY-MM-DD') as due_on, (i.total + i.fees - i.paid)::text as balance, u.email,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as name
       from net30_invoice i
       join net30_account a on a.id = i.account_id
       join users u on u.id = a.owner_user_id
      where i.status in ('open', 'overdue') and i.total + i.fees - i.paid > 0 and i.due_on <= ?::date + 5
        and coalesce(u.email, '') <> ''${filter.sql}
      order by i.id`,
    [today, ...filter.params],
  );
  let queued = 0;
  for (const invoice of invoices) {
    const kind = reminderKind(invoice.due_on, today);
    if (!kind) continue;
    const sent = await em.transactional(async (tx) => {
      const inserted = await tx.execute<{ id: number }[]>(
        `insert into net30_reminder (invoice_id, kind) values (?, ?) on conflict (invoice_id, kind) do nothing returning id`,
        [invoice.id, kind],
      );
      if (inserted.length === 0) return false;
      await EmailService.enqueue(
        tx,
        net30ReminderEmail(options.site, {
          to: invoice.email,
          name: invoice.name,
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          dueOn: invoice.due_on,
          balanceCents: Number(invoice.balance),
          stage: kind,
        }),
      );
      await new AuditService(tx).record(tx, {
        actor: systemActor(`job:${NET30_REMINDER_JOB}`),
        action: 'net30.invoice.reminded',
        entityType: 'net30_invoice',
        entityId: invoice.id,
        summary: `Reminder "${kind}" of invoice ${invoice.number} sent to ${invoice.email}.`,
        after: { reminder: kind },
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/**
 * Month close (§3.5): on or after the statement day, every fully ended month of every account without its
 * statement gets one (unique account and period end, so a second run adds nothing). Answers the statements made.
 */
export async function closeStatements(em: EntityManager, today: string, options: Net30JobOptions = {}): Promise<number> {
  const settings = await loadSettings(em);
  const filter = accountFilter(options, 'id');
  const accounts = await em.execute<{ id: number }[]>(`select id from net30_account where true${filter.sql} order by id`, filter.params);
  let made = 0;
  for (const { id } of accounts) made += await closeStatementsOfAccount(em, id, today, settings.statementDay, systemActor(`job:${NET30_STATEMENT_JOB}`));
  return made;
}

/** What the clock panel runs for one account, in §3.5's order; each step as its function answers it. */
export async function runNet30Upkeep(em: EntityManager, today: string, options: Net30MailJobOptions) {
  const overdue = await markOverdue(em, today, options);
  const lateFees = await assessLateFees(em, today, options);
  const holds = await refreshHolds(em, today, options);
  const reminders = await sendReminders(em, today, options);
  const statements = await closeStatements(em, today, options);
  return { overdue, lateFees, holds, reminders, statements };
}

async function ownerOfAccount(em: EntityManager, accountId: number): Promise<{ email: string | null; name: string | null } | null> {
  const [row] = await em.execute<{ email: string | null; name: string | null }[]>(
    `select u.email, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as name
       from net30_account a join users u on u.id = a.owner_user_id where a.id = ?`,
    [accountId],
  );
  return row ?? null;
}
