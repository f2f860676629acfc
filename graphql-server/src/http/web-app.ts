import express, { type Express, type Request, type RequestHandler, type Response, type Router } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PRE_HYDRATION_SCRIPT, type PageSubmission, type RenderResult, type ServerRenderer } from './server-render.js';
import { indexPageRenderer, readRouteManifest, routeMatcher } from './seo.js';

/** What other routes (the forms that post to a page, page-forms/) use to answer with a page. */
export interface WebPages {
  /**
   * Renders the page at `req.originalUrl` as a GET would, for a form the browser posted itself that the server refused:
   * with what was typed and the reasons (`submission`), under `status`.
   */
  sendPage(req: Request, res: Response, options: { submission: PageSubmission; status: number }): Promise<void>;
}

/**
 * The built web app: hashed assets cached for a year, every other GET answered with index.html, with the page
 * rendered into it when it is a public one (server-render.ts). Three deliveries (README "Architecture"):
 * - a static page (content) is the server's HTML with its styles and web/src/enhance.ts, without the app's scripts;
 * - a hydrated page also carries the app and the state main.tsx hydrates it with;
 * - a page behind a sign-in is the app's shell, rendered by the browser.
 * `formRoutes` (the pages' own form posts) are mounted before the pages.
 */
export function serveWebApp(
  app: Express,
  distDir: string,
  state: RequestHandler,
  renderer: ServerRenderer,
  formRoutes?: (pages: WebPages) => Router,
): void {
  const indexHtml = join(distDir, 'index.html');
  // Unknown paths still get the app (it shows its not-found page), but with HTTP 404.
  const manifest = readRouteManifest(distDir);
  const knownRoute = routeMatcher(manifest);
  const indexPage = indexPageRenderer(distDir, manifest);
  const enhanceScript = enhanceScriptOf(distDir);
  app.use('/assets', express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));

  async function send(req: Request, res: Response, submission?: PageSubmission, status?: number): Promise<void> {
    const rendered = await renderer.render(req, req.state, submission);
    if (rendered.kind === 'redirect') {
      // After a form post, always 303: a 307 or 308 would have the browser post the form again to the new place.
      res.redirect(submission ? 303 : rendered.status, rendered.location);
      return;
    }
    // A page rendered with what someone typed (a refused form, a sign-in challenge) is never kept by a cache.
    res.setHeader('Cache-Control', submission ? 'no-store' : 'no-cache');
    const notFound =
      Boolean(res.locals.notFound) || !knownRoute(req.path) || (rendered.kind === 'page' && rendered.status === 404);
    res.status(status ?? (notFound ? 404 : 200));
    const html = withScript(indexPage(req, { notFound, head: res.locals.pageHead }), enhanceScript());
    res.type('html').send(rendered.kind === 'page' ? withRenderedPage(html, rendered) : html);
  }

  // Only a form's POST needs the request's state here: a page's GET gets it below, once.
  if (formRoutes)
    app.post(
      '/{*path}',
      state,
      formRoutes({ sendPage: (req, res, { submission, status }) => send(req, res, submission, status) }),
    );
  app.get(
    '/{*path}',
    (req, res, next) => {
      if (!req.accepts('html')) return next('route');
      if (!existsSync(indexHtml)) {
        res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
        return;
      }
      next();
    },
    state,
    async (req, res, next) => {
      try {
        await send(req, res);
      } catch (error) {
        next(error);
      }
    },
  );
}

/** The app's entry script as Vite writes it into index.html, and the chunks it preloads. */
const APP_ENTRY = /\s*<script type="module" crossorigin src="(\/assets\/index-[^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with the page's styles in its head and its markup in #root. A static page loses the app's scripts; a
 * deferred one keeps its state but not the entry script, whose address web/src/enhance.ts imports on the visitor's
 * first touch (`<html data-app-entry>`).
 */
function withRenderedPage(html: string, page: Extract<RenderResult, { kind: 'page' }>): string {
  if (page.delivery === 'static') {
    return html
      .replace('<html lang="en">', '<html lang="en" data-delivery="static">')
      .replace(APP_ENTRY, '')
      .replace(MODULE_PRELOADS, '')
      .replace('</head>', () => `${page.styles}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div>`);
  }
  let shell = html;
  if (page.delivery === 'deferred') {
    const entry = APP_ENTRY.exec(html)?.[1];
    // A build without the usual entry tag: load the app at once rather than never.
    if (entry) {
      shell = html
        .replace('<html lang="en">', () => `<html lang="en" data-delivery="deferred" data-app-entry="${entry}">`)
        .replace(APP_ENTRY, '')
        .replace(MODULE_PRELOADS, '');
    }
  }
  return shell
    .replace('</head>', () => `${page.styles}<script>${PRE_HYDRATION_SCRIPT}</script></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div>${page.state}`);
}

/** The enhance script's tag (every page has it), from the build's manifest; none for a build without it. */
function enhanceScriptOf(distDir: string): () => string {
  const file = join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; tag: string } | undefined;
  return () => {
    if (!existsSync(file)) return '';
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const entry = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string }>)['src/enhance.ts'];
      cached = { mtimeMs, tag: entry?.file ? `<script type="module" crossorigin src="/${entry.file}"></script>` : '' };
    }
    return cached.tag;
  };
}

function withScript(html: string, tag: string): string {
  return tag ? html.replace('</head>', () => `    ${tag}\n  </head>`) : html;
}
