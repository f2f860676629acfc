import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from './config/index.js';
import { AuthService } from './modules/auth/auth.service.js';
import { UserService } from './modules/users/user.service.js';

/**
 * The domain services for one unit of work (one request, one script run), sharing one
 * forked EntityManager. Both edges, GraphQL and REST, get theirs from here.
 */
export interface Services {
  users: UserService;
  auth: AuthService;
}

export function createServices(em: EntityManager, config: AppConfig): Services {
  return {
    users: new UserService(em),
    auth: new AuthService(em, config),
  };
}
