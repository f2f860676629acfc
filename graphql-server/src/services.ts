import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from './config/index.js';
import { createLogger, type Logger } from './logging/logger.js';
import { MODULES } from './modules/index.js';
import type { ServiceDeps, Services } from './modules/module.js';
import type { PaymentEventHandler } from './modules/payments/payment-event-handler.js';

export type { Services } from './modules/module.js';

/** How an app composes its services beyond the configuration. */
export interface ServicesOptions {
  /** Payment event handlers after the modules' own (tests add one of their own). */
  morePaymentEventHandlers?: readonly PaymentEventHandler[];
}

type ServiceName = keyof Services;
type ServiceFactory = (deps: ServiceDeps) => Services[ServiceName];

/** Which module builds each service, from the manifests; a name two modules claim is a programming error. */
const FACTORIES: ReadonlyMap<ServiceName, ServiceFactory> = (() => {
  const factories = new Map<ServiceName, ServiceFactory>();
  const owners = new Map<ServiceName, string>();
  for (const module of MODULES) {
    for (const [name, factory] of Object.entries(module.services ?? {}) as [ServiceName, ServiceFactory][]) {
      const owner = owners.get(name);
      if (owner) throw new Error(`Service "${name}" is provided by both the ${owner} and the ${module.name} module`);
      owners.set(name, module.name);
      factories.set(name, factory);
    }
  }
  return factories;
})();

const BUILT = Symbol('built services');
const DEPS = Symbol('service deps');
type ServicesObject = Services & { [BUILT]: Map<ServiceName, Services[ServiceName]>; [DEPS]: ServiceDeps };

/**
 * What every request's services object inherits: one lazy getter per service, defined once for the process instead
 * of once per request (that cost a few percent of a read's CPU; see docs/benchmarks.md). Each getter builds its
 * service on first use, for this object's unit of work, and keeps it.
 */
const SERVICES_PROTOTYPE: object = (() => {
  const prototype = {};
  for (const [name, factory] of FACTORIES) {
    Object.defineProperty(prototype, name, {
      enumerable: true,
      get(this: ServicesObject) {
        let service = this[BUILT].get(name);
        if (service === undefined) {
          service = factory(this[DEPS]);
          this[BUILT].set(name, service);
        }
        return service;
      },
    });
  }
  return prototype;
})();

/**
 * The domain services for one unit of work (one request, one job run, one script run), sharing one forked
 * EntityManager. Both edges, GraphQL and REST, get theirs from here. Most requests use one or two services, so each
 * is built on first use (some constructors do real work, such as hashing API keys or setting up the payment provider).
 * `log` may be a function: the request's logger is then made only if something logs.
 */
export function createServices(
  em: EntityManager,
  config: AppConfig,
  log?: Logger | (() => Logger),
  requestId: string | null = null,
  options: ServicesOptions = {},
): Services {
  const services = Object.create(SERVICES_PROTOTYPE) as ServicesObject;
  let logger: Logger | undefined = typeof log === 'function' ? undefined : log;
  let handlers: readonly PaymentEventHandler[] | undefined;
  const deps: ServiceDeps = {
    em,
    config,
    requestId,
    services,
    get logger() {
      // Scripts and jobs without a request logger get one of their own.
      return (logger ??= typeof log === 'function' ? log() : createLogger(config));
    },
    paymentEventHandlers: () =>
      (handlers ??= [...MODULES.flatMap((module) => module.paymentEventHandlers?.(services) ?? []), ...(options.morePaymentEventHandlers ?? [])]),
  };
  services[BUILT] = new Map();
  services[DEPS] = deps;
  return services;
}
