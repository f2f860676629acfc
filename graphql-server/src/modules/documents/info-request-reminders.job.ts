import type { JobDefinition } from '../module.js';
import { queueInfoRequestReminders } from './info-request-reminders.js';

/** Hourly: reminders of open information requests (due soon, due today, overdue), each once per request. */
export const remindOpenInfoRequests: JobDefinition = {
  name: 'remind-open-info-requests',
  cron: '15 * * * *',
  async run({ em, config }) {
    const reminders = await queueInfoRequestReminders(em, config);
    return reminders > 0 ? { reminders } : undefined;
  },
};
