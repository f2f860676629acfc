import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_change', 'sign_in_challenge'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A one-use token sent in a link or handed to the browser between two sign-in steps: a password reset (30 min), an
 * e-mail change (24 h, `payload.email` is the new address), the two-factor sign-in challenge (5 min). Only its
 * SHA-256 is stored; it is used by one compare-and-set (`used_at is null` → now), so of two parallel uses one wins.
 */
@Entity({ tableName: 'account_token' })
@Index({ name: 'account_token_user_purpose_index', properties: ['user', 'purpose'] })
export class AccountToken {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ length: 24 })
  purpose!: AccountTokenPurpose;

  @Property({ length: 64, unique: 'account_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'json', nullable: true })
  payload: Record<string, unknown> | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Index({ name: 'account_token_expires_at_index' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
