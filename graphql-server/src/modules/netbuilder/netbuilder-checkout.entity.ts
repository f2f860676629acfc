import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { PLAN_IDS, type PlanId } from './plans.js';

export type CheckoutStatus = 'open' | 'completed' | 'replaced';

/** A hosted checkout the user started. A second click while one is open gets the same session back. */
@Entity({ tableName: 'netbuilder_checkouts' })
@Index({ properties: ['user', 'status'] })
export class NetbuilderCheckout {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'text' })
  sessionId!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Enum({ items: [...PLAN_IDS], nativeEnumName: 'netbuilder_plan' })
  plan!: PlanId;

  @Property({ type: 'text' })
  url!: string;

  @Property({ length: 16 })
  status!: CheckoutStatus;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
