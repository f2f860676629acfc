import { z } from 'zod';
import { ALL_ERROR_CODES, strictBody } from '../../../graphql-server/src/index.js';

/**
 * The REST answers' shapes as zod schemas: the routes shape their JSON with these types and the OpenAPI
 * document is generated from them (request bodies come from graphql-server's own validation schemas).
 */
export const errorResponse = z
  .object({
    message: z.string().meta({ description: 'For people: may change, do not branch on it', example: 'Application not found' }),
    code: z.enum(ALL_ERROR_CODES).meta({
      description: "For programs: stable, the same as GraphQL's `extensions.code` for the same refusal (docs/integrating.md, \"Errors\")",
      example: 'NOT_FOUND',
    }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Validation errors only: one message per field', example: { ownerEmail: 'Please enter a valid email' } }),
  })
  .meta({ id: 'Error', description: 'Every error answer: a message, a stable code, plus one message per field for validation errors' });

export const userResponse = z
  .object({
    username: z.string().meta({ example: 'client' }),
    role: z.enum(['admin', 'client', 'lender']),
  })
  .meta({ id: 'User', description: 'The signed-in user (SPEC §7)' });

export const signOutOthersResponse = z
  .object({ ended: z.number().int().meta({ description: 'How many other sessions were ended', example: 2 }) })
  .meta({ id: 'OtherSessionsEnded' });

export const applicationStatus = z.enum(['approved', 'review', 'declined']).meta({
  id: 'ApplicationStatus',
  description: 'approved (pre-approved), review (under review) or declined',
});

const preformatted = (example: string) => z.string().nullable().meta({ description: 'Preformatted text, shown as given', example });

export const applicationResponse = z
  .object({
    id: z.number().int().meta({ example: 1 }),
    status: applicationStatus.nullable().meta({ description: 'null once the application was withdrawn or closed: there is no result to show' }),
    approvedAmount: preformatted('$75,000'),
    approvedTerm: preformatted('12 months'),
    approvedRate: preformatted('1.18 factor rate'),
    approvedPayment: preformatted('$1,702 weekly'),
    ownerEmail: z.string().nullable().meta({ example: 'client@netfund.example' }),
  })
  .meta({ id: 'ApplicationResult', description: 'An application result (SPEC §7)' });

export type ApplicationResponse = z.infer<typeof applicationResponse>;

export const intakeResponse = z
  .object({
    id: z.number().int().meta({ example: 42 }),
    status: applicationStatus,
    resultUrl: z.string().meta({
      description: "The applicant's result page, with the access token; send the applicant there. Keep it secret.",
      example: '/result/42?token=3q2-7w…',
    }),
  })
  .meta({ id: 'ApplicationReceived' });

/** The claim's body, as the route parses it (strict, like every request body). */
export const claimRequest = z
  .strictObject(
    { token: z.string({ error: 'Token is required' }).min(1, 'Token is required').meta({ description: 'The access token of the result link' }) },
    strictBody('claim'),
  )
  .meta({ id: 'ApplicationClaim' });

/** The second sign-in step's body, as the route parses it (strict); the service checks the challenge and the code. */
export const twoFactorSignInRequest = z
  .strictObject(
    {
      challenge: z.string({ error: 'Challenge is required' }).meta({ description: 'The `challenge` from /api/login' }),
      code: z
        .string({ error: 'Enter the 6-digit code from your authenticator app' })
        .meta({ description: 'A 6-digit code from the authenticator app, or an unused recovery code' }),
    },
    strictBody('code'),
  )
  .meta({ id: 'TwoFactorSignIn' });

/** The 400 of a write that takes no fields, sent one. */
export const unknownFieldInEmptyBody = {
  description: 'The body has a field (`Unknown field: …`): send `{}`',
  content: { 'application/json': { schema: errorResponse } },
};

/** The body of a write that takes no fields, as those routes parse it: `{}` (strict, like every request body). */
export const noFields = z.strictObject({}, strictBody('request')).meta({ id: 'NoFields' });

/**
 * The body of a write that takes no fields (sign-out, cancel, resume): declared so that a client generated from the
 * document sends `Content-Type: application/json`, which the CSRF defence requires of every write (jsonWritesOnly).
 */
export const emptyRequestBody = {
  required: true,
  description: 'No fields: send `{}` as `application/json`',
  content: { 'application/json': { schema: noFields, example: {} } },
};
