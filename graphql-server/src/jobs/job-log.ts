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
  const unavailable = asServiceUnavailable(error);
  if (unavailable) reportOutage(log, unavailable);
  else log.error({ err: error }, message);
}

export const failuresToConsole: JobLog = {
  info: () => {},
  warn: (_details, message) => console.warn(message),
  error: (details, message) => console.error(message, details.err),
};
