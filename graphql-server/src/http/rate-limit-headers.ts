import type { Response } from 'express';
import type { QuotaReport } from '../../graphql-server/src/index.js';

/**
 * The limits a request counted in, as the IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): the policies
 * (`"contact-ip";q=10;w=3600`, quota and window in seconds) and where the caller stands in each (`r` remaining, `t`
 * seconds until the count starts afresh). Nothing for a request that counted in no limit.
 */
export function setRateLimitHeaders(res: Response, report: QuotaReport | undefined): void {
  const quotas = report?.quotas() ?? [];
  if (quotas.length === 0) return;
  res.setHeader(
    'RateLimit-Policy',
    quotas.map((quota) => `"${quota.policy}";q=${quota.limit};w=${quota.windowSeconds}`).join(', '),
  );
  res.setHeader(
    'RateLimit',
    quotas.map((quota) => `"${quota.policy}";r=${quota.remaining};t=${quota.resetSeconds}`).join(', '),
  );
}
