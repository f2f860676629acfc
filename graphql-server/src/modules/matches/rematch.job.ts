import { emailSite } from '../email/templates.js';
import type { JobDefinition } from '../module.js';
import { OPEN_MATCH_STATUSES, OPEN_STATUS_SQL } from './match-results.service.js';
import { rematchApplications, staleApplicationIds } from './rematch.js';

/**
 * Every minute: re-matches the open applications a program publish or restore (or a fact edit) left stale (§4.2,
 * R3's background re-match). pg-boss runs each occurrence on one instance only.
 */
export const rematchStaleApplications: JobDefinition = {
  name: 'rematch-stale-applications',
  cron: '* * * * *',
  async run({ em, config }) {
    const rematched = await rematchApplications(em, await staleApplicationIds(em), emailSite(config), { onlyChanged: true });
    return rematched > 0 ? { rematched } : undefined;
  },
};

/** Nightly, 2 a.m. in New York (07:00 UTC): every open application again (trade history changes, §4.2). */
export const rematchOpenApplications: JobDefinition = {
  name: 'rematch-open-applications',
  cron: '0 7 * * *',
  async run({ em, config }) {
    const rows = await em.execute<{ id: number }[]>(`select id from applications where ${OPEN_STATUS_SQL} order by id`, [...OPEN_MATCH_STATUSES]);
    const rematched = await rematchApplications(em, rows.map((row) => Number(row.id)), emailSite(config));
    return rematched > 0 ? { rematched } : undefined;
  },
};
