import { asServiceUnavailable } from '../db/availability.js';
import { reportOutage } from '../logging/report-error.js';

/** Where the queue reports what it did and what failed: the app's logger; without one, the console. */
export interface JobLog {
  info(message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/**
 * A job or the queue itself failed. A database outage fails every poll and every run: it goes through the same
 * bounded warning as the HTTP side's (first failure, then one "repeated N times" line per interval), without a
 * stack. Anything else is a fault of ours, logged with its stack.
 */
export function reportJobFailure(log: JobLog, error: unknown, message: string): void {
  const unavailable = asServiceUnavailable(asError(error));
  if (unavailable) reportOutage(log, unavailable);
  else log.error({ err: error }, message);
}

/**
 * pg-boss reports a worker's failed poll as a copy of the error in a plain object (`{ ...error, message, stack, queue,
 * worker }`): an Error again, with the same code, so that it is recognised like the error it copies.
 */
function asError(value: unknown): unknown {
  if (value instanceof Error || typeof value !== 'object' || value === null) return value;
  const { message } = value as { message?: unknown };
  return typeof message === 'string' ? Object.assign(new Error(message), value) : value;
}

export const failuresToConsole: JobLog = {
  info: () => {},
  warn: (_details, message) => console.warn(message),
  error: (details, message) => console.error(message, details.err),
};
