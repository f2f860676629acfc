import { readFileSync } from 'node:fs';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJobQueue } from '../../graphql-server/src/index.js';
import { AppMetrics } from '../../graphql-server/src/metrics/metrics.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 27 item 8: /metrics in Prometheus's text format, per app instance: request durations by route pattern and
 * status, GraphQL operations by name and outcome, the database pool, the job queue and throttle refusals. Served to
 * loopback and private addresses, or to anyone with the configured bearer token.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
let server: TestServer;

beforeAll(async () => {
  // The test client is on loopback: TRUST_PROXY=loopback lets a request say (X-Forwarded-For) it comes from elsewhere.
  server = await startTestServer({
    jobs: { enabled: true, clock: new TestClock('2030-01-01T00:00:30Z') },
    metricsToken: TOKEN,
    trustProxy: 'loopback',
  });
  server.config.loginThrottle = { ...server.config.loginThrottle, maxFailuresPerAccount: 2 };
});
afterAll(() => server?.stop());

const scrape = (headers: Record<string, string> = {}) => fetch(`${server.url}/metrics`, { headers });

/** The value of one series of the scrape, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', { timeout: 60_000 }, () => {
  it('counts requests by route pattern and status, GraphQL operations by name and outcome, and throttle refusals', async () => {
    const api = new ApiClient(server.url);
    expect((await api.get('/api/articles')).status).toBe(200);
    expect((await api.get('/api/applications/12345')).status).toBeGreaterThanOrEqual(400);
    expect((await api.gql('query MetricsArticles { articles { total } }')).status).toBe(200);
    expect((await api.gql('{ articles { total } }')).status).toBe(200);
    expect((await api.gql('query MetricsBroken { nope }')).status).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await api.post('/api/login', { username: 'lender', password: 'wrong-pass' })).status).toBe(401);
    expect((await api.post('/api/login', { username: 'lender', password: 'wrong-pass' })).status).toBe(429);
    expect(
      (
        await api.gql(
          'mutation MetricsLogin { login(input: { username: "lender", password: "demo-pass" }) { username } }',
        )
      ).body.errors[0].extensions.code,
    ).toBe('TOO_MANY_REQUESTS');

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    expect(
      sample(text, 'netfund_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/articles',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'netfund_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/articles',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(
      sample(text, 'netfund_http_request_duration_seconds_count', { method: 'GET', route: '/api/applications/:id' }),
    ).toBe(1);
    expect(
      sample(text, 'netfund_http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status: '200' }),
    ).toBeGreaterThanOrEqual(2);
    // Route patterns only, never a raw URL.
    expect(text).not.toContain('12345');

    expect(sample(text, 'netfund_graphql_operations_total', { operation: 'MetricsArticles', outcome: 'ok' })).toBe(1);
    expect(
      sample(text, 'netfund_graphql_operations_total', { operation: 'anonymous', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'netfund_graphql_operations_total', { operation: 'invalid', outcome: 'error' })).toBe(1);
    expect(sample(text, 'netfund_graphql_operations_total', { operation: 'MetricsLogin', outcome: 'error' })).toBe(1);
    expect(text).not.toContain('MetricsBroken');

    expect(sample(text, 'netfund_throttle_refusals_total', { route: '/api/login' })).toBe(1);
    expect(sample(text, 'netfund_throttle_refusals_total', { route: '/graphql' })).toBe(1);

    expect(sample(text, 'netfund_db_pool_in_use')).toEqual(expect.any(Number));
    expect(sample(text, 'netfund_db_pool_waiting')).toBe(0);
    expect(sample(text, 'netfund_job_queue_jobs', { queue: 'net30-holds', state: 'queued' })).toEqual(
      expect.any(Number),
    );
    expect(sample(text, 'netfund_job_failures_total', { job: 'net30-holds' })).toBe(0);
  });

  it('is refused to a public address, unless it brings the metrics token; a scrape is never throttled', async () => {
    const publicClient = { 'x-forwarded-for': '203.0.113.7' };
    expect((await scrape(publicClient)).status).toBe(404);
    expect((await scrape({ ...publicClient, authorization: 'Bearer not-the-token' })).status).toBe(404);
    const withToken = await scrape({ ...publicClient, authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('netfund_http_request_duration_seconds');
    expect((await scrape({ 'x-forwarded-for': '10.1.2.3' })).status).toBe(200);

    const scrapes = await Promise.all(Array.from({ length: 30 }, () => scrape()));
    expect(scrapes.map((answer) => answer.status)).toEqual(Array(30).fill(200));
  });

  it('counts a failed job run by its job', async () => {
    const metrics = new AppMetrics();
    const clock = new TestClock('2030-01-01T00:00:30Z');
    const failures: string[] = [];
    const failing = {
      name: 'metrics-failing-job',
      cron: '* * * * *',
      run: async () => Promise.reject(new Error('the job broke')),
    };
    const queue = await startJobQueue(server.db, server.config, [failing], {
      clock,
      metrics,
      log: { info: () => {}, warn: () => {}, error: (_details, message) => failures.push(message) },
    });
    try {
      const failed = async () =>
        (await metrics.registry.getSingleMetricAsString('netfund_job_failures_total')).match(
          /job="metrics-failing-job"} (\d+)/,
        )?.[1];
      expect(await failed()).toBe('0');
      await clock.tick(45_000);
      await vi.waitFor(async () => expect(Number(await failed())).toBeGreaterThanOrEqual(1), {
        timeout: 30_000,
        interval: 200,
      });
      expect(failures).toContain('Job metrics-failing-job failed');
    } finally {
      await queue.stop();
    }
  });
});

describe('the sample scrape configuration', () => {
  const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  const targets = (text: string) => JSON.parse(/targets: (\[[^\]]*\])/.exec(text)?.[1] ?? 'null') as string[] | null;

  it("scrapes every instance compose runs, in the README and in compose's optional prometheus profile", () => {
    const compose = read('compose.yaml');
    const instances = /NETFUND_UPSTREAMS: (.+)$/m.exec(compose)![1]!.split(/\s+/);
    const prometheus = read('deploy/prometheus.yml');
    expect(targets(prometheus)).toEqual(instances);
    expect(prometheus).toMatch(/metrics_path: \/metrics/);
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('### Metrics'), readme.indexOf('### Migrations'));
    expect(targets(section)).toEqual(instances);
    expect(compose).toMatch(/^ {2}prometheus:\n {4}image: prom\/prometheus:v[\d.]+\n {4}profiles: \["prometheus"\]$/m);
    expect(compose).toContain('./deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
  });
});
