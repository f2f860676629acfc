import { ServiceUnavailableError } from '../shared/errors.js';

/** Socket errors of a connection attempt or of a connection that broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLSTATEs that say the server cannot serve us right now (not that the query is wrong): class 08 (connection
 * exception) is matched as a class; 57P01-57P03 are admin/crash shutdown and "cannot connect now" (starting up,
 * shutting down, recovering); 53300 is "too many connections".
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and its pool say when a connection ends or cannot be had, without a code. */
const CONNECTION_MESSAGES: [RegExp, string][] = [
  [/connection timeout|timeout exceeded when trying to connect/i, 'connection timeout'],
  [/Connection terminated/i, 'connection terminated'],
  [/Client has encountered a connection error and is not queryable/i, 'connection broken'],
];

/** Why the database is unreachable according to `error` (or its causes), or undefined when it is another error. */
function connectionFailure(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return code;
  for (const [pattern, reason] of CONNECTION_MESSAGES) if (pattern.test(error.message)) return reason;
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  for (const cause of inner) {
    const reason = connectionFailure(cause, depth + 1);
    if (reason) return reason;
  }
  return undefined;
}

/**
 * A database connection failure, whatever layer reported it (pg, its pool, MikroORM), as the domain's
 * ServiceUnavailableError (503, retry later); undefined for every other error.
 */
export function asServiceUnavailable(error: unknown): ServiceUnavailableError | undefined {
  if (error instanceof ServiceUnavailableError) return error;
  const reason = connectionFailure(error);
  return reason ? new ServiceUnavailableError(`database: ${reason}`, { cause: error }) : undefined;
}
