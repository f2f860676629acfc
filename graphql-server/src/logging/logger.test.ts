import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, RepeatLimitedLog } from './logger.js';

/** A JSON logger whose lines land in an array. */
function capturedLogger() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger({ env: 'production', logLevel: 'info' }, stream) };
}

describe('createLogger', () => {
  it('redacts secrets wherever a logged object carries them', async () => {
    const { lines, logger } = capturedLogger();
    logger.info({ req: { headers: { cookie: 'netfund_session=abc', authorization: 'Bearer xyz', accept: 'json' } }, user: { password: 'hunter2' } }, 'hello');
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ req: { headers: { cookie: '[redacted]', authorization: '[redacted]', accept: 'json' } }, user: { password: '[redacted]' } });
  });

  it('writes nothing below its level', () => {
    const { lines, logger } = capturedLogger();
    logger.debug('noise');
    expect(lines).toEqual([]);
  });
});

describe('RepeatLimitedLog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the first of a kind, then one summary per interval while it repeats, then the first again', async () => {
    const { lines, logger } = capturedLogger();
    const repeats = new RepeatLimitedLog(10_000);
    for (let i = 0; i < 500; i++) repeats.warn(logger, 'database: ECONNREFUSED', 'Database down');
    expect(lines.map((line) => line.msg)).toEqual(['Database down']);

    vi.advanceTimersByTime(10_000);
    expect(lines.map((line) => line.msg)).toEqual(['Database down', 'Database down (repeated 499 times in the last 10 s)']);
    expect(lines[1]).toMatchObject({ level: 40, kind: 'database: ECONNREFUSED', repeated: 499 });

    repeats.warn(logger, 'database: ECONNREFUSED', 'Database down');
    vi.advanceTimersByTime(10_000);
    expect(lines.at(-1)!.msg).toBe('Database down (repeated 1 times in the last 10 s)');

    vi.advanceTimersByTime(10_000); // a quiet interval closes the window
    expect(lines).toHaveLength(3);
    repeats.warn(logger, 'database: ECONNREFUSED', 'Database down');
    expect(lines.at(-1)!.msg).toBe('Database down');
    expect(lines).toHaveLength(4);
  });

  it('counts each kind on its own', () => {
    const { lines, logger } = capturedLogger();
    const repeats = new RepeatLimitedLog(10_000);
    for (let i = 0; i < 10; i++) {
      repeats.warn(logger, 'database: ECONNREFUSED', 'refused');
      repeats.warn(logger, 'database: 57P01', 'shut down');
    }
    expect(lines.map((line) => line.msg)).toEqual(['refused', 'shut down']);
  });
});
