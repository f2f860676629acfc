import { MODULES } from '../modules/index.js';
import type { JobDefinition } from '../modules/module.js';

export { startJobQueue, type JobContext, type JobDefinition, type JobLog, type JobQueue, type JobQueueOptions } from './job-queue.js';

/** Every background job the app runs: each module lists its own in its manifest. */
export const JOBS: readonly JobDefinition[] = MODULES.flatMap((module) => module.jobs ?? []);
