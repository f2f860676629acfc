import { Router } from 'express';
import { openApiDocument } from './document.js';
import { renderDocsPage } from './docs-page.js';

/** GET /api/openapi.json (the OpenAPI 3.1 document) and GET /api/docs (a readable page that needs no internet). */
export function openApiRoutes(): Router {
  const router = Router();
  let page: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(openApiDocument());
  });
  router.get('/docs', (_req, res) => {
    page ??= renderDocsPage(openApiDocument());
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  return router;
}
