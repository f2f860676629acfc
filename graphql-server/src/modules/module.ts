import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/index.js';
import type { Logger } from '../logging/logger.js';
import type { PaymentEventHandler } from './payments/payment-event-handler.js';

/**
 * The domain services of one unit of work (a request, a job run, a script), sharing one forked EntityManager.
 * Empty here on purpose: each module adds its services next to its manifest, by declaration merging
 * (`declare module '../module.js' { interface Services { … } }`), so the type and the registry stay in one place.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules (declaration merging)
export interface Services {}

/** What a module's service factory may use: the unit of work, the settings, and the other modules' services. */
export interface ServiceDeps {
  readonly em: EntityManager;
  readonly config: AppConfig;
  /** The request's logger (each line carries the request id); jobs and scripts get one of their own. */
  readonly logger: Logger;
  /** The HTTP request's id, recorded with audit events; null for jobs and scripts. */
  readonly requestId: string | null;
  /** Every module's services, each built on first use. */
  readonly services: Services;
  /** Every module's payment event handlers, in module order (the payments intake dispatches to them). */
  paymentEventHandlers(): readonly PaymentEventHandler[];
}

/** What a job's run gets: its own unit of work (a forked EntityManager and the services on it) and the settings. */
export interface JobContext {
  em: EntityManager;
  services: Services;
  config: AppConfig;
}

/** A background job: its queue name, when it runs (cron, UTC), and what it does. A module lists it in its manifest. */
export interface JobDefinition {
  name: string;
  cron: string;
  /** Resolves to what the run did, for the log; undefined when there is nothing to report (no log line). */
  run(context: JobContext): Promise<unknown>;
}

/** Builds one of a module's services for a unit of work. */
export type ServiceFactories = { [Name in keyof Services]?: (deps: ServiceDeps) => Services[Name] };

/**
 * Everything a server module contributes, in one place: `modules/index.ts` lists the manifests and every registry
 * (ORM entities, GraphQL resolvers, services, jobs, payment handlers) is derived from that list. The REST routes and
 * the demo seed live in their own packages (`rest-compat/`, `seed/`), which build on this one.
 */
export interface ModuleManifest {
  /** The module's folder name, for error messages. */
  readonly name: string;
  readonly entities?: readonly EntityClass<object>[];
  /** type-graphql resolver classes. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as plain functions
  readonly resolvers?: readonly Function[];
  readonly services?: ServiceFactories;
  readonly jobs?: readonly JobDefinition[];
  /** The module's part in the payment webhooks (NetBuilder's subscriptions, later Net30's payments). */
  readonly paymentEventHandlers?: (services: Services) => readonly PaymentEventHandler[];
}
