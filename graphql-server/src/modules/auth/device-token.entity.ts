import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * A device cookie (OWASP "Slow down online guessing attacks with device cookies"): given to a browser at each
 * successful sign-in, it lets that browser sign in as that user while the account is locked for unknown clients,
 * under a small limit of its own. The cookie carries a random 256-bit token; only its SHA-256 is stored, so every
 * app instance checks it the same way and a copy of this table gives no one a bypass.
 */
@Entity({ tableName: 'device_tokens' })
export class DeviceToken {
  @PrimaryKey({ length: 64 })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
