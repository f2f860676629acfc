import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export type LogLevel = Level | 'silent';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly LogLevel[];

/** The part of AppConfig the logger needs. */
export interface LogSettings {
  env: 'development' | 'production' | 'test';
  logLevel: LogLevel;
}

/** Wherever these keys turn up in a logged object (one level deep), their values are replaced. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
  '*.apiKey',
];

/**
 * The process's one logger: JSON lines on stdout in production (and tests), readable colored lines in
 * development. `destination` replaces stdout (tests read the log from it).
 */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options = {
    level: settings.logLevel,
    base: undefined, // no pid/hostname on every line: the process manager knows them
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  if (settings.env === 'development') {
    // In-process and synchronous (no worker thread), so nothing is lost when the process exits.
    return pino(
      options,
      pretty({
        sync: true,
        colorize: process.stdout.isTTY,
        translateTime: 'SYS:HH:MM:ss',
        // One line per request: the access line's message already says what req/res hold.
        ignore: 'req,res,responseTime,reqId',
        messageFormat: (log, messageKey) => `${String(log[messageKey])}${log.reqId ? `  [${String(log.reqId)}]` : ''}`,
      }),
    );
  }
  return pino(options);
}

/** What a bounded warning needs of a logger: the app's pino logger, or a job queue's log. */
export interface WarningLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Bounds the log when the same failure repeats (a database outage fails every request): the first
 * occurrence of a kind is logged at once, later ones are counted and summed up in one line per
 * `intervalMs` while they go on. When a whole interval passes without one, the next is logged in full again.
 */
export class RepeatLimitedLog {
  private readonly open = new Map<string, { count: number; logger: WarningLog; message: string }>();

  constructor(private readonly intervalMs = 10_000) {}

  warn(logger: WarningLog, kind: string, message: string, fields: Record<string, unknown> = {}): void {
    const window = this.open.get(kind);
    if (window) {
      window.count += 1;
      return;
    }
    logger.warn({ kind, ...fields }, message);
    this.openWindow(kind, logger, message);
  }

  private openWindow(kind: string, logger: WarningLog, message: string): void {
    const window = { count: 0, logger, message };
    this.open.set(kind, window);
    setTimeout(() => {
      this.open.delete(kind);
      if (window.count === 0) return;
      window.logger.warn({ kind, repeated: window.count }, `${window.message} (repeated ${window.count} times in the last ${this.intervalMs / 1000} s)`);
      this.openWindow(kind, window.logger, window.message);
    }, this.intervalMs).unref();
  }
}
