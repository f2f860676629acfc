import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { ConflictError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { storeWithinQuota } from '../contact/form-throttle.js';
import { CreditApplication, CreditProgram } from './credit-application.entity.js';
import { netBuilderApplicationSchema } from './credit-applications.schemas.js';

export const APPLICATIONS_RATE_LIMITED = 'You have sent several applications in a short time.';
export const ALREADY_HAS_PLAN = 'This business already has a NetBuilder plan';

export class CreditApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'formThrottle'>,
  ) {}

  async applyForNetBuilder(input: unknown, client: ClientInfo): Promise<CreditApplication> {
    const { agreeToTerms: _agreed, ...data } = parseInput(netBuilderApplicationSchema(), input);
    if (data.ein && (await this.hasLivePlan(data.ein))) throw new ConflictError(ALREADY_HAS_PLAN);
    return this.store({ ...data, program: CreditProgram.netbuilder }, client);
  }

  /**
   * R28: whether a business (by EIN) already has a NetBuilder plan that has not ended: an earlier enrolment with
   * this EIN whose applicant's account holds a live subscription.
   */
  private async hasLivePlan(ein: string): Promise<boolean> {
    const rows = await this.em.execute<{ found: number }[]>(
      `select 1 as found from credit_applications ca
         join users u on lower(u.email) = lower(ca.email)
         join netbuilder_subscriptions s on s.user_id = u.id
        where ca.program = 'netbuilder' and ca.ein = ? and s.status not in ('canceled', 'incomplete_expired')
        limit 1`,
      [ein],
    );
    return rows.length > 0;
  }

  /** Counts the application against the sender's quota and stores it, together: one that fails does not count. */
  private async store(data: Omit<CreditApplication, 'id' | 'status' | 'createdAt' | 'reference'>, client: ClientInfo): Promise<CreditApplication> {
    const limits = this.config.formThrottle;
    return storeWithinQuota(
      this.em,
      limits,
      [
        { key: `apply:ip:${client.ip ?? 'unknown'}`, max: limits.maxPerIp },
        { key: `apply:email:${data.email}`, max: limits.maxPerEmail },
      ],
      APPLICATIONS_RATE_LIMITED,
      async (em) => em.create(CreditApplication, { ...data, ip: client.ip?.slice(0, 64) ?? null }),
      client.quotas,
    );
  }
}
