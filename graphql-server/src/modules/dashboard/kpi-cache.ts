import type { EntityManager } from '@mikro-orm/postgresql';

/** How long computed KPIs are served at most (R1's figures carry their "as of" stamp). */
export const KPI_CACHE_TTL_MS = 60_000;

/**
 * R1's KPIs are aggregates over the whole pipeline (BACKOFFICE §6.2: "the heavier cohort figures are cached …, with
 * the 'as of' stamp"). A cached figure is served while it is younger than the TTL AND nothing was recorded since it
 * was computed: every change of an application, offer, funding or submission writes an audit event in its own
 * transaction, so the audit trail's head (one probe of its unique `seq` index) tells whether the figures may have
 * moved. A decision therefore shows at once; what changes without an audit event (a re-match's results) shows within
 * the TTL. Concurrent requests for the same figures share one computation. Per process; at most 200 entries.
 */
export class KpiCache {
  private readonly entries = new Map<string, { stamp: string; at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = KPI_CACHE_TTL_MS,
    private readonly maxEntries = 200,
  ) {}

  async get<T>(key: string, stamp: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp && now - kept.at < this.ttlMs) return kept.value as Promise<T>;
    const value = compute();
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { stamp, at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The stamp of the data the KPIs read: the audit trail's last sequence number. */
export async function kpiDataStamp(em: EntityManager): Promise<string> {
  const [head] = await em.execute<{ seq: string | null }[]>('select max(seq)::text as seq from audit_event');
  return head?.seq ?? '0';
}

/** The one cache of this process's dashboard figures. */
export const dashboardKpiCache = new KpiCache();
