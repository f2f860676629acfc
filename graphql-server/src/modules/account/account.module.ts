import type { ModuleManifest } from '../module.js';
import { AccountToken } from './account-token.entity.js';
import { AccountResolver, AccountUserFieldsResolver } from './account.resolver.js';
import { PasswordService } from './password.service.js';
import { ProfileService } from './profile.service.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { AccountSessionsService } from './sessions.service.js';
import { SignInEvent } from './sign-in-event.entity.js';
import { TwoFactorService } from './two-factor.service.js';

declare module '../module.js' {
  interface Services {
    profile: ProfileService;
    passwords: PasswordService;
    twoFactor: TwoFactorService;
    accountSessions: AccountSessionsService;
  }
}

/** Issue 13 accounts: profile, password change and reset, two-factor sign-in, sessions and sign-in history. */
export const accountModule: ModuleManifest = {
  name: 'account',
  entities: [AccountToken, RecoveryCode, SignInEvent],
  resolvers: [AccountResolver, AccountUserFieldsResolver],
  services: {
    profile: ({ em, config, services }) => new ProfileService(em, config, services.audit),
    passwords: ({ em, config, services }) => new PasswordService(em, config, services.audit),
    twoFactor: ({ em, config, services }) => new TwoFactorService(em, config, services.audit),
    accountSessions: ({ em, config, services }) => new AccountSessionsService(em, config, services.audit),
  },
};
