import type { QuotaReport } from '../shared/rate-limit.js';

/** Where the fields go: an Express response (`res.set`) or an Apollo answer's HeaderMap (`response.http.headers`). */
interface HeaderTarget {
  set(name: string, value: string): unknown;
}

/**
 * The limits a request counted in, as the IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): the policies
 * (`"contact-ip";q=10;w=3600`, quota and window in seconds) and where the caller stands in each (`r` remaining, `t`
 * seconds until the count starts afresh). Nothing for a request that counted in no limit. Both edges write them with
 * this one function: the REST routes and error handler, and GraphQL's plugin (graphql/apollo.ts).
 */
export function setRateLimitHeaders(headers: HeaderTarget, report: QuotaReport | undefined): void {
  const quotas = report?.quotas() ?? [];
  if (quotas.length === 0) return;
  headers.set(
    'RateLimit-Policy',
    quotas.map((quota) => `"${quota.policy}";q=${quota.limit};w=${quota.windowSeconds}`).join(', '),
  );
  headers.set(
    'RateLimit',
    quotas.map((quota) => `"${quota.policy}";r=${quota.remaining};t=${quota.resetSeconds}`).join(', '),
  );
}
