import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { addDays, platformToday } from '../../shared/calendar.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { Role } from '../users/user.entity.js';
import type { Net30AccountService } from './net30-accounts.service.js';
import { emailSite } from '../email/templates.js';
import { generateMonthlyBatches } from '../furnishing/furnishing.jobs.js';
import { runNet30Upkeep } from './jobs/net30-jobs.js';
import { Net30Account } from './net30-account.entity.js';
import { lockAccount } from './net30-ledger.js';
import { ACCOUNT_NOT_FOUND, advanceClockSchema, CLOCK_NOT_AVAILABLE } from './net30.schemas.js';
import type { Net30ClockResultType } from './net30.types.js';

/**
 * R26's clock panel (demo mode only; a 404 otherwise): "advancing an account's clock by N days" moves every date
 * of the account N days into the past (opened, issued, due, paid, received, assessed), so the real calendar and
 * every job sees it N days older. Then the jobs run at once, for this account only and exactly as the queue runs
 * them (overdue, late fee, hold, reminders, statements), and the month's furnishing batches if they are due; the
 * panel says what happened.
 */
export class Net30ClockService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'demoMode' | 'payments' | 'contact'>,
    private readonly audit: AuditService,
    private readonly accounts: Net30AccountService,
  ) {}

  async advance(input: unknown, caller: Caller): Promise<Net30ClockResultType> {
    const admin = requireRole(caller, [Role.admin]);
    if (!this.config.demoMode) throw new NotFoundError(CLOCK_NOT_AVAILABLE);
    const { accountId, days, runBatchJob } = parseInput(advanceClockSchema, input);
    const today = platformToday();
    const businessName = await this.em.transactional(async (em) => {
      const account = await lockAccount(em, accountId);
      if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      await this.shiftDates(em, account.id, days);
      account.openedOn = addDays(account.openedOn, -days);
      if (account.closedOn) account.closedOn = addDays(account.closedOn, -days);
      account.version += 1;
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'net30.clock.advanced',
        entityType: 'net30_account',
        entityId: account.id,
        summary: `${admin.username} advanced ${account.businessName}'s clock by ${days} days (demo): its dates moved ${days} days earlier.`,
        before: null,
        after: { days },
      });
      return account.businessName;
    });
    // The jobs, at once and for this account only, each as the queue runs it (own transactions, audited).
    const upkeep = await runNet30Upkeep(this.em, today, { accountId, site: emailSite(this.config) });
    const batches = runBatchJob ? await generateMonthlyBatches(this.em, today, { accountId }) : 0;
    const effects = [`Moved ${businessName}'s dates ${days} day${days === 1 ? '' : 's'} earlier`];
    const count = (n: number, one: string, many: string) => (n > 0 ? [`${n} ${n === 1 ? one : many}`] : []);
    effects.push(
      ...count(upkeep.overdue, 'invoice marked overdue', 'invoices marked overdue'),
      ...count(upkeep.lateFees, 'late fee added', 'late fees added'),
      ...(upkeep.holds.held > 0 ? ['Account put on hold'] : []),
      ...(upkeep.holds.released > 0 ? ['Account released from hold'] : []),
      ...count(upkeep.reminders, 'reminder sent', 'reminders sent'),
      ...count(upkeep.statements, 'statement closed', 'statements closed'),
      ...count(batches, 'furnishing batch generated', 'furnishing batches generated'),
    );
    const [view] = await this.accounts.views([await this.em.findOneOrFail(Net30Account, { id: accountId }, { refresh: true })]);
    return { account: view!, effects };
  }

  private async shiftDates(em: EntityManager, accountId: number, days: number): Promise<void> {
    const connection = em;
    await connection.execute(
      `update net30_invoice set issued_on = issued_on - ?::int, due_on = due_on - ?::int, paid_on = paid_on - ?::int, version = version + 1, updated_at = now() where account_id = ?`,
      [days, days, days, accountId],
    );
    await connection.execute(
      `update net30_payment p set received_on = p.received_on - ?::int from net30_invoice i where i.id = p.invoice_id and i.account_id = ? and p.received_on is not null`,
      [days, accountId],
    );
    await connection.execute(`update net30_fee f set assessed_on = f.assessed_on - ?::int from net30_invoice i where i.id = f.invoice_id and i.account_id = ?`, [days, accountId]);
    // Month-close statements cannot move with the dates (a statement is a calendar month): they are closed again
    // by the statement job just after, from the moved history. Demo mode only, like the whole panel.
    await connection.execute(`delete from net30_statement where account_id = ?`, [accountId]);
  }
}

