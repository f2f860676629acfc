import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/* Issue 9: GraphQL answers bad requests with HTTP 400 and the GraphQL error body, never a 500. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);

describe('syntax errors and the token limit (item 8)', () => {
  const overTokenLimit = `{ me { ${Array.from({ length: 1200 }, () => 'username').join(' ')} } }`;
  const getGraphQL = (query: string) =>
    api().get(`/graphql?query=${encodeURIComponent(query)}`, { accept: 'application/json', 'apollo-require-preflight': 'true' });

  it('a syntax error gets 400 with the GraphQL error body, over POST and GET', async () => {
    for (const res of [await api().gql('{ me { username '), await getGraphQL('{ me { username ')]) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(res.body.errors[0].message).toMatch(/Syntax Error/);
    }
  });

  it('a query over the token limit gets 400 with the GraphQL error body, over POST and GET', async () => {
    for (const res of [await api().gql(overTokenLimit), await getGraphQL(overTokenLimit)]) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(res.body.errors[0].message).toMatch(/1000 tokens/);
    }
  });

  it('random query texts never get a 500', async () => {
    const token = fc.constantFrom('{', '}', '(', ')', ':', '$', '"', '...', 'me', 'username', 'query', 'mutation', 'articles', 'items', '@skip', '#', '\\u0000', '1', ',');
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 30 }), async (tokens) => {
        const res = await api().gql(tokens.join(' '));
        expect(res.status, tokens.join(' ')).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

