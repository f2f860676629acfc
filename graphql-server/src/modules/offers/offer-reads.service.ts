import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { Submission } from '../submissions/submission.entity.js';
import { Role } from '../users/user.entity.js';
import { offerViews, type OfferView } from './offer-views.js';

/**
 * Who reads which offers (R22, R13, R20; §4.6 "lenders never see other lenders' offers or names"): the owning client
 * and admins every offer of the application; a lender user only its own lender's, and only while it has (or had)
 * the file — a lender that never had it gets "Application not found", as for a missing one.
 */
export class OfferReadService {
  constructor(private readonly em: EntityManager) {}

  async forApplication(applicationIdValue: unknown, caller: Caller, now = new Date()): Promise<OfferView[]> {
    const user = requireRole(caller, [Role.client, Role.admin, Role.lender]);
    const id = parseApplicationId(applicationIdValue);
    const application = id === null ? null : await this.em.findOne(Application, { id });
    if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
    if (user.role === Role.client) {
      if (application.owner?.id !== user.id || application.status === WorkflowStatus.draft) throw new NotFoundError(APPLICATION_NOT_FOUND);
      return offerViews(this.em, application, null, now);
    }
    if (user.role === Role.lender) {
      const lenderId = caller.lenderId;
      if (lenderId === null || (await this.em.count(Submission, { applicationId: application.id, lenderId })) === 0) throw new NotFoundError(APPLICATION_NOT_FOUND);
      return offerViews(this.em, application, lenderId, now);
    }
    return offerViews(this.em, application, null, now);
  }
}
