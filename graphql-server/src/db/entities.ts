import { LoginThrottle } from '../modules/auth/login-throttle.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { User } from '../modules/users/user.entity.js';

/** Every entity, listed once: discovery by folder scan breaks between `tsc` output and vitest. */
export const entities = [User, Session, LoginThrottle];
