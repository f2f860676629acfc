import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { applicationIntakeSchema, loginSchema, registrationSchema } from '../../../graphql-server/src/index.js';
import { applicationResponse, claimRequest, emptyRequestBody, errorResponse, intakeResponse, signOutOthersResponse, twoFactorSignInRequest, userResponse, unknownFieldInEmptyBody } from './schemas.js';
import { netbuilderPaths, netbuilderTag } from './netbuilder.paths.js';
import { documentsPaths, documentsTag } from './documents.paths.js';
import { net30Paths, net30Tag } from './net30.paths.js';
import { articleImagesPaths, articleImagesTag } from './article-images.paths.js';
import { marketingPaths, marketingTag } from './marketing.paths.js';
import { withStandardResponses } from './standard-responses.js';
import { withExamples } from './examples.js';

/**
 * The OpenAPI 3.1 document of the whole REST layer (`/api/*`), generated from the zod schemas the server
 * validates with and the routes answer with. Served at /api/openapi.json and rendered at /api/docs.
 */
const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorResponse) });

const twoFactorRequiredResponse = errorResponse
  .extend({ challenge: z.string().optional().meta({ description: 'With `TWO_FACTOR_REQUIRED` only: the sign-in challenge for /api/login/two-factor' }) })
  .meta({ id: 'LoginRefused' });

const commonErrors: ZodOpenApiResponsesObject = {
  '415': error('The body is not `application/json`'),
  '500': error('Unexpected server error (no details are given)'),
};

const applicationId = z.string().meta({
  description: 'A positive whole number; anything else is a 400',
  example: '1',
});

const getApplication: ZodOpenApiOperationObject = {
  operationId: 'getApplication',
  tags: ['Applications'],
  summary: 'Read an application result',
  description:
    'Readable by an admin, by the client who owns the application, or by whoever holds its access token ' +
    '(the `token` of the result link). Anything else answers exactly like a missing application: 404 ' +
    '`Application not found`.',
  security: [{}, { sessionCookie: [] }],
  requestParams: {
    path: z.object({ id: applicationId }),
    query: z.object({ token: z.string().optional().meta({ description: 'The access token from the result link' }) }),
  },
  responses: {
    '200': { description: 'The result', ...json(applicationResponse) },
    '400': error('The id is not a positive whole number: `Invalid application ID`'),
    '404': error('`Application not found`: missing, or not readable by this caller'),
    '500': commonErrors['500']!,
  },
};

const submitApplication: ZodOpenApiOperationObject = {
  operationId: 'submitApplication',
  tags: ['Applications'],
  summary: 'Submit an application (external form and integrators)',
  description:
    'Creates an application in `review` and answers its result link. Authenticate with an integration API key ' +
    '(`Authorization: Bearer <key>`). Send an `Idempotency-Key` to retry safely: the same key with the same body ' +
    'answers the first 201 again (header `Idempotent-Replayed: true`) and creates nothing; the same key with a ' +
    'different body is a 409. Each API key may create a limited number of applications per minute (60 unless the ' +
    'operator sets `INTEGRATION_MAX_APPLICATIONS_PER_MINUTE`); past it the answer is 429 with `Retry-After`. ' +
    'Replays are answered whatever the limit and are not counted.',
  security: [{ integrationKey: [] }],
  requestParams: {
    header: z.object({
      'Idempotency-Key': z
        .string()
        .optional()
        .meta({
          description:
            '1 to 255 visible ASCII characters, unique per request you mean once. Kept 7 days unless the operator sets ' +
            '`IDEMPOTENCY_KEY_RETENTION_DAYS`; after that the same request creates a new application',
          example: 'form-7f3c9a',
        }),
    }),
  },
  requestBody: { required: true, ...json(applicationIntakeSchema) },
  responses: {
    '201': {
      description: 'Created (or replayed): send the applicant to `resultUrl`',
      headers: z.object({
        Location: z.string().meta({ description: 'The REST address of the new application' }),
        'Idempotent-Replayed': z.enum(['true', 'false']).optional().meta({ description: 'Only with an Idempotency-Key' }),
      }),
      ...json(intakeResponse),
    },
    '400': error('Invalid body or Idempotency-Key: a message per field in `errors`'),
    '401': error('Missing or unknown API key'),
    '409': error('The Idempotency-Key was already used with a different body (code `IDEMPOTENCY_KEY_REUSED`)'),
    '413': error('The body is larger than 100 kB'),
    '429': error(
      // The intake's message (integrations/intake-throttle.ts); tests/integration/intake-rate-limit.test.ts holds the two equal.
      '`Too many applications were sent with this API key. Please try again in 1 minute.`: this API key has created as many applications this minute as ' +
        'it may; nothing is stored. See `Retry-After` (seconds). Replays of an Idempotency-Key are not counted',
    ),
    ...commonErrors,
  },
};

const claimApplication: ZodOpenApiOperationObject = {
  operationId: 'claimApplication',
  tags: ['Applications'],
  summary: "Add an application to the signed-in client's dashboard",
  description: 'Needs the access token of the result link; a matching e-mail alone never links anything.',
  security: [{ sessionCookie: [] }],
  requestParams: { path: z.object({ id: applicationId }) },
  requestBody: { required: true, ...json(claimRequest) },
  responses: {
    '200': { description: 'Linked (or already linked to this client)', ...json(applicationResponse) },
    '400': error('The id is not a positive whole number (`Invalid application ID`), or the body has no `token` (`Token is required`) or an unknown field'),
    '401': error('Not signed in'),
    '403': error('Signed in, but not as a client'),
    '404': error('`Application not found`: missing, or the token does not open it'),
    '409': error('Already linked to another account'),
    ...commonErrors,
  },
};

let cached: ReturnType<typeof createDocument> | undefined;

export function openApiDocument(): ReturnType<typeof createDocument> {
  cached ??= createDocument({
    openapi: '3.1.0',
    info: {
      title: 'NetFund REST API',
      version: '1.0.0',
      description:
        'The `/api/*` contract of NetFund. Every call sends cookies; writes take JSON only (415 otherwise); errors ' +
        'are `{ "message": "…" }`, validation errors add `errors: { field: message }`. GraphQL is at `/graphql`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-NetFund-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Session', description: 'Sign-in, registration and the current user (SPEC §7)' },
      { name: 'Applications', description: 'Intake, results and claiming' },
      netbuilderTag,
      documentsTag,
      net30Tag,
      articleImagesTag,
      marketingTag,
      { name: 'Documentation', description: 'This document and its readable page' },
    ],
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'netfund_session',
          description: 'Set by /api/login and /api/register (`__Host-netfund_session` over HTTPS)',
        },
        integrationKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An integration API key. Outside production the demo key `demo-integration-key` works.',
        },
      },
    },
    paths: withStandardResponses(withExamples({
      '/api/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          tags: ['Documentation'],
          summary: 'This OpenAPI 3.1 document',
          security: [{}],
          responses: { '200': { description: 'The document', content: { 'application/json': { schema: z.looseObject({ openapi: z.literal('3.1.0') }).meta({ example: { openapi: '3.1.0', info: { title: 'NetFund REST API' } } }) } } } },
        },
      },
      '/api/docs': {
        get: {
          operationId: 'getApiDocsPage',
          tags: ['Documentation'],
          summary: 'This document as a readable page (no internet needed)',
          security: [{}],
          responses: { '200': { description: 'The page', content: { 'text/html': { schema: z.string(), example: '<!doctype html>…' } } } },
        },
      },
      '/api/user': {
        get: {
          operationId: 'getUser',
          tags: ['Session'],
          summary: 'The signed-in user',
          security: [{ sessionCookie: [] }],
          responses: {
            '200': { description: 'Signed in', ...json(userResponse) },
            '401': error('Signed out: `Authentication required`'),
          },
        },
      },
      '/api/login': {
        post: {
          operationId: 'login',
          tags: ['Session'],
          summary: 'Sign in',
          security: [{}],
          description:
            'Sets the session cookie and a new device cookie (`netfund_device`, HttpOnly, 180 days). Attempts are counted ' +
            'per account and per address before the password is checked; a browser holding a device cookie of that ' +
            'account is counted on its own instead, so it can sign in while the account is locked for other clients.',
          requestBody: { required: true, ...json(loginSchema.meta({ id: 'Login' })) },
          responses: {
            '200': { description: 'Signed in', ...json(userResponse) },
            '400': error('Missing fields: `Username is required`, `Password is required`'),
            '401': {
              description:
                '`Invalid username or password` (the same for an unknown user); or, for an account with two-factor sign-in, ' +
                '`{ message: "Enter the 6-digit code from your authenticator app", code: "TWO_FACTOR_REQUIRED", challenge }`: ' +
                'no session yet, continue at /api/login/two-factor within 5 minutes',
              ...json(twoFactorRequiredResponse),
            },
            '429': error('Too many failed attempts; see the `Retry-After` header'),
            ...commonErrors,
          },
        },
      },
      '/api/login/two-factor': {
        post: {
          operationId: 'completeTwoFactorSignIn',
          tags: ['Session'],
          summary: 'Finish a two-factor sign-in',
          security: [{}],
          description:
            'The `challenge` from /api/login (single use, 5 minutes) and a 6-digit code from the authenticator app, or an unused ' +
            'recovery code. Sets the session and device cookies as /api/login does. A code step is accepted once.',
          requestBody: { required: true, ...json(twoFactorSignInRequest) },
          responses: {
            '200': { description: 'Signed in', ...json(userResponse) },
            '400': error("`That code didn't work. Check your device's time and try again`; a missing field, or `Unknown field: …`"),
            '401': error('`Your sign-in has expired. Sign in again` (unknown, used or expired challenge)'),
            '429': error('`Too many attempts. Please try again in 15 minutes.` after 5 wrong codes, the wait counting down as `Retry-After` does'),
            ...commonErrors,
          },
        },
      },
      '/api/register': {
        post: {
          operationId: 'register',
          tags: ['Session'],
          summary: 'Create a client account and sign it in',
          security: [{}],
          requestBody: { required: true, ...json(registrationSchema.meta({ id: 'Registration' })) },
          responses: {
            '201': { description: 'Created and signed in', ...json(userResponse) },
            '400': error('Invalid fields, with the spec messages per field'),
            '409': error('`Username is already taken`'),
            '429': error('Too many accounts from this address, or from everywhere in the last minute; see `Retry-After`'),
            ...commonErrors,
          },
        },
      },
      '/api/logout': {
        post: {
          operationId: 'logout',
          tags: ['Session'],
          summary: 'Sign out',
          security: [{}, { sessionCookie: [] }],
          description: 'Send `{}` as `application/json`. Signing out twice is not an error.',
          requestBody: emptyRequestBody,
          responses: { '204': { description: 'Signed out' }, '400': unknownFieldInEmptyBody, ...commonErrors },
        },
      },
      '/api/sessions/sign-out-others': {
        post: {
          operationId: 'signOutOtherSessions',
          tags: ['Session'],
          summary: "End the user's other sessions",
          description: 'Signs the user out everywhere else; this session stays. Send `{}` as `application/json`.',
          security: [{ sessionCookie: [] }],
          requestBody: emptyRequestBody,
          responses: {
            '200': { description: 'The other sessions are ended', ...json(signOutOthersResponse) },
            '400': unknownFieldInEmptyBody,
            '401': error('Signed out: `Authentication required`'),
            ...commonErrors,
          },
        },
      },
      '/api/applications': { post: submitApplication },
      '/api/applications/{id}': { get: getApplication },
      '/api/applications/{id}/claim': { post: claimApplication },
      ...netbuilderPaths,
      ...documentsPaths,
      ...net30Paths,
      ...articleImagesPaths,
      ...marketingPaths,
    })),
  });
  return cached;
}
