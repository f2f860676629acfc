import type { NextFunction, Request, Response } from 'express';
import { rejectUnstorableText } from '../../graphql-server/src/index.js';
import { sendError } from './errors.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes must be JSON (415 otherwise). Browsers cannot send `application/json` cross-site without a
 * CORS preflight, which this server never grants: this is the REST layer's CSRF protection, the
 * same guarantee Apollo's CSRF prevention gives /graphql.
 */
export function jsonWritesOnly(req: Request, res: Response, next: NextFunction): void {
  // Checked on the header itself: `req.is()` answers null for a body-less request such as a logout.
  const mediaType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (WRITE_METHODS.has(req.method) && mediaType !== 'application/json') {
    sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json)');
    return;
  }
  next();
}

/**
 * Text PostgreSQL cannot store (a NUL character, an unpaired surrogate) in any string or key of a JSON body: 400
 * naming the field.
 */
export function storableBody(req: Request, _res: Response, next: NextFunction): void {
  try {
    rejectUnstorableText(req.body);
  } catch (error) {
    next(error);
    return;
  }
  next();
}

/** Reads of signed-in data must never be cached by the browser or a proxy. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/** Wraps an async route so that a rejection reaches the error handlers. */
export function route(handler: (req: Request, res: Response) => Promise<void> | void) {
  return (req: Request, res: Response, next: NextFunction): void => {
    Promise.resolve()
      .then(() => handler(req, res))
      .catch(next);
  };
}
