import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/index.js';
import type { ServicesOptions } from '../services.js';
import { createApolloServer } from '../graphql/apollo.js';
import { graphqlUnavailableHandler } from '../graphql/errors.js';
import { graphqlHandler } from '../graphql/express-handler.js';
import { asServiceUnavailable } from '../db/availability.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { reportOutage, reportUnexpected } from '../logging/report-error.js';
import { ERROR_CODES, type ErrorCode } from '../shared/errors.js';
import { accessLog } from './access-log.js';
import { metricsAccess } from '../metrics/metrics-access.js';
import { metricsEndpoint, poolStatsOf, requestMetrics } from '../metrics/http-metrics.js';
import { AppMetrics } from '../metrics/metrics.js';
import { graphqlExplorer } from './graphql-explorer.js';
import { untrustedProxyWarning } from './proxy-warning.js';
import { buildGraphQLSchema } from '../graphql/schema.js';
import { requestState } from './request-state.js';
import { securityHeaders } from './security-headers.js';
import { serverRenderer } from './server-render.js';
import { seoRoutes } from './seo.js';
import { serveWebApp } from './web-app.js';
import { pageForms } from './page-forms/index.js';
import { rejectUnusableUrls } from './url-guard.js';

export const JSON_BODY_LIMIT = '100kb';

export interface HttpAppOptions {
  orm: MikroORM;
  config: AppConfig;
  /** Where the app logs (access lines, errors); default: a logger for `config` on stdout. */
  logger?: Logger;
  /** Mounts more routes (the REST layer) after GraphQL and before the web app. */
  mount?: (app: Express, platform: { requestState: RequestHandler }) => void;
  /** How each request's services are composed beyond the configuration. */
  services?: ServicesOptions;
}

export interface HttpApp {
  app: Express;
  /** This instance's metrics (GET /metrics); the job queue adds its own. */
  metrics: AppMetrics;
  stop(): Promise<void>;
}

/** The one HTTP application: health checks, /graphql, whatever `mount` adds, then the built web app. */
export async function createHttpApp({
  orm,
  config,
  mount,
  services,
  logger = createLogger(config),
}: HttpAppOptions): Promise<HttpApp> {
  const production = config.env === 'production';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ?? false);
  app.use(accessLog(logger));
  const metrics = new AppMetrics();
  metrics.watchPool(poolStatsOf(orm));
  app.locals.metrics = metrics;
  app.use(requestMetrics(metrics));
  // Before every other route: no session, no throttle, no security headers needed for a scraper.
  app.get('/metrics', metricsAccess(config.metricsToken, config.trustProxy), metricsEndpoint(metrics));
  if (config.trustProxy === undefined) app.use(untrustedProxyWarning());

  // Outside production, GET /graphql in a browser is the GraphQL explorer (GraphiQL, built from our own files) with a
  // CSP of its own, and /graphql?sandbox Apollo Sandbox, which loads from Apollo's CDN (no CSP on that page).
  const headers = securityHeaders(production);
  const explorer = production ? undefined : graphqlExplorer(config.webDistDir);
  app.use(explorer ? explorer.headers(headers) : headers);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: 'Database is not reachable' });
    }
  });

  const apollo = createApolloServer(await buildGraphQLSchema(), production, metrics);
  await apollo.start();
  const state = requestState(orm, config, services);
  if (explorer) app.use(explorer.routes);
  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    state,
    graphqlHandler(apollo, async (req) => req.state),
    graphqlUnavailableHandler,
  );

  // Every route below (REST, payment pages, the web app) is safe from malformed %-encodings and NUL characters.
  app.use(rejectUnusableUrls);
  mount?.(app, { requestState: state });
  // gzip for the web app's pages, scripts and styles (a first visit downloads ~160 KB instead of ~550 KB). Not for
  // the API above: its answers are small JSON, and the middleware cost /api reads a quarter of their throughput.
  app.use(compression());
  app.use(seoRoutes(orm, config.webDistDir));
  serveWebApp(app, config.webDistDir, state, serverRenderer(config.webDistDir, apollo, logger), pageForms(config));
  app.use(lastResortErrorHandler);

  return { app, metrics, stop: () => apollo.stop() };
}

const BODY_ERRORS: Record<string, [number, ErrorCode, string]> = {
  'entity.parse.failed': [400, 'BAD_REQUEST', 'Request body is not valid JSON'],
  'entity.too.large': [413, 'PAYLOAD_TOO_LARGE', `Request body is too large (the limit is ${JSON_BODY_LIMIT})`],
  'encoding.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content encoding'],
  'charset.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported charset: send UTF-8 JSON'],
  'request.aborted': [400, 'BAD_REQUEST', 'Request was aborted'],
};

/**
 * Bad bodies get a clear 4xx, a database outage 503 with Retry-After; anything else is logged (with its
 * stack) and answered with a plain 500, never a stack trace.
 */
function lastResortErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (res.headersSent) return;
  const type = (error as { type?: unknown } | null)?.type;
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) {
    res.status(known[0]).json({ message: known[2], code: known[1] });
    return;
  }
  const unavailable = asServiceUnavailable(error);
  if (unavailable) {
    reportOutage(req.log, unavailable);
    res.setHeader('Retry-After', String(unavailable.retryAfterSeconds));
    res.status(503).json({ message: unavailable.message, code: ERROR_CODES.unavailable });
    return;
  }
  reportUnexpected(req.log, error);
  res.status(500).json({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
}
