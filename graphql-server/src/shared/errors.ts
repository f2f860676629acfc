/**
 * Domain errors: services throw these, and each edge (GraphQL, REST) maps them once
 * to its own codes. Services never know about HTTP statuses or GraphQL extensions.
 */
export type FieldErrors = Record<string, string>;

/**
 * The machine-readable code of each kind of domain error: GraphQL's `extensions.code` and the REST answers' `code`
 * (docs/integrating.md "Errors"), kept in this one table so both edges say the same.
 */
export const ERROR_CODES = {
  validation: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  two_factor_required: 'TWO_FACTOR_REQUIRED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rate_limited: 'TOO_MANY_REQUESTS',
  upstream: 'BAD_GATEWAY',
  unavailable: 'SERVICE_UNAVAILABLE',
  too_large: 'PAYLOAD_TOO_LARGE',
  unsupported_type: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

/** Codes narrower than their kind's, for a refusal a client handles on its own (a specific error passes one). */
export const SPECIFIC_ERROR_CODES = ['IDEMPOTENCY_KEY_REUSED'] as const;
export type SpecificErrorCode = (typeof SPECIFIC_ERROR_CODES)[number];

/** Codes of answers no domain error stands behind: a request the server cannot read (bad JSON, a bad URL), a crash. */
export const REQUEST_ERROR_CODES = ['BAD_REQUEST', 'INTERNAL_SERVER_ERROR'] as const;

export type ErrorCode =
  (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | SpecificErrorCode | (typeof REQUEST_ERROR_CODES)[number];

/** Every code an answer can carry, for the OpenAPI document's enum. */
export const ALL_ERROR_CODES = [
  ...new Set<ErrorCode>([...Object.values(ERROR_CODES), ...SPECIFIC_ERROR_CODES, ...REQUEST_ERROR_CODES]),
] as [ErrorCode, ...ErrorCode[]];

export abstract class DomainError extends Error {
  abstract readonly kind: keyof typeof ERROR_CODES;
  /** A code narrower than the kind's (see SPECIFIC_ERROR_CODES), when the error has one. */
  readonly specificCode?: SpecificErrorCode;
}

/** The code both edges give `error`: its own specific one, else its kind's. */
export function errorCodeOf(error: DomainError): ErrorCode {
  return error.specificCode ?? ERROR_CODES[error.kind];
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
    override readonly specificCode?: SpecificErrorCode,
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
