import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** `online`: Pay now through the payment provider; the others are recorded by an admin. */
export const NET30_PAYMENT_METHODS = ['online', 'check', 'ach', 'wire'] as const;
export type Net30PaymentMethod = (typeof NET30_PAYMENT_METHODS)[number];

export const NET30_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type Net30PaymentStatus = (typeof NET30_PAYMENT_STATUSES)[number];

/**
 * A payment of an invoice (§3.1 net30_payment). An online payment starts `pending` with its checkout session and
 * becomes `succeeded` when the provider's webhook says so, once (unique provider reference); an offline payment
 * an admin records is `succeeded` at once.
 */
@Entity({ tableName: 'net30_payment' })
export class Net30Payment {
  [OptionalProps]?: 'status' | 'receivedOn' | 'reference' | 'providerRef' | 'idempotencyKey' | 'checkoutSessionId' | 'failureMessage' | 'recordedById' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  invoiceId!: number;

  /** Cents, > 0. */
  @Property({ type: new BigIntType('number') })
  amount!: number;

  @Property({ length: 8 })
  method!: Net30PaymentMethod;

  @Property({ length: 10 })
  status: Net30PaymentStatus = 'pending';

  /** The day the money arrived (platform calendar day); set once it succeeded. */
  @Property({ type: 'date', nullable: true })
  receivedOn: string | null = null;

  /** Check number, ACH trace or wire reference (offline payments). */
  @Property({ length: 100, nullable: true })
  reference: string | null = null;

  /** The provider's payment id (a payment intent), unique: a payment applies once. */
  @Property({ length: 255, nullable: true })
  providerRef: string | null = null;

  @Property({ length: 100, nullable: true })
  idempotencyKey: string | null = null;

  @Property({ length: 255, nullable: true })
  checkoutSessionId: string | null = null;

  @Property({ length: 500, nullable: true })
  failureMessage: string | null = null;

  @Property({ nullable: true })
  recordedById: number | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
