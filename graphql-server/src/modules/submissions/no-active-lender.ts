import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { moveApplicationStatus } from '../applications/system-status-move.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { User } from '../users/user.entity.js';
import { ACCESS_STATUSES, Submission } from './submission.entity.js';

/**
 * §3.2 matched → in_review "when no live submission or offer remains": the last lender with the file lost it (revoked,
 * expired, declined), so the team re-shops or closes. The caller holds the application's row lock. An offered
 * application keeps its status: its offers stay until they end (the offers module moves it back then).
 */
export async function returnToReviewWithoutLender(em: EntityManager, audit: AuditService, applicationId: number, by: User | null, actor: AuditActor, now: Date): Promise<void> {
  const application = await em.findOneOrFail(Application, { id: applicationId }, { refresh: true });
  if (application.status !== WorkflowStatus.matched) return;
  if ((await em.count(Submission, { applicationId, status: { $in: [...ACCESS_STATUSES] } })) > 0) return;
  await moveApplicationStatus(
    em,
    audit,
    application,
    {
      to: WorkflowStatus.in_review,
      by,
      actor,
      actorLabel: 'Underwriting team',
      note: 'No lender is looking at your application now: we are looking for other lenders.',
      action: 'application.no_active_lender',
      summary: `${application.number ?? `#${application.id}`} has no active lender: matched → in_review.`,
    },
    now,
  );
}
