import compression from 'compression';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explorerSecurityHeaders } from './security-headers.js';

/** Where the explorer's files are served (its page itself is GET /graphql). */
export const EXPLORER_ASSETS_PATH = '/graphql/explorer/assets';
/** Apollo Sandbox, kept for those online: its page loads from Apollo's CDN. */
export const SANDBOX_PATH = '/graphql?sandbox';

/**
 * Where `npm run build:explorer` (web/explorer/vite.config.ts) writes the explorer: inside the web app's build
 * folder, so a build folder of its own (WEB_DIST_DIR) carries it, in a dot folder that the web app's static files
 * never serve.
 */
export const explorerDir = (webDistDir: string) => join(webDistDir, '.explorer');
const explorerPage = (webDistDir: string) => join(explorerDir(webDistDir), 'index.html');

/**
 * What GET /graphql answers a browser, for the start-up banner: GraphiQL (with Apollo Sandbox at SANDBOX_PATH), the
 * "not built" page until `npm run build:explorer` ran, or, in production, no explorer (Apollo's production page).
 */
export type GraphQLExplorerOffer = 'graphiql' | 'graphiql-not-built' | 'none';
export function graphqlExplorerOffer(production: boolean, webDistDir: string): GraphQLExplorerOffer {
  if (production) return 'none';
  return existsSync(explorerPage(webDistDir)) ? 'graphiql' : 'graphiql-not-built';
}

export interface GraphQLExplorer {
  /**
   * The security headers: the explorer's own CSP on its page and files, none on Apollo Sandbox's page (it loads its
   * code from Apollo's CDN), `appHeaders` on everything else.
   */
  headers(appHeaders: RequestHandler): RequestHandler;
  /** The page and its files; mounted before Apollo's /graphql. */
  routes: Router;
}

const browserGet = (req: Request) => req.method === 'GET' && req.accepts(['json', 'html']) === 'html';
const isSandboxPage = (req: Request) => req.path === '/graphql' && browserGet(req) && req.query.sandbox !== undefined;
const isExplorerPage = (req: Request) => req.path === '/graphql' && browserGet(req) && req.query.sandbox === undefined;
const isExplorerFile = (req: Request) => req.path.startsWith('/graphql/explorer/');

/**
 * The GraphQL explorer, outside production only: GET /graphql from a browser answers GraphiQL, built from the
 * project's own files (web/explorer), with the Monaco editor's workers from this origin: it works offline. It queries
 * /graphql from the same origin with the session cookie (the signed-in user's role applies), as JSON (Apollo's CSRF
 * prevention lets it through). `/graphql?sandbox` is Apollo Sandbox (Apollo Server's local landing page), which needs
 * internet. GET requests that ask for JSON, and every POST, still reach Apollo.
 */
export function graphqlExplorer(webDistDir: string): GraphQLExplorer {
  const dir = explorerDir(webDistDir);
  const explorerHeaders = explorerSecurityHeaders();
  const routes = express.Router();
  routes.get('/graphql', (req, res, next) => {
    if (!isExplorerPage(req)) return next();
    const page = explorerPage(webDistDir);
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(page)) {
      res
        .status(503)
        .type('html')
        .send(
          `<!doctype html><title>GraphQL explorer not built</title><p>The GraphQL explorer is not built yet: run <code>npm run build:explorer</code> (part of <code>npm run build</code>).</p><p>Online, <a href="${SANDBOX_PATH}">Apollo Sandbox</a> works without it.</p>`,
        );
      return;
    }
    res.type('html').send(readFileSync(page, 'utf8'));
  });
  routes.use(
    EXPLORER_ASSETS_PATH,
    compression(),
    express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false }),
  );
  routes.use('/graphql/explorer', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  return {
    headers: (appHeaders) => (req, res, next) => {
      if (isSandboxPage(req)) return next();
      if (isExplorerPage(req) || isExplorerFile(req)) return explorerHeaders(req, res, next);
      return appHeaders(req, res, next);
    },
    routes,
  };
}
