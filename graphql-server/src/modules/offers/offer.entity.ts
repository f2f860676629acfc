import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PaymentFrequency } from './offer-math.js';

/**
 * BACKOFFICE §3.3: `sent` → `accepted` | `declined` | `withdrawn` | `expired` | `superseded` | `standby`;
 * `standby` → `sent` (fall-through) | `void` | `expired`; `accepted` → `funded` | `fell_through`.
 */
export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn', 'expired', 'superseded', 'standby', 'void', 'funded', 'fell_through'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Offers still before the client: they count towards a lender's 3 per file and can expire. */
export const LIVE_OFFER_STATUSES = ['sent', 'standby'] as const satisfies readonly OfferStatus[];

export const PRICING_TYPES = ['factor', 'interest'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/**
 * One lender's terms for one application (§3.1 offer). The computed fields are stored as `computeOffer` returned them
 * when the offer was made; money is integer cents, rates basis points, the factor rate ten-thousandths.
 */
@Entity({ tableName: 'offer' })
export class Offer {
  [OptionalProps]?:
    | 'factorE4'
    | 'interestBps'
    | 'conditions'
    | 'statusReason'
    | 'supersedesId'
    | 'enteredByAdminId'
    | 'evidenceDocId'
    | 'createdById'
    | 'acceptedAt'
    | 'acceptedVia'
    | 'contractSentAt'
    | 'version'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  applicationId!: number;

  @Property()
  submissionId!: number;

  @Property()
  lenderId!: number;

  @Property({ length: 32 })
  product!: string;

  @Property({ type: 'bigint' })
  amount!: number;

  @Property({ type: 'bigint' })
  feesWithheld!: number;

  @Property({ type: 'bigint' })
  otherFees!: number;

  @Property({ type: 'bigint' })
  disbursed!: number;

  @Property({ length: 8 })
  pricingType!: PricingType;

  @Property({ nullable: true })
  factorE4: number | null = null;

  @Property({ nullable: true })
  interestBps: number | null = null;

  @Property()
  termDays!: number;

  @Property({ length: 8 })
  frequency!: PaymentFrequency;

  @Property()
  paymentCount!: number;

  @Property({ type: 'bigint' })
  payment!: number;

  @Property({ type: 'bigint' })
  lastPayment!: number;

  @Property({ type: 'bigint' })
  totalRepayment!: number;

  @Property({ type: 'bigint' })
  totalCost!: number;

  @Property()
  aprBps!: number;

  @Property()
  centsPerDollarBps!: number;

  @Property({ type: 'bigint' })
  avgMonthlyPayment!: number;

  @Property({ length: 500 })
  prepayment!: string;

  @Property({ type: 'json' })
  conditions: string[] = [];

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ length: 16 })
  status!: OfferStatus;

  /** Why it was withdrawn, declined or fell through. */
  @Property({ length: 1000, nullable: true })
  statusReason: string | null = null;

  /** The offer this one revised (that one is now `superseded`). */
  @Property({ nullable: true })
  supersedesId: number | null = null;

  /** Set when an admin entered an offer the lender sent by e-mail. */
  @Property({ nullable: true })
  enteredByAdminId: number | null = null;

  @Property({ nullable: true })
  evidenceDocId: number | null = null;

  @Property({ nullable: true })
  createdById: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;

  @Property({ length: 16, nullable: true })
  acceptedVia: 'client' | 'staff_recorded' | null = null;

  /** R20 *Contract sent*, after acceptance. */
  @Property({ type: 'datetime', nullable: true })
  contractSentAt: Date | null = null;

  @Property()
  version = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
