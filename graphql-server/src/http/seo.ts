import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type Request } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { coverUrlOf, socialUrlOf } from '../modules/articles/article-store.js';
import { ArticleService } from '../modules/articles/articles.service.js';
import { BRIEF_PATH, briefFeedRoutes, feedAutodiscoveryLinks } from './brief-feeds.js';

/** One route's head entry in the manifest (web/src/lib/route-meta.json, copied by the build). */
export interface RouteMetaEntry {
  /** May name route parameters: "Application #{id}". */
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  /** An alias: the pattern whose title, description and canonical URL this route shares. */
  sameAs?: string;
  /** A query parameter that pages the route: `?page=2` and later are canonical URLs of their own. */
  pageParam?: string;
}

/**
 * The web app's route patterns, written to `web/dist/routes.json` by the build (web/scripts/route-manifest.mjs):
 * `routes` are every path the app knows (TanStack Router patterns such as `/the-netfund-brief/$id`),
 * `public` the ones without a login and without parameters, and `site`, `states`, `pages` the head tags of each
 * page (the same table the app applies after every navigation).
 */
export interface RouteManifest {
  routes: string[];
  public: string[];
  site?: { name: string; description: string; image: string };
  states?: { notFound?: RouteMetaEntry };
  pages?: Record<string, RouteMetaEntry>;
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
    return { routes: parsed.routes ?? [], public: parsed.public ?? [], site: parsed.site, states: parsed.states, pages: parsed.pages };
  } catch {
    return null;
  }
}

/** A route pattern as a RegExp: `$param` matches one path segment (captured, in `params` order), a trailing slash is optional. */
function compileRoute(route: string): { route: string; pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const source = route
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('$')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), params };
}

/**
 * A matcher for the app's routes: `$param` matches one path segment, a trailing slash is optional.
 * Without a manifest (a dev setup without a build) every path counts as known.
 */
export function routeMatcher(manifest: RouteManifest | null): (path: string) => boolean {
  if (!manifest) return () => true;
  const patterns = manifest.routes.map((route) => compileRoute(route).pattern);
  return (path) => patterns.some((pattern) => pattern.test(path));
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Escapes text for XML and HTML text and attribute values. */
const markupEscape = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Brief paths that are app pages of their own, not articles. */
const BRIEF_PAGES = new Set(['preview']);

/**
 * robots.txt, sitemap.xml (public pages from the route manifest plus every published article by slug), the brief's
 * feeds, and the article pages' head: an article's own tags, a 301 from a numeric id or an old slug to the current
 * slug, and the not-found marking of anything unpublished, so that the app's fallback answers it with HTTP 404.
 * Everything is read from the database per request: a publish or unpublish shows at once on every instance.
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
        ...pages.map((path) => `  <url><loc>${markupEscape(base + path)}</loc></url>`),
        ...articles.map(
          (article) =>
            `  <url><loc>${markupEscape(`${base}/the-netfund-brief/${article.slug}`)}</loc><lastmod>${article.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
        ),
      ];
      res.setHeader('Cache-Control', 'public, max-age=60, must-revalidate');
      res
        .type('application/xml')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    } catch (error) {
      next(error);
    }
  });

  router.use(briefFeedRoutes(orm));

  router.get(`${BRIEF_PATH}/:id`, async (req, res, next) => {
    try {
      if (BRIEF_PAGES.has(req.params.id)) {
        res.locals.pageHead = { title: 'Preview', noindex: true } satisfies PageHead;
        next();
        return;
      }
      const lookup = await new ArticleService(orm.em.fork()).lookup(req.params.id);
      if (lookup.kind === 'redirect' || (lookup.kind === 'article' && lookup.article.slug !== req.params.id)) {
        // R16/R17: numeric ids and old slugs answer 301 to the canonical slug (any query kept).
        const slug = lookup.kind === 'redirect' ? lookup.slug : lookup.article.slug;
        const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
        res.setHeader('Cache-Control', 'no-cache');
        res.redirect(301, `${BRIEF_PATH}/${slug}${query}`);
        return;
      }
      if (!req.accepts('html')) {
        next();
        return;
      }
      if (lookup.kind === 'none') res.locals.notFound = true;
      else {
        const { article } = lookup;
        const pageHead: PageHead = {
          title: article.metaTitle ?? article.title,
          description: article.metaDescription ?? article.excerpt,
          image: socialUrlOf(article) ?? coverUrlOf(article) ?? undefined,
          type: 'article',
          path: `${BRIEF_PATH}/${article.slug}`,
          canonicalUrl: article.canonicalUrl ?? undefined,
          noindex: article.noindex,
        };
        res.locals.pageHead = pageHead;
      }
      next();
    } catch (error) {
      next(error);
    }
  });

  return router;
}

/** What the served index.html says about one page before any JavaScript runs. */
export interface PageHead {
  title: string;
  description?: string;
  /** Site path or https URL of the share image. */
  image?: string;
  type?: 'website' | 'article';
  /** Canonical path (and query); defaults to the requested path. */
  path?: string;
  /** An absolute canonical URL that overrides `path` (an article republished from elsewhere). */
  canonicalUrl?: string;
  /** Asks search engines not to index the page. */
  noindex?: boolean;
}

/** The tags PageHead replaces in index.html (the build's defaults): title, description, Open Graph, Twitter, canonical. */
const MANAGED_HEAD_TAGS =
  /\s*(?:<title>[\s\S]*?<\/title>|<meta\s+(?:name="(?:description|robots|twitter:[^"]*)"|property="og:[^"]*")[^>]*>|<link\s+rel="(?:canonical|alternate)"[^>]*>)/g;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * index.html as served for an app route: with the page's own title, description, share tags and canonical URL (the
 * route's entry in the manifest, an article's own title and summary, or the not-found page's), so that crawlers and
 * link previews that run no JavaScript see them. The app updates the same tags in place as the user navigates.
 */
export function indexPageRenderer(distDir: string, manifest: RouteManifest | null) {
  const file = join(distDir, 'index.html');
  // Read again when a new build replaced it (its script names change with every build).
  let cached: { mtimeMs: number; html: string } | undefined;
  const template = () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
  const pages = manifest?.pages ?? {};
  // Fixed paths before parameters: `/admin/lender-management/view` is not `view/$id`.
  const routes = Object.keys(pages)
    .map(compileRoute)
    .sort((a, b) => a.params.length - b.params.length);

  /** The route's entry for a path, with its parameters filled in. */
  function routeHead(path: string, query: Request['query']): PageHead | undefined {
    for (const { route, pattern, params } of routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      const own = pages[route]!;
      const entry = own.sameAs ? pages[own.sameAs] : own;
      if (!entry?.title) return undefined;
      const values = new Map(params.map((name, index) => [name, decodeSegment(match[index + 1]!)]));
      const page = entry.pageParam ? Number(query[entry.pageParam]) : NaN;
      const pageQuery = Number.isInteger(page) && page > 1 ? `?${entry.pageParam}=${page}` : '';
      return {
        title: entry.title.replace(/\{(\w+)\}/g, (placeholder, name: string) => values.get(name) ?? placeholder),
        description: entry.description,
        type: entry.type,
        path: (own.sameAs ?? (path.length > 1 ? path.replace(/\/$/, '') : path)) + pageQuery,
      };
    }
    return undefined;
  }

  return function render(req: Request, page: { notFound: boolean; head?: PageHead }): string {
    const html = template();
    const site = manifest?.site;
    if (!site) return html;
    const notFound = manifest.states?.notFound;
    const head: PageHead | undefined = page.notFound
      ? notFound?.title
        ? { title: notFound.title, description: notFound.description }
        : undefined
      : { ...routeHead(req.path, req.query), ...page.head } as PageHead;
    if (!head?.title) return html;

    const base = origin(req);
    const title = `${head.title} — ${site.name}`;
    const description = head.description ?? site.description;
    const url = head.canonicalUrl && /^https:\/\//.test(head.canonicalUrl) ? head.canonicalUrl : base + (head.path ?? req.path);
    const image = head.image && /^https:\/\//.test(head.image) ? head.image : base + (head.image && /^\/[\w\-./]+$/.test(head.image) ? head.image : site.image);
    const tags = [
      `<title>${markupEscape(title)}</title>`,
      `<meta name="description" content="${markupEscape(description)}" />`,
      `<link rel="canonical" href="${markupEscape(url)}" />`,
      `<meta property="og:site_name" content="${markupEscape(site.name)}" />`,
      `<meta property="og:type" content="${head.type ?? 'website'}" />`,
      `<meta property="og:title" content="${markupEscape(title)}" />`,
      `<meta property="og:description" content="${markupEscape(description)}" />`,
      `<meta property="og:url" content="${markupEscape(url)}" />`,
      `<meta property="og:image" content="${markupEscape(image)}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${markupEscape(title)}" />`,
      `<meta name="twitter:description" content="${markupEscape(description)}" />`,
      `<meta name="twitter:image" content="${markupEscape(image)}" />`,
      ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
      // Feed autodiscovery on the brief's pages.
      ...(req.path === BRIEF_PATH || req.path.startsWith(`${BRIEF_PATH}/`) ? feedAutodiscoveryLinks(base) : []),
    ];
    return html.replace(MANAGED_HEAD_TAGS, '').replace(/\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
  };
}
