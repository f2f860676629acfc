import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PaymentFrequency } from '../offers/offer-math.js';

/** BACKOFFICE §3.5: active → paid_off (balance 0) | delinquent ⇄ active | defaulted → written_off; active → renewed. */
export const FUNDING_STATUSES = ['active', 'paid_off', 'delinquent', 'defaulted', 'written_off', 'renewed'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export const COMMISSION_STATUSES = ['pending', 'received', 'clawed_back'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/**
 * A funded deal (§3.1 funding): one per application and per offer (invariant 5, unique in the database). The amounts
 * are copied from the accepted offer when it is marked funded, so later ledger rows change the balance, never them;
 * `commissionExpected` is the platform's business with the lender and never feeds matching (invariant 9).
 */
@Entity({ tableName: 'funding' })
export class Funding {
  [OptionalProps]?: 'status' | 'statusNote' | 'commissionStatus' | 'commissionReceivedOn' | 'lenderRef' | 'note' | 'createdById' | 'version' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  applicationId!: number;

  @Property()
  offerId!: number;

  @Property()
  lenderId!: number;

  /** ISO date (platform calendar day). */
  @Property({ type: 'date' })
  fundedOn!: string;

  @Property({ type: 'bigint' })
  fundedAmount!: number;

  @Property({ type: 'bigint' })
  disbursed!: number;

  /** The offer's total repayment when funded (fees and discounts are ledger rows on top of it). */
  @Property({ type: 'bigint' })
  expectedPayback!: number;

  @Property({ type: 'bigint' })
  payment!: number;

  @Property({ length: 8 })
  frequency!: PaymentFrequency;

  @Property({ length: 16 })
  status: FundingStatus = 'active';

  /** Why the status last changed (required for delinquent, defaulted, written off). */
  @Property({ length: 1000, nullable: true })
  statusNote: string | null = null;

  @Property({ type: 'bigint' })
  commissionExpected!: number;

  @Property({ length: 16 })
  commissionStatus: CommissionStatus = 'pending';

  @Property({ type: 'date', nullable: true })
  commissionReceivedOn: string | null = null;

  /** The lender's own reference for the deal. */
  @Property({ length: 100, nullable: true })
  lenderRef: string | null = null;

  /** Why the funded amount differs from the offer (required above the offer's amount, invariant 5). */
  @Property({ length: 1000, nullable: true })
  note: string | null = null;

  @Property({ nullable: true })
  createdById: number | null = null;

  @Property()
  version = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
