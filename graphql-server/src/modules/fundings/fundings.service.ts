import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { Application } from '../applications/application.entity.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { moveApplicationStatus } from '../applications/system-status-move.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { Lender } from '../lenders/lender.entity.js';
import { Offer } from '../offers/offer.entity.js';
import { formatUsdCents } from '../offers/offer-terms.js';
import { Role, type User } from '../users/user.entity.js';
import { ledgerTotals } from './funding-ledger.js';
import { platformToday } from '../../shared/calendar.js';
import { assertDateInRange, lockFunding, mayActForLender, parseFundingId } from './funding-access.js';
import { fundingStatusMoveError } from './funding-status.js';
import { fundingDetail, type FundingDetail } from './funding-views.js';
import { FundingTransaction } from './funding-transaction.entity.js';
import { Funding } from './funding.entity.js';
import {
  APPLICATION_NOT_ACCEPTED,
  changeStatusSchema,
  COMMISSION_ALREADY_RECEIVED,
  NO_COMMISSION,
  commissionReceivedSchema,
  FUNDED_ABOVE_OFFER,
  FUNDING_NOT_FOUND,
  markFundedSchema,
  NOT_PAID_OFF,
  OFFER_NOT_FOUND,
  ONLY_ACCEPTED_OFFER,
} from './fundings.schemas.js';

/**
 * Funding (BACKOFFICE R14, §3.2 accepted → funded, §3.5, invariants 1 and 5): marking an accepted offer funded, and
 * the funded deal's reads, commission and status (its ledger: funding-ledger.service.ts). Every write locks its row
 * first (the application for Mark funded, the funding otherwise), so "one funding per offer" holds under parallel
 * requests, backed by the database's unique constraints. Audit events `funding.*` are written in the same
 * transaction. A lender user reaches only its own lender's fundings; anyone else's reads as missing ("Funding record
 * not found").
 */
export class FundingService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** §3.2 accepted → funded, by the accepted offer's lender or an admin (R13 *Mark funded*, R20 *Mark funded*). */
  async markFunded(input: unknown, caller: Caller): Promise<Funding> {
    const user = requireRole(caller, [Role.admin, Role.lender]);
    const parsed = parseInput(markFundedSchema, input);
    const now = new Date();
    const today = platformToday(now);
    if (parsed.fundedOn > today) throw new ValidationError('The funded date cannot be in the future', { fundedOn: 'The funded date cannot be in the future' });
    return this.em.transactional(async (em) => {
      const found = await em.findOne(Offer, { id: parsed.offerId });
      if (!found || !mayActForLender(caller, found.lenderId)) throw new NotFoundError(OFFER_NOT_FOUND);
      const application = await em.findOne(Application, { id: found.applicationId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!application) throw new NotFoundError(OFFER_NOT_FOUND);
      const offer = await em.findOneOrFail(Offer, { id: parsed.offerId }, { refresh: true });
      if (offer.status !== 'accepted') throw new ConflictError(offer.status === 'funded' ? 'This offer is already funded' : ONLY_ACCEPTED_OFFER);
      if (offer.version !== parsed.expectedVersion) throw await staleVersionError(em, 'offer', offer.id);
      if (application.status !== WorkflowStatus.accepted) throw new ConflictError(APPLICATION_NOT_ACCEPTED);
      if (parsed.fundedAmountCents > offer.amount && !parsed.note) throw new ValidationError(FUNDED_ABOVE_OFFER, { note: FUNDED_ABOVE_OFFER });
      const acceptedOn = offer.acceptedAt ? platformToday(offer.acceptedAt) : null;
      if (acceptedOn && parsed.fundedOn < acceptedOn) {
        const message = `The funded date cannot be before the offer was accepted (${acceptedOn})`;
        throw new ValidationError(message, { fundedOn: message });
      }
      const lender = await em.findOneOrFail(Lender, { id: offer.lenderId });

      const funding = em.create(Funding, {
        applicationId: application.id,
        offerId: offer.id,
        lenderId: offer.lenderId,
        fundedOn: parsed.fundedOn,
        fundedAmount: parsed.fundedAmountCents,
        disbursed: Math.max(0, offer.disbursed + parsed.fundedAmountCents - offer.amount),
        expectedPayback: offer.totalRepayment,
        payment: offer.payment,
        frequency: offer.frequency,
        commissionExpected: expectedCommission(lender, parsed.fundedAmountCents),
        lenderRef: parsed.lenderRef,
        note: parsed.note,
        createdById: user.id,
      });
      await em.flush();
      await em.nativeUpdate(Offer, { id: offer.id }, { status: 'funded', version: offer.version + 1, updatedAt: now });
      // §3.3 standby → void (another offer funded); §3.4 the lender's submission won, the others lost (an offer
      // on file) or closed (the application is terminal now).
      await em.execute(
        `update offer set status = 'void', status_reason = 'Another offer was funded', version = version + 1, updated_at = now() where application_id = ? and status = 'standby'`,
        [application.id],
      );
      await em.execute(`update submission set status = 'won', version = version + 1, updated_at = now() where id = ? and status = 'offered'`, [offer.submissionId]);
      await em.execute(
        `update submission set status = 'lost', version = version + 1, updated_at = now() where application_id = ? and id <> ? and status = 'offered'`,
        [application.id, offer.submissionId],
      );
      await em.execute(
        `update submission set status = 'closed', closed_at = now(), version = version + 1, updated_at = now()
         where application_id = ? and id <> ? and status in ('proposed', 'shared', 'viewed', 'info_requested')`,
        [application.id, offer.submissionId],
      );
      await this.moveApplicationToFunded(em, application, user, lender, now);
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.created',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${labelOf(application)} marked funded by ${user.username}: ${formatUsdCents(parsed.fundedAmountCents)} from ${lender.displayName} on ${parsed.fundedOn}.`,
        before: null,
        after: { offerId: offer.id, fundedOn: parsed.fundedOn, fundedAmount: parsed.fundedAmountCents, lenderRef: parsed.lenderRef, note: parsed.note },
      });
      return funding;
    });
  }

  /** One funding, for an admin or the lender that funded it. */
  async funding(idValue: unknown, caller: Caller): Promise<Funding> {
    requireRole(caller, [Role.admin, Role.lender]);
    const id = parseFundingId(idValue);
    const funding = await this.em.findOne(Funding, { id });
    if (!funding || !mayActForLender(caller, funding.lenderId)) throw new NotFoundError(FUNDING_NOT_FOUND);
    return funding;
  }

  /** R14 (admin) or the lender's Funded tab: the funding with its ledger, schedule and badge. */
  async detail(idValue: unknown, caller: Caller): Promise<FundingDetail> {
    const funding = await this.funding(idValue, caller);
    return fundingDetail(this.em, funding, caller.role === Role.admin);
  }

  /** R20 Funded: the lender's own funded deals with their numbers, newest first. */
  async lenderFundingDetails(caller: Caller): Promise<FundingDetail[]> {
    const fundings = await this.lenderFundings(caller);
    return Promise.all(fundings.map((funding) => fundingDetail(this.em, funding, false)));
  }

  /** The application's funding (R13 links to R14), or null while it is not funded. Admins only. */
  async applicationFunding(applicationIdValue: unknown, caller: Caller): Promise<Funding | null> {
    requireRole(caller, [Role.admin]);
    const applicationId = parseApplicationId(applicationIdValue);
    if (applicationId === null || !(await this.em.count(Application, { id: applicationId }))) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return this.em.findOne(Funding, { applicationId });
  }

  /** R20 Funded: the lender's own funded deals, newest first. */
  async lenderFundings(caller: Caller): Promise<Funding[]> {
    requireRole(caller, [Role.lender]);
    if (caller.lenderId === null) return [];
    return this.em.find(Funding, { lenderId: caller.lenderId }, { orderBy: { fundedOn: 'desc', id: 'desc' } });
  }

  /**
   * R14 *Mark commission received* (admin): pending → received, dated between the funded date and today. The answer
   * is read in the transaction: once it commits, nothing else can fail and tell the caller it did not.
   */
  async markCommissionReceived(input: unknown, caller: Caller): Promise<FundingDetail> {
    const user = requireRole(caller, [Role.admin]);
    const parsed = parseInput(commissionReceivedSchema, input);
    return this.em.transactional(async (em) => {
      const funding = await lockFunding(em, parsed.fundingId, caller);
      if (funding.version !== parsed.expectedVersion) throw await staleVersionError(em, 'funding', funding.id);
      if (funding.commissionStatus === 'received') throw new ConflictError(COMMISSION_ALREADY_RECEIVED);
      if (funding.commissionExpected === 0) throw new ConflictError(NO_COMMISSION);
      assertDateInRange(funding, parsed.receivedOn, platformToday(), 'receivedOn');
      const before = { commissionStatus: funding.commissionStatus, commissionReceivedOn: funding.commissionReceivedOn, version: funding.version };
      funding.commissionStatus = 'received';
      funding.commissionReceivedOn = parsed.receivedOn;
      funding.version += 1;
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.commission_received',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${user.username} marked the commission of ${formatUsdCents(funding.commissionExpected)} received on ${parsed.receivedOn}.`,
        before,
        after: { commissionStatus: funding.commissionStatus, commissionReceivedOn: funding.commissionReceivedOn, version: funding.version },
      });
      return fundingDetail(em, funding, true);
    });
  }

  /**
   * R14 *Change status* (admin): the §3.5 moves; a note for delinquent/defaulted/written off; paid off at balance 0.
   * The answer is read in the transaction, as markCommissionReceived's.
   */
  async changeStatus(input: unknown, caller: Caller): Promise<FundingDetail> {
    const user = requireRole(caller, [Role.admin]);
    const parsed = parseInput(changeStatusSchema, input);
    return this.em.transactional(async (em) => {
      const funding = await lockFunding(em, parsed.fundingId, caller);
      if (funding.version !== parsed.expectedVersion) throw await staleVersionError(em, 'funding', funding.id);
      const moveError = fundingStatusMoveError(funding.status, parsed.status);
      if (moveError) throw new ConflictError(moveError);
      if (parsed.status === 'paid_off') {
        const totals = ledgerTotals(funding.expectedPayback, await em.find(FundingTransaction, { fundingId: funding.id }));
        if (totals.remainingCents > 0) throw new ConflictError(`${NOT_PAID_OFF} (${formatUsdCents(totals.remainingCents)} remains)`);
      }
      const before = { status: funding.status, statusNote: funding.statusNote, version: funding.version };
      funding.status = parsed.status;
      funding.statusNote = parsed.note;
      funding.version += 1;
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'funding.status_changed',
        entityType: 'funding',
        entityId: funding.id,
        summary: `${user.username} changed the funding's status: ${before.status} → ${parsed.status}.`,
        before,
        after: { status: funding.status, statusNote: funding.statusNote, version: funding.version },
        reason: parsed.note,
      });
      return fundingDetail(em, funding, true);
    });
  }

  /** §3.2 accepted → funded (the row is locked by the caller: exactly one request moves it). */
  private async moveApplicationToFunded(em: EntityManager, application: Application, actor: User, lender: Lender, now: Date): Promise<void> {
    await moveApplicationStatus(
      em,
      this.audit,
      application,
      {
        to: WorkflowStatus.funded,
        by: actor,
        actor: userActor(actor),
        actorLabel: actor.role === Role.lender ? lender.displayName : 'Underwriting team',
        note: `${lender.displayName} funded your application.`,
        action: 'application.funded',
        summary: `${labelOf(application)} was funded by ${lender.displayName}: accepted → funded.`,
      },
      now,
    );
  }
}

const labelOf = (application: Application) => application.number ?? `#${application.id}`;

/** The platform's commission on a funded deal from the lender's terms (bps of the funded amount, or flat); 0 without terms. */
export function expectedCommission(lender: Pick<Lender, 'commissionBasis' | 'commissionBps' | 'commissionFlatCents'>, fundedAmountCents: number): number {
  if (lender.commissionBasis === 'flat') return lender.commissionFlatCents ?? 0;
  if (lender.commissionBasis === 'pct_funded') return Math.round(((lender.commissionBps ?? 0) * fundedAmountCents) / 10_000);
  return 0;
}

