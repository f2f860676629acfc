import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from './config/index.js';
import { ApplicationService } from './modules/applications/application.service.js';
import { IntegrationService } from './modules/integrations/integration.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { UserService } from './modules/users/user.service.js';

/**
 * The domain services for one unit of work (one request, one script run), sharing one
 * forked EntityManager. Both edges, GraphQL and REST, get theirs from here.
 */
export interface Services {
  users: UserService;
  auth: AuthService;
  applications: ApplicationService;
  integrations: IntegrationService;
}

export function createServices(em: EntityManager, config: AppConfig): Services {
  return {
    users: new UserService(em),
    auth: new AuthService(em, config),
    applications: new ApplicationService(em),
    integrations: new IntegrationService(config.integration),
  };
}
