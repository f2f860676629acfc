import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, requireSignedIn, type Caller } from '../../shared/caller.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { Role } from '../users/user.entity.js';
import { Net30Settings } from './net30-settings.entity.js';
import { settingsSchema } from './net30.schemas.js';
import type { Net30FeeBoxType } from './net30.types.js';
import { feeBoxView } from './net30-views.js';
import { LockMode } from '@mikro-orm/core';

/** R19 Settings: the fee box every account is shown and the jobs apply; admins change it, audited before and after. */
export class Net30SettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async feeBox(caller: Caller): Promise<Net30FeeBoxType> {
    requireSignedIn(caller);
    return feeBoxView(await this.em.findOneOrFail(Net30Settings, { id: 1 }, { refresh: true }));
  }

  async update(input: unknown, caller: Caller): Promise<Net30FeeBoxType> {
    const admin = requireRole(caller, [Role.admin]);
    const parsed = parseInput(settingsSchema, input);
    const settings = await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(Net30Settings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (row.version !== parsed.expectedVersion) throw await staleVersionError(em, 'net30_settings', 1);
      const before = feeBoxView(row);
      row.annualFee = parsed.annualFeeCents;
      row.lateFeeTiers = parsed.lateFeeTiers;
      row.graceDays = parsed.graceDays;
      row.holdAfterDays = parsed.holdAfterDays;
      row.statementDay = parsed.statementDay;
      row.reportingDay = parsed.reportingDay;
      row.bureaus = parsed.bureaus;
      row.catalog = parsed.catalog;
      row.version += 1;
      await em.flush();
      const { version: _before, ...beforeFields } = before;
      const { version: _after, ...afterFields } = feeBoxView(row);
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'net30.settings.updated',
        entityType: 'net30_settings',
        entityId: 1,
        summary: `Net30 fee box changed by ${admin.username}.`,
        before: beforeFields as unknown as Record<string, unknown>,
        after: afterFields as unknown as Record<string, unknown>,
      });
      return row;
    });
    return feeBoxView(settings);
  }
}
