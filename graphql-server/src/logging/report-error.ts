import type { ServiceUnavailableError } from '../shared/errors.js';
import { RepeatLimitedLog, type Logger, type WarningLog } from './logger.js';

/**
 * Process-wide: an outage fails every request and every job poll of every part of the app, and the log must stay
 * bounded (one first line and one summary per interval for HTTP and the job queue together).
 */
const outages = new RepeatLimitedLog();

/**
 * A request or a job failed because something we depend on is down: a warning without a stack, bounded
 * (the first one at once, then one summary per interval while it lasts).
 */
export function reportOutage(log: WarningLog, error: ServiceUnavailableError): void {
  outages.warn(log, error.reason, `Service unavailable: ${error.reason} (${firstLine(error.cause)}); answering 503 (jobs retry later) until it is back`);
}

/** A request failed for a reason nobody expected: logged once, with its stack (never sent to the client). */
export function reportUnexpected(log: Logger, error: unknown): void {
  log.error({ err: error }, `Unexpected error: ${firstLine(error)}`);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n', 1)[0]!;
}
