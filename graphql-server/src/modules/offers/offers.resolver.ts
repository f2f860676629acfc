import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { Offer } from './offer.entity.js';
import type { OfferFigures } from './offer-views.js';
import { FellThroughReasonEnum, OfferConsentInputType, OfferFiguresType, OfferTermsInputType, OfferType } from './offers.types.js';

/** Offers (R13, R20, R22): parse, call the offer services (they check role and object again), shape the answer. */
@Resolver()
export class OffersResolver {
  @Authorized(Role.client, Role.admin, Role.lender)
  @Query(() => [OfferType], { description: 'The application’s offers, newest first: the owning client and admins all of them, a lender its own only' })
  async applicationOffers(@Arg('applicationId', () => ID, { description: 'The application\'s id; NOT_FOUND when the caller may not read it' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<OfferType[]> {
    return (await ctx.services.offerReads.forApplication(applicationId, ctx.caller)).map(toOfferType);
  }

  @Authorized(Role.lender, Role.admin)
  @Query(() => OfferFiguresType, { description: 'R20 disclosure box before Send: the §5.2 figures of these terms; nothing stored' })
  offerPreview(@Arg('applicationId', () => ID, { description: 'The application the offer would be for' }) applicationId: string, @Arg('terms', () => OfferTermsInputType, { description: 'The terms to compute the figures of' }) terms: OfferTermsInputType, @Ctx() ctx: GraphQLContext): Promise<OfferFigures> {
    return ctx.services.offerMaking.preview(applicationId, { ...terms }, ctx.caller);
  }

  @Authorized(Role.lender)
  @Mutation(() => OfferType, { description: 'R20 Make offer: up to 3 live per file; 409 "This application is no longer open to offers" / "Withdraw an offer before adding another"' })
  async makeOffer(@Arg('applicationId', () => ID, { description: 'An application shared with the caller\'s lender; NOT_FOUND otherwise, CONFLICT when no longer open to offers or 3 offers are live' }) applicationId: string, @Arg('terms', () => OfferTermsInputType, { description: 'The offer\'s terms; BAD_USER_INPUT with field errors' }) terms: OfferTermsInputType, @Ctx() ctx: GraphQLContext): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerMaking.make(applicationId, { ...terms }, ctx.caller));
  }

  @Authorized(Role.lender)
  @Mutation(() => OfferType, { description: 'R20 Revise: a new offer; the old one superseded' })
  async reviseOffer(
    @Arg('offerId', () => ID, { description: 'The lender\'s own sent offer; CONFLICT when it is no longer live' }) offerId: string,
    @Arg('expectedVersion', () => Int, { description: 'The offer\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('terms', () => OfferTermsInputType, { description: 'The new terms (the whole offer)' }) terms: OfferTermsInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerMaking.revise(offerId, expectedVersion, { ...terms }, ctx.caller));
  }

  @Authorized(Role.lender, Role.admin)
  @Mutation(() => OfferType, { description: 'R20 Withdraw offer (before acceptance), with a reason' })
  async withdrawOffer(@Arg('offerId', () => ID, { description: 'The offer; CONFLICT once accepted (report it fell through instead)' }) offerId: string, @Arg('expectedVersion', () => Int, { description: 'The offer\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Arg('reason', { description: 'Why it is withdrawn (required; shown to the client)' }) reason: string, @Ctx() ctx: GraphQLContext): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerMaking.withdraw(offerId, expectedVersion, reason, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => OfferType, { description: 'R13 Enter offer received by e-mail: marked entered by NetFund; a document of the application as evidence' })
  async enterOffer(
    @Arg('applicationId', () => ID, { description: 'The application the offer is for' }) applicationId: string,
    @Arg('lenderId', () => ID, { description: 'The lender that made the offer (it must have the file shared)' }) lenderId: string,
    @Arg('terms', () => OfferTermsInputType, { description: 'The offer\'s terms as the lender wrote them' }) terms: OfferTermsInputType,
    @Arg('evidenceDocumentId', () => ID, { description: 'A document of this application holding the lender\'s e-mail (else BAD_USER_INPUT)' }) evidenceDocumentId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerMaking.enter({ applicationId, lenderId, terms: { ...terms }, evidenceDocumentId }, ctx.caller));
  }

  @Authorized(Role.client)
  @Mutation(() => OfferType, { description: 'R22 Accept offer (one transaction; of racing accepts one wins, the others 409 "This offer is no longer available")' })
  async acceptOffer(
    @Arg('offerId', () => ID, { description: 'One of the caller\'s sent offers; NOT_FOUND for anyone else\'s, CONFLICT "This offer is no longer available" when it is not live' }) offerId: string,
    @Arg('expectedVersion', () => Int, { description: 'The offer\'s version as last read (Offer.version); a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('readTerms', { description: 'Must be true: the client read the terms (else BAD_USER_INPUT)' }) readTerms: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.accept(offerId, expectedVersion, readTerms, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => OfferType, { description: 'R13 Accept offer for client, with the consent recorded (channel and note)' })
  async acceptOfferForClient(
    @Arg('offerId', () => ID, { description: 'The sent offer the client accepts; CONFLICT when it is no longer available' }) offerId: string,
    @Arg('expectedVersion', () => Int, { description: 'The offer\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('consent', () => OfferConsentInputType, { description: 'How the client agreed (channel and note)' }) consent: OfferConsentInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.acceptForClient(offerId, expectedVersion, { ...consent }, ctx.caller));
  }

  @Authorized(Role.client, Role.admin)
  @Mutation(() => OfferType, { description: 'R22 Decline offer, with an optional reason' })
  async declineOffer(
    @Arg('offerId', () => ID, { description: 'The sent offer; NOT_FOUND for anyone but its client and admins, CONFLICT when it is no longer available' }) offerId: string,
    @Arg('expectedVersion', () => Int, { description: 'The offer\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('reason', () => String, { nullable: true, description: 'Why it is declined (optional; shown to the lender)' }) reason: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.decline(offerId, expectedVersion, reason ?? null, ctx.caller));
  }

  @Authorized(Role.lender, Role.admin)
  @Mutation(() => OfferType, { description: 'R20 Contract sent, after acceptance' })
  async markContractSent(@Arg('offerId', () => ID, { description: 'The accepted offer; CONFLICT when it is not accepted' }) offerId: string, @Arg('expectedVersion', () => Int, { description: 'The offer\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.markContractSent(offerId, expectedVersion, ctx.caller));
  }

  @Authorized(Role.lender, Role.admin)
  @Mutation(() => OfferType, { description: 'R20/R13 Report fell through (§3.3 reason; a note for other): standby offers still unexpired come back' })
  async reportOfferFellThrough(
    @Arg('offerId', () => ID, { description: 'The accepted offer; CONFLICT when it is not accepted' }) offerId: string,
    @Arg('expectedVersion', () => Int, { description: 'The offer\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('reason', () => FellThroughReasonEnum, { description: 'Why the deal fell through' }) reason: string,
    @Arg('note', () => String, { nullable: true, description: 'More about why (required for the reason other)' }) note: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.reportFellThrough(offerId, expectedVersion, { reason, note: note ?? null }, ctx.caller));
  }

  /** The changed offer as its reader sees it (status as of now, badges among the application's live offers). */
  private async view(ctx: GraphQLContext, offer: Offer): Promise<OfferType> {
    const views = await ctx.services.offerReads.forApplication(offer.applicationId, ctx.caller);
    const view = views.find((each) => each.offer.id === offer.id);
    if (!view) throw new Error(`Offer ${offer.id} is not readable by its own writer`);
    return toOfferType(view);
  }
}

function toOfferType(view: Awaited<ReturnType<GraphQLContext['services']['offerReads']['forApplication']>>[number]): OfferType {
  const { offer } = view;
  return {
    id: offer.id,
    applicationId: offer.applicationId,
    submissionId: offer.submissionId,
    lenderId: offer.lenderId,
    lenderName: view.lenderName,
    product: offer.product,
    status: view.status,
    statusReason: offer.statusReason,
    figures: view.figures,
    badges: view.badges,
    prepayment: offer.prepayment,
    conditions: offer.conditions,
    expiresAt: offer.expiresAt,
    createdAt: offer.createdAt,
    acceptedAt: offer.acceptedAt,
    contractSentAt: offer.contractSentAt,
    enteredByNetFund: offer.enteredByAdminId !== null,
    supersedesId: offer.supersedesId,
    version: offer.version,
  };
}
