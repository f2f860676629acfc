import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CreditApplicationStatus, CreditProgram } from '../credit-applications/credit-application.entity.js';
import { CreditApplicationReceipt } from '../credit-applications/credit-applications.types.js';
import { Role } from '../users/user.entity.js';
import type { Net30Application } from './net30-application.entity.js';
import type { Net30ApplicationPage, Net30ApplicationRow } from './net30-applications.service.js';
import {
  ApproveNet30ApplicationInput,
  DeclineNet30ApplicationInput,
  Net30ApplicationInput,
  Net30ApplicationPageType,
  type Net30ApplicationRowType,
  Net30ApplicationStatusEnum,
  Net30ApplicationType,
  RequestNet30ApplicationInfoInput,
} from './net30-applications.types.js';

/** R27 /net30/apply, the claim link, R24's application card and R19's Applications tab. Authorization is the service's. */
@Resolver()
export class Net30ApplicationResolver {
  @Mutation(() => CreditApplicationReceipt, { description: 'Applies for a Net30 trade account (rate-limited); 409 when the EIN has an open application' })
  async applyForNet30(@Arg('input', () => Net30ApplicationInput, { description: 'The Net30 application form; BAD_USER_INPUT with field errors, CONFLICT when the EIN has an open application, TOO_MANY_REQUESTS when the sender\'s IP address or e-mail sent too many forms in the window' }) input: Net30ApplicationInput, @Ctx() ctx: GraphQLContext): Promise<CreditApplicationReceipt> {
    const { application, claimPath } = await ctx.services.net30Applications.apply(input, ctx.caller, ctx.client);
    return {
      id: application.id,
      reference: application.reference,
      program: CreditProgram.net30,
      status: CreditApplicationStatus.submitted,
      createdAt: application.createdAt,
      claimPath,
    };
  }

  @Authorized(Role.client)
  @Mutation(() => Net30ApplicationType, { description: 'Adds a signed-out Net30 application to the signed-in client, by its claim token (used once)' })
  async claimNet30Application(@Arg('token', { description: 'The claim token from the link given when applying signed out; NOT_FOUND when unknown or already claimed, CONFLICT when the client already has another Net30 account' }) token: string, @Ctx() ctx: GraphQLContext): Promise<Net30ApplicationType> {
    return toApplication(await ctx.services.net30Applications.claim(token, ctx.caller));
  }

  @Authorized(Role.client, Role.admin)
  @Query(() => Net30ApplicationType, { nullable: true, description: "The caller's newest Net30 application (an admin: the client's, by clientId); null when none" })
  async myNet30Application(@Arg('clientId', () => ID, { nullable: true, description: 'Admins: the client user to look at; a client leaves it out (their own)' }) clientId: string | null, @Ctx() ctx: GraphQLContext): Promise<Net30ApplicationType | null> {
    const application = await ctx.services.net30Applications.mine(ctx.caller, clientId ?? undefined);
    return application && toApplication(application);
  }

  @Authorized(Role.client)
  @Mutation(() => Net30ApplicationType, { description: 'The applicant answers an info request: needs_info → submitted' })
  async answerNet30ApplicationInfo(@Arg('id', () => ID, { description: 'The caller\'s Net30 application (in needs_info); NOT_FOUND for anyone else\'s, CONFLICT in another status' }) id: string, @Arg('text', { description: 'The applicant\'s answer to the team\'s question (required)' }) text: string, @Ctx() ctx: GraphQLContext): Promise<Net30ApplicationType> {
    return toApplication(await ctx.services.net30Applications.answerInfo(ctx.caller, { id, text }));
  }

  @Authorized(Role.admin)
  @Query(() => Net30ApplicationPageType, { description: 'R19 Applications: newest first, 25 a page (at most 100)' })
  async net30Applications(
    @Arg('status', () => Net30ApplicationStatusEnum, { nullable: true, description: 'Only applications in this status; null for all' }) status: string | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'The page to answer, from 1' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25, description: 'Rows per page: 25 by default, at most 100' }) pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30ApplicationPageType> {
    return toPage(await ctx.services.net30Applications.list(ctx.caller, status, page, pageSize));
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30ApplicationType, { description: 'R19 Approve: opens the Net30 account (limit $100–$50,000, Net 15/30/45/60)' })
  async approveNet30Application(@Arg('input', () => ApproveNet30ApplicationInput, { description: 'The application, its version, the credit limit and net terms; CONFLICT when the client already has a Net30 account or the version is stale' }) input: ApproveNet30ApplicationInput, @Ctx() ctx: GraphQLContext): Promise<Net30ApplicationType> {
    return toApplication(await ctx.services.net30Applications.approve(ctx.caller, input));
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30ApplicationType, { description: 'R19 Decline (reason): the business may apply again after 90 days' })
  async declineNet30Application(@Arg('input', () => DeclineNet30ApplicationInput, { description: 'The application, its version and the reason' }) input: DeclineNet30ApplicationInput, @Ctx() ctx: GraphQLContext): Promise<Net30ApplicationType> {
    return toApplication(await ctx.services.net30Applications.decline(ctx.caller, input));
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30ApplicationType, { description: 'R19 Request info (message): submitted → needs_info' })
  async requestNet30ApplicationInfo(
    @Arg('input', () => RequestNet30ApplicationInfoInput, { description: 'The application, its version and what the team needs to know' }) input: RequestNet30ApplicationInfoInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30ApplicationType> {
    return toApplication(await ctx.services.net30Applications.requestInfo(ctx.caller, input));
  }
}

const cents = (value: number | string | null): number | null => (value === null ? null : Number(value));

function toApplication(application: Net30Application): Net30ApplicationType {
  return {
    id: application.id,
    reference: application.reference,
    status: application.status,
    businessName: application.businessName,
    ein: application.ein,
    requestedLimitCents: Number(application.requestedLimit),
    submittedAt: application.createdAt,
    infoRequestMessage: application.infoRequestMessage,
    infoAnswer: application.infoAnswer,
    decisionReason: application.decisionReason,
    reapplyAfter: application.reapplyAfter,
    approvedLimitCents: cents(application.approvedLimit),
    netDays: application.netDays,
    decidedAt: application.decidedAt,
    version: application.version,
  };
}

function toRow({ application, monthsInBusiness, suggestedLimit, netBuilder }: Net30ApplicationRow): Net30ApplicationRowType {
  return {
    ...toApplication(application),
    applicantName: `${application.firstName} ${application.lastName}`,
    email: application.email,
    businessStartYear: application.businessStartYear,
    monthsInBusiness,
    annualRevenue: application.annualRevenue,
    suggestedLimitCents: suggestedLimit,
    tradeReferences: application.tradeReferences,
    intendedUse: application.intendedUse,
    netBuilder,
  };
}

function toPage(page: Net30ApplicationPage): Net30ApplicationPageType {
  return { ...page, items: page.items.map(toRow) };
}
