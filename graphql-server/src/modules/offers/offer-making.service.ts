import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { moveApplicationStatus } from '../applications/system-status-move.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { Document } from '../documents/document.entity.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, offerReceivedEmail } from '../email/templates.js';
import { Lender } from '../lenders/lender.entity.js';
import type { ProgramCriteria } from '../matching/program-criteria.js';
import type { PlatformSettingsService } from '../platform-settings/platform-settings.service.js';
import { ACCESS_STATUSES, Submission } from '../submissions/submission.entity.js';
import { submissionId as idSchema } from '../submissions/submissions.schemas.js';
import { Role, type User } from '../users/user.entity.js';
import type { OfferMath } from './offer-math.js';
import { formatUsdCents } from './offer-terms.js';
import { canMove, effectiveStatus } from './offer-transitions.js';
import { figuresOf, monthlyRevenueCents, refreshResultFields, type OfferFigures } from './offer-views.js';
import { Offer } from './offer.entity.js';
import { freshOffer, labelOf, liveOfferCount, lockApplication, returnWhenNoLiveOffer } from './offer-support.js';
import {
  ABOVE_PROGRAM_MAX,
  ACCEPTED_ANOTHER,
  MAX_LIVE_OFFERS_PER_FILE,
  NO_LONGER_AVAILABLE,
  NOT_OPEN_TO_OFFERS,
  OFFER_NOT_FOUND,
  offerReasonSchema,
  parseOfferTerms,
  TOO_MANY_LIVE_OFFERS,
  type OfferTerms,
} from './offers.schemas.js';

const DAY_MS = 86_400_000;
const OPEN_TO_OFFERS: readonly WorkflowStatus[] = [WorkflowStatus.matched, WorkflowStatus.offered];

/** Who is making an offer: a lender user for its own lender, or an admin entering one received by e-mail. */
interface Maker {
  user: User;
  lenderId: number;
  enteredByAdmin: boolean;
  evidenceDocId: number | null;
}

/**
 * Making offers (BACKOFFICE R20 offer form, R13 *Enter offer received by e-mail*, §3.3, invariants 2 and 6): the
 * disclosure preview, make, revise (the old one superseded), withdraw. Every write locks the application row first,
 * so "up to 3 live offers per file" and the first offer's move to `offered` hold under parallel requests; the
 * figures are the server's (`computeOffer`), stored as the client will see them; each change is audited `offer.*`.
 */
export class OfferMakingService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
    /** R5 *Platform*: the default offer expiry. */
    private readonly platformSettings: Pick<PlatformSettingsService, 'current'>,
  ) {}

  /** R20's disclosure box before *Send*: the figures, nothing stored (a lender with the file, or an admin). */
  async preview(applicationIdValue: unknown, termsInput: unknown, caller: Caller): Promise<OfferFigures> {
    const user = requireRole(caller, [Role.lender, Role.admin]);
    const application = await this.readableApplication(applicationIdValue, user, caller);
    const { math } = parseOfferTerms(termsInput, await monthlyRevenueCents(this.em, application));
    return figuresOf(math);
  }

  /** R20 *Make offer* by a lender user with an open submission of its own lender. */
  async make(applicationIdValue: unknown, termsInput: unknown, caller: Caller, now = new Date()): Promise<Offer> {
    const user = requireRole(caller, [Role.lender]);
    const applicationId = this.applicationId(applicationIdValue);
    return this.em.transactional(async (em) => {
      const maker = { user, lenderId: this.lenderOf(caller), enteredByAdmin: false, evidenceDocId: null };
      return this.create(em, applicationId, termsInput, maker, null, now);
    });
  }

  /** R13 *Enter offer received by e-mail*: an admin, for a lender with an open submission, with the e-mail as evidence. */
  async enter(input: { applicationId: unknown; lenderId: unknown; terms: unknown; evidenceDocumentId: unknown }, caller: Caller, now = new Date()): Promise<Offer> {
    const user = requireRole(caller, [Role.admin]);
    const applicationId = this.applicationId(input.applicationId);
    const lenderId = parseInput(idSchema, input.lenderId);
    const evidenceDocId = parseInput(idSchema, input.evidenceDocumentId);
    return this.em.transactional(async (em) => {
      const evidence = await em.findOne(Document, { id: evidenceDocId, application: applicationId });
      if (!evidence) throw new ValidationError('Choose a document of this application as evidence', { evidenceDocumentId: 'Choose a document of this application as evidence' });
      return this.create(em, applicationId, input.terms, { user, lenderId, enteredByAdmin: true, evidenceDocId }, null, now);
    });
  }

  /** R20 *Revise*: a new offer in its place; the old one becomes `superseded` in the same transaction. */
  async revise(offerIdValue: unknown, expectedVersion: number, termsInput: unknown, caller: Caller, now = new Date()): Promise<Offer> {
    const user = requireRole(caller, [Role.lender]);
    const offerId = parseInput(idSchema, offerIdValue);
    return this.em.transactional(async (em) => {
      const old = await this.ownOffer(em, offerId, caller);
      await lockApplication(em, old.applicationId);
      const current = await freshOffer(em, offerId);
      if (effectiveStatus(current, now) !== 'sent') throw new ConflictError(NO_LONGER_AVAILABLE);
      this.checkVersion(current, expectedVersion);
      await em.nativeUpdate(Offer, { id: current.id, status: 'sent' }, { status: 'superseded', version: current.version + 1, updatedAt: now });
      return this.create(em, current.applicationId, termsInput, { user, lenderId: current.lenderId, enteredByAdmin: false, evidenceDocId: null }, current, now);
    });
  }

  /** R20 *Withdraw offer* (its lender) or an admin on the lender's word: before acceptance only, with a reason. */
  async withdraw(offerIdValue: unknown, expectedVersion: number, reasonValue: unknown, caller: Caller, now = new Date()): Promise<Offer> {
    const user = requireRole(caller, [Role.lender, Role.admin]);
    const offerId = parseInput(idSchema, offerIdValue);
    const reason = parseInput(offerReasonSchema, reasonValue);
    return this.em.transactional(async (em) => {
      const found = await this.ownOffer(em, offerId, caller);
      await lockApplication(em, found.applicationId);
      const offer = await freshOffer(em, offerId);
      const status = effectiveStatus(offer, now);
      if (!canMove(status, 'withdrawn')) throw new ConflictError(status === 'accepted' ? 'An accepted offer cannot be withdrawn: report it as fallen through' : NO_LONGER_AVAILABLE);
      this.checkVersion(offer, expectedVersion);
      await em.nativeUpdate(Offer, { id: offer.id }, { status: 'withdrawn', statusReason: reason, version: offer.version + 1, updatedAt: now });
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'offer.withdrawn',
        entityType: 'offer',
        entityId: offer.id,
        summary: `Offer #${offer.id} on application #${offer.applicationId} withdrawn by ${user.username}.`,
        before: { status },
        after: { status: 'withdrawn' },
        reason,
      });
      await returnWhenNoLiveOffer(em, this.audit, offer.applicationId, user, userActor(user), now);
      await refreshResultFields(em, offer.applicationId, now);
      return freshOffer(em, offer.id);
    });
  }

  /** Invariant 2: an open submission of the maker's lender, the application open to offers, at most 3 live offers. */
  private async create(em: EntityManager, applicationId: number, termsInput: unknown, maker: Maker, supersedes: Offer | null, now: Date): Promise<Offer> {
    const application = await lockApplication(em, applicationId);
    const submission = await em.findOne(Submission, { applicationId, lenderId: maker.lenderId }, { orderBy: { id: 'desc' }, refresh: true });
    if (!submission) throw new NotFoundError(APPLICATION_NOT_FOUND);
    if (application.status === WorkflowStatus.accepted || application.status === WorkflowStatus.funded) throw new ConflictError(ACCEPTED_ANOTHER);
    if (!OPEN_TO_OFFERS.includes(application.status) || !(ACCESS_STATUSES as readonly string[]).includes(submission.status)) {
      throw new ConflictError(NOT_OPEN_TO_OFFERS);
    }
    const { terms, math } = parseOfferTerms(termsInput, await monthlyRevenueCents(em, application));
    await this.checkProgramMax(em, submission, terms);
    if ((await liveOfferCount(em, applicationId, now, maker.lenderId)) >= MAX_LIVE_OFFERS_PER_FILE) throw new ConflictError(TOO_MANY_LIVE_OFFERS);

    const expiresAt = new Date(now.getTime() + (terms.expiresInDays ?? (await this.platformSettings.current(em)).defaultOfferExpiryDays) * DAY_MS);
    const offer = em.create(Offer, {
      applicationId,
      submissionId: submission.id,
      lenderId: maker.lenderId,
      product: terms.product,
      ...storedMath(math),
      prepayment: terms.prepayment || 'none',
      conditions: terms.conditions ?? [],
      expiresAt,
      status: 'sent',
      // The exception note is the lender's word to NetFund (audited below), never shown to the client with the offer.
      statusReason: null,
      supersedesId: supersedes?.id ?? null,
      enteredByAdminId: maker.enteredByAdmin ? maker.user.id : null,
      evidenceDocId: maker.evidenceDocId,
      createdById: maker.user.id,
    });
    await em.flush();
    // §3.4 the lender answered: shared|viewed|info_requested → offered (the first answer also stops the SLA clock).
    await em.execute(
      `update submission set status = 'offered', responded_at = coalesce(responded_at, ?), version = version + 1, updated_at = ?
        where id = ? and status in ('shared', 'viewed', 'info_requested')`,
      [now, now, submission.id],
    );
    const lender = await em.findOneOrFail(Lender, { id: maker.lenderId });
    const amount = formatUsdCents(math.amountCents);
    if (application.status === WorkflowStatus.matched) {
      await moveApplicationStatus(
        em,
        this.audit,
        application,
        {
          to: WorkflowStatus.offered,
          by: maker.user,
          actor: userActor(maker.user),
          actorLabel: lender.displayName,
          note: `${lender.displayName} made an offer. Compare your offers on this page before you decide.`,
          action: 'application.offered',
          summary: `${labelOf(application)} has its first offer (${lender.displayName}, ${amount}): matched → offered.`,
        },
        now,
      );
    }
    await this.audit.record(em, {
      actor: userActor(maker.user),
      action: supersedes ? 'offer.revised' : maker.enteredByAdmin ? 'offer.entered' : 'offer.sent',
      entityType: 'offer',
      entityId: offer.id,
      summary: `${lender.displayName} offered ${amount} on ${labelOf(application)} (APR ${(math.aprBps / 100).toFixed(2)}%)${maker.enteredByAdmin ? `, entered by ${maker.user.username} from an e-mail` : ''}${supersedes ? `, revising offer #${supersedes.id}` : ''}.`,
      before: supersedes ? { offerId: supersedes.id, status: 'sent' } : null,
      after: { status: 'sent', amount: math.amountCents, aprBps: math.aprBps, expiresAt: expiresAt.toISOString(), ...(terms.exceptionNote && { exceptionNote: terms.exceptionNote }) },
    });
    await refreshResultFields(em, applicationId, now);
    const owner = await em.execute<{ email: string; first_name: string | null }[]>(
      `select u.email, u.first_name from applications a join users u on u.id = a.owner_id where a.id = ?`,
      [applicationId],
    );
    for (const client of owner) {
      await EmailService.enqueue(
        em,
        offerReceivedEmail(emailSite(this.config), { to: client.email, name: client.first_name, application: { id: applicationId, number: application.number }, lenderName: lender.displayName, amount, expiresAt, offerId: offer.id }),
      );
    }
    return offer;
  }

  /** R20 "amount ≤ program max unless exception with note": the program version the file was shared under. */
  private async checkProgramMax(em: EntityManager, submission: Submission, terms: OfferTerms): Promise<void> {
    const [row] = await em.execute<{ criteria: ProgramCriteria }[]>(`select criteria from lender_program_version where program_id = ? and version = ?`, [
      submission.programId,
      submission.programVersion,
    ]);
    const maxCents = row?.criteria.amount.maxCents;
    if (maxCents !== undefined && terms.amountCents > maxCents && !terms.exceptionNote) {
      const message = ABOVE_PROGRAM_MAX(formatUsdCents(maxCents));
      throw new ValidationError(message, { exceptionNote: message });
    }
  }

  /** The offer if the caller may act on it: its own lender's (a lender user) or any (an admin); else "Offer not found". */
  private async ownOffer(em: EntityManager, offerId: number, caller: Caller): Promise<Offer> {
    const offer = await em.findOne(Offer, { id: offerId });
    if (!offer || (caller.role !== Role.admin && offer.lenderId !== caller.lenderId)) throw new NotFoundError(OFFER_NOT_FOUND);
    return offer;
  }

  /** A lender user sees an application only while its lender holds an open submission (invariant 6); admins always. */
  private async readableApplication(applicationIdValue: unknown, user: User, caller: Caller): Promise<Application> {
    const applicationId = this.applicationId(applicationIdValue);
    const application = await this.em.findOne(Application, { id: applicationId });
    if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
    if (user.role === Role.lender) {
      const open = await this.em.count(Submission, { applicationId, lenderId: this.lenderOf(caller), status: { $in: [...ACCESS_STATUSES] } });
      if (open === 0) throw new NotFoundError(APPLICATION_NOT_FOUND);
    }
    return application;
  }

  private applicationId(value: unknown): number {
    const id = parseApplicationId(value);
    if (id === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return id;
  }

  private lenderOf(caller: Caller): number {
    if (caller.lenderId === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return caller.lenderId;
  }

  private checkVersion(offer: Offer, expectedVersion: number): void {
    if (offer.version !== expectedVersion) throw new ConflictError('This offer was changed since you opened it. Reload to see the latest.');
  }
}

/** The entity's stored figures from the maths (§3.1 offer). */
function storedMath(math: OfferMath) {
  return {
    amount: math.amountCents,
    feesWithheld: math.feesWithheldCents,
    otherFees: math.otherFeesCents,
    disbursed: math.disbursedCents,
    pricingType: math.pricing.type,
    factorE4: math.pricing.type === 'factor' ? math.pricing.factorE4 : null,
    interestBps: math.pricing.type === 'interest' ? math.pricing.interestBps : null,
    termDays: math.termBusinessDays,
    frequency: math.frequency,
    paymentCount: math.paymentCount,
    payment: math.paymentCents,
    lastPayment: math.lastPaymentCents,
    totalRepayment: math.totalRepaymentCents,
    totalCost: math.totalCostCents,
    aprBps: math.aprBps,
    centsPerDollarBps: math.centsPerDollarBps,
    avgMonthlyPayment: math.avgMonthlyPaymentCents,
  };
}
