import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '../../rest-compat/src/openapi/document.js';

/**
 * Checks an answer of the REST layer against its OpenAPI document (/api/openapi.json, generated in-process from the
 * same code the server runs): the status must be documented for the operation, every header the document declares
 * required for that status must be present and every declared header that is present must match its schema, the
 * content type must be one the document names for that status, and a JSON body must match that status's schema. The API client of the tests
 * calls it on every /api answer, so every REST integration test checks the document too.
 */

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
interface MediaType {
  schema?: unknown;
}
interface HeaderObject {
  required?: boolean;
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
  headers?: Record<string, HeaderObject>;
}
interface OperationObject {
  operationId?: string;
  responses: Record<string, ResponseObject>;
}
type OpenApi = { paths: Record<string, Partial<Record<Method, OperationObject>>> };

export interface ReceivedAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text. */
  body: unknown;
  text: string;
}

const DOCUMENT_ID = 'netfund-openapi';
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Contract {
  document: OpenApi;
  ajv: Ajv2020;
  routes: { path: string; pattern: RegExp }[];
  validators: Map<string, ValidateFunction>;
}

let contract: Contract | undefined;

/** The document under test; `replaceOpenApiDocument` swaps it (to see the check fail on a wrong document). */
function current(): Contract {
  contract ??= load(openApiDocument() as unknown as OpenApi);
  return contract;
}

function load(document: OpenApi): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // OpenAPI 3.1 schema objects are JSON Schema 2020-12 plus annotations (example, …) that strict: false lets pass.
  ajv.addSchema({ ...(structuredClone(document) as object), $id: DOCUMENT_ID });
  const routes = Object.keys(document.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
  }));
  return { document, ajv, routes, validators: new Map() };
}

/** For the contract's own test: check answers against another document (undefined: the real one again). */
export function replaceOpenApiDocument(document?: unknown): void {
  contract = document === undefined ? undefined : load(document as OpenApi);
}

const pointer = (...parts: string[]) => parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** The documented path template a concrete path (query string ignored) falls under, if any. */
export function documentedPath(path: string): string | undefined {
  const bare = path.split('?')[0]!.split('#')[0]!;
  // A literal template (e.g. /api/login/two-factor) wins over a parameterised one.
  const matches = current().routes.filter((route) => route.pattern.test(bare));
  return (matches.find((route) => !route.path.includes('{')) ?? matches[0])?.path;
}

/** The compiled schema at `#/paths/<key>` of the document (compiled once). */
function validator(key: string): ValidateFunction {
  const { ajv, validators } = current();
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/paths/${key}` });
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Throws (with what differs) unless `answer` is one the document allows for `method path`. Paths and methods that
 * the document does not have are not operations of the REST layer (the router answers 404 `Not found`); the
 * route-walk test (tests/integration/openapi-contract.test.ts) keeps every mounted route in the document.
 */
export function expectMatchesOpenApi(answer: ReceivedAnswer, method: string, path: string): void {
  const template = documentedPath(path);
  if (!template) return;
  const { document } = current();
  const lower = method.toLowerCase() as Method;
  const operation = document.paths[template]![lower];
  if (!operation) return;
  const where = `${method.toUpperCase()} ${path} (${operation.operationId ?? template})`;
  const status = String(answer.status);
  const response = operation.responses[status];
  if (!response) {
    throw new Error(`OpenAPI: ${where} answered ${status}, which the document does not list (it lists ${Object.keys(operation.responses).join(', ')}): ${answer.text.slice(0, 300)}`);
  }
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = answer.headers.get(name);
    if (value === null) {
      if (header.required) throw new Error(`OpenAPI: ${where} answered ${status} without the header ${name}, which the document declares required`);
      continue;
    }
    if (!header.schema) continue;
    const validate = validator(pointer(template, lower, 'responses', status, 'headers', name, 'schema'));
    if (!validate(value)) {
      throw new Error(`OpenAPI: ${where} answered ${status} with a ${name} header that does not match the document: ${JSON.stringify(value)} (${(validate.errors ?? []).map((error) => error.message).join('; ')})`);
    }
  }
  const contentType = answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  const documented = Object.keys(response.content ?? {});
  if (documented.length === 0) {
    if (answer.text !== '') throw new Error(`OpenAPI: ${where} answered ${status} with a body (${contentType}), but the document gives that status no content`);
    return;
  }
  if (!contentType || !documented.includes(contentType)) {
    throw new Error(`OpenAPI: ${where} answered ${status} as ${contentType ?? 'no content type'}; the document says ${documented.join(' or ')}`);
  }
  if (contentType !== 'application/json') return;
  const validate = validator(pointer(template, lower, 'responses', status, 'content', contentType, 'schema'));
  if (!validate(answer.body)) {
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    throw new Error(`OpenAPI: ${where} answered ${status} with a body that does not match the document: ${errors.join('; ')}\nbody: ${answer.text.slice(0, 500)}`);
  }
}

/**
 * `fetch` for the calls the API client cannot make (multipart uploads, binary downloads read as bytes): the answer is
 * checked against the document like the client's, and returned unread.
 */
export async function checkedFetch(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  const { pathname, search } = new URL(url);
  if (pathname.startsWith('/api/')) {
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    expectMatchesOpenApi({ status: response.status, headers: response.headers, body, text }, init?.method ?? 'GET', pathname + search);
  }
  return response;
}
