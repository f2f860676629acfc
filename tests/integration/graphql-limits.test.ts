import fc from 'fast-check';
import { Kind, parse, print, visit, type ASTNode } from 'graphql';
import { globSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../graphql-server/src/modules/articles/articles.schemas.js';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 9: GraphQL answers bad requests (syntax errors, queries over the token or cost limit) with HTTP 400 and
 * the GraphQL error body, never a 500, and the cost limit counts how many items lists return.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);

/** The web app's feature folders whose screens only admins open (the back office, BACKOFFICE.md). */
const BACK_OFFICE_FEATURES = ['admin-dashboard', 'application-workspace', 'backoffice', 'blog-admin', 'client-management', 'funding-matrix', 'lender-management', 'net30-admin', 'net30-applications', 'staff-application'];

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


describe('query cost counts list sizes (item 12)', () => {
  const pages = (count: number, args: string, fields: string) =>
    Array.from({ length: count }, (_, i) => `a${i}: articles${args ? `(${args})` : ''} { items { ${fields} } }`).join(' ');

  function expectCostRefused(res: ApiResponse) {
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toMatch(/^Query cost limit of \d+ exceeded, found \d+/);
  }

  it('refuses a query of a few hundred bytes for many full pages of articles with 400 and a clear message', async () => {
    const query = `{ ${pages(15, 'pageSize: 24', 'body')} }`;
    expect(query.length).toBeLessThan(900);
    expectCostRefused(await api().gql(query));
  });

  it('counts the default page size when none is given', async () => {
    expectCostRefused(await api().gql(`{ ${pages(15, '', 'title body')} }`));
  });

  it('counts sizes given in variables', async () => {
    const query = `query Pages($size: Int) { ${pages(3, 'pageSize: $size', 'body')} }`;
    expectCostRefused(await api().gql(query, { size: 24 }));
    const small = await api().gql(query, { size: 2 });
    expect(small.status).toBe(200);
    expect(small.body.data.a0.items).toHaveLength(2);
  });

  it("lets an admin read a back-office list's largest page (100 rows) with the fields a list shows; others keep the public limit", async () => {
    const fields = `totalCount page pageSize items {
      id number workflowStatus publicStatus contactName ownerEmail phone product requestedAmount submittedAt ageHours createdAt
      decidedAt closedAt source version assignee { id displayName } business { id legalName state industry monthlyRevenue }
    }`;
    const pagesOf = (count: number) => `query List($pageSize: Int) { ${Array.from({ length: count }, (_, i) => `p${i}: adminApplications(pageSize: $pageSize) { ${fields} }`).join(' ')} }`;
    const list = pagesOf(1);
    const admin = api();
    expect((await admin.post('/api/login', { username: 'admin', password: 'demo-pass' })).status).toBe(200);
    const page = await admin.gql(list, { pageSize: 100 });
    expect(page.body.errors, page.text.slice(0, 300)).toBeUndefined();
    expect(page.body.data.p0.pageSize).toBe(100);
    const client = api();
    expect((await client.post('/api/login', { username: 'client', password: 'demo-pass' })).status).toBe(200);
    expectCostRefused(await client.gql(list, { pageSize: 100 }));
    expectCostRefused(await api().gql(list, { pageSize: 100 }));
    // Staff have a higher limit, not none: five such pages at once are refused.
    expectCostRefused(await admin.gql(pagesOf(5), { pageSize: 100 }));
  });

  it('lets every document the web app sends through all limits, with the largest page size, as the role that sends it', async () => {
    const files = globSync('web/src/**/*.graphql');
    expect(files.length).toBeGreaterThan(3);
    const all = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
    const fragments = new Map(all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const operations = all.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.map((operation) => operation.name?.value)).toEqual(expect.arrayContaining(['Articles', 'Article', 'NetbuilderPlans', 'MyApplications']));
    // Back-office screens send their documents with an admin's session, whose cost limit is higher (10,000); every
    // other document must fit the limit everyone else has (1,000).
    const adminOperations = new Set(
      files
        .filter((file) => BACK_OFFICE_FEATURES.some((feature) => file.includes(`/features/${feature}/`)))
        .flatMap((file) => parse(readFileSync(file, 'utf8')).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).map((d) => d.name?.value)),
    );
    expect(adminOperations).toContain('LenderOverview');
    const admin = api();
    expect((await admin.post('/api/login', { username: 'admin', password: 'demo-pass' })).status).toBe(200);
    for (const operation of operations) {
      // The operation with the fragments it spreads, as the web app's generated document sends it.
      const used = new Set<string>();
      const collect = (node: ASTNode) =>
        visit(node, {
          FragmentSpread(spread) {
            if (used.has(spread.name.value)) return;
            used.add(spread.name.value);
            collect(fragments.get(spread.name.value)!);
          },
        });
      collect(operation);
      const query = print({ kind: Kind.DOCUMENT, definitions: [operation, ...[...used].map((name) => fragments.get(name)!)] });
      const res = await (adminOperations.has(operation.name?.value) ? admin : api()).gql(query, { pageSize: MAX_PAGE_SIZE });
      const codes = (res.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
      expect(res.status, operation.name?.value).toBeLessThan(500);
      expect(codes, `${operation.name?.value}: ${res.text.slice(0, 300)}`).not.toContain('GRAPHQL_VALIDATION_FAILED');
      expect(codes, operation.name?.value).not.toContain('GRAPHQL_PARSE_FAILED');
    }
  });
});
