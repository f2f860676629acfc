import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PaymentEventDispatcher } from './payment-event-dispatcher.js';
import type { PaymentEvent, PaymentEventContext, PaymentEventHandler } from './payment-event-handler.js';

const event = (type: string) => ({ id: `evt_${type}`, type, created: 0, data: { object: { id: 'obj_1' } } }) as unknown as PaymentEvent;
const context = {} as PaymentEventContext;
const shape = z.looseObject({ id: z.string() });

/** A handler that notes its calls in `log` and answers `applies` (or throws it). */
function handler(name: string, types: string[], log: string[], applies: boolean | Error = true): PaymentEventHandler {
  return {
    name,
    events: Object.fromEntries(types.map((type) => [type, shape])),
    async apply(e) {
      log.push(`${name}:${e.type}`);
      if (applies instanceof Error) throw applies;
      return applies;
    },
  };
}

describe('PaymentEventDispatcher', () => {
  it('calls only the handlers that list the event type, in composition order', async () => {
    const log: string[] = [];
    const dispatcher = new PaymentEventDispatcher([
      handler('netbuilder', ['invoice.paid', 'customer.subscription.updated'], log),
      handler('net30', ['invoice.paid', 'payment_intent.succeeded'], log, false),
    ]);
    expect(await dispatcher.dispatch(event('invoice.paid'), context)).toBe('applied');
    expect(await dispatcher.dispatch(event('payment_intent.succeeded'), context)).toBe('ignored');
    expect(await dispatcher.dispatch(event('customer.subscription.updated'), context)).toBe('applied');
    expect(log).toEqual(['netbuilder:invoice.paid', 'net30:invoice.paid', 'net30:payment_intent.succeeded', 'netbuilder:customer.subscription.updated']);
  });

  it('answers unhandled for a type nobody lists, calling nobody', async () => {
    const log: string[] = [];
    const dispatcher = new PaymentEventDispatcher([handler('netbuilder', ['invoice.paid'], log)]);
    expect(dispatcher.handles('customer.created')).toBe(false);
    expect(dispatcher.objectSchemas('customer.created')).toEqual([]);
    expect(await dispatcher.dispatch(event('customer.created'), context)).toBe('unhandled');
    expect(log).toEqual([]);
  });

  it('answers ignored when every handler of the type declines', async () => {
    const dispatcher = new PaymentEventDispatcher([handler('a', ['invoice.paid'], [], false), handler('b', ['invoice.paid'], [], false)]);
    expect(await dispatcher.dispatch(event('invoice.paid'), context)).toBe('ignored');
  });

  it("stops at a handler's error and passes it on (the intake rolls the event back)", async () => {
    const log: string[] = [];
    const failure = new Error('boom');
    const dispatcher = new PaymentEventDispatcher([handler('a', ['invoice.paid'], log, failure), handler('b', ['invoice.paid'], log)]);
    await expect(dispatcher.dispatch(event('invoice.paid'), context)).rejects.toBe(failure);
    expect(log).toEqual(['a:invoice.paid']);
  });

  it("collects the object shapes of every handler of a type, and calls a handler given twice once", async () => {
    const log: string[] = [];
    const once = handler('a', ['invoice.paid'], log);
    const other = { ...handler('b', ['invoice.paid'], log), events: { 'invoice.paid': z.looseObject({ amount_paid: z.number() }) } };
    const dispatcher = new PaymentEventDispatcher([once, once, other]);
    expect(dispatcher.objectSchemas('invoice.paid')).toEqual([shape, other.events['invoice.paid']]);
    await dispatcher.dispatch(event('invoice.paid'), context);
    expect(log).toEqual(['a:invoice.paid', 'b:invoice.paid']);
  });
});
