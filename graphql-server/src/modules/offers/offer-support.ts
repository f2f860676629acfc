import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../shared/errors.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { moveApplicationStatus } from '../applications/system-status-move.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { EmailService } from '../email/email.service.js';
import { offerDecisionEmail, type EmailSite } from '../email/templates.js';
import { ACCESS_STATUSES, Submission } from '../submissions/submission.entity.js';
import type { User } from '../users/user.entity.js';
import { Offer } from './offer.entity.js';

/** What the offer services share: the application lock, the lenders' e-mails and the moves back when offers end. */

/** The application, locked for this transaction (`SELECT … FOR UPDATE`): every offer write of one application queues here. */
export async function lockApplication(em: EntityManager, applicationId: number): Promise<Application> {
  const application = await em.findOne(Application, { id: applicationId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
  return application;
}

/** The offer, re-read inside the transaction (after the application's lock). */
export async function freshOffer(em: EntityManager, offerId: number): Promise<Offer> {
  return em.findOneOrFail(Offer, { id: offerId }, { refresh: true });
}

export const labelOf = (application: Application) => application.number ?? `#${application.id}`;

/** Live offers (sent or standby, not yet expired) of an application, or of one lender on it. */
export function liveOfferCount(em: EntityManager, applicationId: number, now: Date, lenderId?: number): Promise<number> {
  return em.count(Offer, { applicationId, ...(lenderId !== undefined && { lenderId }), status: { $in: ['sent', 'standby'] }, expiresAt: { $gt: now } });
}

/** E-mails every active user of a lender about a decision on its offer. */
export async function tellLender(em: EntityManager, site: EmailSite, lenderId: number, application: Application, offerId: number, outcome: 'accepted' | 'standby' | 'revived'): Promise<void> {
  const users = await em.execute<{ email: string }[]>(`select email from users where lender_id = ? and role = 'lender' and status = 'active' order by id`, [lenderId]);
  for (const user of users) await EmailService.enqueue(em, offerDecisionEmail(site, { to: user.email, application: { id: application.id, number: application.number }, outcome, offerId }));
}

/**
 * §3.2 when an application's last live offer ends (declined, withdrawn, expired) while it is `offered`: back to
 * `matched` while a lender still has the file, else `in_review` ("no active lender": the team re-shops or closes).
 */
export async function returnWhenNoLiveOffer(
  em: EntityManager,
  audit: AuditService,
  applicationId: number,
  by: User | null,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const application = await lockApplication(em, applicationId);
  if (application.status !== WorkflowStatus.offered) return;
  if ((await liveOfferCount(em, application.id, now)) > 0) return;
  const withAccess = await em.count(Submission, { applicationId: application.id, status: { $in: [...ACCESS_STATUSES] } });
  const to = withAccess > 0 ? WorkflowStatus.matched : WorkflowStatus.in_review;
  await moveApplicationStatus(
    em,
    audit,
    application,
    {
      to,
      by,
      actor,
      actorLabel: 'Underwriting team',
      note: to === WorkflowStatus.matched ? 'No offer is open right now; the lenders with your file can still make one.' : 'No lender is looking at your application now: we are looking for other lenders.',
      action: to === WorkflowStatus.matched ? 'application.no_live_offer' : 'application.no_active_lender',
      summary: `${labelOf(application)} has no live offer left: offered → ${to}.`,
    },
    now,
  );
}
