import { ConflictError, type DomainError } from '../shared/errors.js';
import { asServiceUnavailable } from './availability.js';

/**
 * SQLSTATEs of a write that lost a race for a row rather than of a wrong query: 55P03 lock_not_available (the wait
 * for a row lock outlasted `lock_timeout`, see orm.ts), 40P01 deadlock_detected and 40001 serialization_failure.
 * PostgreSQL has rolled the transaction back; trying again after a reload is the answer.
 */
const CONTENTION_CODES = new Set(['55P03', '40P01', '40001']);

export const RECORD_BUSY = 'Someone else is changing this record right now. Reload to see the latest and try again.';

function contentionCode(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONTENTION_CODES.has(code)) return code;
  return contentionCode(error.cause, depth + 1);
}

/** A lock wait that timed out, a deadlock or a serialization failure, whatever layer reported it, as a 409. */
export function asRecordBusy(error: unknown): ConflictError | undefined {
  return contentionCode(error) ? new ConflictError(RECORD_BUSY) : undefined;
}

/**
 * What a database error means in the domain, for the edges (GraphQL, REST) to map once: an outage is a
 * ServiceUnavailableError (503), a lost race for a row a ConflictError (409); undefined for every other error.
 */
export function asDatabaseDomainError(error: unknown): DomainError | undefined {
  return asServiceUnavailable(error) ?? asRecordBusy(error);
}
