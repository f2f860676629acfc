import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { PLAN_IDS, type PlanId } from './plans.js';

/** One paid month of a subscription, reported to the plan's bureaus. Made from the provider's `invoice.paid`. */
@Entity({ tableName: 'netbuilder_reports' })
@Index({ properties: ['user', 'reportMonth'] })
export class NetbuilderReport {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** One report per paid invoice, however often the event arrives. */
  @Unique()
  @Property({ length: 255 })
  providerInvoiceId!: string;

  @Property({ length: 255 })
  providerSubscriptionId!: string;

  @Enum({ items: [...PLAN_IDS], nativeEnumName: 'netbuilder_plan' })
  plan!: PlanId;

  /** `YYYY-MM` of the billing period the payment covers. */
  @Property({ length: 7 })
  reportMonth!: string;

  @Property()
  paymentAmountCents!: number;

  @Property({ length: 32 })
  paymentStatus!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
