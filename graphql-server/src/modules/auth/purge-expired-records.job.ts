import { purgeStaleSubmissionCounts } from '../contact/form-throttle.js';
import type { JobDefinition } from '../module.js';

/**
 * Deletes what has expired and would otherwise pile up: sessions past their idle or absolute limit, expired
 * device cookies, sign-in history beyond each user's last 20, spent one-use account tokens, e-mail changes left unconfirmed, sign-in counters whose window (and lock) is over, and form and registration counters whose
 * window is over.
 */
export const purgeExpiredRecords: JobDefinition = {
  name: 'purge-expired-records',
  cron: '*/10 * * * *',
  async run({ em, services, config }) {
    const sessions = await services.auth.purgeExpiredSessions();
    const { deviceTokens, loginCounters, signInEvents, accountTokens } = await services.auth.purgeStaleSignInRecords();
    // One table holds both: a row is stale once the longest window that may use it is over.
    const submissionWindow = Math.max(config.formThrottle.windowMinutes, config.registrationThrottle.windowMinutes);
    const submissionCounters = await purgeStaleSubmissionCounts(em, submissionWindow);
    const pendingEmails = await services.profile.purgeExpiredEmailChanges();
    return { sessions, deviceTokens, loginCounters, submissionCounters, signInEvents, accountTokens, pendingEmails };
  },
};
