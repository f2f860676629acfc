import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportJobFailure, type JobLog } from './job-log.js';

/** A log that keeps what it is given, as the JSON lines pino would write would hold it. */
function fakeLog() {
  const lines: { level: 'info' | 'warn' | 'error'; details?: Record<string, unknown>; message: string }[] = [];
  const log: JobLog = {
    info: (message) => lines.push({ level: 'info', message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('reportJobFailure', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Lets the process-wide outage window close (a quiet interval), so each test starts with none open.
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
  });

  it('logs a database outage once without a stack, then one "repeated N times" line per interval while it lasts', () => {
    const { log, lines } = fakeLog();
    // The queue's own polls ('error' events) and the jobs that fail on the way, as during an outage.
    for (let i = 0; i < 60; i++) reportJobFailure(log, refused(), i % 2 ? 'Job queue error' : 'Job net30-holds failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      details: { kind: 'database: ECONNREFUSED' },
      message: expect.stringMatching(/^Service unavailable: database: ECONNREFUSED/),
    });
    expect(JSON.stringify(lines)).not.toMatch(/\bat /);

    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 'warn',
      details: { kind: 'database: ECONNREFUSED', repeated: 59 },
      message: expect.stringMatching(/repeated 59 times/),
    });

    // Back: a whole quiet interval closes the window; the next outage is reported in full again.
    vi.advanceTimersByTime(10_000);
    reportJobFailure(log, refused(), 'Job queue error');
    expect(lines).toHaveLength(3);
    expect(lines[2]!.details).not.toHaveProperty('repeated');
  });

  it("takes pg-boss's copy of a worker's error (a plain object) for the outage it reports", () => {
    const { log, lines } = fakeLog();
    const copy = {
      ...refused(),
      message: 'connect ECONNREFUSED 127.0.0.1:5432 (Queue: net30-holds, Worker: 1)',
      stack: 'Error: connect…\n    at x',
      queue: 'net30-holds',
    };
    reportJobFailure(log, copy, 'Job queue error');
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', details: { kind: 'database: ECONNREFUSED' } })]);
  });

  it('logs any other failure as an error with its stack, every time', () => {
    const { log, lines } = fakeLog();
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    reportJobFailure(log, bug, 'Job net30-holds failed');
    reportJobFailure(log, bug, 'Job net30-holds failed');
    expect(lines).toEqual([
      { level: 'error', details: { err: bug }, message: 'Job net30-holds failed' },
      { level: 'error', details: { err: bug }, message: 'Job net30-holds failed' },
    ]);
  });
});
