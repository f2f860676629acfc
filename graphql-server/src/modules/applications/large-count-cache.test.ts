import { describe, expect, it } from 'vitest';
import { LargeCountCache } from './application-admin.service.js';

describe('LargeCountCache (the application list total)', () => {
  it('counts a small total on every request, so a working queue is always exact', async () => {
    const cache = new LargeCountCache(10_000, 15_000);
    let total = 24;
    expect(await cache.get('queue', async () => total, 0)).toBe(24);
    total = 25;
    expect(await cache.get('queue', async () => total, 1)).toBe(25);
  });

  it('keeps a total of 10,000 or more for the TTL, then counts again', async () => {
    const cache = new LargeCountCache(10_000, 15_000);
    let counts = 0;
    let total = 100_000;
    const count = async () => {
      counts++;
      return total;
    };
    expect(await cache.get('all', count, 0)).toBe(100_000);
    total = 100_001;
    expect(await cache.get('all', count, 14_999)).toBe(100_000);
    expect(counts).toBe(1);
    expect(await cache.get('all', count, 15_000)).toBe(100_001);
    expect(counts).toBe(2);
    // A total that fell below the threshold is not kept.
    total = 9_999;
    expect(await cache.get('all', count, 40_000)).toBe(9_999);
    total = 9_998;
    expect(await cache.get('all', count, 40_001)).toBe(9_998);
  });
});
