/** How long computed KPIs are served (R1's figures carry their "as of" stamp: the time they were computed). */
export const KPI_CACHE_TTL_MS = 60_000;

/**
 * R1's KPIs are aggregates over the whole pipeline (BACKOFFICE §6.2: "the heavier cohort figures are cached …, with
 * the 'as of' stamp"): computed at most once a minute per range and process, whatever the traffic, so that a dashboard
 * left open by every admin costs the database one computation a minute. Concurrent requests for the same figures
 * share one computation; a failed one is forgotten at once. At most 200 entries (ranges), the oldest dropped first.
 */
export class KpiCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = KPI_CACHE_TTL_MS,
    private readonly maxEntries = 200,
  ) {}

  async get<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.ttlMs) return kept.value as Promise<T>;
    const value = compute();
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The one cache of this process's dashboard figures. The test environment computes the figures on every request
 * (dashboard.module.ts): its integration tests assert a figure right after the change that moves it.
 */
export const dashboardKpiCache = new KpiCache();
