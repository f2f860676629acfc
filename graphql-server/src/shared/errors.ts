/**
 * Domain errors: services throw these, and each edge (GraphQL, REST) maps them once
 * to its own codes. Services never know about HTTP statuses or GraphQL extensions.
 */
export type FieldErrors = Record<string, string>;

export abstract class DomainError extends Error {
  abstract readonly kind:
    | 'validation'
    | 'unauthenticated'
    | 'two_factor_required'
    | 'forbidden'
    | 'not_found'
    | 'conflict'
    | 'rate_limited'
    | 'upstream'
    | 'unavailable'
    | 'too_large'
    | 'unsupported_type';
}

export class ValidationError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated' as const;
  constructor(message = 'Authentication required') {
    super(message);
  }
}

/**
 * The password was right and the account has two-factor sign-in: the sign-in goes on with `challenge` (an opaque,
 * single-use token valid 5 minutes) and a code (issue 13 contract).
 */
export class TwoFactorRequiredError extends DomainError {
  readonly kind = 'two_factor_required' as const;
  constructor(readonly challenge: string) {
    super('Enter the 6-digit code from your authenticator app');
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden' as const;
  constructor(message = "You don't have permission to access this resource") {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
  constructor(
    message: string,
    /** What a client needs to resolve the conflict on screen (e.g. the open application a duplicate collides with). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited' as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** An upload larger than its limit (the message names the limit). */
export class PayloadTooLargeError extends DomainError {
  readonly kind = 'too_large' as const;
}

/** An upload whose content (sniffed, not its name or declared type) is not of a kind we take. */
export class UnsupportedTypeError extends DomainError {
  readonly kind = 'unsupported_type' as const;
}

/** A service we depend on (the payment provider) refused or failed; the message says what it answered. */
export class UpstreamError extends DomainError {
  readonly kind = 'upstream' as const;
}

/** Something we cannot work without (the database) is unreachable for now; the caller may retry later. */
export class ServiceUnavailableError extends DomainError {
  readonly kind = 'unavailable' as const;
  constructor(
    /** Why, for the log (e.g. `ECONNREFUSED`); never shown to callers. */
    readonly reason: string,
    options?: ErrorOptions,
    readonly retryAfterSeconds = 5,
  ) {
    super('The service is temporarily unavailable. Please try again shortly.', options);
  }
}
