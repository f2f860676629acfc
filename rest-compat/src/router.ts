import express, { Router, type RequestHandler } from 'express';
import { JSON_BODY_LIMIT } from '../../graphql-server/src/index.js';
import { domainErrorHandler, sendError } from './errors.js';
import { jsonWritesOnly, noStore, storableBody } from './middleware.js';
import { sessionRoutes } from './routes/session.routes.js';
import { marketingRoutes } from './routes/marketing.routes.js';
import { applicationRoutes } from './routes/applications.routes.js';
import { openApiRoutes } from './openapi/openapi.routes.js';
import { netbuilderRoutes } from './routes/netbuilder.routes.js';
import { documentRoutes } from './routes/documents.routes.js';
import { net30FileRoutes } from './routes/net30-files.routes.js';
import { articleImageRoutes } from './routes/article-images.routes.js';

/**
 * The spec's `/api/*` contract (SPEC.md §7), a thin layer over the GraphQL server's services.
 * `requestState` is the server's per-request middleware (services, caller, session cookie).
 */
export function createRestRouter(requestState: RequestHandler): Router {
  const router = Router();
  router.use(openApiRoutes());
  router.use(documentRoutes(requestState));
  router.use(articleImageRoutes(requestState));
  router.use(noStore, jsonWritesOnly, express.json({ limit: JSON_BODY_LIMIT }), storableBody, requestState);
  router.use(sessionRoutes());
  router.use(marketingRoutes());
  router.use(applicationRoutes());
  router.use(netbuilderRoutes());
  router.use(net30FileRoutes());
  router.use((_req, res) => {
    sendError(res, 404, 'NOT_FOUND', 'Not found');
  });
  router.use(domainErrorHandler);
  return router;
}
