import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AgingBuckets } from '../net30/net30-statement.entity.js';

export const FURNISHING_SOURCE_TYPES = ['net30_account', 'netbuilder_subscription'] as const;
export type FurnishingSourceType = (typeof FURNISHING_SOURCE_TYPES)[number];

/** D&B's manner of payment: prompt, or slow by how many days beyond terms. */
export const MANNERS_OF_PAYMENT = ['prompt', 'slow_1_30', 'slow_31_60', 'slow_61_90', 'slow_91_plus'] as const;
export type MannerOfPayment = (typeof MANNERS_OF_PAYMENT)[number];

/** R23: included in a batch; the bureau's outcome; corrected by a record of a later batch. */
export const FURNISHING_RECORD_STATUSES = ['included', 'accepted', 'rejected', 'corrected'] as const;
export type FurnishingRecordStatus = (typeof FURNISHING_RECORD_STATUSES)[number];

/**
 * One tradeline as reported in a batch (§3.1 furnishing_record), with D&B's seven trade variables: date of
 * experience (`asOf`), manner of payment, high credit, now owes, past due, selling terms, last sale within. Its
 * facts never change once the batch is submitted (invariant 11, a database trigger); a correction is a new record
 * in a later batch that names the record it corrects.
 */
@Entity({ tableName: 'furnishing_record' })
export class FurnishingRecord {
  [OptionalProps]?: 'ownerUserId' | 'lastSaleOn' | 'lastPaymentOn' | 'status' | 'correctsRecordId' | 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  batchId!: number;

  @Property({ length: 24 })
  sourceType!: FurnishingSourceType;

  /** The net30_account or netbuilder_subscriptions row reported. */
  @Property()
  sourceId!: number;

  /** The client the tradeline belongs to (who may see and dispute it). */
  @Property({ nullable: true })
  ownerUserId: number | null = null;

  @Property({ length: 200 })
  businessName!: string;

  @Property({ type: 'date' })
  asOf!: string;

  /** Selling terms, e.g. "Net 30". */
  @Property({ length: 20 })
  terms!: string;

  /** Cents (bigint columns read as numbers: cents stay far below 2^53). */
  @Property({ type: new BigIntType('number') })
  creditLimit!: number;

  /** The column is high_credit_12m (the default naming would look for high_credit12m). */
  @Property({ type: new BigIntType('number'), fieldName: 'high_credit_12m' })
  highCredit12m!: number;

  @Property({ type: new BigIntType('number') })
  nowOwes!: number;

  @Property({ type: new BigIntType('number') })
  pastDue!: number;

  @Property({ type: 'json' })
  aging!: AgingBuckets;

  @Property({ type: 'date', nullable: true })
  lastSaleOn: string | null = null;

  @Property({ type: 'date', nullable: true })
  lastPaymentOn: string | null = null;

  @Property({ length: 16 })
  mannerOfPayment!: MannerOfPayment;

  @Property({ length: 12 })
  status: FurnishingRecordStatus = 'included';

  @Property({ nullable: true })
  correctsRecordId: number | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
