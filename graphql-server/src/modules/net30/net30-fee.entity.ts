import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const NET30_FEE_TYPES = ['late', 'returned_payment'] as const;
export type Net30FeeType = (typeof NET30_FEE_TYPES)[number];

/** A fee on an invoice (§3.1 net30_fee): at most one late fee per invoice (unique in the database); waived with a reason. */
@Entity({ tableName: 'net30_fee' })
export class Net30Fee {
  [OptionalProps]?: 'waivedAt' | 'waivedById' | 'waiveReason' | 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  invoiceId!: number;

  @Property({ length: 20 })
  type!: Net30FeeType;

  /** Cents, > 0. */
  @Property({ type: new BigIntType('number') })
  amount!: number;

  @Property({ type: 'date' })
  assessedOn!: string;

  @Property({ type: 'datetime', nullable: true })
  waivedAt: Date | null = null;

  @Property({ nullable: true })
  waivedById: number | null = null;

  @Property({ length: 1000, nullable: true })
  waiveReason: string | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
