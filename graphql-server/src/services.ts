import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from './config/index.js';
import { createLogger, type Logger } from './logging/logger.js';
import { ApplicationService } from './modules/applications/application.service.js';
import { IntegrationService } from './modules/integrations/integration.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { UserService } from './modules/users/user.service.js';
import { ContactService } from './modules/contact/contact.service.js';
import { CreditApplicationService } from './modules/credit-applications/credit-applications.service.js';
import { ArticleService } from './modules/articles/articles.service.js';
import { NetbuilderService } from './modules/netbuilder/netbuilder.service.js';
import { netbuilderPaymentHandler } from './modules/netbuilder/netbuilder-payment-handlers.js';
import type { PaymentEventHandler } from './modules/payments/payment-event-handler.js';
import { createPaymentProvider, type PaymentProvider } from './modules/payments/payment-provider.js';
import { PaymentWebhookIntake } from './modules/payments/payment-webhook-intake.js';
import { EmailService } from './modules/email/email.service.js';
import { AuditService } from './modules/audit/audit.service.js';

/**
 * The domain services for one unit of work (one request, one script run), sharing one
 * forked EntityManager. Both edges, GraphQL and REST, get theirs from here.
 */
export interface Services {
  users: UserService;
  auth: AuthService;
  contact: ContactService;
  creditApplications: CreditApplicationService;
  articles: ArticleService;
  applications: ApplicationService;
  integrations: IntegrationService;
  netbuilder: NetbuilderService;
  /** The payment provider's webhooks, dispatched to the modules' handlers. */
  payments: PaymentWebhookIntake;
  email: EmailService;
  audit: AuditService;
}

/**
 * Every request gets one of these and most use one or two services: each is built on first use (some
 * constructors do real work, such as hashing API keys or setting up the payment provider).
 */
class RequestServices implements Services {
  #users?: UserService;
  #auth?: AuthService;
  #contact?: ContactService;
  #creditApplications?: CreditApplicationService;
  #articles?: ArticleService;
  #applications?: ApplicationService;
  #integrations?: IntegrationService;
  #netbuilder?: NetbuilderService;
  #payments?: PaymentWebhookIntake;
  #paymentProvider?: PaymentProvider;
  #logger?: Logger;
  #email?: EmailService;
  #audit?: AuditService;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    /** The request's logger; scripts and jobs without one get a logger of their own. */
    private readonly log: Logger | undefined,
    /** The HTTP request's id, recorded with audit events; null for scripts and jobs. */
    private readonly requestId: string | null,
    private readonly options: ServicesOptions,
  ) {}

  get users() {
    return (this.#users ??= new UserService(this.em, this.audit));
  }
  get auth() {
    return (this.#auth ??= new AuthService(this.em, this.config, this.audit));
  }
  get contact() {
    return (this.#contact ??= new ContactService(this.em, this.config));
  }
  get creditApplications() {
    return (this.#creditApplications ??= new CreditApplicationService(this.em, this.config));
  }
  get articles() {
    return (this.#articles ??= new ArticleService(this.em));
  }
  get applications() {
    return (this.#applications ??= new ApplicationService(this.em, this.audit, this.config));
  }
  get integrations() {
    return (this.#integrations ??= new IntegrationService(this.config.integration));
  }
  get email() {
    return (this.#email ??= new EmailService(this.em, this.config));
  }
  get netbuilder() {
    return (this.#netbuilder ??= new NetbuilderService(this.em, this.config, this.logger, this.audit, this.paymentProvider, (raw, signature) =>
      this.payments.receive(raw, signature).then(() => {})));
  }
  /** Every module's payment event handlers: a module that takes payments adds its handler here. */
  get payments(): PaymentWebhookIntake {
    return (this.#payments ??= new PaymentWebhookIntake(this.em, this.config.payments, this.logger, this.paymentProvider, [
      netbuilderPaymentHandler(this.audit),
      ...(this.options.morePaymentEventHandlers ?? []),
    ]));
  }
  /** Stripe, or the demo provider, which delivers its signed events to the intake like Stripe does. */
  private get paymentProvider(): PaymentProvider {
    return (this.#paymentProvider ??= createPaymentProvider(this.config.payments, (raw, signature) =>
      this.payments.receive(raw, signature).then(() => {})));
  }
  private get logger(): Logger {
    return (this.#logger ??= this.log ?? createLogger(this.config));
  }
  get audit() {
    return (this.#audit ??= new AuditService(this.em, this.requestId));
  }
}

/** How an app composes its services beyond the configuration. */
export interface ServicesOptions {
  /** Payment event handlers after the modules' own (tests add one of their own). */
  morePaymentEventHandlers?: readonly PaymentEventHandler[];
}

export function createServices(
  em: EntityManager,
  config: AppConfig,
  log?: Logger,
  requestId: string | null = null,
  options: ServicesOptions = {},
): Services {
  return new RequestServices(em, config, log, requestId, options);
}
