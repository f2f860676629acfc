import { describe, expect, it } from 'vitest';
import { KpiCache } from './kpi-cache.js';

describe('KpiCache', () => {
  it('serves figures while the data stamp is unchanged and they are younger than the TTL; recomputes otherwise', async () => {
    const cache = new KpiCache(60_000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get('k', '10', compute, 0)).toBe(1);
    expect(await cache.get('k', '10', compute, 59_999)).toBe(1);
    // Something was recorded since: computed again at once.
    expect(await cache.get('k', '11', compute, 60_000 - 1)).toBe(2);
    // Too old: computed again although nothing was recorded.
    expect(await cache.get('k', '11', compute, 60_000 - 1 + 60_000)).toBe(3);
    // Another range is another entry.
    expect(await cache.get('other', '11', compute, 120_000)).toBe(4);
  });

  it('shares one computation between concurrent requests and forgets a failed one', async () => {
    const cache = new KpiCache();
    let runs = 0;
    let release!: () => void;
    const slow = () => new Promise<number>((resolve) => { runs++; release = () => resolve(runs); });
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get('k', '1', slow, 0)));
    release();
    expect(await all).toEqual(Array(20).fill(1));
    expect(runs).toBe(1);

    await expect(cache.get('failing', '1', () => Promise.reject(new Error('database down')), 0)).rejects.toThrow('database down');
    expect(await cache.get('failing', '1', async () => 42, 1)).toBe(42);
  });

  it('keeps at most its number of entries', async () => {
    const cache = new KpiCache(60_000, 2);
    let runs = 0;
    const compute = async () => ++runs;
    await cache.get('a', '1', compute, 0);
    await cache.get('b', '1', compute, 0);
    await cache.get('c', '1', compute, 0);
    expect(await cache.get('a', '1', compute, 0)).toBe(4);
  });
});
