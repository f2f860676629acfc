import type { NextFunction, Request, Response } from 'express';
import { DomainError, RateLimitedError, ValidationError } from '../../graphql-server/src/index.js';

const STATUS: Record<DomainError['kind'], number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  upstream: 502,
};

/** The one place where domain errors become HTTP answers: a status and `{ message, errors? }`. */
export function domainErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!(error instanceof DomainError) || res.headersSent) return next(error);
  if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(STATUS[error.kind]).json({
    message: error.message,
    ...(error instanceof ValidationError ? { errors: error.fieldErrors } : {}),
  });
}
