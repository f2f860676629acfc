import type { ModuleManifest } from '../module.js';
import { createPaymentProvider, type PaymentProvider } from './payment-provider.js';
import { PaymentWebhookIntake } from './payment-webhook-intake.js';
import { ProcessedWebhookEvent } from './processed-webhook-event.entity.js';

declare module '../module.js' {
  interface Services {
    /** The payment provider's webhooks, dispatched to every module's handlers. */
    payments: PaymentWebhookIntake;
    /** Stripe, or the demo provider, which delivers its signed events to the intake like Stripe does. */
    paymentProvider: PaymentProvider;
  }
}

export const paymentsModule: ModuleManifest = {
  name: 'payments',
  entities: [ProcessedWebhookEvent],
  services: {
    payments: ({ em, config, logger, services, paymentEventHandlers }) =>
      new PaymentWebhookIntake(em, config.payments, logger, services.paymentProvider, paymentEventHandlers()),
    paymentProvider: ({ config, services }) =>
      createPaymentProvider(config.payments, (raw, signature) => services.payments.receive(raw, signature).then(() => {})),
  },
};
