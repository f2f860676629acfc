import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { OPEN_STATUSES, Submission, type SubmissionStatus } from './submission.entity.js';

/**
 * What other modules need from submissions without depending on its services: the open counts that block archiving
 * a lender or a program (R4, R9), and the closing of every open submission when an application ends (§3.2).
 */

/**
 * SQL: the submission `alias` was answered with an offer — an offer row, or a status only an offer leads to. One
 * definition for §4.4's track record and the lender KPIs (R6, R9, R20), all aggregates over thousands of shares: the
 * offers' submission ids are hashed once per statement (an uncorrelated IN) instead of probed once per share
 * (18,000 probes for the 90-day scoreboard at 100,000 applications).
 */
export const answeredWithOfferSql = (alias: string): string =>
  `(${alias}.status in ('offered', 'won', 'lost') or ${alias}.id in (select o.submission_id from offer o where o.submission_id is not null))`;

/** Open submissions (proposed or granting access) of a lender or of a program. */
export function openSubmissionCount(em: EntityManager, owner: { lenderId: number } | { programId: number }): Promise<number> {
  return em.count(Submission, { ...owner, status: { $in: [...OPEN_STATUSES] } });
}

/**
 * R13 "on decline/close/withdraw every open submission becomes `closed`": run inside the transaction that ends the
 * application, with one `submission.closed` event each. Lenders see "Closed by NetFund" (no reason detail).
 */
export async function closeOpenSubmissions(
  em: EntityManager,
  audit: AuditService,
  actor: AuditActor,
  application: { id: number; number?: string | null },
  now: Date,
): Promise<number> {
  const open = await em.find(Submission, { applicationId: application.id, status: { $in: [...OPEN_STATUSES] } }, { orderBy: { id: 'asc' } });
  for (const submission of open) {
    const from: SubmissionStatus = submission.status;
    await em.nativeUpdate(Submission, { id: submission.id }, { status: 'closed', closedAt: now, version: submission.version + 1, updatedAt: now });
    await audit.record(em, {
      actor,
      action: 'submission.closed',
      entityType: 'submission',
      entityId: submission.id,
      summary: `Submission ${submission.id} of ${application.number ?? `#${application.id}`} closed with its application.`,
      before: { status: from },
      after: { status: 'closed' },
    });
  }
  return open.length;
}
