import { describe, expect, it } from 'vitest';
import { KpiCache } from './kpi-cache.js';

describe('KpiCache', () => {
  it('serves figures younger than the TTL and computes them again after', async () => {
    const cache = new KpiCache(60_000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get('k', compute, 0)).toBe(1);
    expect(await cache.get('k', compute, 59_999)).toBe(1);
    expect(await cache.get('k', compute, 60_000)).toBe(2);
    // Another range is another entry.
    expect(await cache.get('other', compute, 60_000)).toBe(3);
  });

  it('shares one computation between concurrent requests and forgets a failed one', async () => {
    const cache = new KpiCache();
    let runs = 0;
    let release!: () => void;
    const slow = () =>
      new Promise<number>((resolve) => {
        runs++;
        release = () => resolve(runs);
      });
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get('k', slow, 0)));
    release();
    expect(await all).toEqual(Array(20).fill(1));
    expect(runs).toBe(1);

    await expect(cache.get('failing', () => Promise.reject(new Error('database down')), 0)).rejects.toThrow('database down');
    expect(await cache.get('failing', async () => 42, 1)).toBe(42);
  });

  it('keeps at most its number of entries', async () => {
    const cache = new KpiCache(60_000, 2);
    let runs = 0;
    const compute = async () => ++runs;
    await cache.get('a', compute, 0);
    await cache.get('b', compute, 0);
    await cache.get('c', compute, 0);
    expect(await cache.get('a', compute, 0)).toBe(4);
  });
});
