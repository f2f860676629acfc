import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { parseInput } from '../../shared/validation.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { countSubmission } from '../contact/form-throttle.js';
import { CreditApplication, CreditProgram } from './credit-application.entity.js';
import {
  net30ApplicationSchema,
  netBuilderApplicationSchema,
} from './credit-applications.schemas.js';

export const APPLICATIONS_RATE_LIMITED = 'You have sent several applications in a short time.';

export class CreditApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'formThrottle'>,
  ) {}

  async applyForNetBuilder(input: unknown, client: ClientInfo): Promise<CreditApplication> {
    const { agreeToTerms: _agreed, ...data } = parseInput(netBuilderApplicationSchema(), input);
    await this.count(data.email, client);
    return this.store({ ...data, program: CreditProgram.netbuilder }, client);
  }

  async applyForNet30(input: unknown, client: ClientInfo): Promise<CreditApplication> {
    const { agreeToTerms: _agreed, ...data } = parseInput(net30ApplicationSchema(), input);
    await this.count(data.email, client);
    return this.store({ ...data, program: CreditProgram.net30 }, client);
  }

  private async count(email: string, client: ClientInfo): Promise<void> {
    const limits = this.config.formThrottle;
    await countSubmission(
      this.em,
      limits,
      [
        { key: `apply:ip:${client.ip ?? 'unknown'}`, max: limits.maxPerIp },
        { key: `apply:email:${email}`, max: limits.maxPerEmail },
      ],
      APPLICATIONS_RATE_LIMITED,
    );
  }

  private async store(data: Omit<CreditApplication, 'id' | 'status' | 'createdAt' | 'reference'>, client: ClientInfo): Promise<CreditApplication> {
    const application = this.em.create(CreditApplication, { ...data, ip: client.ip?.slice(0, 64) ?? null });
    await this.em.flush();
    return application;
  }
}
