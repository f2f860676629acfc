import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Every webhook event applied, by the provider's event id: a redelivery (Stripe retries, duplicates) finds its id
 * here and changes nothing. Written in the same transaction as the event's effects, so a crash leaves neither.
 * The payments intake writes it (`payment-webhook-intake.ts`).
 */
@Entity({ tableName: 'payment_webhook_events' })
export class ProcessedWebhookEvent {
  @PrimaryKey({ length: 255 })
  eventId!: string;

  @Property({ length: 100 })
  type!: string;

  /** When the provider created the event (its `created`). */
  @Property({ type: 'datetime' })
  eventCreatedAt!: Date;

  @Property({ type: 'datetime' })
  processedAt: Date = new Date();

  /** False when no module handles events of this type: acknowledged and kept, nothing applied. */
  @Property()
  handled: boolean = true;
}
