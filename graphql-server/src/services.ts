import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from './config/index.js';
import { ApplicationService } from './modules/applications/application.service.js';
import { IntegrationService } from './modules/integrations/integration.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { UserService } from './modules/users/user.service.js';
import { ContactService } from './modules/contact/contact.service.js';
import { CreditApplicationService } from './modules/credit-applications/credit-applications.service.js';
import { ArticleService } from './modules/articles/articles.service.js';
import { NetbuilderService } from './modules/netbuilder/netbuilder.service.js';

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
}

export function createServices(em: EntityManager, config: AppConfig): Services {
  return {
    users: new UserService(em),
    auth: new AuthService(em, config),
    contact: new ContactService(em, config),
    creditApplications: new CreditApplicationService(em, config),
    articles: new ArticleService(em),
    applications: new ApplicationService(em),
    integrations: new IntegrationService(config.integration),
    netbuilder: new NetbuilderService(em, config),
  };
}
