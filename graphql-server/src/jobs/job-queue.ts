import { PgBoss, type Clock } from 'pg-boss';
import type { AppConfig } from '../config/index.js';
import type { Database } from '../platform.js';
import type { JobDefinition } from '../modules/module.js';
import type { AppMetrics } from '../metrics/metrics.js';
import { createServices } from '../services.js';
import { failuresToConsole, reportJobFailure, type JobLog } from './job-log.js';

export type { JobContext, JobDefinition } from '../modules/module.js';

export type { JobLog } from './job-log.js';

export interface JobQueue {
  /** Lets a running job finish (at most 10 s), then closes the queue's connections. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  log?: JobLog;
  /** pg-boss's TestClock in tests: time moves, and schedules fire, only when the test says so. */
  clock?: Clock;
  /** The app instance's metrics: job failures are counted there, and the queues' depth read from here. */
  metrics?: AppMetrics;
}

/**
 * The background jobs, on a PostgreSQL queue (pg-boss, in the `pgboss` schema of the app's database). Every app
 * instance starts one: a schedule fires once per occurrence across all instances (pg-boss claims each cron pass
 * and files each occurrence under a singleton key), and each job runs on exactly one instance.
 */
export async function startJobQueue(db: Database, config: AppConfig, jobs: readonly JobDefinition[], options: JobQueueOptions = {}): Promise<JobQueue> {
  const log = options.log ?? failuresToConsole;
  const boss = new PgBoss({ connectionString: db.url, max: 3, application_name: 'netfund-jobs', clock: options.clock });
  boss.on('error', (error) => reportJobFailure(log, error, 'Job queue error'));
  await boss.start();
  options.metrics?.watchJobQueue(
    jobs.map((job) => job.name),
    () => boss.getQueues(jobs.map((job) => job.name)),
  );
  for (const job of jobs) {
    // One retry after a failure; the next occurrence does the same work anyway.
    await boss.createQueue(job.name, { retryLimit: 1, retryDelay: 30 });
    await boss.schedule(job.name, job.cron);
    // Every ten seconds is soon enough for scheduled upkeep, and spares the database a poll every two.
    await boss.work(job.name, { pollingIntervalSeconds: 10 }, async () => {
      try {
        const result = await runJob(db, config, job);
        if (result !== undefined) log.info(`Job ${job.name} done: ${JSON.stringify(result)}`);
        return result;
      } catch (error) {
        options.metrics?.jobFailures.inc({ job: job.name });
        reportJobFailure(log, error, `Job ${job.name} failed`);
        throw error;
      }
    });
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}

/** One run of a job, on a fresh EntityManager; answers what the job reports. */
export async function runJob(db: Database, config: AppConfig, job: JobDefinition): Promise<unknown> {
  const em = db.orm.em.fork();
  return job.run({ em, services: createServices(em, config), config });
}
