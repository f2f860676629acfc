import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** One of a user's ten two-factor recovery codes: keyed hash only (recovery-codes.ts), used at most once. */
@Entity({ tableName: 'recovery_code' })
@Unique({ name: 'recovery_code_user_hash_unique', properties: ['user', 'codeHash'] })
export class RecoveryCode {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
