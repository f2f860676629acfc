import type { z } from 'zod';
import type { PaymentEvent, PaymentEventContext, PaymentEventHandler } from './payment-event-handler.js';

/** `unhandled`: no handler lists the type; `ignored`: handlers ran and none changed anything. */
export type DispatchOutcome = 'applied' | 'ignored' | 'unhandled';

/** Routes events by type to the handlers the modules contributed (a list given at composition, never mutated). */
export class PaymentEventDispatcher {
  readonly #byType = new Map<string, PaymentEventHandler[]>();

  constructor(handlers: readonly PaymentEventHandler[]) {
    for (const handler of handlers) {
      for (const type of Object.keys(handler.events)) {
        const list = this.#byType.get(type) ?? [];
        if (list.includes(handler)) continue;
        list.push(handler);
        this.#byType.set(type, list);
      }
    }
  }

  /** Whether any handler takes events of this type. */
  handles(type: string): boolean {
    return this.#byType.has(type);
  }

  /** The shapes the handlers of `type` require of `data.object` (none for a type nobody handles). */
  objectSchemas(type: string): z.ZodType[] {
    return (this.#byType.get(type) ?? []).map((handler) => handler.events[type]!);
  }

  /**
   * Lets every handler of the event's type take its row locks, then calls each in composition order; the first error
   * stops and propagates.
   */
  async dispatch(event: PaymentEvent, context: PaymentEventContext): Promise<DispatchOutcome> {
    const handlers = this.#byType.get(event.type);
    if (!handlers) return 'unhandled';
    for (const handler of handlers) await handler.lock?.(event, context);
    let applied = false;
    for (const handler of handlers) {
      if (await handler.apply(event, context)) applied = true;
    }
    return applied ? 'applied' : 'ignored';
  }
}
