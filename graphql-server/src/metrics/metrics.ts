import type { Request } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How many waiting and busy connections the database pool has (pg's Pool counters). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Jobs per queue and state, as pg-boss counts them (getQueues). */
export interface QueueStats {
  name: string;
  queuedCount: number;
  activeCount: number;
  deferredCount: number;
}

/**
 * One app instance's metrics, in a registry of its own (tests run several instances in one process; prom-client's
 * global registry would mix them and refuse a second metric of the same name).
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'netfund_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly graphqlOperations = new Counter({
    name: 'netfund_graphql_operations_total',
    help: 'GraphQL operations by operation name (anonymous, invalid, or other beyond the first 200 names) and outcome (ok, error)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly throttleRefusals = new Counter({
    name: 'netfund_throttle_refusals_total',
    help: 'Requests refused by a rate limit (429, TOO_MANY_REQUESTS), by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'netfund_job_failures_total',
    help: 'Background job runs that failed, by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private poolStats?: () => Promise<PoolStats>;
  private queueStats?: () => Promise<QueueStats[]>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const poolGauge = (name: string, help: string, value: (stats: PoolStats) => number) => {
      const gauge: Gauge = new Gauge({
        name,
        help,
        registers: [this.registry],
        collect: async () => {
          const stats = await this.poolStats?.();
          if (stats) gauge.set(value(stats));
        },
      });
    };
    poolGauge(
      'netfund_db_pool_in_use',
      'Database connections of the pool checked out by a query or transaction',
      (stats) => stats.totalCount - stats.idleCount,
    );
    poolGauge(
      'netfund_db_pool_idle',
      'Open database connections of the pool that are idle',
      (stats) => stats.idleCount,
    );
    poolGauge(
      'netfund_db_pool_waiting',
      'Queries waiting for a database connection of the pool',
      (stats) => stats.waitingCount,
    );
    const jobs: Gauge<'queue' | 'state'> = new Gauge({
      name: 'netfund_job_queue_jobs',
      help: 'Background jobs per queue and state (queued: waiting to run, deferred among them; active: running)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      collect: async () => {
        if (!this.queueStats) return;
        // A database outage must not fail the whole scrape: the series keep their last values.
        const queues = await this.queueStats().catch(() => undefined);
        for (const queue of queues ?? []) {
          jobs.set({ queue: queue.name, state: 'queued' }, queue.queuedCount);
          jobs.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
          jobs.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        }
      },
    });
  }

  /** Where the pool gauges read from (the ORM's pg Pool). */
  watchPool(stats: () => Promise<PoolStats>): void {
    this.poolStats = stats;
  }

  /** Where the job gauges read from (the job queue, once started); each job's failure count starts at 0. */
  watchJobQueue(jobNames: readonly string[], stats: () => Promise<QueueStats[]>): void {
    this.queueStats = stats;
    for (const job of jobNames) this.jobFailures.inc({ job }, 0);
  }
}

/**
 * The route of a request as a label: the matched Express route's pattern (`/api/applications/:id`), or a fixed name.
 * Never the raw URL, whose ids and junk would make the series unbounded.
 */
export function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  const path = req.originalUrl.split('?', 1)[0]!;
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path.startsWith('/assets/')) return '/assets';
  return 'other';
}
