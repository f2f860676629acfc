import type { ModuleManifest } from '../module.js';
import { User } from './user.entity.js';
import { UserResolver } from './user.resolver.js';
import { UserService } from './user.service.js';

declare module '../module.js' {
  interface Services {
    users: UserService;
  }
}

export const usersModule: ModuleManifest = {
  name: 'users',
  entities: [User],
  resolvers: [UserResolver],
  services: { users: ({ em, services }) => new UserService(em, services.audit) },
};
