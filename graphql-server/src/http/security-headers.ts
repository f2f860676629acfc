import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PRE_HYDRATION_SCRIPT_HASH } from './server-render.js';

/**
 * DESIGN.md §5 headers: CSP, HSTS in production, nosniff, frame-ancestors 'none'.
 * Chakra UI (emotion) injects <style> tags, hence 'unsafe-inline' for styles only.
 */
export function helmetHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: server-rendered pages' guard against submitting a form before hydration.
        scriptSrc: ["'self'", PRE_HYDRATION_SCRIPT_HASH, 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://checkout.stripe.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * The GraphQL explorer's page and files (GraphiQL, outside production only: graphql-explorer.ts): the app's headers
 * with a CSP of its own. Everything from this server ('self'), the Monaco editor's web workers included; styles also
 * inline (Monaco injects them), fonts and images also as data: URLs; nothing from anywhere else (no Stripe, no CDN).
 */
export function explorerHelmetHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** {@link explorerHelmetHeaders}, worked out once like {@link securityHeaders}. */
export function explorerSecurityHeaders(): RequestHandler {
  return precomputed(explorerHelmetHeaders());
}

/**
 * The same headers as {@link helmetHeaders}, worked out once: helmet runs at start-up against a recorder, and each
 * request gets the recorded block (a dozen `setHeader` calls instead of a dozen middleware calls that rebuild them;
 * see docs/benchmarks.md). Every directive above is a constant, so the block is the same for every request; a
 * directive that depended on the request would not finish synchronously on the recorder and fails start-up.
 */
export function securityHeaders(production: boolean): RequestHandler {
  return precomputed(helmetHeaders(production));
}

/** A middleware answering the constant headers `middleware` sets, recorded once. */
function precomputed(middleware: RequestHandler): RequestHandler {
  const { set, removed } = recordHeaders(middleware);
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** What `middleware` does to a response's headers, when it sets and removes constant headers synchronously. */
export function recordHeaders(middleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, [string, string]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`Security header ${name} is not a constant string`);
      set.set(name.toLowerCase(), [name, value]);
      removed.delete(name.toLowerCase());
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.add(name);
    },
  };
  let done = false;
  const next = (error?: unknown) => {
    if (error) throw error;
    done = true;
  };
  middleware({ method: 'GET', url: '/', headers: {} } as unknown as IncomingMessage as Request, recorder as unknown as ServerResponse as Response, next);
  if (!done) throw new Error('The security headers did not finish synchronously: they cannot be worked out once');
  return { set: [...set.values()], removed: [...removed] };
}
