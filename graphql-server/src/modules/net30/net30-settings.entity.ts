import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A late fee tier: invoices whose total is at most `upToCents` (null: any larger one) pay `feeCents`. */
export interface LateFeeTier {
  upToCents: number | null;
  feeCents: number;
}

/** An item of the order sandbox's catalogue (R26). */
export interface SandboxCatalogItem {
  id: string;
  name: string;
  priceCents: number;
}

export const BUREAUS = ['dnb', 'experian', 'equifax'] as const;
export type Bureau = (typeof BUREAUS)[number];

/** R19 Settings: the Net30 fee box and calendar, one row (id 1). */
@Entity({ tableName: 'net30_settings' })
export class Net30Settings {
  [OptionalProps]?: 'version' | 'updatedAt';

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  /** Cents a year (default $0). */
  @Property({ type: new BigIntType('number') })
  annualFee!: number;

  @Property({ type: 'json' })
  lateFeeTiers!: LateFeeTier[];

  /** Days past due before the late fee (5). */
  @Property({ type: 'smallint' })
  graceDays!: number;

  /** Days past due before the account goes on hold (15). */
  @Property({ type: 'smallint' })
  holdAfterDays!: number;

  /** Day of the month statements close (1st) and reports are generated (5th). */
  @Property({ type: 'smallint' })
  statementDay!: number;

  @Property({ type: 'smallint' })
  reportingDay!: number;

  /** Bureaus a furnishing batch is generated for. */
  @Property({ type: 'text[]' })
  bureaus!: Bureau[];

  @Property({ type: 'json' })
  catalog!: SandboxCatalogItem[];

  @Property()
  version: number = 1;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
