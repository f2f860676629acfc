import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A sign-in attempt on an existing account (R5 "last 20 sign-ins"): never the password or the code. */
@Entity({ tableName: 'sign_in_event' })
export class SignInEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  at: Date = new Date();

  @Property()
  success!: boolean;

  @Property({ length: 64, nullable: true })
  ipPrefix: string | null = null;

  @Property({ length: 512, nullable: true })
  userAgent: string | null = null;
}
