import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** BACKOFFICE §3.5: active ⇄ on_hold; a NetBuilder-sourced account → closing when its plan ends → closed at zero balance. */
export const NET30_ACCOUNT_STATUSES = ['active', 'on_hold', 'closing', 'closed'] as const;
export type Net30AccountStatus = (typeof NET30_ACCOUNT_STATUSES)[number];

export const NET30_ACCOUNT_SOURCES = ['application', 'netbuilder'] as const;
export type Net30AccountSource = (typeof NET30_ACCOUNT_SOURCES)[number];

/** Net terms an account can have (R19 Approve: Net 15/30/45/60). */
export const NET_DAYS = [15, 30, 45, 60] as const;
export type NetDays = (typeof NET_DAYS)[number];

/**
 * A client's Net30 trade account (§3.1 net30_account): one per client, opened by an approved application or a
 * NetBuilder plan. The balance is never stored here: it is the sum of the open invoices' balances.
 */
@Entity({ tableName: 'net30_account' })
export class Net30Account {
  [OptionalProps]?: 'ownerUserId' | 'businessId' | 'applicationId' | 'subscriptionId' | 'status' | 'holdReason' | 'holdIsManual' | 'closedOn' | 'version' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** The client who owns it; null while an approved application waits to be claimed. */
  @Property({ nullable: true })
  ownerUserId: number | null = null;

  @Property({ nullable: true })
  businessId: number | null = null;

  @Property({ length: 200 })
  businessName!: string;

  @Property({ length: 16 })
  source!: Net30AccountSource;

  @Property({ nullable: true })
  applicationId: number | null = null;

  @Property({ nullable: true })
  subscriptionId: number | null = null;

  /** Cents. */
  @Property({ type: new BigIntType('number') })
  creditLimit!: number;

  @Property({ type: 'smallint' })
  netDays!: NetDays;

  @Property({ length: 16 })
  status: Net30AccountStatus = 'active';

  @Property({ length: 1000, nullable: true })
  holdReason: string | null = null;

  /** A hold an admin placed stays until an admin releases it; an automatic one lifts when the account is current. */
  @Property()
  holdIsManual: boolean = false;

  /** ISO date (platform calendar day). */
  @Property({ type: 'date' })
  openedOn!: string;

  @Property({ type: 'date', nullable: true })
  closedOn: string | null = null;

  @Property()
  version: number = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
