import type { ModuleManifest } from '../module.js';
import { AuthService } from './auth.service.js';
import { DeviceToken } from './device-token.entity.js';
import { LoginThrottle } from './login-throttle.entity.js';
import { purgeExpiredRecords } from './purge-expired-records.job.js';
import { Session } from './session.entity.js';

declare module '../module.js' {
  interface Services {
    auth: AuthService;
  }
}

export const authModule: ModuleManifest = {
  name: 'auth',
  entities: [Session, DeviceToken, LoginThrottle],
  services: { auth: ({ em, config, services }) => new AuthService(em, config, services.audit, services) },
  jobs: [purgeExpiredRecords],
};
