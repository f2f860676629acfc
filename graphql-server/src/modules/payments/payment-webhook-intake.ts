import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentsConfig } from '../../config/index.js';
import type { Logger } from '../../logging/logger.js';
import { PaymentEventDispatcher } from './payment-event-dispatcher.js';
import type { PaymentEvent, PaymentEventContext, PaymentEventHandler } from './payment-event-handler.js';
import type { PaymentProvider } from './payment-provider.js';
import { parseWebhookEvent } from './webhook-event.schema.js';
import { verifyWebhookSignature } from './webhook-signature.js';

export interface WebhookOutcome {
  eventId: string;
  type: string;
  /** `ignored`: recorded, and no handler changed anything (or none takes its type); `duplicate`: recorded before. */
  outcome: 'applied' | 'duplicate' | 'ignored';
}

/**
 * The one door for the payment provider's webhooks (Stripe's, and the demo provider's signed copies): verifies the
 * signature on the raw body, checks the event's shape, records its id and dispatches it to the handlers the
 * modules registered, all in one transaction. The record is an insert-if-absent: a second delivery of the same
 * event, even in parallel, waits for the first and finds it (`duplicate`); a handler that throws rolls the record
 * back with its work, so the provider's retry applies the event again. An event no handler takes is recorded too
 * (as not handled) and acknowledged.
 */
export class PaymentWebhookIntake {
  readonly #dispatcher: PaymentEventDispatcher;

  constructor(
    private readonly em: EntityManager,
    private readonly config: PaymentsConfig,
    private readonly log: Logger,
    private readonly provider: PaymentProvider,
    handlers: readonly PaymentEventHandler[],
  ) {
    this.#dispatcher = new PaymentEventDispatcher(handlers);
  }

  /**
   * Receives one delivery. Throws WebhookSignatureError for a bad signature, a ValidationError for a signed body
   * that is not a valid event (nothing stored either way), and whatever a handler throws.
   */
  async receive(rawBody: Buffer | string, signature: string | undefined): Promise<WebhookOutcome> {
    const body = verifyWebhookSignature(rawBody, signature, this.config.webhookSecret);
    const event = parseWebhookEvent(body, (type) => this.#dispatcher.objectSchemas(type));
    return this.apply(event);
  }

  private async apply(event: PaymentEvent): Promise<WebhookOutcome> {
    const eventAt = new Date(event.created * 1000);
    const afterCommit: (() => Promise<void>)[] = [];
    const outcome = await this.em.transactional(async (em) => {
      const recorded = await em.execute<{ event_id: string }[]>(
        `insert into payment_webhook_events (event_id, type, event_created_at, processed_at, handled) values (?, ?, ?, now(), ?)
         on conflict (event_id) do nothing returning event_id`,
        [event.id, event.type, eventAt, this.#dispatcher.handles(event.type)],
      );
      if (recorded.length === 0) return 'duplicate' as const;
      const context: PaymentEventContext = {
        em,
        eventAt,
        log: this.log,
        config: this.config,
        provider: this.provider,
        afterCommit: (task) => void afterCommit.push(task),
      };
      return this.#dispatcher.dispatch(event, context);
    });
    if (outcome === 'unhandled') this.log.info({ eventId: event.id, type: event.type }, 'Payment webhook: no handler for this event type; recorded and acknowledged');
    for (const task of afterCommit) {
      await task().catch((error: unknown) => this.log.error({ err: error, eventId: event.id }, 'Payment webhook: follow-up work failed after the commit'));
    }
    return { eventId: event.id, type: event.type, outcome: outcome === 'unhandled' ? 'ignored' : outcome };
  }
}
