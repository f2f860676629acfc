import type { ApolloServer } from '@apollo/server';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { PageSubmission, RenderRequest, RenderResult } from '../../../shared/page-render.js';
import type { Logger } from '../logging/logger.js';
import { reportUnexpected } from '../logging/report-error.js';
import type { RequestState } from './request-state.js';

/*
 * Public pages rendered on the server. The web build writes a renderer (web/src/entry-server.tsx, built into
 * `<dist>/.ssr/entry-server.mjs`); this module loads it and asks it for each page request. Pages behind a sign-in,
 * a missing renderer (a build without it) or a renderer that fails are served as the single-page app's shell, as
 * before, so server rendering can only make a page arrive sooner, never break it.
 */

/**
 * A server-rendered page shows its forms before the app has hydrated them; submitted then, a form written for the app
 * only would be sent by the browser as a GET with every field in the URL (a password included). Until `<html
 * data-hydrated>` (main.tsx), this stops that; the app's own submit handling takes over once hydrated. A form that
 * posts to the server (`method="post"`, page-forms/) goes through: it works without the app. Inline in the head so it
 * runs before any form is parsed; the Content-Security-Policy allows exactly this script by its hash.
 */
export const PRE_HYDRATION_SCRIPT =
  "document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated')&&e.target.method!=='post')e.preventDefault()},true)";
export const PRE_HYDRATION_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRE_HYDRATION_SCRIPT).digest('base64')}'`;

export type { PageSubmission, RenderResult };

/** web/src/entry-server.tsx, as built into `<dist>/.ssr/entry-server.mjs`. */
interface RendererModule {
  renderPage(request: RenderRequest): Promise<RenderResult>;
}

export interface ServerRenderer {
  render(req: Request, state: RequestState, submission?: PageSubmission): Promise<RenderResult>;
}

/**
 * Pages a signed-out visitor sees that read no data (marketing, services, /auth) depend on nothing but their URL and
 * the build: they are rendered once and then served from memory. Bounded, oldest first out.
 */
const CACHE_ENTRIES = 200;

export function serverRenderer(distDir: string, apollo: ApolloServer<RequestState>, logger: Logger): ServerRenderer {
  const file = join(distDir, '.ssr', 'entry-server.mjs');
  let loaded: { mtimeMs: number; module: Promise<RendererModule> } | undefined;
  const cache = new Map<string, RenderResult>();

  /** The renderer of the current build (a new build replaces it; the cache goes with the old one). */
  function rendererModule(): Promise<RendererModule> | undefined {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      cache.clear();
      loaded = { mtimeMs, module: import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<RendererModule> };
    }
    return loaded.module;
  }

  return {
    async render(req, state, submission) {
      const module = rendererModule();
      if (!module) return { kind: 'client-only' };
      const key = state.account || submission ? undefined : req.originalUrl;
      const cached = key === undefined ? undefined : cache.get(key);
      if (cached) return cached;
      try {
        const result = await (
          await module
        ).renderPage({
          url: req.originalUrl,
          ...(submission ? { submission } : {}),
          executeGraphQL: async ({ query, variables, operationName }) => {
            const response = await apollo.executeOperation(
              { query, variables, operationName },
              { contextValue: state },
            );
            return response.body.kind === 'single'
              ? response.body.singleResult
              : { errors: [{ message: 'Unexpected incremental result' }] };
          },
        });
        if (key !== undefined && result.kind === 'page' && result.cacheable) {
          if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
          cache.set(key, result);
        }
        return result;
      } catch (error) {
        reportUnexpected(logger, error);
        return { kind: 'client-only' };
      }
    },
  };
}
