import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * A server-side session. The cookie carries a random 256-bit token; only its SHA-256 hash is
 * stored, so a copy of this table does not let anyone sign in.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ length: 64 })
  tokenHash!: string;

  // Indexed for ending all of a user's sessions (sign out everywhere).
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  lastSeenAt: Date = new Date();

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** What the user sees and revokes a session by (never the token hash): a random UUID the database gives. */
  @Property({ type: 'uuid', unique: true, defaultRaw: 'gen_random_uuid()' })
  publicId?: string;

  @Property({ length: 64, nullable: true })
  ip?: string | null;

  /** The address shown on the sessions list: /24 for IPv4, /48 for IPv6 (auth/ip-prefix.ts). */
  @Property({ length: 64, nullable: true })
  ipPrefix?: string | null;

  @Property({ length: 512, nullable: true })
  userAgent?: string | null;
}
