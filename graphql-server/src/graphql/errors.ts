import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError, RateLimitedError, ValidationError } from '../shared/errors.js';

const CODES: Record<DomainError['kind'], string> = {
  validation: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rate_limited: 'TOO_MANY_REQUESTS',
  upstream: 'BAD_GATEWAY',
};

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

/**
 * The one place where errors become GraphQL errors: domain errors get their code (and field
 * messages), request errors pass through, anything else is logged and hidden behind a generic message.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    const extensions: Record<string, unknown> = { code: CODES[original.kind] };
    if (original instanceof ValidationError) extensions.fieldErrors = original.fieldErrors;
    if (original instanceof RateLimitedError) extensions.retryAfterSeconds = original.retryAfterSeconds;
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  console.error('GraphQL resolver failed:', original);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * Bad input found by a check of the whole request (before any resolver runs): a GraphQL error with the input code
 * and HTTP status 400, as Apollo answers its own request errors.
 */
export function requestInputError(error: ValidationError): GraphQLError {
  return new GraphQLError(error.message, { extensions: { code: CODES[error.kind], http: { status: 400 } } });
}
