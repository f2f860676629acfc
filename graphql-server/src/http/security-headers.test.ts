import express, { type RequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { explorerHelmetHeaders, explorerSecurityHeaders, helmetHeaders, recordHeaders, securityHeaders } from './security-headers.js';

/** The headers an Express app answers with when `headers` runs before its one route. */
async function headersOf(headers: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(headers);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const all: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      all[name] = value;
    });
    delete all.date;
    return all;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it.each([true, false])('answers exactly the headers helmet sets (production: %s), worked out once', async (production) => {
    const precomputed = await headersOf(securityHeaders(production));
    expect(precomputed).toEqual(await headersOf(helmetHeaders(production)));
    expect(precomputed['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(precomputed['x-content-type-options']).toBe('nosniff');
    expect(precomputed['x-powered-by']).toBeUndefined();
    expect(precomputed['strict-transport-security']).toBe(production ? 'max-age=31536000; includeSubDomains' : undefined);
    expect(precomputed['content-security-policy']?.includes('upgrade-insecure-requests')).toBe(production);
  });

  it('gives the GraphQL explorer a CSP of its own: this origin only (workers included), nothing from Stripe or a CDN', async () => {
    const precomputed = await headersOf(explorerSecurityHeaders());
    expect(precomputed).toEqual(await headersOf(explorerHelmetHeaders()));
    const csp = precomputed['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https:|blob:|unsafe-eval|stripe/);
    expect(precomputed['x-content-type-options']).toBe('nosniff');
  });

  it('refuses, at start-up, headers that are not worked out synchronously or are not constant strings', () => {
    const later: RequestHandler = (_req, res, next) => {
      setImmediate(() => {
        res.setHeader('X-Later', 'x');
        next();
      });
    };
    expect(() => recordHeaders(later)).toThrow(/synchronously/);
    const computed: RequestHandler = (_req, res, next) => {
      res.setHeader('X-Count', 1 as unknown as string);
      next();
    };
    expect(() => recordHeaders(computed)).toThrow(/constant string/);
  });
});
