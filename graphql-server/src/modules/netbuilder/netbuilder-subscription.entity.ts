import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, OneToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { PLAN_IDS, type PlanId } from './plans.js';

/**
 * A user's NetBuilder subscription, as the payment provider's webhooks describe it. One row per user (unique):
 * a second purchase can never create a second subscription. Statuses are the provider's (active, past_due,
 * canceled, …). Two registers, each "last writer wins" by the provider's event time, so that events applied in
 * any order leave the same state: the status (set by subscription events and failed payments) and the snapshot
 * (period and cancel flag, set by subscription events only).
 */
@Entity({ tableName: 'netbuilder_subscriptions' })
export class NetbuilderSubscription {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'cancelAtPeriodEnd' | 'statusRank';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @OneToOne(() => User, { owner: true, deleteRule: 'cascade', unique: 'netbuilder_subscriptions_user_id_unique' })
  user!: Rel<User>;

  @Enum({ items: [...PLAN_IDS], nativeEnumName: 'netbuilder_plan' })
  plan!: PlanId;

  @Property({ length: 32 })
  status!: string;

  @Unique()
  @Property({ length: 255 })
  providerSubscriptionId!: string;

  @Property({ length: 255, nullable: true })
  providerCustomerId?: string | null;

  @Property({ type: 'datetime', nullable: true })
  currentPeriodStart?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  currentPeriodEnd?: Date | null;

  @Property()
  cancelAtPeriodEnd: boolean = false;

  /** Provider time of the event that set `status`, and the status's rank (breaks ties within one second). */
  @Property({ type: 'datetime', nullable: true })
  statusEventAt?: Date | null;

  @Property()
  statusRank: number = 0;

  /** Provider time of the subscription event that set the period and the cancel flag. */
  @Property({ type: 'datetime', nullable: true })
  snapshotEventAt?: Date | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
