import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { asServiceUnavailable } from '../db/availability.js';
import { asDatabaseDomainError } from '../db/contention.js';
import { reportOutage, reportUnexpected } from '../logging/report-error.js';
import {
  ConflictError,
  DomainError,
  ERROR_CODES,
  errorCodeOf,
  RateLimitedError,
  ServiceUnavailableError,
  TwoFactorRequiredError,
  ValidationError,
} from '../shared/errors.js';
import type { GraphQLContext } from './context.js';

/** Apollo's codes for problems with the request itself (graphql-armor's limits among them); safe to show. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** The domain error behind a GraphQL error: thrown by a service, or a database outage or lost race for a row seen on the way. */
function domainErrorOf(error: unknown): DomainError | undefined {
  const original = unwrapResolverError(error);
  return original instanceof DomainError ? original : asDatabaseDomainError(original);
}

/**
 * graphql-js stops coercing variables after 50 errors with an error of its own, without the variable's node that
 * Apollo looks for to call the others BAD_USER_INPUT: it is the client's bad input all the same (a list of 51+
 * invalid items), not a fault of ours to log with a stack.
 */
const VARIABLE_ERROR_LIMIT = /^Too many errors processing variables, error limit reached\b/;

function isVariableErrorLimit(error: unknown): boolean {
  return error instanceof GraphQLError && !error.path && !error.originalError && VARIABLE_ERROR_LIMIT.test(error.message);
}

/** The code of an error caused by the request itself (safe to show, nothing to log), or undefined. */
function requestErrorCode(formatted: GraphQLFormattedError | GraphQLError, error: unknown): string | undefined {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return code;
  return isVariableErrorLimit(error) ? ERROR_CODES.validation : undefined;
}

/**
 * The one place where errors become GraphQL errors: domain errors get their code (and field
 * messages), request errors pass through, anything else is hidden behind a generic message
 * (and logged with its stack by `graphqlErrorReporting`).
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = domainErrorOf(error);
  if (original) {
    const extensions: Record<string, unknown> = { code: errorCodeOf(original) };
    if (original instanceof ValidationError) extensions.fieldErrors = original.fieldErrors;
    if (original instanceof ConflictError && original.details) extensions.details = original.details;
    // A stale edit (BACKOFFICE §0): who changed the record and when, for the editor's banner (issue 13 contract).
    if (original instanceof ConflictError && typeof original.details?.changedBy === 'string') Object.assign(extensions, { changedBy: original.details.changedBy, changedAt: original.details.changedAt });
    if (original instanceof RateLimitedError || original instanceof ServiceUnavailableError) extensions.retryAfterSeconds = original.retryAfterSeconds;
    if (original instanceof TwoFactorRequiredError) extensions.challenge = original.challenge;
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  const code = requestErrorCode(formatted, error);
  if (code) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * Logs what went wrong in an operation with the request's logger (and id), and answers a database outage
 * with HTTP 503 and Retry-After, like the REST layer does.
 */
export function graphqlErrorReporting(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors, response }) {
          for (const error of errors) {
            const domainError = domainErrorOf(error);
            if (domainError instanceof ServiceUnavailableError) {
              reportOutage(contextValue.log, domainError);
              response.http.status = 503;
              response.http.headers.set('retry-after', String(domainError.retryAfterSeconds));
            } else if (!domainError && !requestErrorCode(error, error)) {
              reportUnexpected(contextValue.log, unwrapResolverError(error));
            }
          }
        },
      };
    },
  };
}

/**
 * A database outage before Apollo runs (the session lookup of a signed-in request to /graphql): the same
 * 503 and GraphQL error body an outage inside an operation gets. Other errors go on to the next handler.
 */
export function graphqlUnavailableHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const unavailable = asServiceUnavailable(error);
  if (!unavailable || res.headersSent) return next(error);
  reportOutage(req.log, unavailable);
  res.setHeader('Retry-After', String(unavailable.retryAfterSeconds));
  res.status(503).json({
    errors: [{ message: unavailable.message, extensions: { code: ERROR_CODES.unavailable, retryAfterSeconds: unavailable.retryAfterSeconds } }],
  });
}

/**
 * Bad input found by a check of the whole request (before any resolver runs): a GraphQL error with the input code
 * and HTTP status 400, as Apollo answers its own request errors.
 */
export function requestInputError(error: ValidationError): GraphQLError {
  return new GraphQLError(error.message, { extensions: { code: errorCodeOf(error), http: { status: 400 } } });
}
