import type { EntityManager } from '@mikro-orm/postgresql';
import { monthOfDate, platformToday, previousMonth } from '../../shared/calendar.js';
import { ConflictError } from '../../shared/errors.js';
import { systemActor } from '../audit/audit.service.js';
import type { JobDefinition } from '../module.js';
import { loadSettings } from '../net30/net30-ledger.js';
import { generateBatchOf } from './furnishing-batches.js';

export const FURNISHING_BATCH_JOB = 'furnishing-monthly-batches';

export interface FurnishingJobOptions {
  /**
   * Accepted for the clock panel's uniform call; a batch always covers every tradeline of its month, so it does not
   * narrow anything.
   */
  accountId?: number;
}

/**
 * §3.5 reporting: on or after the reporting day, the prior month's batch for every enabled bureau that has none
 * (a rejected one does not count). A batch that exists already, or that a racing run creates first, is skipped.
 * Answers the batches generated.
 */
export async function generateMonthlyBatches(em: EntityManager, today: string, _options: FurnishingJobOptions = {}): Promise<number> {
  const settings = await loadSettings(em);
  if (Number(today.slice(8, 10)) < settings.reportingDay) return 0;
  const month = previousMonth(monthOfDate(today));
  let generated = 0;
  for (const bureau of settings.bureaus) {
    const [live] = await em.execute<{ id: number }[]>(`select id from furnishing_batch where bureau = ? and period_month = ? and status <> 'rejected'`, [bureau, month]);
    if (live) continue;
    try {
      await generateBatchOf(em, bureau, month, systemActor(`job:${FURNISHING_BATCH_JOB}`));
      generated++;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return generated;
}

/** Daily at 07:30 UTC (after month close): does nothing before the reporting day or once the month's batches exist. */
export const furnishingBatchesJob: JobDefinition = {
  name: FURNISHING_BATCH_JOB,
  cron: '30 7 * * *',
  async run({ em }) {
    const batches = await generateMonthlyBatches(em, platformToday());
    return batches > 0 ? { batches } : undefined;
  },
};
