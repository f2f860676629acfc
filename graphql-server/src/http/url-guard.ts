import type { NextFunction, Request, Response } from 'express';
import { findUnstorableText, unstorableText } from '../shared/validation.js';

/**
 * Refuses, before any route sees it, a URL that no route can serve safely: a malformed %-encoding in the path
 * (Express would throw a URIError while decoding a parameter, a 500) or a NUL character in the path or the query
 * (PostgreSQL refuses NUL in text). Both get 400 with a message, whatever the route. (A URL cannot carry an unpaired
 * surrogate: its UTF-8 %-encoding is malformed here, and the query parser decodes it as U+FFFD; checked all the same.)
 */
export function rejectUnusableUrls(req: Request, res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    res.status(400).json({ message: 'The URL path has a malformed %-encoding', code: 'BAD_REQUEST' });
    return;
  }
  const problem = unstorableText(path) ?? findUnstorableText(req.query)?.problem;
  if (problem) {
    const message =
      problem === 'nul'
        ? 'The URL must not contain NUL characters (%00)'
        : 'The URL must not contain unpaired surrogate characters';
    res.status(400).json({ message, code: 'BAD_REQUEST' });
    return;
  }
  next();
}
