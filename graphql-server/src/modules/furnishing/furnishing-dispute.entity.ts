import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** R24's dispute reasons. */
export const DISPUTE_REASONS = ['not_mine', 'paid_on_time', 'amount_wrong', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_STATUSES = ['open', 'corrected', 'upheld'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A client's dispute of a reported record (§3.1 furnishing_dispute): one open per record; answered within 30 days. */
@Entity({ tableName: 'furnishing_dispute' })
export class FurnishingDispute {
  [OptionalProps]?: 'status' | 'resolution' | 'resolvedById' | 'resolvedAt' | 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  recordId!: number;

  @Property()
  ownerUserId!: number;

  @Property({ length: 16 })
  reason!: DisputeReason;

  @Property({ length: 2000 })
  text!: string;

  @Property({ length: 10 })
  status: DisputeStatus = 'open';

  /** The note to the client. */
  @Property({ length: 2000, nullable: true })
  resolution: string | null = null;

  @Property({ nullable: true })
  resolvedById: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  /** The 30-day answer deadline. */
  @Property({ type: 'datetime' })
  dueAt!: Date;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
