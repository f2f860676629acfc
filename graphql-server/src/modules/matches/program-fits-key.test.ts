import { describe, expect, it } from 'vitest';
import { programFitsKey } from './rematch.js';

describe('programFitsKey (the dedupe key of "programs now fit" e-mails)', () => {
  it('names a short set of programs and versions as it is, in a stable order', () => {
    expect(programFitsKey([{ programId: 14, programVersion: 2 }, { programId: 12, programVersion: 1 }])).toBe('12v1,14v2');
  });

  it('keeps the key short enough for the outbox (200 characters with its prefix) when dozens of programs fit at once', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ programId: 1000 + index, programVersion: 3 }));
    const key = programFitsKey(many);
    expect(`program_fits:123456789:${key}`.length).toBeLessThanOrEqual(200);
    expect(key).toBe(programFitsKey([...many].reverse()));
    expect(key).not.toBe(programFitsKey(many.slice(1)));
  });
});
