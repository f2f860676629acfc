import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../rest-compat/src/openapi/document.js';
import { ApiClient } from '../support/api-client.js';
import { expectMatchesOpenApi } from '../support/openapi-contract.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * The answers' headers in the OpenAPI document: `Retry-After` on every 429 and 503, `WWW-Authenticate` on the 401 of
 * the API-key operations, declared as response headers (not only named in descriptions); and the contract check
 * (tests/support/openapi-contract.ts) refuses an answer that lacks a header the document declares required, or whose
 * value breaks the header's schema, so the document cannot claim a header the server omits.
 */

interface HeaderObject {
  required?: boolean;
  schema?: { type?: string; pattern?: string };
}
interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
  responses: Record<string, { headers?: Record<string, HeaderObject> }>;
}
const operations = (): Operation[] =>
  Object.values(openApiDocument().paths as Record<string, Record<string, Operation>>).flatMap((item) =>
    ['get', 'put', 'post', 'delete', 'patch'].map((method) => item[method]).filter((operation): operation is Operation => operation !== undefined),
  );

const answer = (status: number, headers: Record<string, string>, body: unknown) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json; charset=utf-8', ...headers }),
  body,
  text: JSON.stringify(body),
});

describe('the document declares the headers the answers carry', () => {
  it('every 429 and 503 declares a required Retry-After in seconds', () => {
    const found: string[] = [];
    for (const operation of operations()) {
      for (const status of ['429', '503']) {
        const response = operation.responses[status];
        if (!response) continue;
        found.push(`${operation.operationId} ${status}`);
        expect(response.headers?.['Retry-After'], `${operation.operationId} ${status}`).toMatchObject({ required: true, schema: { type: 'string', pattern: '^[0-9]+$' } });
      }
    }
    expect(found).toContain('submitApplication 503');
    expect(found).toContain('login 429');
    expect(found).toContain('sendContactMessage 429');
  });

  it('the 401 of every operation that takes an integration API key declares a required WWW-Authenticate', () => {
    const keyed = operations().filter((operation) => operation.security?.some((scheme) => 'integrationKey' in scheme));
    expect(keyed.map((operation) => operation.operationId)).toContain('submitApplication');
    for (const operation of keyed) {
      expect(operation.responses['401']?.headers?.['WWW-Authenticate'], operation.operationId).toMatchObject({ required: true });
    }
  });
});

describe('the contract check holds the server to the declared headers', () => {
  const unauthenticated = { message: 'A valid integration API key is required (Authorization: Bearer <key>)', code: 'UNAUTHENTICATED' };
  const limited = { message: 'You have sent several messages in a short time. Please try again in 60 minutes.', code: 'TOO_MANY_REQUESTS' };

  it('refuses an answer without a required header, and one whose value breaks its schema', () => {
    expect(() => expectMatchesOpenApi(answer(401, {}, unauthenticated), 'POST', '/api/applications')).toThrow(
      /POST \/api\/applications \(submitApplication\) answered 401 without the header WWW-Authenticate, which the document declares required/,
    );
    expect(() => expectMatchesOpenApi(answer(429, {}, limited), 'POST', '/api/contact')).toThrow(/answered 429 without the header Retry-After/);
    expect(() => expectMatchesOpenApi(answer(429, { 'retry-after': 'soon' }, limited), 'POST', '/api/contact')).toThrow(
      /answered 429 with a Retry-After header that does not match the document: "soon"/,
    );
    // Headers declared before this check existed are held to it as well.
    expect(() => expectMatchesOpenApi(answer(201, {}, { id: 1, status: 'review', resultUrl: '/result/1?token=t' }), 'POST', '/api/applications')).toThrow(
      /answered 201 without the header Location/,
    );
  });

  it('passes the same answers with their headers', () => {
    expectMatchesOpenApi(answer(401, { 'www-authenticate': 'Bearer realm="netfund-intake"' }, unauthenticated), 'POST', '/api/applications');
    const standing = { 'ratelimit-policy': '"contact-ip";q=10;w=3600', ratelimit: '"contact-ip";r=0;t=3600' };
    expectMatchesOpenApi(answer(429, { 'retry-after': '3600', ...standing }, limited), 'POST', '/api/contact');
  });

  describe('against the real server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server?.stop());

    it('the intake’s 401 carries WWW-Authenticate (the API client checks every answer against the document)', async () => {
      const res = await new ApiClient(server.url).post('/api/applications', {});
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="netfund-intake"');
    });

    it('the login throttle’s 429 carries Retry-After', async () => {
      server.config.loginThrottle = { ...server.config.loginThrottle, maxFailuresPerAccount: 1 };
      const client = new ApiClient(server.url);
      await client.post('/api/login', { username: 'lender', password: 'wrong-password' });
      const res = await client.post('/api/login', { username: 'lender', password: 'wrong-password' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
