import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../rest-compat/src/openapi/document.js';
import { ApiClient } from '../support/api-client.js';
import { replaceOpenApiDocument } from '../support/openapi-contract.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * The OpenAPI document is the whole REST layer: every route the real app mounts under /api is an operation of the
 * document and every operation is a mounted route; the document's request schemas refuse what the server refuses;
 * and the answers' check (tests/support/openapi-contract.ts, run by the API client on every /api answer) fails on a
 * document that is wrong.
 */

interface Layer {
  rawPath?: unknown;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every `METHOD /path` of an Express router stack, the mount prefixes joined, parameters written `{name}`. */
function mountedOperations(stack: Layer[], prefix = ''): string[] {
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const path of [layer.route.path].flat()) {
        for (const method of Object.keys(layer.route.methods).filter((name) => layer.route!.methods[name] && name !== '_all')) {
          found.push(`${method.toUpperCase()} ${(prefix + path).replace(/:(\w+)/g, '{$1}')}`);
        }
      }
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      found.push(...mountedOperations(layer.handle.stack, prefix + mount));
    }
  }
  return found;
}

function documentedOperations(): string[] {
  const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    ['get', 'put', 'post', 'delete', 'patch'].filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

afterEach(() => {
  replaceOpenApiDocument(undefined);
});

describe('the OpenAPI document and the mounted routes', () => {
  it('every route the app mounts under /api is documented, and every documented operation is mounted', () => {
    const app = server.app as unknown as { router: { stack: Layer[] } };
    const mounted = mountedOperations(app.router.stack).filter((operation) => operation.split(' ')[1]!.startsWith('/api/'));
    expect(mounted.length).toBeGreaterThan(30);
    expect([...new Set(mounted)].sort()).toEqual(documentedOperations().sort());
  });

  it('the served /api/openapi.json is the document the answers are checked against', async () => {
    const res = await new ApiClient(server.url).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});

describe('the request schemas are as strict as the server', () => {
  const requestSchema = (path: string) => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...(JSON.parse(JSON.stringify(openApiDocument())) as object), $id: 'doc' });
    return ajv.compile({ $ref: `doc#/paths/${encodeURIComponent(path.replace(/\//g, '~1'))}/post/requestBody/content/application~1json/schema` });
  };
  const netBuilder = {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana.contract@reyes-supply.example',
    phone: '(512) 555-0143',
    businessName: 'Reyes Supply LLC',
    entityType: 'llc',
    businessStartYear: 2019,
    annualRevenue: 480000,
    state: 'TX',
    agreeToTerms: true,
    plan: 'growth',
  };

  it('a `state` of "ZZ" fails the document and the server alike; a real state passes both', async () => {
    const validate = requestSchema('/api/credit-applications/netbuilder');
    const client = new ApiClient(server.url);

    expect(validate({ ...netBuilder, state: 'ZZ' })).toBe(false);
    const refused = await client.post('/api/credit-applications/netbuilder', { ...netBuilder, state: 'ZZ' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('state');

    expect(validate(netBuilder)).toBe(true);
    const accepted = await client.post('/api/credit-applications/netbuilder', netBuilder);
    expect(accepted.status).toBe(201);
  });

  it('the contact and Net30 bodies refuse what their services refuse', () => {
    const { plan: _plan, ...business } = netBuilder;
    const net30 = { ...business, ein: '12-3456789', requestedLimit: 5000, intendedUse: 'Office supplies' };
    expect(requestSchema('/api/contact')({ name: 'Dana Reyes', email: 'dana@example.com', topic: 'funding', message: 'too short' })).toBe(false);
    expect(requestSchema('/api/contact')({ name: 'Dana Reyes', email: 'dana@example.com', topic: 'funding', message: 'A message long enough to be sent.' })).toBe(true);
    const validateNet30 = requestSchema('/api/credit-applications/net30');
    expect(validateNet30({ ...net30, requestedLimit: 100 })).toBe(false);
    expect(validateNet30({ ...net30, ein: undefined })).toBe(false);
    expect(validateNet30({ ...net30, phone: '555-01' })).toBe(false);
    expect(validateNet30(net30), JSON.stringify(validateNet30.errors)).toBe(true);
  });
});

describe('the answers are checked against the document', () => {
  it('an answer whose body does not match its documented schema fails the request', async () => {
    const wrong = JSON.parse(JSON.stringify(openApiDocument())) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    // The plan catalogue documented with a price that is a string: the real answer (a number) no longer matches.
    wrong.components.schemas.NetbuilderPlan!.properties.price = { type: 'string' };
    replaceOpenApiDocument(wrong);
    await expect(new ApiClient(server.url).get('/api/netbuilder/plans')).rejects.toThrow(/listNetbuilderPlans\) answered 200 with a body that does not match the document: \/0\/price must be string/);
  });

  it('a status the document does not list for the operation fails the request', async () => {
    const wrong = JSON.parse(JSON.stringify(openApiDocument())) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    delete wrong.paths['/api/user']!.get!.responses['401'];
    replaceOpenApiDocument(wrong);
    await expect(new ApiClient(server.url).get('/api/user')).rejects.toThrow(/GET \/api\/user \(getUser\) answered 401, which the document does not list/);
  });

  it('with the real document the same answers pass', async () => {
    const client = new ApiClient(server.url);
    expect((await client.get('/api/netbuilder/plans')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
