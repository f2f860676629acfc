import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { parseInput } from '../../shared/validation.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { storeWithinQuota } from '../contact/form-throttle.js';
import { CreditApplication, CreditProgram } from './credit-application.entity.js';
import { netBuilderApplicationSchema } from './credit-applications.schemas.js';

export const APPLICATIONS_RATE_LIMITED = 'You have sent several applications in a short time.';

export class CreditApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'formThrottle'>,
  ) {}

  async applyForNetBuilder(input: unknown, client: ClientInfo): Promise<CreditApplication> {
    const { agreeToTerms: _agreed, ...data } = parseInput(netBuilderApplicationSchema(), input);
    return this.store({ ...data, program: CreditProgram.netbuilder }, client);
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
    );
  }
}
