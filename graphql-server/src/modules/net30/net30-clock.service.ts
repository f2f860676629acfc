import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { addDays, platformToday } from '../../shared/calendar.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { Role } from '../users/user.entity.js';
import type { Net30AccountService } from './net30-accounts.service.js';
import { Net30Invoice } from './net30-invoice.entity.js';
import { assessLateFee, loadSettings, lockAccount, lockInvoice, refreshAutomaticHold } from './net30-ledger.js';
import { formatUsd } from './net30-money.js';
import { ACCOUNT_NOT_FOUND, advanceClockSchema, CLOCK_NOT_AVAILABLE } from './net30.schemas.js';
import type { Net30ClockResultType } from './net30.types.js';

/**
 * R26's clock panel (demo mode only; a 404 otherwise): "advancing an account's clock by N days" moves every date
 * of the account N days into the past (opened, issued, due, paid, received, assessed), so the real calendar and
 * every job see it N days older; then the account's jobs run at once (overdue, late fee, hold), and the panel says
 * what happened.
 */
export class Net30ClockService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'demoMode'>,
    private readonly audit: AuditService,
    private readonly accounts: Net30AccountService,
  ) {}

  async advance(input: unknown, caller: Caller): Promise<Net30ClockResultType> {
    const admin = requireRole(caller, [Role.admin]);
    if (!this.config.demoMode) throw new NotFoundError(CLOCK_NOT_AVAILABLE);
    const { accountId, days } = parseInput(advanceClockSchema, input);
    const today = platformToday();
    const { account, effects } = await this.em.transactional(async (em) => {
      const account = await lockAccount(em, accountId);
      if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      await this.shiftDates(em, account.id, days);
      account.openedOn = shifted(account.openedOn, days);
      if (account.closedOn) account.closedOn = shifted(account.closedOn, days);
      account.version += 1;
      await em.flush();
      const effects = [`Moved ${account.businessName}'s dates ${days} day${days === 1 ? '' : 's'} earlier`];
      effects.push(...(await this.runAccountJobs(em, account.id, today)));
      const hold = await refreshAutomaticHold(em, account, await loadSettings(em), today);
      if (hold === 'held') effects.push(`Account put on hold: ${account.holdReason}`);
      if (hold === 'released') effects.push('Account released from hold');
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'net30.clock.advanced',
        entityType: 'net30_account',
        entityId: account.id,
        summary: `${admin.username} advanced ${account.businessName}'s clock by ${days} days (demo): ${effects.slice(1).join('; ') || 'nothing else changed'}.`,
        before: null,
        after: { days },
      });
      return { account, effects };
    });
    return { account: (await this.accounts.views([account]))[0]!, effects };
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
  }

  /** The daily invoice jobs for one account: overdue marking and late fees. */
  private async runAccountJobs(em: EntityManager, accountId: number, today: string): Promise<string[]> {
    const effects: string[] = [];
    const settings = await loadSettings(em);
    const open = await em.find(Net30Invoice, { accountId, status: { $in: ['open', 'overdue'] } }, { orderBy: { id: 'asc' }, refresh: true });
    for (const candidate of open) {
      const invoice = (await lockInvoice(em, candidate.id))!;
      if (invoice.status === 'open' && invoice.dueOn < today && invoice.total + invoice.fees - invoice.paid > 0) {
        invoice.status = 'overdue';
        invoice.version += 1;
        await em.flush();
        effects.push(`${invoice.number} is now overdue`);
      }
      const fee = await assessLateFee(em, invoice, settings, today);
      if (fee) effects.push(`Late fee of ${formatUsd(fee.amount)} added to ${invoice.number}`);
    }
    return effects;
  }
}

const shifted = (iso: string, days: number): string => addDays(iso, -days);
