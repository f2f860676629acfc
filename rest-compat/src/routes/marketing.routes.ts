import { Router } from 'express';
import { NotFoundError, publicArticle, setRateLimitHeaders } from '../../../graphql-server/src/index.js';
import { route } from '../middleware.js';

/**
 * The marketing site's calls for integrators: contact messages, credit applications and The NetFund Brief.
 * The web app uses the same services through GraphQL.
 */
export function marketingRoutes(): Router {
  const router = Router();

  router.post(
    '/contact',
    route(async (req, res) => {
      const message = await req.state.services.contact.send(req.body ?? {}, req.state.client);
      setRateLimitHeaders(res, req.state.client.quotas);
      res.status(201).json({ id: message.id, createdAt: message.createdAt });
    }),
  );

  router.post(
    '/credit-applications/netbuilder',
    route(async (req, res) => {
      const application = await req.state.services.creditApplications.applyForNetBuilder(req.body ?? {}, req.state.client);
      setRateLimitHeaders(res, req.state.client.quotas);
      res.status(201).json(receipt(application));
    }),
  );

  router.post(
    '/credit-applications/net30',
    route(async (req, res) => {
      const { application, claimPath } = await req.state.services.net30Applications.apply(req.body ?? {}, req.state.caller, req.state.client);
      setRateLimitHeaders(res, req.state.client.quotas);
      res.status(201).json({ ...receipt({ ...application, program: 'net30', status: 'submitted', reference: application.reference }), claimPath });
    }),
  );

  router.get(
    '/articles',
    route(async (req, res) => {
      const page = await req.state.services.articles.listPublished({
        page: queryNumber(req.query.page),
        pageSize: queryNumber(req.query.pageSize),
        tag: typeof req.query.tag === 'string' ? req.query.tag : undefined,
      });
      res.json({ ...page, items: page.items.map((article) => publicArticle(article)).map(({ body: _body, ...summary }) => summary) });
    }),
  );

  router.get(
    '/articles/:id',
    route(async (req, res) => {
      const article = await req.state.services.articles.findPublished(String(req.params.id));
      if (!article) throw new NotFoundError('Article not found');
      res.json(publicArticle(article));
    }),
  );

  return router;
}

/** Absent stays absent (the default applies); anything else must be a number, or validation refuses it. */
function queryNumber(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

function receipt(application: { id: number; program: string; status: string; createdAt: Date; reference: string }) {
  const { id, program, status, createdAt, reference } = application;
  return { id, reference, program, status, createdAt };
}
