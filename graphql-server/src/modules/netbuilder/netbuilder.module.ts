import type { ModuleManifest } from '../module.js';
import { NetbuilderCheckout } from './netbuilder-checkout.entity.js';
import { netbuilderPaymentHandler } from './netbuilder-payment-handlers.js';
import { NetbuilderReport } from './netbuilder-report.entity.js';
import { NetbuilderSubscription } from './netbuilder-subscription.entity.js';
import { NetbuilderResolver } from './netbuilder.resolver.js';
import { NetbuilderService } from './netbuilder.service.js';

declare module '../module.js' {
  interface Services {
    netbuilder: NetbuilderService;
  }
}

export const netbuilderModule: ModuleManifest = {
  name: 'netbuilder',
  entities: [NetbuilderSubscription, NetbuilderCheckout, NetbuilderReport],
  resolvers: [NetbuilderResolver],
  services: {
    netbuilder: ({ em, config, logger, services }) =>
      new NetbuilderService(em, config, logger, services.audit, services.paymentProvider, (raw, signature) =>
        services.payments.receive(raw, signature).then(() => {})),
  },
  paymentEventHandlers: (services) => [netbuilderPaymentHandler(services.audit)],
};
