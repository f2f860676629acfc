import { describe, expect, it } from 'vitest';
import { QuotaReport } from '../shared/rate-limit.js';
import { setRateLimitHeaders } from './rate-limit-headers.js';

function headersOf(report: QuotaReport | undefined) {
  const headers: Record<string, string> = {};
  setRateLimitHeaders({ set: (name: string, value: string) => (headers[name] = value) }, report);
  return headers;
}

describe('setRateLimitHeaders', () => {
  it('writes the IETF draft RateLimit-Policy and RateLimit fields, one item per policy counted', () => {
    const report = new QuotaReport();
    report.record({ policy: 'contact-ip', limit: 10, remaining: 9, resetSeconds: 3599, windowSeconds: 3600 });
    report.record({ policy: 'contact-email', limit: 5, remaining: 0, resetSeconds: 1200, windowSeconds: 3600 });
    expect(headersOf(report)).toEqual({
      'RateLimit-Policy': '"contact-ip";q=10;w=3600, "contact-email";q=5;w=3600',
      RateLimit: '"contact-ip";r=9;t=3599, "contact-email";r=0;t=1200',
    });
  });

  it('writes nothing for a request that counted in no limit', () => {
    expect(headersOf(new QuotaReport())).toEqual({});
    expect(headersOf(undefined)).toEqual({});
  });
});
