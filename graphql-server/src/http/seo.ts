import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type Request } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ArticleService } from '../modules/articles/articles.service.js';

/**
 * The web app's route patterns, written to `web/dist/routes.json` by the build (web/scripts/route-manifest.mjs):
 * `routes` are every path the app knows (TanStack Router patterns such as `/the-netfund-brief/$id`),
 * `public` the ones without a login and without parameters.
 */
export interface RouteManifest {
  routes: string[];
  public: string[];
}

/** Public pages that are not worth a search result: sign-in, the redirect to the external form, the FAQ alias. */
const NOT_IN_SITEMAP = new Set(['/auth', '/application', '/profile', '/support/faq', '/netbuilder']);

/** Paths only signed-in users can open: crawlers are asked to stay away. */
const DISALLOWED = ['/admin/', '/client/', '/lender/', '/dashboard', '/net30/dashboard', '/net30/invoice/', '/net30/test', '/profile', '/api/', '/graphql', '/result/'];

export function readRouteManifest(distDir: string): RouteManifest | null {
  const file = join(distDir, 'routes.json');
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RouteManifest>;
    return { routes: parsed.routes ?? [], public: parsed.public ?? [] };
  } catch {
    return null;
  }
}

/**
 * A matcher for the app's routes: `$param` matches one path segment, a trailing slash is optional.
 * Without a manifest (a dev setup without a build) every path counts as known.
 */
export function routeMatcher(manifest: RouteManifest | null): (path: string) => boolean {
  if (!manifest) return () => true;
  const patterns = manifest.routes.map((route) => {
    const source = route
      .replace(/\/$/, '')
      .split('/')
      .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`);
  });
  return (path) => patterns.some((pattern) => pattern.test(path));
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

const xmlEscape = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * robots.txt, sitemap.xml (public pages from the route manifest plus every published article), and the
 * not-found marking of unknown article ids, so that the app's fallback answers them with HTTP 404.
 */
export function seoRoutes(orm: MikroORM, distDir: string): Router {
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin(req)}/sitemap.xml`, ''];
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(lines.join('\n'));
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const base = origin(req);
      const pages = (readRouteManifest(distDir)?.public ?? ['/']).filter((path) => !NOT_IN_SITEMAP.has(path));
      const articles = await new ArticleService(orm.em.fork()).publishedIndex();
      const urls = [
        ...pages.map((path) => `  <url><loc>${xmlEscape(base + path)}</loc></url>`),
        ...articles.map(
          (article) =>
            `  <url><loc>${xmlEscape(`${base}/the-netfund-brief/${article.id}`)}</loc><lastmod>${article.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
        ),
      ];
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res
        .type('application/xml')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    } catch (error) {
      next(error);
    }
  });

  router.get('/the-netfund-brief/:id', async (req, res, next) => {
    try {
      if (req.accepts('html') && !(await new ArticleService(orm.em.fork()).findPublished(req.params.id))) {
        res.locals.notFound = true;
      }
      next();
    } catch (error) {
      next(error);
    }
  });

  return router;
}
