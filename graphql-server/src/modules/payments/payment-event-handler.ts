import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { PaymentsConfig } from '../../config/index.js';
import type { Logger } from '../../logging/logger.js';
import type { PaymentProvider, Stripe } from './payment-provider.js';

/** A webhook event whose signature and shape were checked (Stripe's event layout, which the demo provider copies). */
export type PaymentEvent = Stripe.Event;

/** What a handler gets besides the event: the transaction that records the event, and the payment platform. */
export interface PaymentEventContext {
  /** The transaction that also records the event as processed: the handler's writes commit with it, or neither. */
  em: EntityManager;
  /** When the provider created the event (its `created`, whole seconds). */
  eventAt: Date;
  log: Logger;
  config: PaymentsConfig;
  provider: PaymentProvider;
  /**
   * Work for after the commit, such as calls to the provider: its failure is logged and must not undo the
   * recorded event (nor can a rolled-back event have called out).
   */
  afterCommit(task: () => Promise<void>): void;
}

/**
 * One module's part in the payment webhooks (NetBuilder's subscriptions, later Net30's payments). The payments
 * intake verifies, de-duplicates and records each event, then calls every handler that lists its type, in the
 * order they were composed, inside one transaction.
 */
export interface PaymentEventHandler {
  /** The module it belongs to, for logs. */
  readonly name: string;
  /**
   * The event types it applies, each with the shape of the `data.object` it reads. The shape is checked before
   * anything is stored: a signed event that fails it is refused (400). Describe only the fields read, loosely
   * (`z.looseObject`), since other handlers of the same type get the same object.
   */
  readonly events: Readonly<Record<string, z.ZodType>>;
  /**
   * Applies one event of a listed type. Answers whether it changed anything (false: not for this module, e.g. an
   * invoice of another product). Throwing rolls the whole event back, unrecorded, so the provider's redelivery
   * applies it again.
   */
  apply(event: PaymentEvent, context: PaymentEventContext): Promise<boolean>;
  /**
   * Takes the row locks `apply` will need, before any handler of the event runs: an earlier handler's audit record
   * takes the audit chain's lock, and a row locked after it would deadlock with a job that holds the row and waits
   * for the chain (every transaction locks its rows first and the chain last).
   */
  lock?(event: PaymentEvent, context: PaymentEventContext): Promise<void>;
}
