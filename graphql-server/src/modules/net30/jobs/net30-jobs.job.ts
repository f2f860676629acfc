import { platformToday } from '../../../shared/calendar.js';
import { emailSite } from '../../email/templates.js';
import type { JobDefinition } from '../../module.js';
import { assessLateFees, closeStatements, markOverdue, NET30_HOLD_JOB, NET30_LATE_FEE_JOB, NET30_OVERDUE_JOB, NET30_REMINDER_JOB, NET30_STATEMENT_JOB, refreshHolds, sendReminders } from './net30-jobs.js';

const nothingToReport = (result: Record<string, number>) => (Object.values(result).some((count) => count > 0) ? result : undefined);

/*
 * §3.5's daily Net30 jobs (cron in UTC; the platform's day is already the new date in New York by 06:00 UTC):
 * overdue, then late fees and holds; reminders at 14:00 UTC (morning in New York); month close (statements) at
 * 07:00 UTC (02:00 in New York in winter), which does nothing before the statement day or once the month is closed.
 */
export const net30OverdueJob: JobDefinition = {
  name: NET30_OVERDUE_JOB,
  cron: '0 6 * * *',
  run: async ({ em }) => nothingToReport({ overdue: await markOverdue(em, platformToday()) }),
};

export const net30LateFeeJob: JobDefinition = {
  name: NET30_LATE_FEE_JOB,
  cron: '10 6 * * *',
  run: async ({ em, config }) => nothingToReport({ lateFees: await assessLateFees(em, platformToday(), { site: emailSite(config) }) }),
};

export const net30HoldJob: JobDefinition = {
  name: NET30_HOLD_JOB,
  cron: '20 6 * * *',
  run: async ({ em }) => nothingToReport(await refreshHolds(em, platformToday())),
};

export const net30ReminderJob: JobDefinition = {
  name: NET30_REMINDER_JOB,
  cron: '0 14 * * *',
  run: async ({ em, config }) => nothingToReport({ reminders: await sendReminders(em, platformToday(), { site: emailSite(config) }) }),
};

export const net30StatementJob: JobDefinition = {
  name: NET30_STATEMENT_JOB,
  cron: '0 7 * * *',
  run: async ({ em }) => nothingToReport({ statements: await closeStatements(em, platformToday()) }),
};
