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
  async applicationOffers(@Arg('applicationId', () => ID) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<OfferType[]> {
    return (await ctx.services.offerReads.forApplication(applicationId, ctx.caller)).map(toOfferType);
  }

  @Authorized(Role.lender, Role.admin)
  @Query(() => OfferFiguresType, { description: 'R20 disclosure box before Send: the §5.2 figures of these terms; nothing stored' })
  offerPreview(@Arg('applicationId', () => ID) applicationId: string, @Arg('terms', () => OfferTermsInputType) terms: OfferTermsInputType, @Ctx() ctx: GraphQLContext): Promise<OfferFigures> {
    return ctx.services.offerMaking.preview(applicationId, { ...terms }, ctx.caller);
  }

  @Authorized(Role.lender)
  @Mutation(() => OfferType, { description: 'R20 Make offer: up to 3 live per file; 409 "This application is no longer open to offers" / "Withdraw an offer before adding another"' })
  async makeOffer(@Arg('applicationId', () => ID) applicationId: string, @Arg('terms', () => OfferTermsInputType) terms: OfferTermsInputType, @Ctx() ctx: GraphQLContext): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerMaking.make(applicationId, { ...terms }, ctx.caller));
  }

  @Authorized(Role.lender)
  @Mutation(() => OfferType, { description: 'R20 Revise: a new offer; the old one superseded' })
  async reviseOffer(
    @Arg('offerId', () => ID) offerId: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('terms', () => OfferTermsInputType) terms: OfferTermsInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerMaking.revise(offerId, expectedVersion, { ...terms }, ctx.caller));
  }

  @Authorized(Role.lender, Role.admin)
  @Mutation(() => OfferType, { description: 'R20 Withdraw offer (before acceptance), with a reason' })
  async withdrawOffer(@Arg('offerId', () => ID) offerId: string, @Arg('expectedVersion', () => Int) expectedVersion: number, @Arg('reason') reason: string, @Ctx() ctx: GraphQLContext): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerMaking.withdraw(offerId, expectedVersion, reason, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => OfferType, { description: 'R13 Enter offer received by e-mail: marked entered by NetFund; a document of the application as evidence' })
  async enterOffer(
    @Arg('applicationId', () => ID) applicationId: string,
    @Arg('lenderId', () => ID) lenderId: string,
    @Arg('terms', () => OfferTermsInputType) terms: OfferTermsInputType,
    @Arg('evidenceDocumentId', () => ID) evidenceDocumentId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerMaking.enter({ applicationId, lenderId, terms: { ...terms }, evidenceDocumentId }, ctx.caller));
  }

  @Authorized(Role.client)
  @Mutation(() => OfferType, { description: 'R22 Accept offer (one transaction; of racing accepts one wins, the others 409 "This offer is no longer available")' })
  async acceptOffer(
    @Arg('offerId', () => ID) offerId: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('readTerms') readTerms: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.accept(offerId, expectedVersion, readTerms, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => OfferType, { description: 'R13 Accept offer for client, with the consent recorded (channel and note)' })
  async acceptOfferForClient(
    @Arg('offerId', () => ID) offerId: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('consent', () => OfferConsentInputType) consent: OfferConsentInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.acceptForClient(offerId, expectedVersion, { ...consent }, ctx.caller));
  }

  @Authorized(Role.client, Role.admin)
  @Mutation(() => OfferType, { description: 'R22 Decline offer, with an optional reason' })
  async declineOffer(
    @Arg('offerId', () => ID) offerId: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('reason', () => String, { nullable: true }) reason: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.decline(offerId, expectedVersion, reason ?? null, ctx.caller));
  }

  @Authorized(Role.lender, Role.admin)
  @Mutation(() => OfferType, { description: 'R20 Contract sent, after acceptance' })
  async markContractSent(@Arg('offerId', () => ID) offerId: string, @Arg('expectedVersion', () => Int) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<OfferType> {
    return this.view(ctx, await ctx.services.offerDecisions.markContractSent(offerId, expectedVersion, ctx.caller));
  }

  @Authorized(Role.lender, Role.admin)
  @Mutation(() => OfferType, { description: 'R20/R13 Report fell through (§3.3 reason; a note for other): standby offers still unexpired come back' })
  async reportOfferFellThrough(
    @Arg('offerId', () => ID) offerId: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('reason', () => FellThroughReasonEnum) reason: string,
    @Arg('note', () => String, { nullable: true }) note: string | null | undefined,
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
