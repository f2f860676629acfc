import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { HttpHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGraphqlData, operationVariables } from './contract/graphql-shape';
import { shapeAnswer } from './contract/schema-projection';
import { handlers, reset, scenario } from './index';

/**
 * The mocks checked against the real API's contracts, so they cannot drift from the server:
 * - every operation document the web app sends (web/src/**\/*.graphql) is run against the mock handlers as each
 *   kind of demo user, and each answer's data is checked against the operation's selection set on schema.graphql
 *   (types, nullability, enum values, lists, ids, `__typename` only where Apollo asks for it);
 * - every REST handler (`/api/*`) is called the same way and each answer is checked against the OpenAPI document
 *   the REST layer serves (tests/support/openapi-contract.ts, the integration tests' own check).
 */

const repo = resolve(import.meta.dirname, '../../..');
const schema = buildSchema(readFileSync(join(repo, 'schema.graphql'), 'utf8'));

/** What this test uses of tests/support/openapi-contract.ts (typed here: web's tsconfig does not compile the server). */
interface Contract {
  expectMatchesOpenApi(answer: { status: number; headers: Headers; body: unknown; text: string }, method: string, path: string): void;
  documentedPath(path: string): string | undefined;
}
let contract: Contract;

// The handlers answer through the component setup's server (src/test/setup.ts, ./node.ts).
beforeAll(async () => {
  // Loaded at run time: the document is built from the server's code (zod schemas), which web's tsconfig does not compile.
  const contractPath = join(repo, 'tests/support/openapi-contract.ts');
  contract = (await import(/* @vite-ignore */ contractPath)) as Contract;
  // Importing the server's schemas takes a few seconds, longer on a busy machine (`npm test` runs projects in parallel).
}, 120_000);
afterAll(() => reset());

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

const documents = graphqlFiles(join(repo, 'web/src')).map((path) => parse(readFileSync(path, 'utf8')));
const fragments = new Map(
  documents.flatMap((d) => d.definitions).filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
);
const operations = documents.flatMap((d) => d.definitions).filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The operation with the fragments it spreads (transitively), as the generated document sends it. */
function documentFor(operation: OperationDefinitionNode): DocumentNode {
  const needed = new Map<string, FragmentDefinitionNode>();
  const walk = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          walk(fragment);
        }
      },
    });
  walk(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
}

/** Apollo Client adds `__typename` to every selection set below the root before sending. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/** Plausible variables for the demo world: ids of its records, the plan names, required input fields. */
const NAMED: Record<string, unknown> = {
  plan: 'growth',
  token: 'demo-approved',
  email: 'client@netfund.example',
  username: 'client',
  password: 'demo-pass',
  currentPassword: 'demo-pass',
  page: 1,
  limit: 10,
  first: 10,
  state: 'TX',
  range: undefined,
};

function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue(type.ofType, name)];
  if (name in NAMED && NAMED[name] !== undefined) return NAMED[name];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type, field.name)]),
    );
  }
  switch (named.name) {
    case 'ID':
      return '1';
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTimeISO':
      return '2026-11-20T12:00:00.000Z';
    default:
      return 'text';
  }
}

function variablesFor(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(operationVariables(schema, operation).filter((v) => v.type && isNonNullType(v.type)).map((v) => [v.name, sampleValue(v.type!, v.name)]));
}

/** Who runs each operation: signed out, each role, and the demo accounts with their own data. */
const CALLERS = [null, 'client', 'admin', 'lender', 'builder', 'client2', 'rosa'] as const;

interface GraphqlBody {
  data?: unknown;
  errors?: { message: string; path?: unknown[]; extensions?: { code?: string } }[];
}

describe('GraphQL mock answers match schema.graphql for the operations the app sends', () => {
  it('every operation, as every kind of caller', async () => {
    const problems = new Map<string, Set<string>>();
    const unanswered: string[] = [];
    const checked = new Set<string>();
    for (const operation of operations) {
      const name = operation.name!.value;
      const document = withTypenames(documentFor(operation));
      const query = print(document);
      let answered = false;
      for (const caller of CALLERS) {
        reset();
        scenario.signInAs(caller);
        const response = await fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ operationName: name, query, variables: variablesFor(operation) }),
        }).catch(() => null);
        if (!response || response.headers.get('content-type')?.includes('json') !== true) continue;
        answered = true;
        const body = (await response.json()) as GraphqlBody;
        const found = checkGraphqlData(schema, document, body.data, { operationName: name, hasErrors: !!body.errors?.length });
        // What the schema could not represent in the domain handler's answer (./contract/schema-projection.ts).
        for (const error of body.errors ?? []) {
          if (error.extensions?.code === 'MOCK_SHAPE') found.push(`${(error.path ?? []).join('.')}: ${error.message}`);
        }
        if (body.data && typeof body.data === 'object' && Object.values(body.data).some((v) => v !== null)) checked.add(name);
        for (const problem of found) {
          const set = problems.get(name) ?? new Set();
          set.add(problem);
          problems.set(name, set);
        }
      }
      if (!answered) unanswered.push(name);
    }
    const report = [...problems].map(([name, set]) => `${name}:\n  ${[...set].slice(0, 6).join('\n  ')}`);
    expect(report, report.join('\n')).toEqual([]);
    // Every operation the app sends has a handler: a new screen's operation without one fails here.
    expect(unanswered, `operations without a mock handler: ${unanswered.join(', ')}`).toEqual([]);
    // Coverage of the check itself (123 of the 233 operations on 2026-11-24; the others refuse the generated
    // variables, and their refusals are checked).
    console.info(`GraphQL mocks: ${operations.length} operations, ${checked.size} answered with data and checked`);
    expect(checked.size).toBeGreaterThanOrEqual(123);
  }, 300_000);

  it('the check fails on a disagreement (a report id as a number, a leaked __typename, a missing field)', () => {
    const document = parse('query R { reports { id reportMonth paymentAmount } me { id username } }');
    const good = { reports: [{ __typename: 'NetbuilderReport', id: '1', reportMonth: '2026-11', paymentAmount: 59 }], me: null };
    expect(checkGraphqlData(schema, document, good)).toEqual([]);
    expect(checkGraphqlData(schema, document, { ...good, reports: [{ ...good.reports[0], id: 1 }] })).toEqual([
      'data.reports[0].id: expected ID (a string), got 1 (number)',
    ]);
    expect(checkGraphqlData(schema, document, { __typename: 'Query', ...good })).toEqual(['data.__typename: not selected by the operation']);
    expect(checkGraphqlData(schema, document, { ...good, reports: [{ id: '1', reportMonth: '2026-11' }] })).toEqual([
      'data.reports[0].paymentAmount: missing (selected, Float!)',
    ]);
    expect(checkGraphqlData(schema, document, { ...good, reports: [{ ...good.reports[0], __typename: 'User' }] })[0]).toMatch(/__typename: "User" is not a type/);
  });

  it('a handler answer the schema cannot represent comes back as a MOCK_SHAPE error, which the tour above fails on', () => {
    const query = 'query Me { me { id username role } }';
    expect(shapeAnswer(query, 'Me', {}, { me: { id: 7, username: 'client', role: 'client', __typename: 'User', extra: 1 } })).toEqual({
      data: { me: { id: '7', username: 'client', role: 'client' } },
    });
    // An enum value the schema lacks passes the shaping (a test may play a newer server) and fails the contract check.
    const wrongEnum = shapeAnswer(query, 'Me', {}, { me: { id: '7', username: 'client', role: 'superuser' } });
    expect(wrongEnum.data).toEqual({ me: { id: '7', username: 'client', role: 'superuser' } });
    expect(checkGraphqlData(schema, parse(query), wrongEnum.data)).toEqual(['data.me.role: "superuser" is not a value of enum Role (admin, client, lender)']);
    const nullId = shapeAnswer(query, 'Me', {}, { me: { id: null, username: 'client', role: 'client' } });
    expect(nullId.errors?.[0]?.message).toBe('Cannot return null for non-nullable field User.id.');
  });
});

/** A concrete URL for a handler's path pattern. */
function concretePath(path: string): string {
  // builder's reports are 101–103 (./netbuilder.ts); every other record of the demo world has an id 1.
  const id = path.includes('/netbuilder/reports/') ? '101' : '1';
  return path.replace(/^\*/, '').replace(/:(\w+)/g, (_m, param: string) => (param === 'token' ? 'demo-approved' : id));
}

const REST_BODIES: Record<string, unknown> = {
  'POST /api/login': { username: 'client', password: 'demo-pass' },
  'POST /api/register': { username: 'newcomer', email: 'newcomer@example.com', password: 'long-enough-pass-1', confirmPassword: 'long-enough-pass-1' },
  'POST /api/applications': {
    businessName: 'Blue Fern Bakery LLC', contactName: 'Jordan Reyes', ownerEmail: 'jordan@bluefern.example', phone: '(555) 010-7788',
    product: 'line-of-credit', requestedAmount: 75000, industry: 'restaurants', state: 'IL', monthsInBusiness: 30, monthlyRevenue: 42000, creditScore: 690,
  },
  'POST /api/applications/1/claim': { token: 'demo-approved' },
  'POST /api/netbuilder/create-subscription': { plan: 'growth' },
};

describe('REST mock answers match the OpenAPI document', () => {
  it('every /api handler, as every kind of caller', async () => {
    const routes = handlers
      .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
      .map((handler) => ({ method: String(handler.info.method), path: String(handler.info.path) }))
      .filter((route) => route.path.includes('/api/'));
    expect(routes.length).toBeGreaterThan(10);
    const problems: string[] = [];
    const succeeded = new Set<string>();
    let checked = 0;
    for (const route of routes) {
      const path = concretePath(route.path);
      for (const caller of CALLERS) {
        reset();
        scenario.signInAs(caller);
        const key = `${route.method} ${path}`;
        const body = REST_BODIES[key] ?? {};
        const upload = route.path.includes('/documents');
        // A multipart upload written out by hand (jsdom's FormData is not the one Node's fetch encodes).
        const form = [
          '--b0undary\r\nContent-Disposition: form-data; name="docType"\r\n\r\nbank_statements\r\n',
          '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="statement.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n',
          '--b0undary--\r\n',
        ].join('');
        const headers: Record<string, string> = upload
          ? { 'content-type': 'multipart/form-data; boundary=b0undary' }
          : { 'content-type': 'application/json', ...(path === '/api/applications' ? { authorization: 'Bearer demo-integration-key' } : {}) };
        const response = await fetch(`http://localhost${path}`, {
          method: route.method,
          headers: route.method === 'GET' ? {} : headers,
          body: route.method === 'GET' ? undefined : upload ? form : JSON.stringify(body),
        });
        const text = await response.text();
        if (response.ok) succeeded.add(`${route.method} ${route.path.replace(/^\*/, '')}`);
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON
        }
        try {
          contract.expectMatchesOpenApi({ status: response.status, headers: response.headers, body: parsed, text }, route.method, path);
          if (contract.documentedPath(path)) checked += 1;
        } catch (error) {
          problems.push((error as Error).message.split('\n')[0]!.slice(0, 400));
        }
      }
    }
    expect([...new Set(problems)], [...new Set(problems)].join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(routes.length);
    // The flows' successful answers were among those checked, not only the refusals.
    expect([...succeeded].sort()).toEqual(
      expect.arrayContaining([
        'GET /api/user', 'POST /api/login', 'POST /api/logout', 'POST /api/register', 'GET /api/applications/:id', 'POST /api/applications',
        'POST /api/applications/:id/claim', 'POST /api/applications/:id/documents', 'GET /api/netbuilder/plans', 'GET /api/netbuilder/subscription',
        'GET /api/netbuilder/reports', 'GET /api/netbuilder/reports/:id/download', 'POST /api/netbuilder/create-subscription',
        'POST /api/netbuilder/cancel-subscription',
      ]),
    );
  }, 120_000);
});
