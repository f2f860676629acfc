import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** §3.5: open → overdue (the day after dueOn) → paid; open → paid; open → void (no payments). */
export const NET30_INVOICE_STATUSES = ['open', 'overdue', 'paid', 'void'] as const;
export type Net30InvoiceStatus = (typeof NET30_INVOICE_STATUSES)[number];

/** One line of an invoice; `amount` = quantity × unitPrice, in cents. */
export interface Net30InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/**
 * An invoice on net terms (§3.1 net30_invoice, invariant 10). `paid` (succeeded payments) and `fees` (fees not
 * waived) are kept here under the invoice's row lock, so the balance is `total + fees − paid`, checked by the
 * database never to go below zero.
 */
@Entity({ tableName: 'net30_invoice' })
export class Net30Invoice {
  [OptionalProps]?: 'paid' | 'fees' | 'status' | 'isTest' | 'paidOn' | 'voidReason' | 'voidedAt' | 'createdById' | 'version' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** For humans: N30-2026-000045 (year of issue, id). */
  @Property({ length: 20 })
  number!: string;

  @Property()
  accountId!: number;

  @Property({ type: 'date' })
  issuedOn!: string;

  /** issuedOn + the account's net days. */
  @Property({ type: 'date' })
  dueOn!: string;

  @Property({ type: 'json' })
  lines!: Net30InvoiceLine[];

  /** Cents: the sum of the lines. */
  @Property({ type: new BigIntType('number') })
  total!: number;

  @Property({ type: new BigIntType('number') })
  paid: number = 0;

  @Property({ type: new BigIntType('number') })
  fees: number = 0;

  @Property({ length: 8 })
  status: Net30InvoiceStatus = 'open';

  /** A sandbox order (R26): never furnished. */
  @Property()
  isTest: boolean = false;

  @Property({ type: 'date', nullable: true })
  paidOn: string | null = null;

  @Property({ length: 1000, nullable: true })
  voidReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  voidedAt: Date | null = null;

  @Property({ nullable: true })
  createdById: number | null = null;

  @Property()
  version: number = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
