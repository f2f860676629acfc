import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, UnauthenticatedError, UpstreamError, ValidationError } from '../shared/errors.js';
import { formatGraphQLError } from './errors.js';

/** What Apollo hands to formatError for an error thrown in a resolver. */
function fromResolver(original: Error) {
  const error = new GraphQLError(original.message, { path: ['field'], originalError: original });
  return formatGraphQLError({ message: original.message, path: ['field'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } }, error);
}

afterEach(() => vi.restoreAllMocks());

describe('formatGraphQLError', () => {
  it.each([
    [new UnauthenticatedError(), 'UNAUTHENTICATED'],
    [new ForbiddenError(), 'FORBIDDEN'],
    [new NotFoundError('Application not found'), 'NOT_FOUND'],
    [new ConflictError('Username is already taken'), 'CONFLICT'],
    [new UpstreamError('Payment provider error: down'), 'BAD_GATEWAY'],
  ])('gives %s the code %s and its message, without a stack trace', (error, code) => {
    expect(fromResolver(error)).toEqual({ message: error.message, path: ['field'], locations: undefined, extensions: { code } });
  });

  it("passes an error's own specific code through", () => {
    expect(fromResolver(new ConflictError('This idempotency key was used for another payment', undefined, 'IDEMPOTENCY_KEY_REUSED')).extensions).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('adds the field messages to validation errors', () => {
    const formatted = fromResolver(new ValidationError('Username is required', { username: 'Username is required' }));
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { username: 'Username is required' } });
  });

  it('says when to retry after a rate limit', () => {
    expect(fromResolver(new RateLimitedError('Too many', 90)).extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 90 });
  });

  it('hides anything unexpected behind a generic message', () => {
    const formatted = fromResolver(new Error('relation "articles" does not exist'));
    expect(formatted).toEqual({ message: 'Internal server error', path: ['field'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('answers a database outage with SERVICE_UNAVAILABLE and when to retry, without the cause', () => {
    const formatted = fromResolver(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }));
    expect(formatted).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      path: ['field'],
      locations: undefined,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
    });
  });

  it('passes request errors through with their code only', () => {
    const formatted = formatGraphQLError(
      { message: 'Cannot query field "nope" on type "User".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', stacktrace: ['x'] } },
      new GraphQLError('Cannot query field "nope" on type "User".'),
    );
    expect(formatted.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(formatted.message).toBe('Cannot query field "nope" on type "User".');
  });
});
