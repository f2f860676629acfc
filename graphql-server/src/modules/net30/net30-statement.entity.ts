import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Balances by age at a date, in cents (R19 Aging's buckets). */
export interface AgingBuckets {
  current: number;
  days1to30: number;
  days31to60: number;
  days61to90: number;
  days91plus: number;
}

/** A month-close statement of an account (§3.1 net30_statement): one per account and period end (unique). */
@Entity({ tableName: 'net30_statement' })
export class Net30Statement {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  accountId!: number;

  @Property({ type: 'date' })
  periodStart!: string;

  @Property({ type: 'date' })
  periodEnd!: string;

  /** Cents: what was owed at the start, charged, paid and charged as fees in the period, and owed at its end. */
  @Property({ type: new BigIntType('number') })
  opening!: number;

  @Property({ type: new BigIntType('number') })
  charges!: number;

  @Property({ type: new BigIntType('number') })
  payments!: number;

  @Property({ type: new BigIntType('number') })
  fees!: number;

  @Property({ type: new BigIntType('number') })
  closing!: number;

  @Property({ type: 'json' })
  aging!: AgingBuckets;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
