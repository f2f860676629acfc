import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/** How long a set-password link works (R8). */
export const INVITE_VALID_HOURS = 72;

/** A lender user's set-password link: only the token's hash is stored; used once, within 72 hours. */
@Entity({ tableName: 'lender_invite' })
export class LenderInvite {
  [OptionalProps]?: 'usedAt' | 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Index({ name: 'lender_invite_user_id_index' })
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ length: 64, unique: 'lender_invite_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
