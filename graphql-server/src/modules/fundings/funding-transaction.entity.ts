import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** R14: payment lowers the balance; fee raises the payback; discount lowers it; adjustment credits the balance. */
export const ENTRY_TYPES = ['payment', 'fee', 'discount', 'adjustment'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export type TransactionType = EntryType | 'reversal';

export const TRANSACTION_SOURCES = ['manual', 'lender', 'import'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/**
 * One row of a funding's ledger (§3.1 funding_transaction). Rows are never changed or deleted: a reversal is a new
 * row with the negated amount and `reversesId`, at most one per row (unique in the database).
 */
@Entity({ tableName: 'funding_transaction' })
export class FundingTransaction {
  [OptionalProps]?: 'externalRef' | 'reversesId' | 'note' | 'createdById' | 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  fundingId!: number;

  @Property({ length: 16 })
  type!: TransactionType;

  /** Cents; > 0, except a reversal's (the negation of the reversed row's). */
  @Property({ type: 'bigint' })
  amount!: number;

  @Property({ type: 'date' })
  occurredOn!: string;

  @Property({ length: 8 })
  source!: TransactionSource;

  @Property({ length: 100, nullable: true })
  externalRef: string | null = null;

  @Property({ nullable: true })
  reversesId: number | null = null;

  @Property({ length: 1000, nullable: true })
  note: string | null = null;

  @Property({ nullable: true })
  createdById: number | null = null;

  /** Who entered it, as shown in the transactions table (kept if the user is removed). */
  @Property({ length: 100 })
  createdByName!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
