import type { EntityManager } from '@mikro-orm/postgresql';
import { systemActor, type AuditService } from '../audit/audit.service.js';
import { PROPOSAL_VALID_DAYS } from './submissions.schemas.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PROPOSAL_EXPIRY_JOB = 'expire-submission-proposals';

/**
 * §3.4 `proposed` → `expired` once 5 days have passed unanswered. One conditional UPDATE claims the rows, so a run
 * racing the client's answer (or another instance's run) never expires an answered proposal nor audits one twice.
 */
export async function expireStaleProposals(em: EntityManager, audit: AuditService, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PROPOSAL_VALID_DAYS * DAY_MS);
  return em.transactional(async (tx) => {
    const expired = await tx.execute<{ id: number; application_id: number; lender_id: number; program_id: number }[]>(
      `update submission set status = 'expired', closed_at = ?, version = version + 1, updated_at = ?
        where status = 'proposed' and proposed_at <= ? returning id, application_id, lender_id, program_id`,
      [now, now, cutoff],
    );
    for (const row of expired) {
      await audit.record(tx, {
        actor: systemActor(`job:${PROPOSAL_EXPIRY_JOB}`),
        action: 'submission.expired',
        entityType: 'submission',
        entityId: row.id,
        summary: `The proposal to share application #${row.application_id} with lender #${row.lender_id} expired after ${PROPOSAL_VALID_DAYS} days unanswered.`,
        before: { status: 'proposed' },
        after: { status: 'expired' },
      });
    }
    return expired.length;
  });
}

