import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { ERROR_CODES, JSON_BODY_LIMIT, type ErrorCode } from '../../../graphql-server/src/index.js';
import { errorResponse } from './schemas.js';

/**
 * The answers every operation can give because of where it is mounted (rest-compat/src/router.ts, server.ts and
 * graphql-server/src/http/app.ts), added to each operation of the document:
 * - every path: 400 for a URL with a malformed %-encoding or a NUL character (rejectUnusableUrls), 500;
 * - every route that reads the session (requestState): 503 while the database is unreachable (with Retry-After);
 * - the JSON routes (behind `express.json` and the JSON-only guard): 400 for a body that is not JSON or holds a NUL
 *   character, 413 past the JSON body limit, 415 for a write that is not `application/json` (or an unsupported
 *   charset or encoding);
 * - the webhook (raw body, 512 kB): 413.
 * An operation's own description of a status is kept; the mount's causes are appended to it.
 *
 * The headers those answers carry are declared on them too (`declaredHeaders`), so the contract check
 * (tests/support/openapi-contract.ts) holds the server to them: `Retry-After` on every 429 and 503 (rest-compat's
 * errors.ts and the app's error handler set it), `WWW-Authenticate` on the 401 of the operations that take an
 * integration API key (the intake route sets it).
 */
type Mount = 'plain' | 'session' | 'json' | 'webhook';

const MOUNTS: Record<string, Mount> = {
  '/api/openapi.json': 'plain',
  '/api/docs': 'plain',
  '/api/applications/{id}/documents/{documentId}/file': 'session',
  '/api/applications/{id}/documents': 'session',
  '/api/documents/{id}/download': 'session',
  '/api/lender/documents/{id}/download': 'session',
  '/api/admin/article-images': 'session',
  '/api/article-images/{id}': 'session',
  '/api/webhooks/stripe': 'webhook',
};

const URL_400 = 'The URL has a malformed %-encoding or a NUL character (`%00`)';
const CAUSES: Record<Mount, Record<string, { text: string; example: string }>> = {
  plain: {
    '400': { text: URL_400, example: 'The URL must not contain NUL characters (%00)' },
    '500': { text: 'Unexpected server error (no details are given)', example: 'Internal server error' },
  },
  session: {
    '400': { text: URL_400, example: 'The URL must not contain NUL characters (%00)' },
    '500': { text: 'Unexpected server error (no details are given)', example: 'Internal server error' },
    '503': { text: 'The database is unreachable; see `Retry-After`', example: 'The service is temporarily unavailable. Please try again shortly.' },
  },
  json: {
    '400': { text: `${URL_400}; or a body that is not valid JSON or holds a NUL character`, example: 'Request body is not valid JSON' },
    '413': { text: `A JSON body larger than ${JSON_BODY_LIMIT}`, example: `Request body is too large (the limit is ${JSON_BODY_LIMIT})` },
    '415': {
      text: 'A write whose body is not `application/json`, or an unsupported charset or content encoding',
      example: 'Send the request body as JSON (Content-Type: application/json)',
    },
    '500': { text: 'Unexpected server error (no details are given)', example: 'Internal server error' },
    '503': { text: 'The database is unreachable; see `Retry-After`', example: 'The service is temporarily unavailable. Please try again shortly.' },
  },
  webhook: {
    '400': { text: URL_400, example: 'The URL must not contain NUL characters (%00)' },
    '413': { text: 'A body larger than 512 kB', example: 'Request body is too large' },
    '500': { text: 'Unexpected server error (no details are given)', example: 'Internal server error' },
    '503': { text: 'The database is unreachable; see `Retry-After`', example: 'The service is temporarily unavailable. Please try again shortly.' },
  },
};

/**
 * The operations whose service calls requireSignedIn / requireRole: a signed-in user whom the admin policy requires to
 * set up two-factor sign-in first is refused there with 403 (graphql-server/src/shared/caller.ts).
 */
const TWO_FACTOR_GATED = new Set([
  'claimApplication',
  'getNetbuilderSubscription',
  'createNetbuilderSubscription',
  'cancelNetbuilderSubscription',
  'resumeNetbuilderSubscription',
  'listNetbuilderReports',
  'downloadNetbuilderReport',
  'uploadDocumentFile',
  'uploadDocument',
  'downloadLenderDocument',
  'downloadNet30Invoice',
  'downloadNet30Statement',
  'downloadFurnishingBatch',
  'uploadArticleImage',
]);
const TWO_FACTOR_SETUP = {
  text: 'Signed in, but the admin policy requires two-factor sign-in to be set up first: `Set up two-factor authentication to continue`',
  example: 'Set up two-factor authentication to continue',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The `code` an operation's own error answer of a status carries (rest-compat/src/errors.ts: the domain error's kind),
 * for its example; an example that names its own code (IDEMPOTENCY_KEY_REUSED, TWO_FACTOR_REQUIRED) keeps it.
 */
const CODE_OF_STATUS: Record<string, ErrorCode> = {
  '400': ERROR_CODES.validation,
  '401': ERROR_CODES.unauthenticated,
  '403': ERROR_CODES.forbidden,
  '404': ERROR_CODES.not_found,
  '409': ERROR_CODES.conflict,
  '413': ERROR_CODES.too_large,
  '415': ERROR_CODES.unsupported_type,
  '429': ERROR_CODES.rate_limited,
  '500': 'INTERNAL_SERVER_ERROR',
  '502': ERROR_CODES.upstream,
  '503': ERROR_CODES.unavailable,
};

/** The code of a mount's own answer of a status (the app's and the router's handlers): an unreadable request is BAD_REQUEST. */
const codeOfCause = (status: string): ErrorCode => (status === '400' ? 'BAD_REQUEST' : CODE_OF_STATUS[status]!);

const RETRY_AFTER = z.string().regex(/^[0-9]+$/).meta({ description: 'Seconds to wait before trying again', example: '60' });
const WWW_AUTHENTICATE = z.string().meta({ description: 'The scheme and realm to authenticate with', example: 'Bearer realm="netfund-intake"' });

/** The operations that count in a rate limit: their answers say where the caller stands (graphql-server's http/rate-limit-headers.ts). */
const RATE_LIMITED = new Set(['submitApplication', 'login', 'register', 'sendContactMessage', 'applyForNetBuilder', 'applyForNet30']);
const RATE_LIMIT_POLICY = z.string().meta({
  description: 'The limits this request counted in (IETF draft RateLimit-Policy): `"name";q=<quota>;w=<window in seconds>`, comma-separated',
  example: '"contact-ip";q=10;w=3600, "contact-email";q=5;w=3600',
});
const RATE_LIMIT = z.string().meta({
  description: 'Where the caller stands in each of those limits (IETF draft RateLimit): `"name";r=<remaining>;t=<seconds until the count starts afresh>`',
  example: '"contact-ip";r=9;t=3599, "contact-email";r=4;t=3599',
});

/** The headers an answer of this status carries, whatever the operation's own definition says. */
function declaredHeaders(status: string, operation: ZodOpenApiOperationObject): Record<string, z.ZodType> {
  const headers: Record<string, z.ZodType> = {};
  if (status === '429' || status === '503') headers['Retry-After'] = RETRY_AFTER;
  if (status === '401' && operation.security?.some((scheme) => 'integrationKey' in scheme)) headers['WWW-Authenticate'] = WWW_AUTHENTICATE;
  if (RATE_LIMITED.has(operation.operationId ?? '')) {
    // Every 429 of these counted; other answers did when the request got as far as the count (not a 400 or a replay).
    const counted = status === '429';
    if (counted || /^2/.test(status) || status === '401' || status === '409') {
      headers['RateLimit-Policy'] = counted ? RATE_LIMIT_POLICY : RATE_LIMIT_POLICY.optional();
      headers.RateLimit = counted ? RATE_LIMIT : RATE_LIMIT.optional();
    }
  }
  return headers;
}

function withHeaders(response: ZodOpenApiResponseObject, headers: Record<string, z.ZodType>): ZodOpenApiResponseObject {
  if (Object.keys(headers).length === 0) return response;
  const own = response.headers;
  if (own === undefined) return { ...response, headers: z.object(headers) };
  if (own instanceof z.ZodObject) return { ...response, headers: own.extend(headers) };
  throw new Error('OpenAPI: declare response headers as a z.object, so the standard ones can be added to them');
}

export const twoFactorGated = (operationId: string): boolean => TWO_FACTOR_GATED.has(operationId);

export function mountOf(path: string): Mount {
  return MOUNTS[path] ?? 'json';
}

export function withStandardResponses(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  const out: ZodOpenApiPathsObject = {};
  for (const [path, item] of Object.entries(paths)) {
    const next = { ...item };
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (!operation.security) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} declares no security (use [{}] for a public operation)`);
      const causes = CAUSES[mountOf(path)];
      next[method] = complete(operation, TWO_FACTOR_GATED.has(operation.operationId ?? '') ? { ...causes, '403': TWO_FACTOR_SETUP } : causes);
    }
    out[path] = next;
  }
  return out;
}

function complete(operation: ZodOpenApiOperationObject, causes: Record<string, { text: string; example: string }>): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = { ...(operation.responses as Record<string, ZodOpenApiResponseObject>) };
  for (const [status, cause] of Object.entries(causes)) {
    const own = responses[status];
    if (!own) {
      responses[status] = { description: cause.text, content: { 'application/json': { schema: errorResponse, example: { message: cause.example, code: codeOfCause(status) } } } };
    } else if (!(own.description ?? '').includes(cause.text)) {
      responses[status] = { ...own, description: `${own.description ?? ''}; or: ${cause.text}` };
    }
  }
  // Every JSON error answer shows an example: the message its description quotes first, else the mount's.
  for (const [status, response] of Object.entries(responses)) {
    const media = response.content?.['application/json'];
    if (!media || media.schema !== errorResponse || media.example !== undefined || media.examples !== undefined) continue;
    const description = response.description ?? '';
    const quoted = /`([^`]+)`/.exec(description)?.[1];
    const message = quoted && !quoted.startsWith('{') ? quoted : (causes[status]?.example ?? description.split(/[:;(]/)[0]!.trim());
    responses[status] = { ...response, content: { ...response.content, 'application/json': { ...media, example: { message } } } };
  }
  // Every error example carries its code: the one it names, else its status's.
  for (const [status, response] of Object.entries(responses)) {
    const media = response.content?.['application/json'];
    const example = media?.example as { message?: unknown; code?: unknown } | undefined;
    if (!media || typeof example?.message !== 'string' || example.code !== undefined || !(status in CODE_OF_STATUS)) continue;
    responses[status] = { ...response, content: { ...response.content, 'application/json': { ...media, example: { ...example, code: CODE_OF_STATUS[status] } } } };
  }
  for (const [status, response] of Object.entries(responses)) responses[status] = withHeaders(response, declaredHeaders(status, operation));
  return { ...operation, responses };
}
