import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import type { Application } from '../applications/application.entity.js';
import { moveApplicationStatus } from '../applications/system-status-move.js';
import { systemActor, userActor, type AuditActor, type AuditService } from '../audit/audit.service.js';
import { emailSite } from '../email/templates.js';
import { CONSENT_CHANNELS, ConsentRecord } from '../submissions/consent-record.entity.js';
import { Submission } from '../submissions/submission.entity.js';
import { submissionId as idSchema } from '../submissions/submissions.schemas.js';
import { Role, type User } from '../users/user.entity.js';
import { acceptRefusal, canMove, effectiveStatus } from './offer-transitions.js';
import { refreshResultFields } from './offer-views.js';
import { Offer } from './offer.entity.js';
import { freshOffer, labelOf, lockApplication, returnWhenNoLiveOffer, tellLender } from './offer-support.js';
import { ACCEPT_ONLY_OFFERED, fellThroughSchema, NO_LONGER_AVAILABLE, OFFER_NOT_FOUND, optionalReasonSchema, READ_TERMS_REQUIRED } from './offers.schemas.js';

export const OFFER_EXPIRY_JOB = 'expire-offers';

const staffConsentSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS, { error: 'Channel must be web, phone or email' }),
  note: z.string({ error: 'Say how the client agreed (5 to 1,000 characters)' }).trim().min(5, 'Say how the client agreed (5 to 1,000 characters)').max(1000, 'Say how the client agreed (5 to 1,000 characters)'),
});

/** How an acceptance was given: the client's click, or consent NetFund recorded (R13 *Accept offer for client*). */
type Acceptance = { via: 'client'; user: User } | { via: 'staff_recorded'; user: User; channel: (typeof CONSENT_CHANNELS)[number]; note: string };

/**
 * The client's and NetFund's decisions on offers, and what follows from them (BACKOFFICE §3.2, §3.3, R13, R20, R22;
 * invariants 3 and 4): accept (one transaction, the application row locked: of racing accepts one wins, the others
 * are 409 "This offer is no longer available"; other live offers go to `standby`), decline, *Contract sent*, *Report
 * fell through* (standby offers still unexpired come back), and the expiry of live offers. Audited `offer.*`.
 */
export class OfferDecisionService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
  ) {}

  /** R22 *Accept offer*: the owning client, having ticked "I have read the terms". */
  async accept(offerIdValue: unknown, expectedVersion: number, readTerms: boolean, caller: Caller, now = new Date()): Promise<Offer> {
    const client = requireRole(caller, [Role.client]);
    if (readTerms !== true) throw new ValidationError(READ_TERMS_REQUIRED, { readTerms: READ_TERMS_REQUIRED });
    return this.decide(offerIdValue, expectedVersion, { via: 'client', user: client }, now);
  }

  /** R13 *Accept offer for client*: an admin with the client's consent recorded (channel and note). */
  async acceptForClient(offerIdValue: unknown, expectedVersion: number, consentInput: unknown, caller: Caller, now = new Date()): Promise<Offer> {
    const admin = requireRole(caller, [Role.admin]);
    const consent = parseInput(staffConsentSchema, consentInput);
    return this.decide(offerIdValue, expectedVersion, { via: 'staff_recorded', user: admin, ...consent }, now);
  }

  /** R22 *Decline offer* (optional reason): the owning client, or an admin on the client's word. */
  async decline(offerIdValue: unknown, expectedVersion: number, reasonValue: unknown, caller: Caller, now = new Date()): Promise<Offer> {
    const user = requireRole(caller, [Role.client, Role.admin]);
    const reason = parseInput(optionalReasonSchema, reasonValue) || null;
    return this.em.transactional(async (em) => {
      const { offer, application } = await this.lockedOffer(em, offerIdValue, user);
      if (effectiveStatus(offer, now) !== 'sent') throw new ConflictError(NO_LONGER_AVAILABLE);
      this.checkVersion(offer, expectedVersion);
      await this.setStatus(em, offer, 'sent', 'declined', now, { statusReason: reason });
      await this.record(em, userActor(user), offer, 'offer.declined', `${user.username} declined offer #${offer.id} on ${labelOf(application)}.`, 'sent', 'declined', reason);
      await returnWhenNoLiveOffer(em, this.audit, application.id, user, userActor(user), now);
      await refreshResultFields(em, application.id, now);
      return freshOffer(em, offer.id);
    });
  }

  /** R20 after acceptance: *Contract sent* (the accepted offer's lender, or an admin). */
  async markContractSent(offerIdValue: unknown, expectedVersion: number, caller: Caller, now = new Date()): Promise<Offer> {
    const user = requireRole(caller, [Role.lender, Role.admin]);
    return this.em.transactional(async (em) => {
      const { offer, application } = await this.lockedOffer(em, offerIdValue, user);
      if (offer.status !== 'accepted') throw new ConflictError('Only an accepted offer can have its contract sent');
      this.checkVersion(offer, expectedVersion);
      if (offer.contractSentAt) return offer;
      await em.nativeUpdate(Offer, { id: offer.id }, { contractSentAt: now, version: offer.version + 1, updatedAt: now });
      await this.record(em, userActor(user), offer, 'offer.contract_sent', `Contract sent for offer #${offer.id} on ${labelOf(application)}.`, 'accepted', 'accepted', null);
      return freshOffer(em, offer.id);
    });
  }

  /**
   * R20/R13 *Report fell through*: accepted → fell_through with a §3.3 reason; the application goes back to
   * `offered` and standby offers not yet expired become `sent` again (their lenders are told).
   */
  async reportFellThrough(offerIdValue: unknown, expectedVersion: number, input: unknown, caller: Caller, now = new Date()): Promise<Offer> {
    const user = requireRole(caller, [Role.lender, Role.admin]);
    const { reason, note } = parseInput(fellThroughSchema, input);
    return this.em.transactional(async (em) => {
      const { offer, application } = await this.lockedOffer(em, offerIdValue, user);
      if (offer.status !== 'accepted') throw new ConflictError('Only an accepted offer can fall through');
      this.checkVersion(offer, expectedVersion);
      await this.setStatus(em, offer, 'accepted', 'fell_through', now, { statusReason: reason });
      await em.nativeUpdate(Submission, { id: offer.submissionId, status: 'won' }, { status: 'offered', updatedAt: now });
      const revived = await em.execute<{ id: number; lender_id: number }[]>(
        `update offer set status = 'sent', version = version + 1, updated_at = ? where application_id = ? and status = 'standby' and expires_at > ? returning id, lender_id`,
        [now, application.id, now],
      );
      await em.execute(`update offer set status = 'expired', version = version + 1, updated_at = ? where application_id = ? and status = 'standby'`, [now, application.id]);
      await moveApplicationStatus(
        em,
        this.audit,
        application,
        {
          to: WorkflowStatus.offered,
          by: user,
          actor: userActor(user),
          actorLabel: 'Underwriting team',
          note: revived.length > 0 ? 'The deal you accepted fell through. Your other offers are open again until they expire.' : 'The deal you accepted fell through.',
          action: 'application.fell_through',
          summary: `${labelOf(application)}: the accepted deal fell through (${reason}); accepted → offered, ${revived.length} standby offer(s) live again.`,
          reason: note ? `${reason}: ${note}` : reason,
        },
        now,
      );
      await this.record(em, userActor(user), offer, 'offer.fell_through', `Offer #${offer.id} on ${labelOf(application)} fell through: ${reason}.`, 'accepted', 'fell_through', note ? `${reason}: ${note}` : reason);
      for (const row of revived) await tellLender(em, emailSite(this.config), Number(row.lender_id), application, Number(row.id), 'revived');
      await returnWhenNoLiveOffer(em, this.audit, application.id, user, userActor(user), now);
      await refreshResultFields(em, application.id, now);
      return freshOffer(em, offer.id);
    });
  }

  /**
   * The job (and nothing else) moves live offers past `expiresAt` to `expired`, one application at a time under its
   * lock, so an accept racing it sees either the live offer or the expired one, never half of each.
   */
  async expireDue(now = new Date()): Promise<number> {
    const due = await this.em.execute<{ application_id: number }[]>(
      `select distinct application_id from offer where status in ('sent', 'standby') and expires_at <= ? order by application_id`,
      [now],
    );
    let expired = 0;
    for (const { application_id: applicationId } of due) {
      expired += await this.em.fork().transactional(async (em) => {
        await lockApplication(em, Number(applicationId));
        const rows = await em.execute<{ id: number; status: string }[]>(
          `update offer o set status = 'expired', version = o.version + 1, updated_at = ?
             from offer prior where prior.id = o.id and o.application_id = ? and o.status in ('sent', 'standby') and o.expires_at <= ?
           returning o.id, prior.status`,
          [now, applicationId, now],
        );
        const actor = systemActor(`job:${OFFER_EXPIRY_JOB}`);
        for (const row of rows) {
          await this.audit.record(em, { actor, action: 'offer.expired', entityType: 'offer', entityId: row.id, summary: `Offer #${row.id} expired unanswered.`, before: { status: row.status }, after: { status: 'expired' } });
        }
        await returnWhenNoLiveOffer(em, this.audit, Number(applicationId), null, actor, now);
        await refreshResultFields(em, Number(applicationId), now);
        return rows.length;
      });
    }
    return expired;
  }

  private decide(offerIdValue: unknown, expectedVersion: number, acceptance: Acceptance, now: Date): Promise<Offer> {
    return this.em.transactional(async (em) => {
      const { offer, application } = await this.lockedOffer(em, offerIdValue, acceptance.user);
      if (application.status === WorkflowStatus.accepted || application.status === WorkflowStatus.funded) throw new ConflictError(NO_LONGER_AVAILABLE);
      if (acceptRefusal(offer, now)) throw new ConflictError(NO_LONGER_AVAILABLE);
      if (application.status !== WorkflowStatus.offered) throw new ConflictError(ACCEPT_ONLY_OFFERED);
      this.checkVersion(offer, expectedVersion);
      const recorded = acceptance.via === 'staff_recorded' || (await em.count(Submission, { id: offer.submissionId, status: 'revoked' })) > 0;
      const consent = recorded ? await this.consentToShare(em, application, offer, acceptance, now) : null;
      await this.setStatus(em, offer, 'sent', 'accepted', now, { acceptedAt: now, acceptedVia: acceptance.via });
      // Invariant 3 holds in the database too; the others wait on standby (§3.3), the lender's submission is won.
      const standby = await em.execute<{ id: number; lender_id: number }[]>(
        `update offer set status = 'standby', version = version + 1, updated_at = ? where application_id = ? and id <> ? and status = 'sent' and expires_at > ? returning id, lender_id`,
        [now, application.id, offer.id, now],
      );
      await em.execute(
        `update submission set status = 'won', version = version + 1, updated_at = ?,
                ${consent ? `consent_record_id = ${Number(consent.id)}, consent_mode = '${acceptance.via === 'client' ? 'client_click' : 'staff_recorded'}', shared_at = coalesce(shared_at, ?), revoked_at = null, revoked_by_id = null, revoked_by_role = null,` : ''}
                responded_at = coalesce(responded_at, ?)
          where id = ?`,
        consent ? [now, now, now, offer.submissionId] : [now, now, offer.submissionId],
      );
      const who = acceptance.via === 'client' ? 'You' : 'NetFund, with your consent,';
      await moveApplicationStatus(
        em,
        this.audit,
        application,
        {
          to: WorkflowStatus.accepted,
          by: acceptance.user,
          actor: userActor(acceptance.user),
          actorLabel: acceptance.via === 'client' ? 'You' : 'Underwriting team',
          note: `${who} accepted an offer. The lender will send the contract.`,
          action: 'application.accepted',
          summary: `${labelOf(application)}: offer #${offer.id} accepted (${acceptance.via}); offered → accepted, ${standby.length} other offer(s) on standby.`,
          reason: acceptance.via === 'staff_recorded' ? `${acceptance.channel}: ${acceptance.note}` : null,
        },
        now,
      );
      await this.record(
        em,
        userActor(acceptance.user),
        offer,
        'offer.accepted',
        `Offer #${offer.id} on ${labelOf(application)} accepted${acceptance.via === 'staff_recorded' ? ` for the client by ${acceptance.user.username} (${acceptance.channel})` : ''}.`,
        'sent',
        'accepted',
        acceptance.via === 'staff_recorded' ? acceptance.note : null,
      );
      const site = emailSite(this.config);
      await tellLender(em, site, offer.lenderId, application, offer.id, 'accepted');
      for (const row of standby) await tellLender(em, site, Number(row.lender_id), application, Number(row.id), 'standby');
      await refreshResultFields(em, application.id, now);
      return freshOffer(em, offer.id);
    });
  }

  /**
   * A consent record for the accepted lender: NetFund's recorded consent, or the client's click when the lender's
   * access had been revoked (R22: accepting re-shares the file with that lender only).
   */
  private async consentToShare(em: EntityManager, application: Application, offer: Offer, acceptance: Acceptance, now: Date): Promise<ConsentRecord> {
    const submission = await em.findOneOrFail(Submission, { id: offer.submissionId });
    const record = em.create(ConsentRecord, {
      businessId: application.business.id,
      applicationId: application.id,
      kind: 'share_with_lender',
      granted: true,
      scope: { lenderId: offer.lenderId, programId: submission.programId, submissionId: submission.id },
      channel: acceptance.via === 'client' ? 'web' : acceptance.channel,
      note: acceptance.via === 'client' ? 'Accepted this lender’s offer' : acceptance.note,
      recordedById: acceptance.user.id,
      recordedByName: acceptance.user.username,
      at: now,
    });
    await em.flush();
    return record;
  }

  /**
   * The offer and its application, locked, if the user may act on it: the owning client, the offer's own lender, or
   * an admin. Anyone else gets "Offer not found" (as for a missing one).
   */
  private async lockedOffer(em: EntityManager, offerIdValue: unknown, user: User): Promise<{ offer: Offer; application: Application }> {
    const offerId = parseInput(idSchema, offerIdValue);
    const found = await em.findOne(Offer, { id: offerId });
    if (!found) throw new NotFoundError(OFFER_NOT_FOUND);
    const application = await lockApplication(em, found.applicationId);
    const allowed =
      user.role === Role.admin ||
      (user.role === Role.lender && user.lenderId === found.lenderId) ||
      (user.role === Role.client && application.owner?.id === user.id && application.status !== WorkflowStatus.draft);
    if (!allowed) throw new NotFoundError(OFFER_NOT_FOUND);
    return { offer: await freshOffer(em, offerId), application };
  }

  private async setStatus(em: EntityManager, offer: Offer, from: Offer['status'], to: Offer['status'], now: Date, extra: Partial<Pick<Offer, 'statusReason' | 'acceptedAt' | 'acceptedVia'>> = {}): Promise<void> {
    if (!canMove(from, to)) throw new ConflictError(NO_LONGER_AVAILABLE);
    const changed = await em.nativeUpdate(Offer, { id: offer.id, status: from }, { status: to, ...extra, version: offer.version + 1, updatedAt: now });
    if (changed === 0) throw new ConflictError(NO_LONGER_AVAILABLE);
  }

  private checkVersion(offer: Offer, expectedVersion: number): void {
    if (offer.version !== expectedVersion) throw new ConflictError('This offer was changed since you opened it. Reload to see the latest.');
  }

  private async record(em: EntityManager, actor: AuditActor, offer: Offer, action: string, summary: string, from: string, to: string, reason: string | null): Promise<void> {
    await this.audit.record(em, {
      actor,
      action,
      entityType: 'offer',
      entityId: offer.id,
      summary,
      before: { status: from },
      after: { status: to, applicationId: offer.applicationId, lenderId: offer.lenderId },
      reason,
    });
  }
}
