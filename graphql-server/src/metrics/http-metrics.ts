import type { MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';
import { AppMetrics, routeLabel, type PoolStats } from './metrics.js';

/** Where the REST layer and others find the instance's metrics (set by createHttpApp). */
export function metricsOf(req: Request): AppMetrics | undefined {
  // Optional chaining: a request outside an app (a unit test's fake) has no metrics.
  const metrics: unknown = req.app?.locals?.metrics;
  return metrics instanceof AppMetrics ? metrics : undefined;
}

/** A request refused by a rate limit (answered 429), counted by its route. */
export function countThrottleRefusal(req: Request): void {
  metricsOf(req)?.throttleRefusals.inc({ route: routeLabel(req) });
}

/** Observes every request's duration once it is answered (or its client went away), by method, route and status. */
export function requestMetrics(metrics: AppMetrics): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.httpDuration.startTimer();
    res.once('close', () => stop({ method: req.method, route: routeLabel(req), status: String(res.statusCode) }));
    next();
  };
}

/** The ORM's pg Pool counters, for the pool gauges. */
export function poolStatsOf(orm: MikroORM): () => Promise<PoolStats> {
  // Reads the pool's counters; runs no query.
  // eslint-disable-next-line no-restricted-syntax
  return async () => (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
}

/** GET /metrics: the registry in Prometheus's text format. */
export function metricsEndpoint(metrics: AppMetrics): RequestHandler {
  return async (_req, res, next) => {
    try {
      const text = await metrics.registry.metrics();
      res.setHeader('Cache-Control', 'no-store');
      res.type(metrics.registry.contentType).send(text);
    } catch (error) {
      next(error);
    }
  };
}
