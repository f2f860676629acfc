import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { Business } from '../businesses/business.entity.js';
import { applicantFacts } from '../matches/applicant-facts.js';
import { OPEN_MATCH_STATUSES } from '../matches/match-results.service.js';
import { onTimeTradeMonths } from '../matches/trade-history.js';
import { Net30Application, type Net30ApplicationStatus } from '../net30-applications/net30-application.entity.js';
import { creditBuildingInsight, type CreditBuildingInsight } from '../matching/credit-building-insight.js';
import { effectiveStatus } from '../offers/offer-transitions.js';
import { Offer } from '../offers/offer.entity.js';
import { activeMatchPrograms } from '../programs/active-programs.js';
import { ACCESS_STATUSES, Submission } from '../submissions/submission.entity.js';
import { Role, type User } from '../users/user.entity.js';

/** What the dashboard shows of one application's marketplace (R21): who sees the file, what waits for the client. */
export interface ApplicationActivity {
  applicationId: number;
  applicationNumber: string;
  /** "Who can see my file: N lenders": lenders whose submission grants access now. */
  lendersWithAccess: number;
  /** Sharing proposals waiting for the client's approval. */
  proposalsToApprove: number;
  /** Sent, unexpired offers while none is accepted. */
  offersToReview: number;
  /** When the first of those expires. */
  offersExpireAt: Date | null;
  /** Offers made, in any status. */
  offerCount: number;
  /** An offer was accepted (or funded): the result fields are that offer's. */
  acceptedOffer: boolean;
}

/** The client's newest Net30 trade account application (R27: theirs when they applied signed in or claimed it). */
export interface Net30ApplicationSummary {
  reference: string;
  status: Net30ApplicationStatus;
  submittedAt: Date;
}

export interface CreditBuilding {
  /** The application the insight is about; null without one. */
  applicationId: number | null;
  applicationNumber: string | null;
  onTimeTradeMonths: number;
  insight: CreditBuildingInsight | null;
  net30Application: Net30ApplicationSummary | null;
}

const ACCEPTED_OFFER_STATUSES = new Set(['accepted', 'funded']);

/**
 * R21 `/client/dashboard`'s server side beyond the application list: each application's lenders, proposals and
 * offers, and the credit-building card. A client reads their own only; another client's application is
 * "Application not found", as for a missing one.
 */
export class ClientDashboardService {
  constructor(private readonly em: EntityManager) {}

  /** Every application of the client past draft, oldest first (as `myApplications` lists them). */
  async applicationActivity(caller: Caller, now = new Date()): Promise<ApplicationActivity[]> {
    const client = requireRole(caller, [Role.client]);
    const applications = await this.em.find(Application, { owner: client.id, status: { $ne: WorkflowStatus.draft } }, { orderBy: { id: 'asc' } });
    if (applications.length === 0) return [];
    const ids = applications.map((application) => application.id);
    const [submissions, offers] = await Promise.all([
      this.em.find(Submission, { applicationId: { $in: ids }, status: { $in: ['proposed', ...ACCESS_STATUSES] } }),
      this.em.find(Offer, { applicationId: { $in: ids } }),
    ]);
    return applications.map((application) => {
      const own = submissions.filter((submission) => submission.applicationId === application.id);
      const ownOffers = offers.filter((offer) => offer.applicationId === application.id);
      const acceptedOffer = ownOffers.some((offer) => ACCEPTED_OFFER_STATUSES.has(offer.status));
      const toReview = acceptedOffer ? [] : ownOffers.filter((offer) => effectiveStatus(offer, now) === 'sent');
      const expiries = toReview.map((offer) => offer.expiresAt.getTime());
      return {
        applicationId: application.id,
        applicationNumber: application.number ?? `#${application.id}`,
        lendersWithAccess: new Set(own.filter((submission) => submission.status !== 'proposed').map((submission) => submission.lenderId)).size,
        proposalsToApprove: own.filter((submission) => submission.status === 'proposed').length,
        offersToReview: toReview.length,
        offersExpireAt: expiries.length > 0 ? new Date(Math.min(...expiries)) : null,
        offerCount: ownOffers.length,
        acceptedOffer,
      };
    });
  }

  /**
   * R21's credit-building card: the on-time reported months, the Net30 application, and §4.5's insight for
   * `applicationId` (one of the client's own) or, without it, the client's latest open application (else latest).
   */
  async creditBuilding(caller: Caller, applicationIdValue: unknown, now = new Date()): Promise<CreditBuilding> {
    const client = requireRole(caller, [Role.client]);
    const application = applicationIdValue == null ? await this.latestApplication(client) : await this.ownApplication(client, applicationIdValue);
    const tradeMonths = (await onTimeTradeMonths(this.em, client.id)) ?? 0;
    let insight: CreditBuildingInsight | null = null;
    if (application) {
      const business = await this.em.findOneOrFail(Business, application.business.id);
      insight = creditBuildingInsight(applicantFacts(application, business, now, tradeMonths), await activeMatchPrograms(this.em));
    }
    return {
      applicationId: application?.id ?? null,
      applicationNumber: application ? (application.number ?? `#${application.id}`) : null,
      onTimeTradeMonths: tradeMonths,
      insight,
      net30Application: await this.net30Application(client),
    };
  }

  private async ownApplication(client: User, value: unknown): Promise<Application> {
    const id = parseApplicationId(value);
    const application = id === null ? null : await this.em.findOne(Application, { id });
    if (!application || application.owner?.id !== client.id || application.status === WorkflowStatus.draft) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return application;
  }

  private async latestApplication(client: User): Promise<Application | null> {
    const applications = await this.em.find(Application, { owner: client.id, status: { $ne: WorkflowStatus.draft } }, { orderBy: { id: 'desc' } });
    return applications.find((application) => OPEN_MATCH_STATUSES.includes(application.status)) ?? applications[0] ?? null;
  }

  private async net30Application(client: User): Promise<Net30ApplicationSummary | null> {
    const [latest] = await this.em.find(Net30Application, { userId: client.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 });
    return latest ? { reference: latest.reference, status: latest.status, submittedAt: latest.createdAt } : null;
  }
}
